import { describe, expect, it } from 'vitest';
import { INVALID_UK_POSTCODE } from '../validation/messages.ts';
import {
  originNote,
  STORE_LOCATION_INVALID,
  STORE_LOCATION_REQUIRED,
  STORE_LOCATION_TOO_LONG,
} from './store-finder-messages.ts';
import {
  type LocatableBranch,
  locateStoreSearch,
  parseStoreLocation,
  placeKey,
  type StoreLocationQuery,
} from './store-location.ts';

const branches: LocatableBranch[] = [
  {
    name: 'Kings Wharf',
    town: 'Reading',
    postcode: 'RG1 2AB',
    latitude: 51.455,
    longitude: -0.971,
  },
  {
    name: 'Henley-on-Thames',
    town: 'Henley-on-Thames',
    postcode: 'RG9 1XY',
    latitude: 51.536,
    longitude: -0.902,
  },
  {
    name: 'Islington Green',
    town: 'London',
    postcode: 'N1 3AB',
    latitude: 51.538,
    longitude: -0.103,
  },
  {
    name: 'Clapham Common',
    town: 'London',
    postcode: 'SW4 7AB',
    latitude: 51.462,
    longitude: -0.138,
  },
  { name: 'Nowhere Yet', town: 'Atlantis', postcode: 'ZZ1 1ZZ', latitude: null, longitude: null },
];

function query(text: string): StoreLocationQuery {
  const parsed = parseStoreLocation(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
  return parsed.query;
}

describe('parseStoreLocation', () => {
  it('reads a full postcode in any case or spacing, a district and a sector', () => {
    expect(query(' rg14ab ')).toEqual({ kind: 'postcode', text: 'RG1 4AB', outward: 'RG1' });
    expect(query('sw1a   1aa')).toEqual({ kind: 'postcode', text: 'SW1A 1AA', outward: 'SW1A' });
    expect(query('rg14')).toEqual({ kind: 'postcode', text: 'RG14', outward: 'RG14' });
    expect(query('RG1 4')).toEqual({ kind: 'postcode', text: 'RG1 4', outward: 'RG1' });
  });

  it('reads anything else as a place name', () => {
    expect(query('  Henley-on-Thames ')).toEqual({
      kind: 'place',
      text: 'Henley-on-Thames',
      key: 'henley on thames',
    });
    expect(query("King's Lynn")).toMatchObject({ kind: 'place', key: 'kings lynn' });
    expect(query('Ynys Môn')).toMatchObject({ kind: 'place', key: 'ynys mon' });
  });

  it('refuses a blank, an overlong or a strange entry with the catalogue’s messages', () => {
    expect(parseStoreLocation('   ')).toEqual({
      ok: false,
      problem: 'invalid',
      message: STORE_LOCATION_REQUIRED,
    });
    expect(STORE_LOCATION_REQUIRED).toBe('Please enter your postcode or town');
    expect(parseStoreLocation('a'.repeat(61))).toMatchObject({
      problem: 'invalid',
      message: STORE_LOCATION_TOO_LONG,
    });
    expect(STORE_LOCATION_TOO_LONG).toBe('Must be no more than 60 characters');
    for (const text of ['<script>', 'Reading; DROP TABLE', '---', 'rg1 4ab\u0000']) {
      expect(parseStoreLocation(text)).toMatchObject({
        problem: 'invalid',
        message: STORE_LOCATION_INVALID,
      });
    }
  });

  it('refuses what reads as a postcode but is not a UK one', () => {
    for (const text of ['RG1 4A', 'RG1 4AB 12', 'AA1 1AA', 'Q1 1AA']) {
      expect(parseStoreLocation(text), text).toEqual({
        ok: false,
        problem: 'invalid-postcode',
        message: INVALID_UK_POSTCODE,
      });
    }
  });
});

describe('locateStoreSearch', () => {
  it('measures a postcode in a branch’s district from that branch', () => {
    expect(locateStoreSearch(query('RG1 4AB'), branches)).toEqual({
      latitude: 51.455,
      longitude: -0.971,
      label: 'RG1 4AB',
      precision: 'district',
      outward: 'RG1',
    });
  });

  it('measures any other UK postcode from its area’s post town', () => {
    const origin = locateStoreSearch(query('RG4 7AA'), branches);
    expect(origin).toMatchObject({
      label: 'RG4 7AA',
      precision: 'area',
      area: 'RG',
      postTown: 'Reading',
    });
    expect(locateStoreSearch(query('LS6'), branches)).toMatchObject({ postTown: 'Leeds' });
    expect(locateStoreSearch(query('JE2 3AB'), branches)).toMatchObject({ postTown: 'Jersey' });
    expect(originNote(origin as never)).toBe(
      'Distances are in a straight line from Reading, in the middle of the RG postcode area.',
    );
  });

  it('finds a branch town (the middle of its branches), a branch name or a post town', () => {
    expect(locateStoreSearch(query('reading'), branches)).toMatchObject({
      label: 'Reading',
      precision: 'place',
      latitude: 51.455,
    });
    const london = locateStoreSearch(query('London'), branches);
    expect(london?.latitude).toBeCloseTo(51.5, 2);
    expect(london?.longitude).toBeCloseTo(-0.1205, 3);
    expect(locateStoreSearch(query('Clapham Common'), branches)).toMatchObject({
      label: 'Clapham Common',
      latitude: 51.462,
    });
    expect(locateStoreSearch(query('Aberdeen'), branches)).toMatchObject({ label: 'Aberdeen' });
  });

  it('matches the beginning of a name from three letters', () => {
    expect(locateStoreSearch(query('henley'), branches)).toMatchObject({
      label: 'Henley-on-Thames',
    });
    expect(locateStoreSearch(query('he'), branches)).toBeNull();
    expect(locateStoreSearch(query('Atlantis'), branches)).toBeNull();
    expect(locateStoreSearch(query('Narnia'), branches)).toBeNull();
  });
});

describe('placeKey', () => {
  it('ignores case, accents, apostrophes and punctuation', () => {
    expect(placeKey("St. Alban's")).toBe('st albans');
    expect(placeKey('Stoke-on-Trent')).toBe('stoke on trent');
    expect(placeKey('Ynys Môn')).toBe('ynys mon');
  });
});
