import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { myOrdersData } from '../features/orders/api/orders.server.ts';
import { OrderList } from '../features/orders/components/order-list.tsx';
import styles from '../features/orders/components/orders.module.css';
import { PaymentAttentionNotice } from '../features/orders/components/payment-attention-notice.tsx';
import { MY_ORDERS_PATH } from '../features/orders/lib/order-paths.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/my-orders';

/** The shopper's own orders: never a shared page, never stored (decision 0041). */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: M.MY_ORDERS_TITLE }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const url = new URL(request.url);
  const cancelled = url.searchParams.get('cancelled');
  return {
    ...(await myOrdersData(request, context, identity)),
    cancelled: cancelled && /^\d{1,18}$/.test(cancelled) ? cancelled : null,
  };
}

function nextHref(list: 'pending' | 'previous', nextStart: number | null, other: number) {
  if (nextStart === null) return null;
  const params = new URLSearchParams(
    list === 'pending'
      ? { pendingStart: String(nextStart), previousStart: String(other) }
      : { pendingStart: String(other), previousStart: String(nextStart) },
  );
  return `${MY_ORDERS_PATH}?${params}`;
}

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const { pending, previous, cancelled, paymentAttention } = loaderData;
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{M.MY_ORDERS_TITLE}</h1>
        <PaymentAttentionNotice attention={paymentAttention} />
        <div role="status">
          {cancelled ? (
            <p className={styles.notice}>
              {M.ORDER_CANCELLED} (order {cancelled})
            </p>
          ) : null}
        </div>
        <OrderList
          title={M.PENDING_ORDERS}
          id="pending-orders"
          page={pending}
          empty={M.NO_PENDING_ORDERS}
          nextHref={nextHref('pending', pending.nextStart, previous.start)}
        />
        <OrderList
          title={M.PREVIOUS_ORDERS}
          id="previous-orders"
          page={previous}
          empty={M.NO_PREVIOUS_ORDERS}
          nextHref={nextHref('previous', previous.nextStart, pending.start)}
          shopFromOrder
        />
      </div>
    </PageContainer>
  );
}
