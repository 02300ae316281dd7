import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityText,
  canPersonalise,
  characterCounterState,
  productDisplayName,
  ratingStars,
} from './product-display.ts';

describe('ratingStars', () => {
  it('rounds the average to the nearest half star', () => {
    expect(ratingStars(4.2)).toBe(4);
    expect(ratingStars(4.25)).toBe(4.5);
    expect(ratingStars(4.74)).toBe(4.5);
    expect(ratingStars(4.75)).toBe(5);
    expect(ratingStars(0)).toBe(0);
  });

  it('stays within 0–5 in half steps, for any input', () => {
    fc.assert(
      fc.property(fc.double(), (avg) => {
        const stars = ratingStars(avg);
        expect(stars).toBeGreaterThanOrEqual(0);
        expect(stars).toBeLessThanOrEqual(5);
        expect(Number.isInteger(stars * 2)).toBe(true);
      }),
    );
  });
});

describe('availability and name texts', () => {
  it('uses the exact spec texts', () => {
    expect(availabilityText('AVAILABLE')).toBeNull();
    expect(availabilityText('TEMPORARILY_UNAVAILABLE')).toBe('Temporarily unavailable');
    expect(availabilityText('SOLD_OUT_ONLINE')).toBe('SOLD OUT ONLINE');
    expect(availabilityText('NOT_AVAILABLE')).toBe('Sorry, this item is not available');
  });

  it('falls back when the product has no name', () => {
    expect(productDisplayName('  ')).toBe('Product name currently unavailable');
    expect(productDisplayName(null)).toBe('Product name currently unavailable');
    expect(productDisplayName('Oat Milk')).toBe('Oat Milk');
  });
});

describe('canPersonalise', () => {
  it('allows a message only for a positive maximum length', () => {
    expect(canPersonalise(30)).toBe(true);
    for (const value of [0, -5, null, undefined, '30', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(canPersonalise(value)).toBe(false);
    }
  });
});

describe('characterCounterState', () => {
  it('is near from 75% and reached at full length', () => {
    expect(characterCounterState(0, 40)).toBe('normal');
    expect(characterCounterState(29, 40)).toBe('normal');
    expect(characterCounterState(30, 40)).toBe('near');
    expect(characterCounterState(39, 40)).toBe('near');
    expect(characterCounterState(40, 40)).toBe('reached');
  });
});
