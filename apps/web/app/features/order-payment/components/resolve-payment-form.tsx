import { formatMoney } from '@grocer/domain/money/money';
import { ORDER_PAYMENT_TEXT } from '@grocer/domain/orders/order-payment-messages';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import type {
  ResolvePaymentActionData,
  ResolvePaymentPageData,
} from '../api/order-payment.server.ts';
import styles from './resolve-payment.module.css';

/**
 * What the customer owes on a failed order payment and a saved-card choice with Pay (decision
 * 0043): a plain form, so it works without JavaScript. A card needing 3-D Secure shows the
 * bank's check in a frame and a Continue button.
 */
export function ResolvePayment({
  customerOrderId,
  resolution,
  cards,
  result,
}: ResolvePaymentPageData & { result: ResolvePaymentActionData | undefined }) {
  const owed = formatMoney(resolution.totalToPay.amount);
  return (
    <div className={styles.page}>
      <h1>{ORDER_PAYMENT_TEXT.resolveTitle}</h1>
      <p>Order {customerOrderId}</p>
      {!resolution.paymentAttemptAllowed ? (
        <p>{ORDER_PAYMENT_TEXT.nothingToPay}</p>
      ) : result?.kind === 'challenge' ? (
        <>
          <p>{ORDER_PAYMENT_TEXT.authenticate}</p>
          <iframe
            className={styles.challenge}
            title={ORDER_PAYMENT_TEXT.authenticateFrame}
            src={result.challengeUrl}
          />
          <Form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="resume" />
            <button type="submit" className={buttonClass()}>
              {ORDER_PAYMENT_TEXT.continue}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p>{ORDER_PAYMENT_TEXT.resolveIntro}</p>
          <p className={styles.amount}>
            <span>{ORDER_PAYMENT_TEXT.amountOwed}</span>
            <span>{owed}</span>
          </p>
          {result?.kind === 'error' && (
            <p role="alert" className={styles.error}>
              {result.message}
            </p>
          )}
          {cards.length === 0 ? (
            <p>
              {ORDER_PAYMENT_TEXT.noCards}{' '}
              <Link to="/myaccount/payment-cards" reloadDocument>
                {ORDER_PAYMENT_TEXT.addCard}
              </Link>
            </p>
          ) : (
            <Form method="post" className={styles.form}>
              <input type="hidden" name="intent" value="pay" />
              <fieldset className={styles.cards}>
                <legend>{ORDER_PAYMENT_TEXT.chooseCard}</legend>
                {cards.map((card, index) => (
                  <label key={card.id} className={styles.card}>
                    <input
                      type="radio"
                      name="paymentCardId"
                      value={card.id}
                      defaultChecked={index === 0}
                    />
                    {card.label} (expires {card.expiryDate})
                  </label>
                ))}
              </fieldset>
              <button type="submit" className={buttonClass()}>
                {ORDER_PAYMENT_TEXT.pay} {owed}
              </button>
            </Form>
          )}
        </>
      )}
    </div>
  );
}
