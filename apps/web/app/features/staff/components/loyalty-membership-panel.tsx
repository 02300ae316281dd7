import { formatLoyaltyCardNumber } from '@grocer/domain/loyalty/loyalty-card';
import { PARTNERSHIP_MEMBERSHIP } from '@grocer/domain/loyalty/membership';
import type { LoyaltyAccount } from '@grocer/server/contexts/loyalty/loyalty.contract';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert, FormField } from '../../../components/ui/form-field.tsx';
import {
  LOYALTY_CONFIRM_PARAM,
  LOYALTY_CONFIRM_REMOVE,
  LOYALTY_INTENT,
  LOYALTY_SECTION_ID,
  type LoyaltyProblem,
} from '../lib/loyalty-membership.ts';
import styles from './loyalty-membership.module.css';

export interface LoyaltyMembershipPanelProps {
  schemeName: string;
  /** The membership that counts, or null (not a member). */
  loyalty: LoyaltyAccount | null;
  /** The console's path of this customer's page (without the basename). */
  customerPath: string;
  /** Whether the removal's confirmation step is open (`?loyalty=remove`). */
  confirmRemove: boolean;
  /** What the last action did, said once. */
  notice: string | null;
  /** A refused action: the card number's problem, or the whole section's. */
  problem: LoyaltyProblem | null;
}

/**
 * The staff console's loyalty membership section (issue 27 part D, decision 0091): whether the
 * customer is a member and the membership that counts, and staff's actions (enrol, link a card,
 * remove after a confirmation step), each a plain form that works without JavaScript.
 */
export function LoyaltyMembershipPanel({
  schemeName,
  loyalty,
  customerPath,
  confirmRemove,
  notice,
  problem,
}: LoyaltyMembershipPanelProps) {
  const cardProblem = problem?.field === 'cardNumber' ? problem.message : undefined;
  const sectionProblem = problem && problem.field === null ? problem.message : null;
  return (
    <section aria-labelledby={LOYALTY_SECTION_ID} className={styles.panel}>
      <h2 id={LOYALTY_SECTION_ID}>Loyalty membership</h2>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {sectionProblem && <FormAlert>{sectionProblem}</FormAlert>}
      <dl className={styles.facts}>
        <dt>Scheme</dt>
        <dd>{schemeName}</dd>
        <dt>Member</dt>
        <dd>{loyalty ? 'Yes' : 'Not a member'}</dd>
        {loyalty && (
          <>
            <dt>Membership</dt>
            <dd>
              {loyalty.membership.type === PARTNERSHIP_MEMBERSHIP
                ? `${schemeName} partnership card`
                : `${schemeName} card`}
            </dd>
            <dt>Card number</dt>
            <dd className={styles.cardNumber}>
              {formatLoyaltyCardNumber(loyalty.card.cardNumber)}
            </dd>
            <dt>Card status</dt>
            <dd>{loyalty.card.cardStatus === 'ACTIVE' ? 'Active' : 'Replacement ordered'}</dd>
            <dt>Points</dt>
            <dd>{loyalty.card.points.toLocaleString('en-GB')}</dd>
            <dt>Partnership membership linked</dt>
            <dd>{loyalty.hasLinkedMembership ? 'Yes' : 'No'}</dd>
          </>
        )}
      </dl>

      {loyalty === null && (
        <Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value={LOYALTY_INTENT.join} />
          <p>Enrol the customer with a new card.</p>
          <button type="submit" className={buttonClass()}>
            Enrol in {schemeName}
          </button>
        </Form>
      )}

      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value={LOYALTY_INTENT.linkCard} />
        <h3>{loyalty ? 'Link another card' : 'Link a card the customer holds'}</h3>
        <FormField
          label="Card number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          defaultValue={problem?.field === 'cardNumber' ? problem.cardNumber : undefined}
          hint="16 digits, as printed on the card."
          error={cardProblem}
        />
        <button type="submit" className={buttonClass({ variant: 'secondary' })}>
          Link card
        </button>
      </Form>

      {loyalty &&
        (confirmRemove ? (
          <section aria-labelledby="loyalty-remove-confirm" className={styles.confirm}>
            <h3 id="loyalty-remove-confirm">Remove this {schemeName} membership?</h3>
            <p>
              The card {formatLoyaltyCardNumber(loyalty.card.cardNumber)} is cleared and the
              customer stops getting member prices and personal offers.
            </p>
            <Form method="post" className={styles.actions}>
              <input type="hidden" name="intent" value={LOYALTY_INTENT.remove} />
              <button type="submit" className={buttonClass()}>
                Yes, remove membership
              </button>
              <Link to={`${customerPath}#${LOYALTY_SECTION_ID}`}>Cancel</Link>
            </Form>
          </section>
        ) : (
          <p>
            <Link
              to={`${customerPath}?${LOYALTY_CONFIRM_PARAM}=${LOYALTY_CONFIRM_REMOVE}#${LOYALTY_SECTION_ID}`}
              className={buttonClass({ variant: 'secondary' })}
            >
              Remove membership
            </Link>
          </p>
        ))}
    </section>
  );
}
