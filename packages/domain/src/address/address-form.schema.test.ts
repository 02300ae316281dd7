import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADDRESS_TITLES, COUNTRIES } from './address.ts';
import {
  ADDRESS_ERROR_FIELD_ORDER,
  ADDRESS_LIMITS,
  addresseeSchema,
  addressFieldErrors,
  addressFormSchema,
  addressLinesSchema,
  deliveryNoteSchema,
  firstErrorField,
  INVALID_COUNTRY,
  INVALID_TITLE,
  postcodeSchemaFor,
} from './address-form.schema.ts';

const form = {
  line1: '12 Acacia Avenue',
  postalCode: 'kt1 1aa',
  firstName: 'Jane',
  lastName: 'Smith',
};

/** Field → first message, as the form shows them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : addressFieldErrors(result.error);
}

describe('the address form', () => {
  it('needs line1, postcode, first and last name; the rest defaults (country GB)', () => {
    expect(addressFormSchema.parse(form)).toEqual({
      line1: '12 Acacia Avenue',
      line2: '',
      line3: '',
      town: '',
      region: '',
      country: 'GB',
      postalCode: 'KT1 1AA',
      title: '',
      firstName: 'Jane',
      lastName: 'Smith',
      contactNumber: '',
      customerNote: '',
    });
  });

  it('counts empty and blank strings as missing, with the spec messages', () => {
    expect(
      errorsOf(addressFormSchema, { line1: ' ', postalCode: '', firstName: '', lastName: '  ' }),
    ).toEqual({
      line1: 'Required',
      postalCode: 'Required',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
    });
    expect(errorsOf(addressFormSchema, {})).toEqual({
      line1: 'Required',
      postalCode: 'Required',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
    });
  });

  it('shows every error at once: a blank field does not hide the postcode rule', () => {
    expect(errorsOf(addressFormSchema, { ...form, line1: '', postalCode: 'SW1A' })).toEqual({
      line1: 'Required',
      postalCode: 'Invalid UK postcode',
    });
    expect(
      errorsOf(addressFormSchema, { ...form, firstName: '', country: 'US', postalCode: '1234' }),
    ).toEqual({ firstName: 'Please enter your first name', postalCode: 'Invalid US ZIP code' });
  });

  it('refuses characters outside each field’s set, accents allowed', () => {
    expect(
      addressFormSchema.parse({
        ...form,
        line1: 'Flat 2/B, Château d’Eau (rear) & Co. #4',
        firstName: 'Zoë',
        lastName: "O'Neil-Smith",
      }).line1,
    ).toBe('Flat 2/B, Château d’Eau (rear) & Co. #4');
    expect(
      errorsOf(addressFormSchema, {
        ...form,
        line2: '<script>',
        town: 'Reading!',
        firstName: 'J@ne',
        lastName: 'Sm1th_',
      }),
    ).toEqual({
      line2: 'Invalid address line',
      town: 'Invalid address line',
      firstName: 'Invalid first name',
      lastName: 'Invalid last name',
    });
  });

  it('refuses over-long fields with the length message, at the limits chosen', () => {
    const at = (n: number) => 'a'.repeat(n);
    expect(
      addressFormSchema.safeParse({
        ...form,
        line1: at(ADDRESS_LIMITS.line),
        line2: at(ADDRESS_LIMITS.line),
        line3: at(ADDRESS_LIMITS.line),
        town: at(ADDRESS_LIMITS.town),
        region: at(ADDRESS_LIMITS.region),
        firstName: at(ADDRESS_LIMITS.name),
        lastName: at(ADDRESS_LIMITS.name),
        customerNote: at(ADDRESS_LIMITS.customerNote),
      }).success,
    ).toBe(true);
    expect(
      errorsOf(addressFormSchema, {
        ...form,
        line1: at(ADDRESS_LIMITS.line + 1),
        line3: at(ADDRESS_LIMITS.line + 1),
        town: at(ADDRESS_LIMITS.town + 1),
        region: at(ADDRESS_LIMITS.region + 1),
        firstName: at(ADDRESS_LIMITS.name + 1),
        customerNote: at(ADDRESS_LIMITS.customerNote + 1),
      }),
    ).toEqual({
      line1: 'Must be no more than 60 characters',
      line3: 'Must be no more than 60 characters',
      town: 'Must be no more than 50 characters',
      region: 'Must be no more than 50 characters',
      firstName: 'Must be no more than 50 characters',
      customerNote: 'Must be no more than 250 characters',
    });
    // Surrounding spaces are trimmed before counting.
    expect(
      addressFormSchema.safeParse({ ...form, line1: `  ${at(ADDRESS_LIMITS.line)}  ` }).success,
    ).toBe(true);
  });

  it('refuses an unknown country and unknown keys', () => {
    expect(errorsOf(addressFormSchema, { ...form, country: 'XX' })).toEqual({
      country: INVALID_COUNTRY,
    });
    expect(errorsOf(addressFormSchema, { ...form, country: '' })).toEqual({ country: 'Required' });
    expect(errorsOf(addressFormSchema, { ...form, country: 7 })).toEqual({ country: 'Required' });
    expect(errorsOf(addressFormSchema, { ...form, isContactAddress: true })).toEqual({
      addressApiError: 'Unrecognized key: "isContactAddress"',
    });
  });

  it('takes a country code in any case and stores it in upper case', () => {
    expect(
      addressFormSchema.parse({ ...form, country: ' je ', postalCode: 'je23ab' }),
    ).toMatchObject({ country: 'JE', postalCode: 'JE2 3AB' });
  });

  it('accepts only the title list or no title', () => {
    for (const title of ADDRESS_TITLES) {
      expect(addressFormSchema.parse({ ...form, title }).title).toBe(title);
    }
    expect(addressFormSchema.parse({ ...form, title: '' }).title).toBe('');
    for (const title of ['King', 'mr', 'Please select...', 3]) {
      expect(errorsOf(addressFormSchema, { ...form, title })).toEqual({ title: INVALID_TITLE });
    }
  });

  it('takes a note to the driver in the free-text set, line breaks included', () => {
    expect(
      addressFormSchema.parse({ ...form, customerNote: 'Side gate, ring twice!\nThanks (& 10%)' })
        .customerNote,
    ).toBe('Side gate, ring twice!\nThanks (& 10%)');
    expect(errorsOf(addressFormSchema, { ...form, customerNote: 'Leave <here>' })).toEqual({
      customerNote: 'Please use only letters, numbers, spaces and - _ . , ( ) & ? ! @ £ % / +',
    });
  });
});

describe('the contact number', () => {
  const numberOf = (contactNumber: unknown) =>
    addressFormSchema.safeParse({ ...form, contactNumber });

  it('is optional, and stored as digits keeping a leading plus', () => {
    expect(numberOf('').data?.contactNumber).toBe('');
    expect(numberOf(undefined).data?.contactNumber).toBe('');
    expect(numberOf(' 07700 900-123 ').data?.contactNumber).toBe('07700900123');
    expect(numberOf('+44 7700 900123').data?.contactNumber).toBe('+447700900123');
  });

  it('refuses other characters, and too few or too many digits, each with its own message', () => {
    const message = (text: string) => errorsOf(addressFormSchema, { ...form, contactNumber: text });
    expect(message('call me')).toEqual({ contactNumber: 'Invalid phone number' });
    expect(message('(0118) 496 0000')).toEqual({ contactNumber: 'Invalid phone number' });
    expect(message('44+7700900123')).toEqual({ contactNumber: 'Invalid phone number' });
    expect(message('0118 496')).toEqual({ contactNumber: 'Must be at least 10 digits' });
    expect(message('1'.repeat(17))).toEqual({ contactNumber: 'Must be no more than 16 digits' });
    // A leading plus counts against the maximum (spec doc 3 §5): E.164's fifteen digits.
    expect(numberOf(`+${'1'.repeat(15)}`).success).toBe(true);
    expect(message(`+${'1'.repeat(16)}`)).toEqual({
      contactNumber: 'Must be no more than 15 digits',
    });
    expect(numberOf('1'.repeat(16)).success).toBe(true);
  });

  it('is always a plus or nothing, then 10 to 16 digits, when accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[\d -]{0,30}$/), (text) => {
        const result = numberOf(text);
        if (!result.success || result.data.contactNumber === '') return;
        expect(result.data.contactNumber).toMatch(/^\+?\d{10,16}$/);
      }),
    );
  });
});

describe('postcodes by country', () => {
  const check = (country: string, postalCode: string) =>
    postcodeSchemaFor(country).safeParse(postalCode);

  it('use the UK format for GB, Jersey, Guernsey and the Isle of Man, in standard form', () => {
    expect(check('GB', 'sw1a1aa').data).toBe('SW1A 1AA');
    expect(check('JE', 'JE2 3AB').data).toBe('JE2 3AB');
    expect(check('GG', 'gy1 1aa').data).toBe('GY1 1AA');
    expect(check('IM', 'im1 1aa').data).toBe('IM1 1AA');
    for (const country of ['GB', 'JE', 'GG', 'IM']) {
      expect(check(country, '75001').error?.issues[0]?.message).toBe('Invalid UK postcode');
    }
  });

  it('use five digits for the US and France, the Eircode pattern for Ireland', () => {
    expect(check('US', '90210').data).toBe('90210');
    expect(check('US', '90210-1234').error?.issues[0]?.message).toBe('Invalid US ZIP code');
    expect(check('FR', '75001').data).toBe('75001');
    expect(check('FR', '7500').error?.issues[0]?.message).toBe('Invalid French postcode');
    expect(check('IE', 'd02x285').data).toBe('D02 X285');
    expect(check('IE', 'D6W 1234').data).toBe('D6W 1234');
    expect(check('IE', 'SW1A 1AA').error?.issues[0]?.message).toBe('Invalid Irish postcode');
  });

  it('use letters, digits and spaces, upper-cased and at most 12 characters, elsewhere', () => {
    expect(check('DE', '10115').data).toBe('10115');
    expect(check('NL', '1012 ab').data).toBe('1012 AB');
    expect(check('CA', 'K1A-0B1').error?.issues[0]?.message).toBe('Invalid postcode');
    expect(check('DE', '1'.repeat(13)).error?.issues[0]?.message).toBe(
      'Must be no more than 12 characters',
    );
  });

  it('say Required for a blank postcode in every country', () => {
    for (const [country] of COUNTRIES) {
      expect(check(country, '  ').error?.issues[0]?.message, country).toBe('Required');
    }
  });

  it('are checked against the form’s own country', () => {
    expect(errorsOf(addressFormSchema, { ...form, country: 'FR', postalCode: 'SW1A 1AA' })).toEqual(
      { postalCode: 'Invalid French postcode' },
    );
    expect(
      addressFormSchema.parse({ ...form, country: 'US', postalCode: '90210' }).postalCode,
    ).toBe('90210');
  });
});

describe('the three parts edited on their own', () => {
  it('place, addressee and note each refuse the others’ fields', () => {
    expect(addressLinesSchema.parse({ line1: '1 Mill Lane', postalCode: 'rg1 1aa' })).toEqual({
      line1: '1 Mill Lane',
      line2: '',
      line3: '',
      town: '',
      region: '',
      country: 'GB',
      postalCode: 'RG1 1AA',
    });
    expect(addressLinesSchema.safeParse({ ...form }).success).toBe(false);
    expect(addresseeSchema.parse({ title: 'Dr', firstName: 'Ann', lastName: 'Lee' })).toEqual({
      title: 'Dr',
      firstName: 'Ann',
      lastName: 'Lee',
      contactNumber: '',
    });
    expect(
      addresseeSchema.safeParse({ firstName: 'Ann', lastName: 'Lee', line1: 'x' }).success,
    ).toBe(false);
    expect(deliveryNoteSchema.parse({ customerNote: ' Ring twice ' })).toEqual({
      customerNote: 'Ring twice',
    });
    expect(deliveryNoteSchema.parse({})).toEqual({ customerNote: '' });
  });

  it('the place also checks the postcode against the country when other lines are wrong', () => {
    expect(errorsOf(addressLinesSchema, { line1: '', country: 'FR', postalCode: 'x' })).toEqual({
      line1: 'Required',
      postalCode: 'Invalid French postcode',
    });
  });
});

describe('which field the form focuses', () => {
  it("is the first with an error in the spec's order, then the rest of the form", () => {
    expect(ADDRESS_ERROR_FIELD_ORDER).toEqual([
      'addressApiError',
      'title',
      'contactNumber',
      'firstName',
      'lastName',
      'line1',
      'postalCode',
    ]);
    expect(firstErrorField({})).toBeNull();
    expect(firstErrorField({ postalCode: 'x', line1: 'y' })).toBe('line1');
    expect(firstErrorField({ line1: 'x', lastName: 'y', contactNumber: 'z' })).toBe(
      'contactNumber',
    );
    expect(firstErrorField({ town: 'x', postalCode: 'y' })).toBe('postalCode');
    expect(firstErrorField({ customerNote: 'x', line2: 'y' })).toBe('line2');
    expect(firstErrorField({ addressApiError: 'x', title: 'y' })).toBe('addressApiError');
    expect(firstErrorField({ somethingElse: 'x' })).toBe('somethingElse');
    expect(firstErrorField({ title: undefined, lastName: '', line1: 'x' })).toBe('line1');
  });

  it('follows the order for whatever the form sends', () => {
    const result = addressFormSchema.safeParse({
      line1: '',
      postalCode: 'nope!',
      title: 'King',
      firstName: '',
      lastName: '',
      contactNumber: '12',
    });
    expect(result.success).toBe(false);
    const errors = addressFieldErrors((result as { error: z.ZodError }).error);
    expect(Object.keys(errors).sort()).toEqual(
      ['contactNumber', 'firstName', 'lastName', 'line1', 'postalCode', 'title'].sort(),
    );
    expect(firstErrorField(errors)).toBe('title');
    delete errors.title;
    expect(firstErrorField(errors)).toBe('contactNumber');
  });
});
