import { addressSummary } from '@grocer/domain/address/address';
import type { Uom } from '@grocer/domain/catalogue/catalogue.types';
import { formatPrice } from '@grocer/domain/money/money';
import { AMEND_CUT_OFF_ALERT } from '@grocer/domain/orders/order-amend-cut-off';
import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import {
  ACTUAL_TOTAL_ROWS,
  ESTIMATED_TOTAL_ROWS,
  type TotalRow,
  totalRowText,
} from '@grocer/domain/orders/order-total-rows';
import { CARD_TYPE_NAMES } from '@grocer/domain/payments/card-type';
import { formatQuantity, UNIT_LIMITS } from '@grocer/domain/quantity/quantity';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { OrderDetails, OrderLineProduct } from '../api/orders.server.ts';
import {
  formatDateTime,
  formatOrderDate,
  formatSlotWindow,
  orderStatusText,
  slotTypeText,
} from '../lib/order-format.ts';
import { resolveOrderPaymentPath } from '../lib/order-paths.ts';
import { OrderActions } from './order-actions.tsx';
import styles from './orders.module.css';

const money = (value: { amount: number }) => formatPrice(value.amount);

function quantityText(quantity: unknown): string {
  const q = quantity as { amount?: number; uom?: string } | null;
  if (!q || typeof q.amount !== 'number' || typeof q.uom !== 'string') return '';
  return q.uom in UNIT_LIMITS ? formatQuantity(q.amount, q.uom as Uom) : String(q.amount);
}

