import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TITLES,
  addresseeName,
  addressFieldLabels,
  addressSummary,
  COUNTRIES,
  countryName,
  DEFAULT_COUNTRY,
  isCountryCode,
  isUkCountry,
  SPECIAL_COUNTRIES,
  TITLE_PLACEHOLDER,
} from './address.ts';

describe('titles', () => {
  it("are the spec's twelve, in its order, after the 'Please select...' option", () => {
    expect(ADDRESS_TITLES).toEqual([
      'Mr',
      'Mrs',
      'Miss',
      'Ms',
      'Mx',
      'Dr',
      'Lord',
      'Lady',
      'Prof',
      'Reverend',
      'Sir',
      'Dame',
    ]);
    expect(TITLE_PLACEHOLDER).toBe('Please select...');
  });
});

describe('countries', () => {
  it('list every ISO 3166-1 code once, sorted by name, GB by default', () => {
    const codes = COUNTRIES.map(([code]) => code);
    expect(codes.length).toBeGreaterThanOrEqual(240);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    const names = COUNTRIES.map(([, name]) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(DEFAULT_COUNTRY).toBe('GB');
    for (const special of SPECIAL_COUNTRIES) expect(isCountryCode(special)).toBe(true);
  });

  it('know a code only in upper case, and name it', () => {
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('fr')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('')).toBe(false);
    expect(countryName('FR')).toBe('France');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('XX')).toBe('XX');
  });
});

describe('UK addresses', () => {
  it('are GB, Jersey, Guernsey and the Isle of Man', () => {
    for (const code of ['GB', 'JE', 'GG', 'IM']) expect(isUkCountry(code)).toBe(true);
    for (const code of ['IE', 'FR', 'US', 'gb', '']) expect(isUkCountry(code)).toBe(false);
  });

  it('label county and postcode; international ones state/province/region and ZIP/postal code', () => {
    expect(addressFieldLabels('GB')).toEqual({ region: 'County', postalCode: 'Postcode' });
    expect(addressFieldLabels('JE')).toEqual({ region: 'County', postalCode: 'Postcode' });
    expect(addressFieldLabels('US')).toEqual({
      region: 'State/Province/Region',
      postalCode: 'ZIP/Postal code',
    });
    expect(addressFieldLabels('IE').postalCode).toBe('ZIP/Postal code');
  });
});

describe('one-line forms', () => {
  it('summarise an address and name its addressee, leaving out what is blank', () => {
    expect(
      addressSummary({ line1: '12 Acacia Avenue', town: 'Kingston', postalCode: 'KT1 1AA' }),
    ).toBe('12 Acacia Avenue, Kingston, KT1 1AA');
    expect(addressSummary({ line1: '12 Acacia Avenue', town: '', postalCode: 'KT1 1AA' })).toBe(
      '12 Acacia Avenue, KT1 1AA',
    );
    expect(addresseeName({ title: 'Mrs', firstName: 'Jane', lastName: 'Smith' })).toBe(
      'Mrs Jane Smith',
    );
    expect(addresseeName({ title: '', firstName: 'Jane', lastName: 'Smith' })).toBe('Jane Smith');
  });
});
