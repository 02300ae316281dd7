import { formatPrice } from '@grocer/domain/money/money';
import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import type { OrderListPage } from '../api/orders.server.ts';
import { formatOrderDate, formatSlotWindow, orderStatusText } from '../lib/order-format.ts';
import { orderPath, resolveOrderPaymentPath, shopFromOrderPath } from '../lib/order-paths.ts';
import styles from './orders.module.css';

export interface OrderListProps {
  title: string;
  id: string;
  page: OrderListPage;
  empty: string;
  /** The next page's link (a plain link: paging works without JavaScript), or null. */
  nextHref: string | null;
  /** Each order offers "Shop from this order" (the previous orders). */
  shopFromOrder?: boolean;
  /** What else each order offers, e.g. shop from previous's link to the order (decision 0082). */
  action?: (order: OrderListPage['orders'][number]) => ReactNode;
}

/** One of My Orders' lists: order number, date, slot, total and status, newest first. */
export function OrderList({
  title,
  id,
  page,
  empty,
  nextHref,
  shopFromOrder,
  action,
}: OrderListProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {page.orders.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={styles.orders}>
          {page.orders.map((order) => (
            <li key={order.customerOrderId} className={styles.order}>
              <div>
                <span className={styles.label}>Order number</span>
                <Link to={orderPath(order.customerOrderId)}>{order.customerOrderId}</Link>
              </div>
              <div>
                <span className={styles.label}>Ordered</span>
                {formatOrderDate(order.created)}
              </div>
              <div>
                <span className={styles.label}>Slot</span>
                {order.slot
                  ? formatSlotWindow(order.slot.startDateTime, order.slot.endDateTime)
                  : '—'}
              </div>
              <div>
                <span className={styles.label}>Total</span>
                {formatPrice(order.total.amount)}
              </div>
              <div>
                <span className={styles.label}>Status</span>
                <span className={styles.status}>{orderStatusText(order.status)}</span>
              </div>
              {order.status === 'PAYMENT_FAILED' && (
                <Link
                  to={resolveOrderPaymentPath(order.customerOrderId)}
                  className={buttonClass({ size: 'small' })}
                >
                  {M.PAY_NOW}
                  <VisuallyHidden> for order {order.customerOrderId}</VisuallyHidden>
                </Link>
              )}
              {shopFromOrder && (
                <Form method="post" action={shopFromOrderPath(order.customerOrderId)}>
                  <button
                    type="submit"
                    className={buttonClass({ variant: 'secondary', size: 'small' })}
                  >
                    {M.SHOP_FROM_ORDER}
                    <VisuallyHidden> {order.customerOrderId}</VisuallyHidden>
                  </button>
                </Form>
              )}
              {action?.(order)}
            </li>
          ))}
        </ul>
      )}
      {nextHref && (
        <nav className={styles.pager} aria-label={`${title} pages`}>
          <Link to={nextHref} className={buttonClass({ variant: 'secondary', size: 'small' })}>
            {M.NEXT}
          </Link>
        </nav>
      )}
    </section>
  );
}
