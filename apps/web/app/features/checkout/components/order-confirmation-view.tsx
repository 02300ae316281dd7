import {
  ORDER_CONFIRMATION_TITLE,
  ORDER_PLACED_HEADING,
} from '@grocer/domain/messages/checkout-messages';
import { formatMoney } from '@grocer/domain/money/money';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import type { OrderConfirmationData } from '../api/order-confirmation.server.ts';
import styles from './checkout.module.css';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** Order Confirmation (spec doc 2 §2): number, slot, address, totals, and where to go next. */
export function OrderConfirmationView({ order }: { order: OrderConfirmationData }) {
  const { slot, totals } = order;
  const rows: [string, number][] = [
    ['Items', totals.items],
    ['Savings', totals.savings],
    ['Deposit charge', totals.depositCharge],
    ['Delivery charge', totals.deliveryCharge],
    ['Total', totals.total],
    ['Gift cards and vouchers', totals.giftCardsAndVouchers],
    ['Paid by card', totals.paymentCard],
  ];
  return (
    <div className={styles.page}>
      <h1>{ORDER_CONFIRMATION_TITLE}</h1>
      <p className={styles.toPay}>{ORDER_PLACED_HEADING}</p>
      <section className={styles.section} aria-labelledby="order-number-heading">
        <h2 id="order-number-heading">Order number</h2>
        <p data-testid="order-number">{order.customerOrderId}</p>
        <p className={styles.muted}>
          {order.lineCount} {order.lineCount === 1 ? 'line' : 'lines'}. We've emailed you a
          confirmation.
        </p>
      </section>
      {slot && (
        <section className={styles.section} aria-labelledby="order-slot-heading">
          <h2 id="order-slot-heading">
            {slot.slotType === 'DELIVERY' ? 'Delivery' : 'Collection'}
          </h2>
          <p>
            {formatLongDate(slot.slotDate)}, {time(slot.startDateTime)} to {time(slot.endDateTime)}
          </p>
          <p>{slot.addressSummary ?? slot.branchName ?? ''}</p>
        </section>
      )}
      <section className={styles.section} aria-labelledby="order-totals-heading">
        <h2 id="order-totals-heading">Order total</h2>
        <dl className={styles.totals}>
          {rows.map(([label, amount]) => (
            <div key={label} className={styles.totalRow}>
              <dt>{label}</dt>
              <dd>{formatMoney(amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className={styles.row}>
        {/* Plain links: leaving the minimal pages loads the full frame. */}
        <a href="/ecom/myaccount/my-orders" className={buttonClass({ variant: 'secondary' })}>
          View my orders
        </a>
        <a href="/ecom" className={buttonClass({})}>
          Continue shopping
        </a>
      </p>
    </div>
  );
}
