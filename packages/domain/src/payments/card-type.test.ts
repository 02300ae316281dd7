import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_TYPE_RULES,
  CARD_TYPES,
  type CardType,
  cardLabel,
  cardTypeOf,
  checkCardNumber,
  isValidSecurityCode,
  looksLikeCardNumber,
  maskCardNumber,
  passesLuhn,
} from './card-type.ts';

/** Appends the Luhn check digit that makes `body` pass. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) {
    if (passesLuhn(`${body}${d}`)) return `${body}${d}`;
  }
  throw new Error('unreachable');
}

const digitString = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
    .map((ds) => ds.join(''));

/** A valid number of the given prefix and total length. */
const cardOf = (prefix: string, length: number) =>
  digitString(length - prefix.length - 1, length - prefix.length - 1).map((rest) =>
    withCheckDigit(`${prefix}${rest}`),
  );

describe('card type from the first six digits (spec doc 2 §5)', () => {
  it.each([
    ['4242424242424242', 'VISA'],
    ['4000000000000002', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2221000000000009', 'MASTERCARD'],
    ['2720990000000000', 'MASTERCARD'],
    ['2220990000000000', 'UNSUPPORTED'],
    ['2721000000000000', 'UNSUPPORTED'],
    ['378282246310005', 'AMEX'],
    ['340000000000009', 'AMEX'],
    ['5018000000000000', 'MAESTRO'],
    ['5600000000000000', 'MAESTRO'],
    ['5900000000000000', 'MAESTRO'],
    ['6300000000000000', 'MAESTRO'],
    ['6700000000000000', 'MAESTRO'],
    ['6356280000000000000', 'BUSINESS_ACCOUNT'],
    ['6356290000000000000', 'BUSINESS_ACCOUNT'],
    ['6356270000000000000', 'MAESTRO'],
    ['5373700000000000', 'PARTNERSHIP'],
    ['5373710000000000', 'MASTERCARD'],
    ['6011000000000000', 'UNSUPPORTED'],
    ['3530111333300000', 'UNSUPPORTED'],
    ['12345', 'UNSUPPORTED'],
  ] as const)('%s is %s', (number, type) => {
    expect(cardTypeOf(number)).toBe(type);
  });

  it('never calls 635628/635629 Maestro, nor 537370 Mastercard, whatever follows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('635628', '635629', '537370'),
        digitString(0, 13),
        (prefix, rest) => {
          const type = cardTypeOf(`${prefix}${rest}`);
          expect(type).toBe(prefix === '537370' ? 'PARTNERSHIP' : 'BUSINESS_ACCOUNT');
        },
      ),
    );
  });

  it('depends on the first six digits only', () => {
    fc.assert(
      fc.property(digitString(6, 6), digitString(0, 13), digitString(0, 13), (six, a, b) => {
        expect(cardTypeOf(`${six}${a}`)).toBe(cardTypeOf(`${six}${b}`));
      }),
    );
  });

  it('takes Visa numbers of 11 to 19 digits and no others', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: 24 }).chain((n) => fc.tuple(fc.constant(n), cardOf('4', n))),
        ([length, number]) => {
          const verdict = checkCardNumber(number);
          expect(verdict.valid).toBe(length >= 11 && length <= 19);
        },
      ),
    );
  });

  it('takes business account cards of 19 digits only', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('635628', '635629'),
        fc.integer({ min: 12, max: 20 }),
        (prefix, length) => {
          fc.assert(
            fc.property(cardOf(prefix, length), (number) => {
              const verdict = checkCardNumber(number);
              expect(verdict.valid).toBe(length === 19);
              if (verdict.valid) expect(verdict.cardType).toBe('BUSINESS_ACCOUNT');
            }),
            { numRuns: 5 },
          );
        },
      ),
      { numRuns: 20 },
    );
  });

  it('takes partnership cards of 16 digits with a 3-digit security code', () => {
    fc.assert(
      fc.property(cardOf('537370', 16), digitString(0, 6), (number, code) => {
        const verdict = checkCardNumber(number);
        expect(verdict).toEqual({ valid: true, digits: number, cardType: 'PARTNERSHIP' });
        expect(isValidSecurityCode('PARTNERSHIP', code)).toBe(code.length === 3);
      }),
    );
    expect(checkCardNumber(withCheckDigit('53737000000000'))).toMatchObject({
      valid: false,
      reason: 'wrong-length',
    });
  });
});

describe('Luhn', () => {
  it('accepts the well-known test numbers', () => {
    for (const number of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '4000000000003220',
    ]) {
      expect(passesLuhn(number)).toBe(true);
    }
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(
        cardOf('4', 16),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 9 }),
        (number, at, delta) => {
          const changed = (Number(number[at]) + delta) % 10;
          const typo = `${number.slice(0, at)}${changed}${number.slice(at + 1)}`;
          expect(passesLuhn(typo)).toBe(false);
          expect(checkCardNumber(typo).valid).toBe(false);
        },
      ),
    );
  });

  it('accepts spaces and dashes between digits, nothing else', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toMatchObject({ valid: true, cardType: 'VISA' });
    expect(checkCardNumber('4242-4242-4242-4242')).toMatchObject({ valid: true });
    expect(checkCardNumber('4242x4242 4242 4242')).toEqual({
      valid: false,
      reason: 'not-a-number',
    });
    expect(checkCardNumber('6011111111111117')).toEqual({
      valid: false,
      reason: 'unsupported-type',
    });
  });
});

describe('security code and masking', () => {
  it('asks four digits of Amex and three of every other type', () => {
    expect(isValidSecurityCode('AMEX', '1234')).toBe(true);
    expect(isValidSecurityCode('AMEX', '123')).toBe(false);
    for (const type of CARD_TYPES.filter((t) => t !== 'AMEX')) {
      expect(isValidSecurityCode(type, '123')).toBe(true);
      expect(isValidSecurityCode(type, '1234')).toBe(false);
      expect(isValidSecurityCode(type, '12a')).toBe(false);
    }
  });

  it('keeps only the last four digits of any valid number', () => {
    const anyCard = fc.constantFrom(...CARD_TYPES).chain((type: CardType) => {
      const prefix = {
        VISA: '4',
        MASTERCARD: '51',
        MAESTRO: '67',
        AMEX: '37',
        BUSINESS_ACCOUNT: '635628',
        PARTNERSHIP: '537370',
      }[type];
      const lengths = CARD_TYPE_RULES[type].lengths;
      // The longest length: an 11-digit Visa is shorter than the PAN screen's 12 (decision 0038).
      return cardOf(prefix, lengths[lengths.length - 1] ?? 16);
    });
    fc.assert(
      fc.property(anyCard, (number) => {
        const masked = maskCardNumber(number);
        expect(masked).toHaveLength(number.length);
        expect(masked.slice(-4)).toBe(number.slice(-4));
        expect(masked.replace(/\*/g, '')).toBe(number.slice(-4));
        expect(looksLikeCardNumber(masked)).toBe(false);
        expect(looksLikeCardNumber(`card ${number} here`)).toBe(true);
      }),
    );
    expect(cardLabel('VISA', maskCardNumber('4242424242424242'))).toBe('Visa ending 4242');
  });

  it('does not take short digit runs or failing numbers for card numbers', () => {
    expect(looksLikeCardNumber('order 12345678901 and phone 07700900123')).toBe(false);
    expect(looksLikeCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(looksLikeCardNumber('{"n":"4000 0000 0000 0002"}')).toBe(true);
  });
});
