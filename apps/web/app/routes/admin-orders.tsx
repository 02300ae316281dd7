import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { formatMoney } from '@grocer/domain/money/money';
import { FULFILMENT_CONSOLE_TEXT } from '@grocer/domain/orders/order-payment-messages';
import { Link } from 'react-router';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-orders';
import styles from './admin-console.module.css';

/** The console's orders list (decision 0043): recent orders and their status, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { orders: await getServices(context).fulfilment.listOrders(50) };
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

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <>
      <h1>{FULFILMENT_CONSOLE_TEXT.ordersTitle}</h1>
      {orders.length === 0 ? (
        <p>{FULFILMENT_CONSOLE_TEXT.noOrders}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Status</th>
              <th scope="col">Slot</th>
              <th scope="col">Cut-off</th>
              <th scope="col">Estimated total</th>
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
                <td>{when(order.slotStart)}</td>
                <td>{when(order.amendOrderCutOff)}</td>
                <td>
                  {order.totalEstimatedCost ? formatMoney(order.totalEstimatedCost.amount) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
