import { passesLuhn } from './card-type.ts';

/**
 * The fewest digits in one run of a phone field that count as a card number. A UK number with
 * its +44 has 12 digits, which pass the Luhn check one time in ten, so 12 is a phone number
 * there; every card the shop takes has 13 or more (decision 0045).
 */
export const PHONE_CARD_DIGITS = 13;

/**
 * Whether a phone field holds something that looks like a card number (a PAN): a run of 13 to
 * 19 digits, optionally spaced or dashed, that passes Luhn. The one rule for phone fields, used
 * by the API's card-number guard and the checkout page's form handler; every other field uses
 * `looksLikeCardNumber` (12–19 digits).
 */
export function phoneLooksLikeCardNumber(phone: string): boolean {
  const candidates = phone.match(/\d(?:[\s-]?\d){12,18}/g) ?? [];
  return candidates.some((candidate) => passesLuhn(candidate.replace(/[\s-]/g, '')));
}
