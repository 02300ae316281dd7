import { describe, expect, it } from 'vitest';
import { type ConflictProduct, trolleyConflicts } from '../trolley/conflicts.ts';
import { slotTrolleyCheck } from './slot-refusal.ts';

const NOW = new Date('2025-12-01T10:00:00Z');

function product(overrides: Partial<ConflictProduct> & { productId: string }): ConflictProduct {
  return {
    lineNumber: overrides.productId,
    name: `Product ${overrides.productId}`,
    availability: 'AVAILABLE',
    productType: 'G',
    leadTime: null,
    restriction: null,
    cap: null,
    ...overrides,
  };
}

/** The trolley's conflicts of one line of `p` were a slot of `slotType` on `day` booked. */
function conflictsFor(
  p: ConflictProduct,
  slotType: 'DELIVERY' | 'ENTERTAINING_COLLECTION',
  day: string,
) {
  return trolleyConflicts({
    lines: [
      {
        trolleyItemId: 1,
        lineNumber: p.lineNumber,
        productId: p.productId,
        quantity: { amount: 1, uom: 'C62' },
      },
    ],
    products: [p],
    slot: { slotType, start: `${day}T10:00:00Z`, deliveryChargePence: 0 },
    now: NOW,
  }).conflicts;
}

describe('slotTrolleyCheck', () => {
  it('lets a slot go when nothing in the trolley stands against it', () => {
    expect(
      slotTrolleyCheck(conflictsFor(product({ productId: '1' }), 'DELIVERY', '2025-12-05')),
    ).toBeNull();
  });

  it('refuses any slot while an item is sold out online', () => {
    const conflicts = conflictsFor(
      product({ productId: '2', availability: 'SOLD_OUT_ONLINE' }),
      'DELIVERY',
      '2025-12-05',
    );
    expect(slotTrolleyCheck(conflicts)).toEqual({
      refusal: 'TROLLEY_HAS_UNAVAILABLE_ITEMS',
      lineNumbers: ['2'],
      slotOptionDates: [],
    });
  });

  it('refuses an entertaining collection slot for a trolley with groceries', () => {
    const conflicts = conflictsFor(
      product({ productId: '3' }),
      'ENTERTAINING_COLLECTION',
      '2025-12-05',
    );
    expect(slotTrolleyCheck(conflicts)?.refusal).toBe('ENTERTAINING_ONLY_SLOTS');
  });

  it('refuses a day outside a line’s restriction dates, offering the days it has', () => {
    const turkey = product({
      productId: '4',
      restriction: {
        restrictionId: 'xmas',
        startDate: '2025-12-20',
        endDate: '2025-12-24',
        cutOffDate: '2025-12-15',
      },
    });
    const check = slotTrolleyCheck(conflictsFor(turkey, 'DELIVERY', '2025-12-05'));
    expect(check?.refusal).toBe('SLOT_RESTRICTION_CONFLICT');
    expect(check?.slotOptionDates).toEqual([
      '2025-12-20',
      '2025-12-21',
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
    ]);
    expect(slotTrolleyCheck(conflictsFor(turkey, 'DELIVERY', '2025-12-22'))).toBeNull();
  });

  it('refuses a day sooner than an entertaining line’s lead time', () => {
    const platter = product({ productId: '5', productType: 'E', leadTime: 3 });
    const check = slotTrolleyCheck(conflictsFor(platter, 'ENTERTAINING_COLLECTION', '2025-12-02'));
    expect(check?.refusal).toBe('SLOT_RESTRICTION_CONFLICT');
    expect(
      slotTrolleyCheck(conflictsFor(platter, 'ENTERTAINING_COLLECTION', '2025-12-04')),
    ).toBeNull();
  });
});
