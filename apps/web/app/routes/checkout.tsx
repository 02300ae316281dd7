import {
  CHECKOUT_CRASH_PHONE,
  CHECKOUT_CRASH_TEXT,
  CHECKOUT_CRASH_TITLE,
  CHECKOUT_TITLE,
} from '@grocer/domain/messages/checkout-messages';
import { useEffect } from 'react';
import { type ShouldRevalidateFunctionArgs, useRouteLoaderData } from 'react-router';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { checkoutPageData, runCheckoutAction } from '../features/checkout/api/checkout.server.ts';
import styles from '../features/checkout/components/checkout.module.css';
import { CheckoutPage } from '../features/checkout/components/checkout-page.tsx';
import { isChallengeAnswer } from '../features/checkout/lib/challenge-answer.ts';
import { isCheckoutPath } from '../features/checkout/lib/checkout-paths.ts';
import { track } from '../lib/analytics.ts';
import type { LayoutHandle } from '../lib/layout-handle.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import { useFullPageLoadOutside } from '../lib/use-full-page-load-outside.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/checkout';

/** Checkout has the secure-checkout header (spec doc 2 §2; hidden in a native webview). */
export const handle: LayoutHandle = { secureHeader: true };

/** Never a shared page: everything on it is the shopper's (decision 0044). */
export function meta() {
  return [{ title: CHECKOUT_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  return checkoutPageData(request, context, identity);
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  return runCheckoutAction(request, context, identity);
}

/**
 * While the card's 3-D Secure check is open the trolley has been closed into a PENDING order,
 * so reading the page again would show an empty trolley and £0.00 behind the dialog: the page
 * keeps showing the order being paid until the placement answers (issue 21).
 */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isChallengeAnswer(actionResult)) return false;
  return defaultShouldRevalidate;
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  useFullPageLoadOutside(isCheckoutPath);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  // Checkout started: once per order shown here (the page read again after a form is the same).
  const orderId = loaderData.orderId;
  useEffect(() => {
    track('begin_checkout', { order_id: orderId });
  }, [orderId]);
  return (
    <CheckoutPage
      data={loaderData}
      actionData={actionData}
      sessionTimerMs={root?.sessionTimerMs ?? 1_680_000}
    />
  );
}

/** Spec doc 2 §8 component crash: the text and the configured customer-care phone. */
export function ErrorBoundary() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const phone = root?.site.customerCarePhone ?? '';
  return (
    <div role="alert" className={styles.page}>
      <h1>{CHECKOUT_CRASH_TITLE}</h1>
      <p>{CHECKOUT_CRASH_TEXT}</p>
      <p>{CHECKOUT_CRASH_PHONE.replace('{phone}', phone)}</p>
    </div>
  );
}
