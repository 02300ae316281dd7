import { formatMoney } from '@grocer/domain/money/money';
import type { OrderTenders } from '../api/checkout.server.ts';
import styles from './checkout.module.css';

type TotalField = keyof OrderTenders['totals'];

/** Every estimated-total field of spec doc 2 §3, in the order a shopper reads a bill. */
export const TOTAL_ROWS: readonly { field: TotalField; label: string; saving?: boolean }[] = [
  { field: 'orderLines', label: 'Items' },
  { field: 'offerSavings', label: 'Offer savings', saving: true },
  { field: 'membershipSavings', label: 'Member savings', saving: true },
  { field: 'incentiveSavings', label: 'Incentive savings', saving: true },
  { field: 'orderLevelSavings', label: 'Promo code savings', saving: true },
  { field: 'totalSavings', label: 'Total savings', saving: true },
  { field: 'depositCharge', label: 'Deposit charge' },
  { field: 'carrierBagCharge', label: 'Carrier bag charge' },
  { field: 'deliveryCharge', label: 'Delivery charge' },
  { field: 'totalPrice', label: 'Total price' },
  { field: 'giftVouchers', label: 'Gift vouchers', saving: true },
  { field: 'giftCards', label: 'Gift cards', saving: true },
  { field: 'paymentCard', label: 'Payment card' },
  { field: 'toPay', label: 'To pay' },
];

/**
 * The order's estimated totals as the pricing engine and the tenders context answer them
 * (decision 0039): shown, never worked out again here.
 */
export function CheckoutTotals({ totals }: { totals: OrderTenders['totals'] }) {
  return (
    <section className={styles.section} aria-labelledby="totals-heading">
      <h2 id="totals-heading">Order total</h2>
      <dl className={styles.totals} data-testid="checkout-totals">
        {TOTAL_ROWS.map(({ field, label, saving }) => {
          const amount = totals[field].amount;
          return (
            <div key={field} className={styles.totalRow} data-total={field}>
              <dt className={field === 'toPay' ? styles.toPay : undefined}>{label}</dt>
              <dd className={field === 'toPay' ? styles.toPay : undefined}>
                {saving && amount > 0 ? `-${formatMoney(amount)}` : formatMoney(amount)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
