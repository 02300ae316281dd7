import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import {
  resolvePaymentPageData,
  runResolvePaymentAction,
} from '../features/order-payment/api/order-payment.server.ts';
import { ResolvePayment } from '../features/order-payment/components/resolve-payment-form.tsx';
import type { LayoutHandle } from '../lib/layout-handle.ts';
import type { Route } from './+types/resolve-order-payment';

/** Resolve a failed order payment (spec doc 2 §2; decision 0043): standalone, minimal layout. */
export const handle: LayoutHandle = { secureHeader: true };

export function meta() {
  return [{ title: PAGE_TITLES.resolveOrderPayment }];
}

/** The shopper's own order and cards: never a shared page. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  return resolvePaymentPageData(context, params.customerOrderId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return runResolvePaymentAction(request, context, params.customerOrderId);
}

export default function ResolveOrderPaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ResolvePayment {...loaderData} result={actionData} />;
}
