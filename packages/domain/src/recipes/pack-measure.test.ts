import { describe, expect, it } from 'vitest';
import { packMeasure } from './pack-measure.ts';
import { packsNeeded } from './recipe-measures.ts';

describe('packMeasure', () => {
  it('reads weights, volumes and counts from a pack label', () => {
    expect(packMeasure('500g')).toEqual({ amount: 500, unit: 'g' });
    expect(packMeasure('2.5kg')).toEqual({ amount: 2.5, unit: 'kg' });
    expect(packMeasure('1 litre')).toEqual({ amount: 1, unit: 'l' });
    expect(packMeasure('75cl')).toEqual({ amount: 750, unit: 'ml' });
    expect(packMeasure('2 pints')).toEqual({ amount: 1136, unit: 'ml' });
    expect(packMeasure('4x120g')).toEqual({ amount: 480, unit: 'g' });
    expect(packMeasure('6 pack')).toEqual({ amount: 6, unit: '' });
    expect(packMeasure('each')).toEqual({ amount: 1, unit: '' });
  });

  it('answers null for labels that say nothing comparable', () => {
    expect(packMeasure('per kg')).toBeNull();
    expect(packMeasure('Typical weight 1.25kg')).toBeNull();
    expect(packMeasure('60 washes')).toBeNull();
  });

  it('lets a recipe amount be weighed against the pack: 750 g of carrots from 500 g bags is 2', () => {
    const pack = packMeasure('500g');
    expect(pack && packsNeeded({ amount: 750, unit: 'g' }, pack)).toBe(2);
    const eggs = packMeasure('6 pack');
    expect(eggs && packsNeeded({ amount: 8, unit: '' }, eggs)).toBe(2);
  });
});
