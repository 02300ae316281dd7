import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  formatUkPostcode,
  frenchPostcodeSchema,
  irishPostcodeSchema,
  postcodeSchema,
  ukPostcodeSchema,
  usZipSchema,
} from './postcode.schema.ts';

function messageFor(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('postcode (any country)', () => {
  it('accepts letters, digits and spaces only', () => {
    expect(postcodeSchema.parse(' 75001 ')).toBe('75001');
    expect(messageFor(postcodeSchema, 'SW1A-1AA')).toBe('Invalid postcode');
    expect(messageFor(postcodeSchema, '')).toBe('Required');
  });
});

describe('UK postcode', () => {
  const real = [
    'SW1A 1AA',
    'JE2 3AB',
    'GG1 1AA',
    'IM1 1AA',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'EC1A 1BB',
    'W1A 0AX',
    'GIR 0AA',
  ];

  it('accepts real formats, Jersey and Guernsey included, in standard form', () => {
    for (const postcode of real) expect(ukPostcodeSchema.parse(postcode)).toBe(postcode);
  });

  it('accepts lower case and missing or extra spaces, giving the standard form', () => {
    expect(ukPostcodeSchema.parse('sw1a1aa')).toBe('SW1A 1AA');
    expect(ukPostcodeSchema.parse('  je2   3ab ')).toBe('JE2 3AB');
    expect(ukPostcodeSchema.parse('m11ae')).toBe('M1 1AE');
  });

  it('refuses what is not a UK postcode with the exact message', () => {
    for (const text of [
      '75001',
      'SW1A',
      'QA1 1AA',
      'SW1A 1AAA',
      '1AA SW1',
      'D02 X285',
      'B33 8CI',
    ]) {
      expect(messageFor(ukPostcodeSchema, text)).toBe('Invalid UK postcode');
    }
    expect(messageFor(ukPostcodeSchema, '  ')).toBe('Required');
  });

  it('formats every valid postcode as outward code, one space, three-character inward code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...real), fc.boolean(), (postcode, lower) => {
        const input = (lower ? postcode.toLowerCase() : postcode).replace(' ', '');
        const formatted = formatUkPostcode(input);
        expect(formatted).toBe(postcode);
        expect(formatUkPostcode(formatted ?? '')).toBe(formatted);
      }),
    );
  });
});

describe('other countries', () => {
  it('US ZIP is five digits', () => {
    expect(usZipSchema.parse('90210')).toBe('90210');
    expect(messageFor(usZipSchema, '9021')).toBe('Invalid US ZIP code');
    expect(messageFor(usZipSchema, '90210-1234')).toBe('Invalid US ZIP code');
  });

  it('French postcode is five digits', () => {
    expect(frenchPostcodeSchema.parse('75008')).toBe('75008');
    expect(messageFor(frenchPostcodeSchema, '7500A')).toBe('Invalid French postcode');
  });

  it('Irish postcode is an Eircode', () => {
    for (const code of ['D02 X285', 'A65F4E2', 'D6W 1234', 't12 fx34']) {
      expect(irishPostcodeSchema.safeParse(code).success).toBe(true);
    }
    for (const code of ['B02 X285', 'T12 AB34', 'D02 X28', 'SW1A 1AA']) {
      expect(messageFor(irishPostcodeSchema, code)).toBe('Invalid Irish postcode');
    }
  });
});
