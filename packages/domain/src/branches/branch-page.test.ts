import { describe, expect, it } from 'vitest';
import {
  baseSlug,
  branchDisplayName,
  branchServices,
  branchSlugs,
  directionsUrl,
  isBranchSlug,
} from './branch-page.ts';

describe('branch slugs', () => {
  it('names a branch by its town, and its own name when it has one', () => {
    expect(baseSlug({ town: 'Reading', name: 'Kings Wharf' })).toBe('reading-kings-wharf');
    expect(baseSlug({ town: 'Abingdon', name: 'Abingdon' })).toBe('abingdon');
    expect(baseSlug({ town: 'Henley-on-Thames', name: 'Henley-on-Thames' })).toBe(
      'henley-on-thames',
    );
    expect(baseSlug({ town: 'London', name: 'London Bridge' })).toBe('london-bridge');
    expect(baseSlug({ town: "St. Alban's", name: 'Clock Tower' })).toBe('st-albans-clock-tower');
  });

  it('keeps slugs unique: the lowest id keeps a shared one, the others add their id', () => {
    const slugs = branchSlugs([
      { id: 30, town: 'Bath', name: 'Bath' },
      { id: 12, town: 'Bath', name: 'Bath' },
      { id: 7, town: 'Leeds', name: 'Alwoodley Gates' },
    ]);
    expect(slugs).toEqual(
      new Map([
        [12, 'bath'],
        [30, 'bath-30'],
        [7, 'leeds-alwoodley-gates'],
      ]),
    );
    for (const slug of slugs.values()) expect(isBranchSlug(slug)).toBe(true);
  });

  it('tells a slug from anything else', () => {
    expect(isBranchSlug('reading-kings-wharf')).toBe(true);
    for (const text of ['', 'Reading', 'reading--x', '-reading', 'a/b', 'x'.repeat(121)]) {
      expect(isBranchSlug(text), text).toBe(false);
    }
  });
});

describe('branchDisplayName', () => {
  it('names the town after a branch named otherwise', () => {
    expect(branchDisplayName({ name: 'Kings Wharf', town: 'Reading' })).toBe(
      'Kings Wharf, Reading',
    );
    expect(branchDisplayName({ name: 'Abingdon', town: 'Abingdon' })).toBe('Abingdon');
  });
});

describe('branchServices', () => {
  it('lists grocery always, then Click & Collect and Entertaining where offered', () => {
    expect(branchServices({ offersCollection: true, offersEntertaining: true })).toEqual([
      'GROCERY',
      'CLICK_AND_COLLECT',
      'ENTERTAINING',
    ]);
    expect(branchServices({ offersCollection: false, offersEntertaining: true })).toEqual([
      'GROCERY',
      'ENTERTAINING',
    ]);
    expect(branchServices({ offersCollection: false, offersEntertaining: false })).toEqual([
      'GROCERY',
    ]);
  });
});

describe('directionsUrl', () => {
  it('is an https Google Maps directions link to the address, encoded', () => {
    const url = new URL(
      directionsUrl({ line1: '12 High Street', town: 'Reading', postcode: 'RG1 2AB' }),
    );
    expect(url.protocol).toBe('https:');
    expect(url.hostname).toBe('www.google.com');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('12 High Street, Reading, RG1 2AB');
    expect(directionsUrl({ line1: 'A&B <x>', town: 'T', postcode: 'P' })).not.toMatch(/[<>&]x/);
  });
});
