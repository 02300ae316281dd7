import { formatUkPostcode } from '@grocer/domain/validation/postcode.schema';
import { describe, expect, it } from 'vitest';
import { buildBranches } from './branches.ts';
import { demoAreas, demoPostcodes, demoStreet } from './uk-addresses.ts';

describe('demo UK addresses', () => {
  it('cover one district per branch, with the branch’s town and county', () => {
    const branches = buildBranches();
    expect(demoAreas().size).toBe(branches.length);
    expect(demoAreas().get('RG1')).toMatchObject({
      district: 'RG1',
      town: 'Reading',
      region: 'Berkshire',
    });
  });

  it('give the same street and houses for a postcode however it is typed', () => {
    const street = demoStreet('RG1 4AB');
    expect(street).not.toBeNull();
    expect(demoStreet('rg14ab')).toEqual(street);
    expect(street?.town).toBe('Reading');
    expect(street?.houses.length).toBeGreaterThanOrEqual(6);
    for (const house of street?.houses ?? []) {
      expect(house.postalCode).toBe('RG1 4AB');
      expect(house.udprn).toMatch(/^[1-9]\d{7}$/);
      expect(`${house.line1} ${house.line2}`).toContain(street?.street);
    }
    expect(new Set(street?.houses.map((h) => h.udprn)).size).toBe(street?.houses.length);
  });

  it('know nothing outside the demo districts or of what is not a postcode', () => {
    expect(demoStreet('ZE1 0AA')).toBeNull();
    expect(demoStreet('RG1')).toBeNull();
    expect(demoStreet('hello')).toBeNull();
    expect(demoPostcodes('ZE1')).toEqual([]);
  });

  it('list a few sectors of units per district, the branch postcode included, all real-format', () => {
    for (const area of demoAreas().values()) {
      const units = demoPostcodes(area.district);
      expect(units).toContain(area.branchPostcode);
      expect(units.length).toBe(15);
      for (const unit of units) {
        expect(formatUkPostcode(unit)).toBe(unit);
        expect(unit.startsWith(`${area.district} `)).toBe(true);
        expect(demoStreet(unit)).not.toBeNull();
      }
    }
  });
});
