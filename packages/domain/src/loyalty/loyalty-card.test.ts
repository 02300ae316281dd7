import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOYALTY_CARD_PREFIXES,
  formatLoyaltyCardNumber,
  isLoyaltyCardNumber,
  newLoyaltyCardNumber,
  normaliseLoyaltyCardNumber,
} from './loyalty-card.ts';

describe('the loyalty card number rule', () => {
  it('takes 16 digits starting 9210 or 9230, as printed with spaces or dashes', () => {
    expect(isLoyaltyCardNumber(normaliseLoyaltyCardNumber('9210 1234 5678 9012'))).toBe(true);
    expect(isLoyaltyCardNumber(normaliseLoyaltyCardNumber('9230-0000-0000-0001'))).toBe(true);
  });

  it('refuses other prefixes, other lengths and letters', () => {
    expect(isLoyaltyCardNumber('9220123456789012')).toBe(false);
    expect(isLoyaltyCardNumber('921012345678901')).toBe(false);
    expect(isLoyaltyCardNumber('92101234567890123')).toBe(false);
    expect(isLoyaltyCardNumber('921012345678901a')).toBe(false);
    expect(isLoyaltyCardNumber('')).toBe(false);
  });

  it('takes the configured prefixes instead of the default', () => {
    expect(isLoyaltyCardNumber('6337123456789012', ['6337'])).toBe(true);
    expect(isLoyaltyCardNumber('9210123456789012', ['6337'])).toBe(false);
  });

  it('proves a new card number always passes the rule, with the first prefix', () => {
    const prefixes = fc.constantFrom(DEFAULT_LOYALTY_CARD_PREFIXES, ['6337'], ['12', '9230']);
    const randoms = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
      minLength: 16,
      maxLength: 16,
    });
    fc.assert(
      fc.property(prefixes, randoms, (configured, draws) => {
        let i = 0;
        const number = newLoyaltyCardNumber(configured, () => draws[i++ % draws.length] ?? 0);
        expect(isLoyaltyCardNumber(number, configured)).toBe(true);
        expect(number.startsWith(configured[0] ?? '')).toBe(true);
      }),
    );
  });

  it('prints a number in groups of four, and reads it back', () => {
    expect(formatLoyaltyCardNumber('9210123456789012')).toBe('9210 1234 5678 9012');
    expect(normaliseLoyaltyCardNumber(formatLoyaltyCardNumber('9230000000000001'))).toBe(
      '9230000000000001',
    );
  });
});
