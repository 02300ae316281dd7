import { isPromotionExpired } from '../promotions/promotion-expiry.ts';
import { isPromotionLive, promotionWindow } from '../promotions/promotion-window.ts';
import type { PricingPromotion } from './pricing.types.ts';

/**
 * Whether a promotion takes money off a trolley, on the project's one definition of live
 * (promotion-window.ts) and the two-day expiry rule against the booked slot
 * (promotion-expiry.ts):
 * - NOT_LIVE: hidden, not started or past its expiry now; the trolley ignores it, as the
 *   catalogue does.
 * - EXPIRED: live now but over by the slot (or, with no slot, within two days of its end);
 *   it no longer applies and the line says so.
 * - MEMBERS_ONLY: a loyalty-scheme offer and the shopper is not a member.
 * - APPLIES: it takes money off.
 */
export type PromotionStatus = 'APPLIES' | 'EXPIRED' | 'MEMBERS_ONLY' | 'NOT_LIVE';

export interface PromotionContext {
  now: Date;
  slotStart?: Date | string | null;
  loyaltyMember: boolean;
}

export function promotionStatus(
  promotion: Pick<PricingPromotion, 'start' | 'expiry' | 'hidden' | 'loyaltyOnly'>,
  { now, slotStart, loyaltyMember }: PromotionContext,
): PromotionStatus {
  const window = promotionWindow({
    start: promotion.start,
    expiry: promotion.expiry,
    hidden: promotion.hidden,
  });
  if (!isPromotionLive(window, now.getTime())) return 'NOT_LIVE';
  if (isPromotionExpired({ expiryDate: promotion.expiry, now, slotDate: slotStart ?? null })) {
    return 'EXPIRED';
  }
  if (promotion.loyaltyOnly && !loyaltyMember) return 'MEMBERS_ONLY';
  return 'APPLIES';
}
