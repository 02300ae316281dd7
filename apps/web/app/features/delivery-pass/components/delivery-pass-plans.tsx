import { DELIVERY_PASS_MESSAGES as M } from '@grocer/domain/delivery-pass/delivery-pass-messages';
import { useNavigation } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import type { PlansPageData } from '../api/delivery-pass.server.ts';
import styles from './delivery-pass.module.css';

const PAYMENT_CARDS_HREF = '/ecom/myaccount/payment-cards';
const LOGIN_HREF = `/ecom/login?redirect=${encodeURIComponent('/ecom/delivery-pass')}`;

/**
 * The plans page (spec doc 3 §2 delivery-pass, the available page; decision 0087): each plan
 * with its price, and for a signed-in shopper a plain form (no JavaScript needed) choosing the
 * plan and a saved card.
 */
export function DeliveryPassPlans({
  plans,
  signedIn,
  active,
  cards,
  error,
}: PlansPageData & { error: string | null }) {
  const busy = useNavigation().state === 'submitting';
  if (active) {
    return (
      <>
        <p className={styles.notice}>{M.ACTIVE_ALREADY}</p>
        <AppLink href="/ecom/myaccount/delivery-pass" className={buttonClass()}>
          {M.SEE_YOUR_PASS}
        </AppLink>
      </>
    );
  }
  const canBuy = signedIn && cards.length > 0;
  return (
    <form method="post" className={styles.form} aria-describedby={error ? 'pass-error' : undefined}>
      {error && (
        <p id="pass-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
      <fieldset className={styles.plans}>
        <legend>{M.CHOOSE_PLAN}</legend>
        {plans.map((plan, index) => (
          <label key={plan.id} className={styles.plan}>
            <input
              type="radio"
              name="plan"
              value={plan.id}
              defaultChecked={index === 0}
              disabled={!canBuy}
              aria-describedby={`plan-${plan.id}-summary`}
            />
            <span className={styles.planName}>{plan.name}</span>
            <span className={styles.planPrice}>{plan.price}</span>
            <span id={`plan-${plan.id}-summary`} className={styles.planSummary}>
              {plan.summary}
            </span>
          </label>
        ))}
      </fieldset>
      {!signedIn ? (
        <div className={styles.actions}>
          <AppLink href={LOGIN_HREF} className={buttonClass()}>
            {M.SIGN_IN_TO_BUY}
          </AppLink>
        </div>
      ) : cards.length === 0 ? (
        <>
          <p className={styles.warning}>{M.NO_CARDS}</p>
          <div className={styles.actions}>
            <AppLink href={PAYMENT_CARDS_HREF} className={buttonClass({ variant: 'secondary' })}>
              {M.ADD_CARD}
            </AppLink>
          </div>
        </>
      ) : (
        <>
          <div className={styles.cardField}>
            <label htmlFor="pass-card">{M.CHOOSE_CARD}</label>
            <select id="pass-card" name="cardId" defaultValue={cards[0]?.id}>
              {cards.map((card) => (
                <option key={card.id} value={card.id}>
                  {card.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.actions}>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {M.BUY}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
