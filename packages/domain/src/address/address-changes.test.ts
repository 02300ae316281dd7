import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddresseeFields, AddressLines } from './address.ts';
import {
  ADDRESSEE_FIELDS,
  addressUpdatePlan,
  nothingChanged,
  PLACE_FIELDS,
} from './address-changes.ts';

type Fields = AddressLines & AddresseeFields;

const stored: Fields = {
  line1: '12 Acacia Avenue',
  line2: 'Flat 2',
  line3: '',
  town: 'Reading',
  region: 'Berkshire',
  country: 'GB',
  postalCode: 'RG1 1AA',
  title: 'Mrs',
  firstName: 'Jane',
  lastName: 'Smith',
  contactNumber: '07700900123',
};

describe('changed-field detection', () => {
  it('compares line1-3, town, region, country, postcode, title, names and contact number', () => {
    expect(PLACE_FIELDS).toEqual([
      'line1',
      'line2',
      'line3',
      'town',
      'region',
      'country',
      'postalCode',
    ]);
    expect(ADDRESSEE_FIELDS).toEqual(['title', 'firstName', 'lastName', 'contactNumber']);
  });

  it('sends an address update for a place change, an addressee update for an addressee change', () => {
    expect(addressUpdatePlan(stored, { ...stored, town: 'Caversham' })).toEqual({
      address: true,
      addressee: false,
    });
    expect(addressUpdatePlan(stored, { ...stored, title: 'Dr' })).toEqual({
      address: false,
      addressee: true,
    });
    expect(addressUpdatePlan(stored, { ...stored, line3: 'Rear', contactNumber: '' })).toEqual({
      address: true,
      addressee: true,
    });
  });

  it('keeps the existing address when nothing a shopper would notice changed', () => {
    const retyped: Fields = {
      ...stored,
      line1: ' 12 Acacia Avenue ',
      postalCode: 'rg11aa',
      country: 'GB',
      contactNumber: '07700 900-123',
    };
    const plan = addressUpdatePlan(stored, retyped);
    expect(plan).toEqual({ address: false, addressee: false });
    expect(nothingChanged(plan)).toBe(true);
    expect(nothingChanged({ address: true, addressee: false })).toBe(false);
    // Letter case in names and lines is the shopper's to change.
    expect(addressUpdatePlan(stored, { ...stored, lastName: 'SMITH' }).addressee).toBe(true);
    expect(addressUpdatePlan(stored, { ...stored, line1: '12 acacia avenue' }).address).toBe(true);
  });

  const text = fc.string({ maxLength: 12 });
  const fields: fc.Arbitrary<Fields> = fc.record({
    line1: text,
    line2: text,
    line3: text,
    town: text,
    region: text,
    country: fc.constantFrom('GB', 'FR', 'US'),
    postalCode: text,
    title: fc.constantFrom('', 'Mr', 'Dr'),
    firstName: text,
    lastName: text,
    contactNumber: fc.stringMatching(/^\+?[\d ]{0,12}$/),
  }) as fc.Arbitrary<Fields>;

  /** What a field holds once surrounding spaces, code case and phone spacing are set aside. */
  const relevant = (field: keyof Fields, value: string) => {
    const trimmed = value.trim();
    if (field === 'postalCode') return trimmed.replace(/\s+/g, '').toUpperCase();
    if (field === 'country') return trimmed.toUpperCase();
    if (field === 'contactNumber')
      return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
    return trimmed;
  };

  it('gives an empty plan exactly when no compared field changed (property)', () => {
    fc.assert(
      fc.property(
        fields,
        fields,
        fc.subarray([...PLACE_FIELDS, ...ADDRESSEE_FIELDS]),
        (before, other, changedFields) => {
          const after: Fields = { ...before };
          for (const field of changedFields)
            (after as unknown as Record<string, string>)[field] = other[field];
          const changed = (list: readonly (keyof Fields)[]) =>
            list.some((field) => relevant(field, before[field]) !== relevant(field, after[field]));
          const plan = addressUpdatePlan(before, after);
          expect(plan.address).toBe(changed(PLACE_FIELDS));
          expect(plan.addressee).toBe(changed(ADDRESSEE_FIELDS));
          expect(nothingChanged(plan)).toBe(!changed([...PLACE_FIELDS, ...ADDRESSEE_FIELDS]));
        },
      ),
    );
  });

  it('ignores fields it does not compare, like the note or the id (property)', () => {
    fc.assert(
      fc.property(fields, fc.string(), (before, note) => {
        const after = { ...before, customerNote: note, id: 7 } as Fields;
        expect(nothingChanged(addressUpdatePlan(before, after))).toBe(true);
      }),
    );
  });
});
