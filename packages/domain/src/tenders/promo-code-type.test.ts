import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMBO_ALPHABET, COMBO_CODE_LENGTH, promoCodeType } from './promo-code-type.ts';

const base64 = (text: string) => Buffer.from(text, 'latin1').toString('base64');
const comboCode = fc.string({
  unit: fc.constantFrom(...COMBO_ALPHABET.split('')),
  minLength: COMBO_CODE_LENGTH,
  maxLength: COMBO_CODE_LENGTH,
});

describe('promo code type (spec doc 2 §5)', () => {
  it('proves examples: base64 of digits:digits is a VOUCHER, 15 restricted characters a COMBO, else COUPON', () => {
    expect(promoCodeType(base64('123:456'))).toBe('VOUCHER');
    expect(promoCodeType(` ${base64('1:2')} `)).toBe('VOUCHER');
    expect(promoCodeType('ABCDEFGHJK23456')).toBe('COMBO');
    expect(promoCodeType('SPRING10')).toBe('COUPON');
    // 0, O, 1, I and L are not in the alphabet; 14 and 16 characters are not 15.
    expect(promoCodeType('ABCDEFGHJK2345O')).toBe('COUPON');
    expect(promoCodeType('ABCDEFGHJK2345')).toBe('COUPON');
    expect(promoCodeType('ABCDEFGHJK234567')).toBe('COUPON');
    expect(promoCodeType('abcdefghjk23456')).toBe('COUPON');
    // base64 of something else, or not canonical base64.
    expect(promoCodeType(base64('123:abc'))).toBe('COUPON');
    expect(promoCodeType(base64('123456'))).toBe('COUPON');
    expect(promoCodeType(base64('123:456').replace(/=+$/, ''))).toBe('COUPON');
    expect(promoCodeType('')).toBe('COUPON');
  });

  it('proves every base64 encoding of digits, a colon and digits is a VOUCHER', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), fc.stringMatching(/^\d{1,12}$/), (a, b) => {
        expect(promoCodeType(base64(`${a}:${b}`))).toBe('VOUCHER');
      }),
    );
  });

  it('proves every 15 characters of the restricted alphabet that is not such base64 is a COMBO', () => {
    fc.assert(
      fc.property(comboCode, (code) => {
        expect(promoCodeType(code)).toBe('COMBO');
      }),
    );
  });

  it('proves a code is a VOUCHER exactly when it decodes to digits:digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const decodes = (() => {
          try {
            const trimmed = text.trim();
            if (trimmed === '' || Buffer.from(trimmed, 'base64').toString('base64') !== trimmed) {
              return false;
            }
            return /^\d+:\d+$/.test(Buffer.from(trimmed, 'base64').toString('latin1'));
          } catch {
            return false;
          }
        })();
        expect(promoCodeType(text) === 'VOUCHER').toBe(decodes);
      }),
    );
  });

  it('proves codes of any other length or alphabet are COUPONs unless they are vouchers', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((s) => s.trim().length !== COMBO_CODE_LENGTH),
        (code) => {
          expect(promoCodeType(code)).not.toBe('COMBO');
        },
      ),
    );
  });
});
