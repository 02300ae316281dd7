import {
  PAYMENT_CARDS_HEADING,
  PAYMENT_CARDS_TITLE,
} from '@grocer/domain/messages/account-area-messages';
import { PageContainer } from '../components/ui/page-container.tsx';
import {
  PRIVATE_PAGE_HEADERS,
  requireSignedIn,
} from '../features/account/api/account-settings.server.ts';
import { savedPaymentCards } from '../features/account/api/payment-cards.server.ts';
import { PaymentCards } from '../features/account/components/payment-cards.tsx';
import { useFullPageLoadOnLeave } from '../features/account/hooks/use-full-page-load-on-leave.ts';
import type { Route } from './+types/myaccount-payment-cards';
import page from './myaccount-payment-cards.module.css';

/** Never a shared page: everything on it is the shopper's (decisions 0020, 0028). */
export function meta() {
  return [{ title: PAYMENT_CARDS_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireSignedIn(request, context);
  return { cards: await savedPaymentCards(context, identity) };
}

export default function PaymentCardsPage({ loaderData }: Route.ComponentProps) {
  useFullPageLoadOnLeave();
  return (
    <PageContainer>
      <div className={page.layout}>
        <h1>{PAYMENT_CARDS_HEADING}</h1>
        <PaymentCards cards={loaderData.cards} />
      </div>
    </PageContainer>
  );
}
