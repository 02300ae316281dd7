import { DELIVERY_PASS_MESSAGES as M } from '@grocer/domain/delivery-pass/delivery-pass-messages';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import type { MyPassPageData } from '../api/delivery-pass.server.ts';
import styles from './delivery-pass.module.css';

/**
 * The shopper's active pass (spec doc 3 §2 myaccount/delivery-pass; decision 0087): the plan,
 * when it renews or ends, the orders delivered with it and the money saved, and auto-renew's
 * form (works without JavaScript).
 */
export function MyDeliveryPass({ pass, error }: { pass: MyPassPageData; error: string | null }) {
  return (
    <>
      {pass.notice && (
        <p className={styles.notice} role="status">
          {pass.notice}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {pass.renewalFailed && <p className={styles.warning}>{M.RENEWAL_FAILED}</p>}
      <dl className={styles.facts}>
        <dt>{M.PLAN}</dt>
        <dd>
          {pass.planName} ({pass.price})
        </dd>
        <dt>{M.STARTED}</dt>
        <dd>{pass.started}</dd>
        {pass.renews ? (
          <>
            <dt>{M.RENEWS}</dt>
            <dd>{pass.renews}</dd>
          </>
        ) : (
          <>
            <dt>{M.EXPIRES}</dt>
            <dd>
              {pass.expires}
              {!pass.autoRenew && ` (${M.AUTO_RENEW_OFF})`}
            </dd>
          </>
        )}
        <dt>{M.MONEY_SAVED}</dt>
        <dd data-testid="money-saved">{pass.moneySaved}</dd>
      </dl>
      <form method="post" className={styles.actions}>
        {pass.autoRenew ? (
          <Button type="submit" name="intent" value="auto-renew-off" variant="secondary">
            {M.CANCEL_AUTO_RENEW}
          </Button>
        ) : (
          <Button type="submit" name="intent" value="auto-renew-on" variant="secondary">
            {M.TURN_ON_AUTO_RENEW}
          </Button>
        )}
        <AppLink href="/ecom/bookslot/delivery" className={buttonClass()}>
          {M.BOOK_SLOT}
        </AppLink>
      </form>
      <section aria-labelledby="pass-orders">
        <h2 id="pass-orders">{M.ORDERS_HEADING}</h2>
        {pass.orders.length === 0 ? (
          <p>{M.NO_ORDERS}</p>
        ) : (
          <table className={styles.orders}>
            <thead>
              <tr>
                <th scope="col">{M.ORDER}</th>
                <th scope="col">{M.DELIVERY}</th>
                <th scope="col">{M.SAVED}</th>
              </tr>
            </thead>
            <tbody>
              {pass.orders.map((order) => (
                <tr key={order.customerOrderId}>
                  <td>{order.customerOrderId}</td>
                  <td>{order.delivery}</td>
                  <td>{order.saved}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
