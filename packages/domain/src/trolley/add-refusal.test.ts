import { describe, expect, it } from 'vitest';
import { addRefusal } from './add-refusal.ts';
import type { ConflictProduct } from './conflicts.ts';

const NOW = new Date('2026-12-16T09:00:00Z');

function product(overrides: Partial<ConflictProduct> = {}): ConflictProduct {
  return {
    productId: 'p1',
    lineNumber: '100001',
    name: 'Christmas pudding',
    availability: 'AVAILABLE',
    productType: 'G',
    leadTime: null,
    restriction: null,
    cap: { amount: 2, uom: 'C62' },
    ...overrides,
  };
}

const christmas = (cutOffDate: string) => ({
  restrictionId: 'CHRISTMAS-2026',
  startDate: '2026-12-20',
  endDate: '2026-12-24',
  cutOffDate,
});

describe('addRefusal (what may not be added at all)', () => {
  it('refuses a product the catalogue does not have, with the spec text', () => {
    expect(addRefusal('gone', undefined, NOW)).toEqual({
      reason: 'NOT_SOLD',
      message: 'Sorry, this item is not available',
    });
  });

  it('refuses a product sold out online, naming it', () => {
    expect(addRefusal('p1', product({ availability: 'SOLD_OUT_ONLINE' }), NOW)).toEqual({
      reason: 'SOLD_OUT_ONLINE',
      message: "Sorry, Christmas pudding has sold out online, so it hasn't been added.",
    });
  });

  it('refuses a product past its last order date, and takes one on its last day', () => {
    expect(addRefusal('p1', product({ restriction: christmas('2026-12-15') }), NOW)).toEqual({
      reason: 'PAST_CUT_OFF',
      message:
        'Sorry, Christmas pudding can no longer be ordered: the last day to order it was 15 December.',
    });
    expect(addRefusal('p1', product({ restriction: christmas('2026-12-16') }), NOW)).toBeNull();
  });

  it('lets through what only warns or depends on the slot: temporarily unavailable, restricted dates, a cap', () => {
    expect(addRefusal('p1', product({ availability: 'TEMPORARILY_UNAVAILABLE' }), NOW)).toBeNull();
    expect(addRefusal('p1', product({ restriction: christmas('2026-12-18') }), NOW)).toBeNull();
    expect(addRefusal('p1', product({ productType: 'L', leadTime: 3 }), NOW)).toBeNull();
    expect(addRefusal('p1', product(), NOW)).toBeNull();
  });
});
