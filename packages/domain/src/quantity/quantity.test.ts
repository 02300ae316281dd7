import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Uom } from '../catalogue/catalogue.types.ts';
import {
  decrementQuantity,
  formatQuantity,
  incrementQuantity,
  normaliseQuantity,
  trolleySizeLabel,
  UNIT_LIMITS,
} from './quantity.ts';

const uoms: Uom[] = ['KGM', 'GRM', 'LBR', 'C62'];
const anyUom = fc.constantFrom(...uoms);
const anyInput = fc.oneof(
  fc.double({ noNaN: false }),
  fc.integer({ min: -2000, max: 2000 }),
  fc.string(),
  fc.stringMatching(/^-?\d{0,4}(\.\d{0,3})?[a-z ]{0,3}$/),
);

function withinLimits(value: number, uom: Uom): boolean {
  const { min, max } = UNIT_LIMITS[uom];
  return value === 0 || (value >= min && value <= max);
}

describe('unit table (spec doc 1 §5)', () => {
  it('holds the exact limits for each unit', () => {
    expect(UNIT_LIMITS.KGM).toMatchObject({ min: 0.1, max: 99.9, step: 0.5, default: 0.5 });
    expect(UNIT_LIMITS.KGM.kind).toBe('fractional');
    expect(UNIT_LIMITS.GRM).toMatchObject({ min: 100, max: 999, step: 100, default: 100 });
    expect(UNIT_LIMITS.GRM.kind).toBe('whole');
    expect(UNIT_LIMITS.LBR).toMatchObject({ min: 1, max: 99.99, step: 1, default: 1 });
    expect(UNIT_LIMITS.LBR.kind).toBe('fractional');
    expect(UNIT_LIMITS.C62).toMatchObject({ min: 1, max: 99, step: 1, default: 1 });
    expect(UNIT_LIMITS.C62.kind).toBe('whole');
  });
});

describe('normaliseQuantity', () => {
  it('strips non-numeric characters from typed input', () => {
    expect(normaliseQuantity('3 items', 'C62')).toBe(3);
    expect(normaliseQuantity('1.5kg', 'KGM')).toBe(1.5);
    expect(normaliseQuantity('£2', 'C62')).toBe(2);
    expect(normaliseQuantity('abc', 'C62')).toBe(0);
    expect(normaliseQuantity('', 'KGM')).toBe(0);
  });

  it('rounds fractional units to one decimal and whole units to integers', () => {
    expect(normaliseQuantity(1.26, 'KGM')).toBe(1.3);
    expect(normaliseQuantity(0.15, 'KGM')).toBe(0.2);
    expect(normaliseQuantity('2.44', 'LBR')).toBe(2.4);
    expect(normaliseQuantity(2.6, 'C62')).toBe(3);
    expect(normaliseQuantity('150.4', 'GRM')).toBe(150);
  });

  it('makes negatives 0 and clamps positives to the unit limits', () => {
    expect(normaliseQuantity(-3, 'C62')).toBe(0);
    expect(normaliseQuantity('-0.5', 'KGM')).toBe(0);
    expect(normaliseQuantity(0.04, 'KGM')).toBe(0.1);
    expect(normaliseQuantity(20, 'GRM')).toBe(100);
    expect(normaliseQuantity(0.2, 'C62')).toBe(1);
    expect(normaliseQuantity(150, 'C62')).toBe(99);
    expect(normaliseQuantity(5000, 'GRM')).toBe(999);
    expect(normaliseQuantity(100, 'KGM')).toBe(99.9);
    expect(normaliseQuantity(99.99, 'LBR')).toBe(99.99);
    expect(normaliseQuantity(120, 'LBR')).toBe(99.99);
    expect(normaliseQuantity(Number.POSITIVE_INFINITY, 'C62')).toBe(99);
    expect(normaliseQuantity(Number.NaN, 'C62')).toBe(0);
  });

  it('always yields 0 or a value within [min, max]', () => {
    fc.assert(
      fc.property(anyInput, anyUom, (input, uom) => {
        expect(withinLimits(normaliseQuantity(input, uom), uom)).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyInput, anyUom, (input, uom) => {
        const once = normaliseQuantity(input, uom);
        expect(normaliseQuantity(once, uom)).toBe(once);
        expect(normaliseQuantity(String(once), uom)).toBe(once);
      }),
    );
  });

  it('gives whole numbers for whole units and at most one decimal for kilograms', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(Number.isInteger(normaliseQuantity(input, 'C62'))).toBe(true);
        expect(Number.isInteger(normaliseQuantity(input, 'GRM'))).toBe(true);
        const kg = normaliseQuantity(input, 'KGM');
        expect(Math.abs(kg * 10 - Math.round(kg * 10))).toBeLessThan(1e-9);
      }),
    );
  });

  it('never turns a positive quantity into none', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), anyUom, (value, uom) => {
        expect(normaliseQuantity(value, uom)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('increment and decrement', () => {
  it('moves by the unit step', () => {
    expect(incrementQuantity(0.5, 'KGM')).toBe(1);
    expect(incrementQuantity(200, 'GRM')).toBe(300);
    expect(incrementQuantity(3, 'C62')).toBe(4);
    expect(decrementQuantity(1.5, 'KGM')).toBe(1);
    expect(decrementQuantity(300, 'GRM')).toBe(200);
  });

  it('starts from the default when there is none', () => {
    expect(incrementQuantity(0, 'KGM')).toBe(0.5);
    expect(incrementQuantity(0, 'GRM')).toBe(100);
    expect(incrementQuantity(0, 'C62')).toBe(1);
  });

  it('stops at the maximum', () => {
    expect(incrementQuantity(99, 'C62')).toBe(99);
    expect(incrementQuantity(99.5, 'KGM')).toBe(99.9);
    expect(incrementQuantity(900, 'GRM')).toBe(999);
  });

  it('stops at the minimum before reaching none', () => {
    expect(decrementQuantity(0.3, 'KGM')).toBe(0.1);
    expect(decrementQuantity(0.1, 'KGM')).toBe(0);
    expect(decrementQuantity(1, 'C62')).toBe(0);
    expect(decrementQuantity(150, 'GRM')).toBe(100);
  });

  it('keeps every step within the unit limits', () => {
    fc.assert(
      fc.property(anyInput, anyUom, fc.boolean(), (input, uom, up) => {
        const start = normaliseQuantity(input, uom);
        const next = up ? incrementQuantity(start, uom) : decrementQuantity(start, uom);
        expect(withinLimits(next, uom)).toBe(true);
        if (up) expect(next).toBeGreaterThanOrEqual(start);
        else expect(next).toBeLessThanOrEqual(start);
      }),
    );
  });
});

describe('formatQuantity', () => {
  it('shows the amount with its unit', () => {
    expect(formatQuantity(0.5, 'KGM')).toBe('0.5kg');
    expect(formatQuantity(200, 'GRM')).toBe('200g');
    expect(formatQuantity(2, 'LBR')).toBe('2lb');
    expect(formatQuantity(3, 'C62')).toBe('3');
  });
});

describe('trolleySizeLabel', () => {
  it('caps the header count at 99+', () => {
    expect(trolleySizeLabel(0)).toBe('0');
    expect(trolleySizeLabel(99)).toBe('99');
    expect(trolleySizeLabel(100)).toBe('99+');
    expect(trolleySizeLabel(2500)).toBe('99+');
  });
});
