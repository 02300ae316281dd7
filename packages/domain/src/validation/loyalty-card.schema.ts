import { INVALID_LOYALTY_CARD_NUMBER, REQUIRED } from './messages.ts';
import { requiredText } from './required-text.ts';

/**
 * Loyalty card number: 16 digits starting 9210 or 9230. Spaces and dashes as printed on the
 * card are ignored; the output is the digits only.
 */
export const loyaltyCardNumberSchema = requiredText(REQUIRED)
  .transform((text) => text.replace(/[\s-]/g, ''))
  .refine((digits) => /^92[13]0\d{12}$/.test(digits), INVALID_LOYALTY_CARD_NUMBER);
