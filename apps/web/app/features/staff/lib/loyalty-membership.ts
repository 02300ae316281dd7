/**
 * The staff console's loyalty membership section (issue 27 part D, decision 0091): the forms'
 * intents, the query that opens the removal's confirmation step, and the notice after an action.
 */

/** The section's id: its heading's, and the fragment the forms come back to. */
export const LOYALTY_SECTION_ID = 'loyalty-membership';

export const LOYALTY_INTENT = {
  join: 'loyalty-join',
  linkCard: 'loyalty-link-card',
  remove: 'loyalty-remove',
} as const;

/** `?loyalty=remove` asks staff to confirm removing the membership (no script needed). */
export const LOYALTY_CONFIRM_PARAM = 'loyalty';
export const LOYALTY_CONFIRM_REMOVE = 'remove';

/** A refused action: the card number's problem (with what was typed), or the whole section's. */
export interface LoyaltyProblem {
  field: 'cardNumber' | null;
  message: string;
  cardNumber?: string;
}

/** `?loyaltyDone=…`: what the last action did, said once on the page it lands on. */
export const LOYALTY_DONE_PARAM = 'loyaltyDone';
const DONE = ['joined', 'linked', 'removed'] as const;
export type LoyaltyDone = (typeof DONE)[number];

export function loyaltyDoneOf(value: string | null): LoyaltyDone | null {
  return DONE.find((done) => done === value) ?? null;
}

export function loyaltyDoneNotice(done: LoyaltyDone, schemeName: string): string {
  if (done === 'joined') return `The customer is now a member of ${schemeName}.`;
  if (done === 'linked') return 'The card is linked to the customer’s account.';
  return `The customer’s ${schemeName} membership is removed and the card cleared.`;
}
