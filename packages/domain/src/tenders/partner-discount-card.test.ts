import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPartnerDiscountCardNumber,
  maskPartnerDiscountCard,
  partnerDiscountCardNumberSchema,
} from './partner-discount-card.ts';

describe('partner discount card number (decision 0044)', () => {
  it('proves 10 digits with a good check digit are accepted, spaces and dashes ignored', () => {
    expect(isPartnerDiscountCardNumber('1234567897')).toBe(true);
    expect(isPartnerDiscountCardNumber('1234 5678 97')).toBe(true);
    expect(isPartnerDiscountCardNumber('1234-567-897')).toBe(true);
    expect(partnerDiscountCardNumberSchema.parse(' 1234 5678 97 ')).toBe('1234567897');
  });

  it('proves a wrong length, a letter or a bad check digit is refused', () => {
    expect(isPartnerDiscountCardNumber('1234567898')).toBe(false);
    expect(isPartnerDiscountCardNumber('123456789')).toBe(false);
    expect(isPartnerDiscountCardNumber('12345678970')).toBe(false);
    expect(isPartnerDiscountCardNumber('12345678a7')).toBe(false);
    expect(partnerDiscountCardNumberSchema.safeParse('1234567898').success).toBe(false);
  });

  it('proves changing any one digit of a good number makes it refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (at, by) => {
        const good = '1234567897';
        const changed = good
          .split('')
          .map((d, i) => (i === at ? String((Number(d) + by) % 10) : d))
          .join('');
        return !isPartnerDiscountCardNumber(changed);
      }),
    );
  });

  it('proves the mask keeps only the last four digits', () => {
    expect(maskPartnerDiscountCard('1234567897')).toBe('******7897');
  });
});
