import { formatMoney } from '@grocer/domain/money/money';
import { FULFILMENT_CONSOLE_TEXT } from '@grocer/domain/orders/order-payment-messages';
import type { StaffOrderView } from '@grocer/server/contexts/orders/fulfilment.contract';
import { Form } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import styles from './picking-form.module.css';

const OUTCOMES = [
  ['PICKED', FULFILMENT_CONSOLE_TEXT.picked],
  ['SUBSTITUTED', FULFILMENT_CONSOLE_TEXT.substituted],
  ['NOT_AVAILABLE', FULFILMENT_CONSOLE_TEXT.notAvailable],
] as const;

const uomLabel = (uom: string) => (uom === 'C62' ? 'items' : uom === 'KGM' ? 'kg' : uom);

/**
 * The picking form (decision 0043), one row per order line: what was picked (the quantity, or a
 * weighed item's actual weight), a substitute product, or not available. A plain form.
 */
export function PickingForm({ order }: { order: StaffOrderView }) {
  return (
    <Form method="post" className={styles.form}>
      <input type="hidden" name="intent" value="pick" />
      {/* A phone's screen is narrower than the five columns: the table scrolls on its own
          rather than widening the page (a wider-than-screen page made a phone miss its buttons). Its inputs keep it reachable by keyboard. */}
      <section className={styles.scroll} aria-label="Order lines, scrolls sideways">
        <table className={styles.table}>
          <caption className={styles.caption}>Order lines</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Ordered</th>
              <th scope="col">Outcome</th>
              <th scope="col">Picked quantity or weight</th>
              <th scope="col">Substitute product id</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.position}>
                <td>
                  {line.productId}
                  {line.canSubstitute ? '' : ' (no substitutes)'}
                </td>
                <td>
                  {line.quantity.amount} {uomLabel(line.quantity.uom)} ·{' '}
                  {formatMoney(line.totalPricePence)}
                </td>
                <td>
                  <select
                    name={`outcome-${line.position}`}
                    aria-label={`Outcome for ${line.productId}`}
                    defaultValue="PICKED"
                  >
                    {OUTCOMES.filter(
                      ([value]) => value !== 'SUBSTITUTED' || line.canSubstitute,
                    ).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    name={`quantity-${line.position}`}
                    aria-label={`Picked quantity for ${line.productId} (${uomLabel(line.quantity.uom)})`}
                    inputMode="decimal"
                    defaultValue={String(line.quantity.amount)}
                    size={6}
                  />
                </td>
                <td>
                  {line.canSubstitute && (
                    <input
                      name={`substitute-${line.position}`}
                      aria-label={`Substitute for ${line.productId}`}
                      maxLength={64}
                      size={16}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <button type="submit" className={buttonClass()}>
        {FULFILMENT_CONSOLE_TEXT.completePicking}
      </button>
    </Form>
  );
}
