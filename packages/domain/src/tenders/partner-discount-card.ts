import { z } from 'zod';

/**
 * The partner discount card a shopper may add at checkout (issue 13, decision 0044; spec doc 2
 * §3 Order partnerDiscountCardNumber, §7 partner-discount-card PUT and DELETE, §8 snackbars). The
 * spec gives no format: we take 10 digits whose last is a Luhn check digit, so a mistyped digit
 * is caught at once, and which can never be mistaken for a payment card (those have 11 to 19).
 */

export const PARTNER_DISCOUNT_CARD_LENGTH = 10;

/** Luhn: doubling every second digit from the right, the sum is a multiple of 10. */
export function hasLuhnCheckDigit(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a number the shopper typed (spaces and dashes ignored) is a partner discount card. */
export function isPartnerDiscountCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) && hasLuhnCheckDigit(digits);
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
