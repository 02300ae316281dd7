import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import { redirect } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import {
  PRIVATE_PAGE_HEADERS,
  requireSignedIn,
} from '../features/account/api/account-settings.server.ts';
import { isOrderId, shopFromOrder } from '../features/orders/api/orders.server.ts';
import styles from '../features/orders/components/orders.module.css';
import { ShopFromOrderResultView } from '../features/orders/components/shop-from-order-result.tsx';
import { MY_ORDERS_PATH, orderPath } from '../features/orders/lib/order-paths.ts';
import type { Route } from './+types/shop-from-order';

/**
 * Shop from a previous order (spec doc 2 §2, decision 0041): the POST adds the order's products
 * still sold to the trolley and this page says what was added. A GET has nothing to do: it goes
 * to the order.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: M.SHOP_FROM_ORDER_TITLE }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireSignedIn(request, context);
  throw redirect(
    isOrderId(params.customerOrderId) ? orderPath(params.customerOrderId) : MY_ORDERS_PATH,
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const identity = await requireSignedIn(request, context);
  if (!isOrderId(params.customerOrderId)) throw redirect(MY_ORDERS_PATH);
  const result = await shopFromOrder(context, identity, params.customerOrderId);
  if (!result) throw redirect(MY_ORDERS_PATH);
  return { result };
}

export default function ShopFromOrderPage({ actionData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{M.SHOP_FROM_ORDER_TITLE}</h1>
        {actionData?.result ? <ShopFromOrderResultView result={actionData.result} /> : null}
      </div>
    </PageContainer>
  );
}
