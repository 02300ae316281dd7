import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { formatMoney } from '@grocer/domain/money/money';
import { FULFILMENT_CONSOLE_TEXT } from '@grocer/domain/orders/order-payment-messages';
import { Form, Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import {
  runConsoleAction,
  staffOrder,
} from '../features/fulfilment/api/fulfilment-console.server.ts';
import { PickingForm } from '../features/fulfilment/components/picking-form.tsx';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import type { Route } from './+types/admin-order';
import styles from './admin-console.module.css';

/** One order in the console (decision 0043): advance it, pick it, see its actual totals. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { order: await staffOrder(context, params.customerOrderId) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  return runConsoleAction(request, context, staff, params.customerOrderId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const id = loaderData?.order.customerOrderId ?? '';
  return [{ title: `${FULFILMENT_CONSOLE_TEXT.pickingTitle} ${id} · ${STAFF_CONSOLE_TITLE}` }];
}

const TOTALS = [
  ['pickedPrice', 'Picked price'],
  ['offerSavings', 'Offer savings'],
  ['membershipSavings', 'Membership savings'],
  ['partnerDiscountSavings', 'Partner discount savings'],
  ['savings', 'Savings'],
  ['depositCharge', 'Deposit charge'],
  ['carrierBagCharge', 'Carrier bag charge'],
  ['deliveryCharge', 'Delivery charge'],
  ['paid', 'Total'],
] as const;

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <>
      <p>
        <Link to="/admin/orders">{FULFILMENT_CONSOLE_TEXT.ordersTitle}</Link>
      </p>
      <h1>
        {FULFILMENT_CONSOLE_TEXT.pickingTitle}: order {order.customerOrderId}
      </h1>
      <dl className={styles.details}>
        <dt>Status</dt>
        <dd data-testid="order-status">{order.status}</dd>
        <dt>Customer</dt>
        <dd>
          <Link to={`/admin/customers/${order.customerId}`}>{order.customerId}</Link>
        </dd>
        <dt>Authorised</dt>
        <dd>{formatMoney(order.authorisedPence)}</dd>
        <dt>Gift cards and vouchers</dt>
        <dd>{formatMoney(order.redeemedPence)}</dd>
        {order.capturedPence !== null && (
          <>
            <dt>Captured</dt>
            <dd>{formatMoney(order.capturedPence)}</dd>
          </>
        )}
        {order.amendCutOff && (
          <>
            <dt>Amend cut-off</dt>
            <dd
              data-testid="order-amend-cut-off"
              className={order.amendCutOff.needsStaff ? styles.problem : undefined}
            >
              {order.amendCutOff.note}
            </dd>
          </>
        )}
        {order.captureFailure && (
          <>
            <dt>Capture failed</dt>
            <dd>{order.captureFailure}</dd>
          </>
        )}
      </dl>
      {actionData && (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={actionData.ok ? undefined : styles.problem}
        >
          {actionData.message}
        </p>
      )}
      {order.status === 'PLACED' && (
        <Form method="post">
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className={buttonClass()}>
            {FULFILMENT_CONSOLE_TEXT.startFulfilment}
          </button>
        </Form>
      )}
      {order.status === 'FULFIL' && <PickingForm order={order} />}
      {order.status === 'PICKED' && order.capturedPence !== null && (
        <Form method="post">
          <input type="hidden" name="intent" value="complete" />
          <button type="submit" className={buttonClass()}>
            {FULFILMENT_CONSOLE_TEXT.completeOrder}
          </button>
        </Form>
      )}
      {order.actualTotals && (
        <section aria-labelledby="actual-totals">
          <h2 id="actual-totals">Actual totals</h2>
          <dl className={styles.details}>
            {TOTALS.map(([key, label]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{formatMoney(order.actualTotals?.[key].amount ?? 0)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
