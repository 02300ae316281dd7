import type { Identity } from '@grocer/domain/identity/identity';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import {
  LOYALTY_DONE_PARAM,
  LOYALTY_INTENT,
  LOYALTY_SECTION_ID,
  type LoyaltyDone,
  type LoyaltyProblem,
} from '../lib/loyalty-membership.ts';

const INTENTS: readonly unknown[] = Object.values(LOYALTY_INTENT);
const isLoyaltyIntent = (
  intent: unknown,
): intent is (typeof LOYALTY_INTENT)[keyof typeof LOYALTY_INTENT] => INTENTS.includes(intent);

/**
 * The console customer page's loyalty forms (issue 27 part D, decision 0091): enrol, link a card,
 * remove the membership, through the staff service (which records each in the audit log). A done
 * action goes back to the page saying what it did; a refusal answers its status with the
 * catalogue's message for the form. Null when the form is not a loyalty one.
 */
export async function loyaltyAction(
  context: Readonly<RouterContextProvider>,
  staff: Identity,
  customerId: number,
  form: FormData,
) {
  const intent = form.get('intent');
  const { staff: service } = getServices(context);
  const cardNumber = String(form.get('cardNumber') ?? '');
  if (!isLoyaltyIntent(intent)) return null;
  let what: LoyaltyDone;
  try {
    if (intent === LOYALTY_INTENT.join) {
      await service.enrolInLoyalty(staff, customerId);
      what = 'joined';
    } else if (intent === LOYALTY_INTENT.linkCard) {
      await service.linkLoyaltyCard(staff, customerId, cardNumber);
      what = 'linked';
    } else {
      await service.removeLoyaltyMembership(staff, customerId);
      what = 'removed';
    }
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    if (refused.status === 404 && intent !== LOYALTY_INTENT.remove) {
      throw data({ reason: 'not-found' }, { status: 404 });
    }
    const loyaltyProblem: LoyaltyProblem =
      intent === LOYALTY_INTENT.linkCard
        ? { field: 'cardNumber', message: refused.message, cardNumber: cardNumber.slice(0, 40) }
        : { field: null, message: refused.message };
    return data({ loyaltyProblem }, { status: refused.status });
  }
  throw redirect(
    `/admin/customers/${customerId}?${LOYALTY_DONE_PARAM}=${what}#${LOYALTY_SECTION_ID}`,
  );
}
