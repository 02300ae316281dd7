import { z } from 'zod';
import { passesLuhn } from '../payments/card-type.ts';

/**
 * The partner discount card a shopper may add at checkout (issue 13, decision 0044; spec doc 2
 * §3 Order partnerDiscountCardNumber, §7 partner-discount-card PUT and DELETE, §8 snackbars). The
 * spec gives no format: we take 10 digits whose last is a Luhn check digit, so a mistyped digit
 * is caught at once, and which can never be mistaken for a payment card (those have 11 to 19).
 */

export const PARTNER_DISCOUNT_CARD_LENGTH = 10;

/** Whether a number the shopper typed (spaces and dashes ignored) is a partner discount card. */
export function isPartnerDiscountCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) && passesLuhn(digits);
}

export const PARTNER_DISCOUNT_CARD_INVALID =
  'Please enter the 10-digit number on your partner discount card.';

/** What the shopper typed, as the card number (digits only). */
export const partnerDiscountCardNumberSchema = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine(isPartnerDiscountCardNumber, PARTNER_DISCOUNT_CARD_INVALID);

/** '******7897': the card as pages and answers show it once added. */
export function maskPartnerDiscountCard(number: string): string {
  return `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}