/** A totals list: every row of the shared list, the last (what is paid) set apart. */
function TotalsList<Field extends string>({
  rows,
  values,
  id,
}: {
  rows: readonly TotalRow<Field>[];
  values: Record<Field, { amount: number }>;
  id: string;
}) {
  const last = rows[rows.length - 1]?.field;
  return (
    <dl className={styles.totals} aria-labelledby={id}>
      {rows.map((row) => (
        <div key={row.field} style={{ display: 'contents' }} data-total={row.field}>
          <dt className={row.field === last ? styles.grand : undefined}>{row.label}</dt>
          <dd className={row.field === last ? styles.grand : undefined}>
            {totalRowText(row, values[row.field].amount, formatPrice)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What picking did with a line (decision 0043): the substitute given, or the picked amount. */
function LinePicking({ line }: { line: OrderDetails['orderLines'][number] }) {
  if (line.substitutes.length > 0) {
    return (
      <>
        {line.substitutes.map((substitute) => (
          <span key={substitute.productId} className={styles.sub}>
            {M.SUBSTITUTED_WITH} {substitute.name ?? M.PRODUCT_NAME_UNAVAILABLE}
            {' — '}
            {quantityText(substitute.quantity)}
            {substitute.price ? ` at ${money(substitute.price)}` : ''}
          </span>
        ))}
      </>
    );
  }
  if (line.picked?.outcome === 'NOT_AVAILABLE') {
    return <span className={styles.sub}>{M.NOT_AVAILABLE}</span>;
  }
  if (line.picked) {
    return (
      <span className={styles.sub}>
        {M.PICKED}: {quantityText(line.picked.quantity)}
      </span>
    );
  }
  return null;
}

/** Spec doc 2 §3: all 14 estimated totals; all 9 actual totals once picked (decision 0043). */
function Totals({ order }: { order: OrderDetails }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="order-totals">
        <h2 id="order-totals">{M.ESTIMATED_TOTALS}</h2>
        <TotalsList rows={ESTIMATED_TOTAL_ROWS} values={order.estimatedTotals} id="order-totals" />
      </section>
      {order.actualTotals && (
        <section className={styles.section} aria-labelledby="order-actual-totals">
          <h2 id="order-actual-totals">{M.ACTUAL_TOTALS}</h2>
          <TotalsList
            rows={ACTUAL_TOTAL_ROWS}
            values={order.actualTotals}
            id="order-actual-totals"
          />
        </section>
      )}
    </>
  );
}

function Payment({ order }: { order: OrderDetails }) {
  const { cardPayment, giftCards, vouchers } = order.paymentInfo;
  return (
    <section className={styles.section} aria-labelledby="order-payment">
      <h2 id="order-payment">{M.PAYMENT}</h2>
      <dl className={styles.facts}>
        {cardPayment && (
          <>
            <div>
              <dt>Card</dt>
              <dd>
                {CARD_TYPE_NAMES[cardPayment.cardType]} {cardPayment.maskedCardNumber}
              </dd>
            </div>
            <div>
              <dt>Cardholder</dt>
              <dd>{cardPayment.cardholderName}</dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>{cardPayment.expiryDate}</dd>
            </div>
            <div>
              <dt>Billing address</dt>
              <dd>
                {cardPayment.billingAddress
                  ? addressSummary(cardPayment.billingAddress)
                  : M.NO_BILLING_ADDRESS}
              </dd>
            </div>
          </>
        )}
        {giftCards.map((card) => (
          <div key={card.serialNumber}>
            <dt>Gift card ending {card.serialNumber.slice(-4)}</dt>
            <dd>{money(card.amountToDeduct)}</dd>
          </div>
        ))}
        {vouchers.map((voucher) => (
          <div key={voucher.serialNumber}>
            <dt>Gift voucher {voucher.serialNumber}</dt>
            <dd>{money(voucher.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** View Order: the order's facts, delivery status, slot, lines, totals and payment. */
export function OrderView({
  order,
  products,
}: {
  order: OrderDetails;
  products: Record<string, OrderLineProduct>;
}) {
  const slot = order.slots[0];
  const delivery = order.deliveryStatus;
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Order number</dt>
          <dd>{order.customerOrderId}</dd>
        </div>
        <div>
          <dt>Ordered</dt>
          <dd>{formatOrderDate(order.created)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{orderStatusText(order.status)}</dd>
        </div>
        <div>
          <dt>{M.ITEMS}</dt>
          <dd>{order.numberOfItems}</dd>
        </div>
      </dl>
      {order.alerts
        .filter((alert) => alert.type === AMEND_CUT_OFF_ALERT)
        .map((alert) => (
          // How the amend cut-off ended an amend whose original slot had filled (decision 0059).
          <div key={alert.type} className={styles.notice} role="note" data-testid="order-alert">
            <p>
              <CircleAlert aria-hidden="true" size={18} className={styles.noticeIcon} />{' '}
              {alert.message}
            </p>
          </div>
        ))}
      {order.status === 'PAYMENT_FAILED' && (
        <div className={styles.error}>
          <p>{M.PAYMENT_NEEDED}</p>
          <Link
            to={resolveOrderPaymentPath(order.customerOrderId)}
            className={buttonClass({ size: 'small' })}
          >
            {M.PAY_NOW}
          </Link>
        </div>
      )}
      <OrderActions order={order} />
      <section className={styles.section} aria-labelledby="order-delivery-status">
        <h2 id="order-delivery-status">{M.DELIVERY_STATUS}</h2>
        <p>
          <strong>{delivery.text}</strong>
          {delivery.etaStart && delivery.etaEnd
            ? ` — expected ${formatSlotWindow(delivery.etaStart, delivery.etaEnd)}`
            : ''}
        </p>
      </section>
      {slot && (
        <section className={styles.section} aria-labelledby="order-slot">
          <h2 id="order-slot">{M.SLOT}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{slotTypeText(slot.type)}</dt>
              <dd>{formatSlotWindow(slot.startDateTime, slot.endDateTime)}</dd>
            </div>
            <div>
              <dt>{slot.deliveryAddress ? 'Delivery to' : 'Branch'}</dt>
              <dd>
                {slot.deliveryAddress
                  ? (slot.deliveryAddress.summary ?? slot.deliveryAddress.postcode)
                  : (slot.branchName ?? slot.branchId)}
              </dd>
            </div>
            <div>
              <dt>Changes possible until</dt>
              <dd>{formatDateTime(slot.amendOrderCutoffDateTime)}</dd>
            </div>
            <div>
              <dt>Slot price</dt>
              <dd>{money(slot.price)}</dd>
            </div>
          </dl>
        </section>
      )}
      <section className={styles.section} aria-labelledby="order-lines">
        <h2 id="order-lines">{M.ITEMS}</h2>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col" className={styles.money}>
                Price
              </th>
              <th scope="col" className={styles.money}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.orderLines.map((line) => (
              <tr key={`${line.lineNumber}-${line.sequenceNumber}`}>
                <td>
                  {products[line.lineNumber]?.name ?? M.PRODUCT_NAME_UNAVAILABLE}
                  {line.personalisedInfos.map((info) => (
                    <span key={info.message} className={styles.sub}>
                      Message: “{info.message}”
                    </span>
                  ))}
                  {line.noteToShopper && (
                    <span className={styles.sub}>Note: {line.noteToShopper}</span>
                  )}
                  <LinePicking line={line} />
                  {!line.substitutionAllowed && <span className={styles.sub}>No substitutes</span>}
                </td>
                <td>{quantityText(line.quantity)}</td>
                <td className={styles.money}>
                  {line.estimated ? 'est. ' : ''}
                  {money(line.price)}
                </td>
                <td className={styles.money}>{money(line.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Totals order={order} />
      <Payment order={order} />
    </>
  );
}
