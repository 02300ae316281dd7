import {
  DEFAULT_LOYALTY_CARD_PREFIXES,
  isLoyaltyCardNumber,
  normaliseLoyaltyCardNumber,
} from '../loyalty/loyalty-card.ts';
import { INVALID_LOYALTY_CARD_NUMBER, REQUIRED } from './messages.ts';
import { requiredText } from './required-text.ts';

/**
 * Loyalty card number: 16 digits starting with one of the scheme's prefixes (spec doc 3 §5: 9210
 * or 9230, the default; configured per brand). Spaces and dashes as printed on the card are
 * ignored; the output is the digits only.
 */
export function loyaltyCardNumberSchemaFor(prefixes: readonly string[]) {
  return requiredText(REQUIRED)
    .transform(normaliseLoyaltyCardNumber)
    .refine((digits) => isLoyaltyCardNumber(digits, prefixes), INVALID_LOYALTY_CARD_NUMBER);
}

/** The rule with the spec's prefixes. */
export const loyaltyCardNumberSchema = loyaltyCardNumberSchemaFor(DEFAULT_LOYALTY_CARD_PREFIXES);
