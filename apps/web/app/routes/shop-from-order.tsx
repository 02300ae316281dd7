import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import { Form, Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { orderIdOrMyOrders, shopFromOrder } from '../features/orders/api/orders.server.ts';
import styles from '../features/orders/components/orders.module.css';
import { ShopFromOrderResultView } from '../features/orders/components/shop-from-order-result.tsx';
import { MY_ORDERS_PATH, orderPath } from '../features/orders/lib/order-paths.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/shop-from-order';

/**
 * Shop from a previous order (spec doc 2 §2, decision 0041): the POST adds the order's products
 * still sold to the trolley and this page says what was added. A GET shows the button that
 * posts it (the interstitial).
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: M.SHOP_FROM_ORDER_TITLE }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  return { customerOrderId: orderIdOrMyOrders(params.customerOrderId) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const result = await shopFromOrder(context, identity, orderIdOrMyOrders(params.customerOrderId));
  if (!result) throw redirect(MY_ORDERS_PATH);
  return { result };
}

export default function ShopFromOrderPage({ actionData, loaderData }: Route.ComponentProps) {
  const id = loaderData.customerOrderId;
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{M.SHOP_FROM_ORDER_TITLE}</h1>
        {actionData?.result ? (
          <ShopFromOrderResultView result={actionData.result} />
        ) : (
          <Form method="post" className={styles.confirm}>
            <p>{M.SHOP_FROM_ORDER_TEXT(id)}</p>
            <div className={styles.actions}>
              <button type="submit" className={buttonClass()}>
                {M.SHOP_FROM_ORDER}
              </button>
              <Link to={orderPath(id)} className={buttonClass({ variant: 'ghost' })}>
                {M.BACK_TO_ORDER}
              </Link>
            </div>
          </Form>
        )}
      </div>
    </PageContainer>
  );
}
