import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { formatMoney } from '@grocer/domain/money/money';
import { AMEND_CUT_OFF_MESSAGES } from '@grocer/domain/orders/order-messages';
import { FULFILMENT_CONSOLE_TEXT } from '@grocer/domain/orders/order-payment-messages';
import { Link } from 'react-router';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-orders';
import styles from './admin-console.module.css';

/** The console's orders list (decision 0043): recent orders and their status, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { fulfilment } = getServices(context);
  return {
    orders: await fulfilment.listOrders(50),
    // Set aside at their amend cut-off with no slot (decision 0059): staff must act.
    attention: await fulfilment.ordersNeedingAttention(50),
  };
}

export function meta() {
  return [{ title: `${FULFILMENT_CONSOLE_TEXT.ordersTitle} · ${STAFF_CONSOLE_TITLE}` }];
}

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/London',
      }).format(new Date(iso))
    : '—';

type Orders = Route.ComponentProps['loaderData']['orders'];

function OrdersTable({ orders }: { orders: Orders }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Status</th>
          <th scope="col">Slot</th>
          <th scope="col">Cut-off</th>
          <th scope="col">Estimated total</th>
          <th scope="col">Alert</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.customerOrderId}>
            <td>
              <Link to={`/admin/orders/${order.customerOrderId}`}>{order.customerOrderId}</Link>
            </td>
            <td>
              <Link to={`/admin/customers/${order.customerId}`}>{order.customerId}</Link>
            </td>
            <td>{order.status}</td>
            <td>{order.amendCutOff?.needsStaff ? '—' : when(order.slotStart)}</td>
            <td>{when(order.amendOrderCutOff)}</td>
            <td>{order.totalEstimatedCost ? formatMoney(order.totalEstimatedCost.amount) : '—'}</td>
            <td className={order.amendCutOff?.needsStaff ? styles.problem : undefined}>
              {order.amendCutOff?.note ?? ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, attention } = loaderData;
  return (
    <>
      <h1>{FULFILMENT_CONSOLE_TEXT.ordersTitle}</h1>
      {attention.length > 0 && (
        <section aria-labelledby="orders-attention" data-testid="orders-attention">
          <h2 id="orders-attention">{AMEND_CUT_OFF_MESSAGES.STAFF_NEEDS_ATTENTION_TITLE}</h2>
          <OrdersTable orders={attention} />
        </section>
      )}
      {orders.length === 0 ? (
        <p>{FULFILMENT_CONSOLE_TEXT.noOrders}</p>
      ) : (
        <OrdersTable orders={orders} />
      )}
    </>
  );
}
