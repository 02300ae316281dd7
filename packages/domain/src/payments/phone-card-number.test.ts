import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeCardNumber, passesLuhn } from './card-type.ts';
import { phoneLooksLikeCardNumber } from './phone-card-number.ts';

/** Appends the Luhn check digit that makes `body` pass. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) {
    if (passesLuhn(`${body}${d}`)) return `${body}${d}`;
  }
  throw new Error('unreachable');
}

describe('phoneLooksLikeCardNumber', () => {
  it('proves a +44 mobile number whose 12 digits pass the Luhn check is a phone number', () => {
    // Both pass Luhn as 12 digits, so the every-field rule would refuse them.
    for (const phone of ['+44 7700 900122', '+44 7700 900106', '447700900122', '07700 900122']) {
      expect(phoneLooksLikeCardNumber(phone), phone).toBe(false);
    }
    expect(looksLikeCardNumber('+44 7700 900122')).toBe(true);
  });

  it('proves a real card number typed into a phone field is refused, spaced, dashed or bare', () => {
    for (const pan of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4000-0000-0000-3220',
      'card 4000 0000 0000 9995',
      '378282246310005',
      '6759649826438453',
    ]) {
      expect(phoneLooksLikeCardNumber(pan), pan).toBe(true);
    }
    expect(phoneLooksLikeCardNumber('4242 4242 4242 4241')).toBe(false);
  });

  it('proves every Luhn-valid run of 13 to 19 digits counts and no 12-digit run does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 13, max: 19 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 18, maxLength: 18 }),
        (length, digits) => {
          const pan = withCheckDigit(`4${digits.join('').slice(0, length - 2)}`);
          expect(pan).toHaveLength(length);
          expect(phoneLooksLikeCardNumber(`call ${pan}`)).toBe(true);
          const phone = withCheckDigit(`44${digits.join('').slice(0, 9)}`);
          expect(phone).toHaveLength(12);
          expect(phoneLooksLikeCardNumber(`+${phone}`)).toBe(false);
        },
      ),
    );
  });
});
