import { describe, expect, it } from 'vitest';
import {
  addressLineSchema,
  freeTextSchema,
  namedFieldSchema,
  textLengthSchema,
} from './text-field.schema.ts';

const message = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('named field', () => {
  const firstName = namedFieldSchema('first name');

  it('asks for the field by name when blank', () => {
    expect(message(firstName.safeParse(''))).toBe('Please enter your first name');
    expect(message(firstName.safeParse('   '))).toBe('Please enter your first name');
    expect(message(firstName.safeParse(undefined))).toBe('Please enter your first name');
  });

  it('accepts letters, digits, space, hyphen, apostrophe and dot', () => {
    for (const name of [
      "O'Brien",
      'Mary-Jane',
      'St. John',
      'Zoë',
      'José',
      'Henry 8th',
      'O’Neill',
    ]) {
      expect(firstName.safeParse(name).success).toBe(true);
    }
  });

  it('refuses other characters, naming the field', () => {
    for (const name of ['Ann!', 'a@b', 'Bob_Smith', '<script>']) {
      expect(message(firstName.safeParse(name))).toBe('Invalid first name');
    }
  });
});

describe('length limits', () => {
  it('gives the exact minimum and maximum messages', () => {
    const schema = textLengthSchema({ min: 3, max: 5 });
    expect(message(schema.safeParse('ab'))).toBe('Must be at least 3 characters');
    expect(message(schema.safeParse('abcdef'))).toBe('Must be no more than 5 characters');
    expect(schema.safeParse(' abcde ').success).toBe(true);
  });
});

describe('address line', () => {
  it('allows accented letters and address punctuation', () => {
    const line = addressLineSchema({ required: true });
    for (const text of [
      'Flat 2/3, 10 Rue de l’Église',
      '1 Crème Brûlée Close',
      "St. Mary's (Rear)",
    ]) {
      expect(line.safeParse(text).success).toBe(true);
    }
  });

  it('refuses other characters and says Required when a required line is blank', () => {
    const line = addressLineSchema({ required: true });
    expect(message(line.safeParse('10 Main St; DROP TABLE'))).toBe('Invalid address line');
    expect(message(line.safeParse('北京'))).toBe('Invalid address line');
    expect(message(line.safeParse(''))).toBe('Required');
  });

  it('lets an optional line stay blank', () => {
    expect(addressLineSchema({ required: false }).parse('  ')).toBe('');
  });
});

describe('free text', () => {
  it('allows only A-Z, digits, space and - _ . , ( ) & ? ! @ £ % / +', () => {
    expect(
      freeTextSchema.safeParse('Leave at door (side gate) & ring! 50% off? £5 + tip/me@x_y')
        .success,
    ).toBe(true);
    expect(freeTextSchema.safeParse('Line one\nline two').success).toBe(true);
    for (const text of ["Don't", 'café', 'a;b', 'a#b', '<b>']) {
      expect(message(freeTextSchema.safeParse(text))).toBe(
        'Please use only letters, numbers, spaces and - _ . , ( ) & ? ! @ £ % / +',
      );
    }
  });
});
