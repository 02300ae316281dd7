import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import { AppLink } from '../components/ui/app-link.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { ownOrderOrMyOrders } from '../features/orders/api/orders.server.ts';
import { OrderView } from '../features/orders/components/order-view.tsx';
import styles from '../features/orders/components/orders.module.css';
import { MY_ORDERS_PATH } from '../features/orders/lib/order-paths.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/my-order';

/** The shopper's own order: never a shared page, never stored (decision 0041). */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: M.VIEW_ORDER_TITLE }];
}

/**
 * Spec doc 2 §2: a load failure with a handled status (a bad id 400, another customer's or no
 * such order 404) goes back to My Orders; anything else is rethrown to the error page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  return ownOrderOrMyOrders(context, identity, params.customerOrderId);
}

export default function ViewOrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{M.VIEW_ORDER_TITLE}</h1>
        <OrderView order={loaderData.order} products={loaderData.products} />
        <p>
          <AppLink href={`/ecom${MY_ORDERS_PATH}`}>{M.BACK_TO_MY_ORDERS}</AppLink>
        </p>
      </div>
    </PageContainer>
  );
}
