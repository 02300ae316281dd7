import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import { hasLink } from '@grocer/domain/orders/order-links';
import { data, redirect } from 'react-router';
import { AppLink } from '../components/ui/app-link.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  cancelOrder,
  orderIdOrMyOrders,
  ownOrderOrMyOrders,
} from '../features/orders/api/orders.server.ts';
import { CancelOrderForm } from '../features/orders/components/order-actions.tsx';
import styles from '../features/orders/components/orders.module.css';
import { MY_ORDERS_PATH, orderPath } from '../features/orders/lib/order-paths.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/my-order-cancel';

/**
 * Cancel an order (decision 0041): the confirm page the Cancel order link opens without
 * JavaScript, and the POST both it and the React Aria dialog send. A cancelled order moves to
 * the previous orders (spec doc 2 §4).
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: M.CANCEL_ORDER_TITLE }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const found = await ownOrderOrMyOrders(context, identity, params.customerOrderId);
  const customerOrderId = found.order.customerOrderId;
  if (!hasLink(found.order.links, 'cancel')) throw redirect(orderPath(customerOrderId));
  return { customerOrderId };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const outcome = await cancelOrder(context, identity, orderIdOrMyOrders(params.customerOrderId));
  if (outcome.outcome === 'cancelled') {
    throw redirect(`${MY_ORDERS_PATH}?cancelled=${params.customerOrderId}`);
  }
  if (outcome.code === 'NOT_FOUND') throw redirect(MY_ORDERS_PATH);
  const message =
    outcome.code === 'PAYMENT_VOID_REFUSED' ? M.PAYMENT_NOT_VOIDABLE : M.ORDER_NOT_CANCELLABLE;
  return data({ message }, { status: outcome.code === 'ORDER_CANCEL_CUTOFF_PASSED' ? 422 : 409 });
}

export default function CancelOrderPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const id = loaderData?.customerOrderId ?? params.customerOrderId;
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{M.CANCEL_ORDER_TITLE}</h1>
        {actionData?.message ? (
          <p role="alert" className={styles.error}>
            {actionData.message}
          </p>
        ) : (
          <CancelOrderForm customerOrderId={id} />
        )}
        <p>
          <AppLink href={`/ecom${orderPath(id)}`} className={buttonClass({ variant: 'ghost' })}>
            {M.KEEP_ORDER}
          </AppLink>
        </p>
      </div>
    </PageContainer>
  );
}
