import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitCountSchema, normalisePhoneNumber, phoneNumberSchema } from './phone.schema.ts';

const message = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('phone number', () => {
  it('accepts an optional country prefix then digits, spaces or dashes', () => {
    for (const phone of ['07700 900123', '+44 7700 900123', '020-7946-0018', '+447700900123']) {
      expect(phoneNumberSchema.safeParse(phone).success).toBe(true);
    }
  });

  it('refuses other characters with the exact message', () => {
    for (const phone of ['0770O 900123', '(020) 7946', '+', '44+7700', '+ 44 7700', 'call me']) {
      expect(message(phoneNumberSchema.safeParse(phone))).toBe('Invalid phone number');
    }
    expect(message(phoneNumberSchema.safeParse(''))).toBe('Required');
  });

  it('normalises to digits keeping a leading plus', () => {
    expect(normalisePhoneNumber(' +44 (0)7700-900 123 ')).toBe('+4407700900123');
    expect(normalisePhoneNumber('07700 900123')).toBe('07700900123');
  });

  it('normalised numbers are always a plus or nothing, then digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normalisePhoneNumber(text)).toMatch(/^\+?\d*$/);
      }),
    );
  });
});

describe('digit count', () => {
  const schema = digitCountSchema({ min: 10, max: 13 });

  it('counts digits only', () => {
    expect(schema.safeParse('07700 900 123').success).toBe(true);
    expect(message(schema.safeParse('0770-090'))).toBe('Must be at least 10 digits');
    expect(message(schema.safeParse('00447700900123'))).toBe('Must be no more than 13 digits');
  });

  it('allows one digit fewer when the number starts with a plus', () => {
    expect(schema.safeParse('+447700900123').success).toBe(true);
    expect(schema.safeParse('4477009001234').success).toBe(true);
    expect(message(schema.safeParse('+4477009001234'))).toBe('Must be no more than 12 digits');
  });
});
