import { describe, expect, it } from 'vitest';
import { parsePackSize, poundsText, shelfPrice } from './pack-size.ts';

describe('parsePackSize', () => {
  it.each([
    ['500g', { amount: 0.5, uom: 'KGM', containers: 1 }],
    ['1.5kg', { amount: 1.5, uom: 'KGM', containers: 1 }],
    ['6x330ml', { amount: 1.98, uom: 'LTR', containers: 6 }],
    ['75cl', { amount: 0.75, uom: 'LTR', containers: 1 }],
    ['2 litre', { amount: 2, uom: 'LTR', containers: 1 }],
    ['6x1 litre', { amount: 6, uom: 'LTR', containers: 6 }],
    ['4 pints', { amount: 2.272, uom: 'LTR', containers: 1 }],
    ['12 pack', { amount: 12, uom: 'C62', containers: 1 }],
    ['4x64 pack', { amount: 256, uom: 'C62', containers: 1 }],
    ['each', { amount: 1, uom: 'C62', containers: 1 }],
  ])('reads %s', (label, expected) => {
    expect(parsePackSize(label)).toEqual(expected);
  });

  it('returns null for sizes it cannot measure', () => {
    expect(parsePackSize('Typical weight 1.2kg')).toBeNull();
    expect(parsePackSize('per kg')).toBeNull();
  });
});

describe('shelfPrice', () => {
  it('rounds to believable shelf prices', () => {
    expect(shelfPrice(133)).toBe(135);
    expect(shelfPrice(4)).toBe(10);
    expect(shelfPrice(1_113)).toBe(1_125);
    expect(shelfPrice(2_449)).toBe(2_399);
  });
});

describe('poundsText', () => {
  it('writes pence under a pound and drops .00 from whole pounds', () => {
    expect(poundsText(50)).toBe('50p');
    expect(poundsText(1_000)).toBe('£10');
    expect(poundsText(350)).toBe('£3.50');
  });
});
