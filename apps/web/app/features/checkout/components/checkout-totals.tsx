import { formatMoney } from '@grocer/domain/money/money';
import {
  ESTIMATED_TOTAL_ROWS,
  type EstimatedTotalField,
  type TotalRow,
  totalRowText,
} from '@grocer/domain/orders/order-total-rows';
import type { OrderTenders } from '../api/checkout.server.ts';
import styles from './checkout.module.css';

/** Every estimated-total field of spec doc 2 §3, shared with View Order (domain order-total-rows). */
export const TOTAL_ROWS: readonly TotalRow<EstimatedTotalField & keyof OrderTenders['totals']>[] =
  ESTIMATED_TOTAL_ROWS;

/**
 * The order's estimated totals as the pricing engine and the tenders context answer them
 * (decision 0039): shown, never worked out again here.
 */
export function CheckoutTotals({ totals }: { totals: OrderTenders['totals'] }) {
  return (
    <section className={styles.section} aria-labelledby="totals-heading">
      <h2 id="totals-heading">Order total</h2>
      <dl className={styles.totals} data-testid="checkout-totals">
        {TOTAL_ROWS.map((row) => {
          const { field, label } = row;
          const amount = totals[field].amount;
          return (
            <div key={field} className={styles.totalRow} data-total={field}>
              <dt className={field === 'toPay' ? styles.toPay : undefined}>{label}</dt>
              <dd className={field === 'toPay' ? styles.toPay : undefined}>
                {totalRowText(row, amount, formatMoney)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
