import {
  PAYMENT_CARDS_HEADING,
  PAYMENT_CARDS_TITLE,
} from '@grocer/domain/messages/account-area-messages';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { useFullPageLoadOnLeave } from '../features/account/hooks/use-full-page-load-on-leave.ts';
import {
  paymentCardsPageData,
  runPaymentCardAction,
} from '../features/payments/api/payment-cards.server.ts';
import { PaymentCardsManager } from '../features/payments/components/payment-cards-manager.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/myaccount-payment-cards';
import page from './myaccount-payment-cards.module.css';

/** Never a shared page: everything on it is the shopper's (decisions 0020, 0028, 0038). */
export function meta() {
  return [{ title: PAYMENT_CARDS_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  return paymentCardsPageData(request, context, identity);
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  return runPaymentCardAction(request, context, identity);
}

export default function PaymentCardsPage({ loaderData, actionData }: Route.ComponentProps) {
  useFullPageLoadOnLeave();
  return (
    <PageContainer>
      <div className={page.layout}>
        <h1>{PAYMENT_CARDS_HEADING}</h1>
        <PaymentCardsManager {...loaderData} error={actionData?.message ?? null} />
      </div>
    </PageContainer>
  );
}
