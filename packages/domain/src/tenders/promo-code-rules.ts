/**
 * Promo code rules (issue 13; decision 0039 fills what spec doc 2 leaves open): a code takes an
 * amount or a percentage off the order's item total once that total reaches the code's minimum
 * spend; it works until it expires; an order carries one promo code at a time, and the same code
 * is never applied twice. The discount never exceeds the item total. Amounts are integer pence.
 */

import { promoCodeType } from './promo-code-type.ts';

export type PromoDiscount =
  | { kind: 'AMOUNT_OFF'; amountOff: number }
  | { kind: 'PERCENT_OFF'; percentOff: number };

export interface PromoCodeTerms {
  code: string;
  discount: PromoDiscount;
  /** The item total (after offers) the order must reach; 0 for none. */
  minimumSpend: number;
  /** Works while `now` is before this; null for no expiry. */
  expiresAt: Date | null;
}

export const MAX_PROMO_CODES_PER_ORDER = 1;

export type PromoCodeRefusal =
  | 'EXPIRED'
  | 'MINIMUM_SPEND_NOT_MET'
  | 'ALREADY_APPLIED'
  | 'ONE_PER_ORDER';

export type PromoCodeVerdict =
  | { outcome: 'applies'; discount: number }
  | { outcome: 'refused'; reason: PromoCodeRefusal };

const pence = (value: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;

/** The discount the terms give on `itemTotal`, before any eligibility check. */
export function promoDiscount(discount: PromoDiscount, itemTotal: number): number {
  const total = pence(itemTotal);
  const off =
    discount.kind === 'AMOUNT_OFF'
      ? pence(discount.amountOff)
      : Math.floor((total * Math.min(100, Math.max(0, discount.percentOff))) / 100);
  return Math.min(off, total);
}

export function isPromoCodeExpired(terms: Pick<PromoCodeTerms, 'expiresAt'>, now: Date): boolean {
  return terms.expiresAt !== null && now.getTime() >= terms.expiresAt.getTime();
}

/**
 * Whether the code may be applied to an order holding `appliedCodes` with `itemTotal`, and the
 * discount it gives. Codes compare without regard to case or surrounding spaces.
 */
export function judgePromoCode(
  terms: PromoCodeTerms,
  order: { itemTotal: number; appliedCodes: readonly string[]; now: Date },
): PromoCodeVerdict {
  const key = normalisePromoCode(terms.code);
  if (order.appliedCodes.some((code) => normalisePromoCode(code) === key)) {
    return { outcome: 'refused', reason: 'ALREADY_APPLIED' };
  }
  if (order.appliedCodes.length >= MAX_PROMO_CODES_PER_ORDER) {
    return { outcome: 'refused', reason: 'ONE_PER_ORDER' };
  }
  if (isPromoCodeExpired(terms, order.now)) return { outcome: 'refused', reason: 'EXPIRED' };
  if (pence(order.itemTotal) < pence(terms.minimumSpend)) {
    return { outcome: 'refused', reason: 'MINIMUM_SPEND_NOT_MET' };
  }
  return { outcome: 'applies', discount: promoDiscount(terms.discount, order.itemTotal) };
}

/**
 * A code as stored and compared: trimmed, and upper case unless it is a VOUCHER (base64, where
 * case matters).
 */
export function normalisePromoCode(code: string): string {
  const value = code.trim();
  return promoCodeType(value) === 'VOUCHER' ? value : value.toUpperCase();
}
