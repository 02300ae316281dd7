import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookedSlot } from './booked-slot.ts';
import {
  type ConflictLine,
  type ConflictProduct,
  hasHardConflicts,
  isConflictQuantityChangeable,
  isConflictRemovable,
  offeredResolutionActions,
  SLOT_OPTION_DATES,
  trolleyConflicts,
} from './conflicts.ts';
import { capQuantity, isProductCapMessage } from './product-cap.ts';

const NOW = new Date('2026-11-01T09:00:00Z');

function product(overrides: Partial<ConflictProduct> = {}): ConflictProduct {
  return {
    productId: 'p1',
    lineNumber: '100001',
    name: 'Free range eggs',
    availability: 'AVAILABLE',
    productType: 'G',
    leadTime: null,
    restriction: null,
    cap: null,
    ...overrides,
  };
}

function lineOf(p: ConflictProduct, amount = 1, trolleyItemId = 1): ConflictLine {
  return {
    trolleyItemId,
    lineNumber: p.lineNumber,
    productId: p.productId,
    quantity: { amount, uom: 'C62' },
  };
}

const slot = (slotType: BookedSlot['slotType'], start: string): BookedSlot => ({
  slotType,
  start,
  deliveryChargePence: 0,
});

function conflictsOf(p: ConflictProduct, s: BookedSlot | null = null, amount = 1, now = NOW) {
  return trolleyConflicts({ lines: [lineOf(p, amount)], products: [p], slot: s, now });
}

const christmas = {
  restrictionId: 'CHRISTMAS-2026',
  startDate: '2026-12-20',
  endDate: '2026-12-24',
  cutOffDate: '2026-12-15',
};

describe('trolleyConflicts: availability', () => {
  it('finds nothing wrong with an available product', () => {
    expect(conflictsOf(product())).toEqual({
      conflicts: [],
      trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: 1 },
    });
  });

  it('makes a product sold out online a hard conflict to remove, grouped under Unavailable Item(s)', () => {
    const { conflicts, trolleyItemCounts } = conflictsOf(
      product({ availability: 'SOLD_OUT_ONLINE' }),
    );
    expect(conflicts).toEqual([
      expect.objectContaining({
        type: 'HARD',
        reason: 'SOLD_OUT_ONLINE',
        outOfStock: true,
        itemId: 1,
        lineNumber: '100001',
        productId: 'p1',
        addToTrolley: false,
        messages: expect.objectContaining({
          title: 'SOLD OUT ONLINE',
          longGroup: 'Unavailable Item(s)',
          longItem: 'Free range eggs',
          dismissal: 'Close',
        }),
        resolutionActions: [{ id: 'REMOVE_ITEM', message: 'Remove item' }],
        prohibitedActions: ['CHANGE_QUANTITY'],
      }),
    ]);
    expect(trolleyItemCounts).toEqual({ hardConflicts: 1, softConflicts: 0, noConflicts: 0 });
    const [conflict] = conflicts;
    expect(isConflictQuantityChangeable(conflict!)).toBe(false);
    expect(isConflictRemovable(conflict!)).toBe(true);
  });

  it('only warns about a temporarily unavailable product', () => {
    const { conflicts, trolleyItemCounts } = conflictsOf(
      product({ availability: 'TEMPORARILY_UNAVAILABLE' }),
    );
    expect(conflicts[0]).toMatchObject({
      type: 'SOFT',
      outOfStock: true,
      messages: { title: 'Temporarily unavailable' },
    });
    expect(trolleyItemCounts.softConflicts).toBe(1);
  });

  it('treats a product missing from the catalogue as not available, with the fallback name', () => {
    const line = lineOf(product());
    const result = trolleyConflicts({ lines: [line], products: [], slot: null, now: NOW });
    expect(result.conflicts[0]).toMatchObject({
      type: 'HARD',
      reason: 'NOT_SOLD',
      messages: {
        title: 'Sorry, this item is not available',
        longItem: 'Product name currently unavailable',
      },
    });
  });
});

describe('trolleyConflicts: restriction dates', () => {
  const turkey = product({ name: 'Bronze turkey', restriction: christmas });

  it('before a slot is booked, warns and suggests the dates it can come on', () => {
    const [conflict] = conflictsOf(turkey).conflicts;
    expect(conflict).toMatchObject({
      type: 'SOFT',
      reason: 'RESTRICTED_DATES',
      messages: {
        reason:
          'Bronze turkey is only available for delivery or collection from 20 December to 24 December.',
        aside: 'Order by 15 December.',
      },
      resolutionActions: [
        { id: 'BOOK_SLOT', message: 'Pick a slot' },
        { id: 'REMOVE_ITEM', message: 'Remove item' },
      ],
    });
    expect(conflict?.slotOptionDates).toHaveLength(SLOT_OPTION_DATES * 2);
    expect(conflict?.slotOptionDates.slice(0, 2)).toEqual([
      { date: '2026-12-20', type: 'DELIVERY' },
      { date: '2026-12-20', type: 'COLLECTION' },
    ]);
  });

  it("with a slot outside the dates: 'Choose another date or remove item', a hard conflict", () => {
    const [conflict] = conflictsOf(turkey, slot('DELIVERY', '2026-11-05T10:00:00Z')).conflicts;
    expect(conflict).toMatchObject({
      type: 'HARD',
      reason: 'OUTSIDE_RESTRICTED_DATES',
      messages: { title: 'Choose another date or remove item' },
      resolutionActions: [
        { id: 'CHANGE_SLOT_DATE', message: 'Change slot' },
        { id: 'REMOVE_ITEM', message: 'Remove item' },
      ],
    });
    expect(conflict?.slotOptionDates.map((d) => d.date)).toEqual([
      '2026-12-20',
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
    ]);
    expect(conflict?.slotOptionDates.every((d) => d.type === 'DELIVERY')).toBe(true);
  });

  it('is happy with a slot inside the dates, on the London calendar day', () => {
    expect(
      conflictsOf(turkey, slot('GROCERY_COLLECTION', '2026-12-22T10:00:00Z')).conflicts,
    ).toEqual([]);
    const summer = product({
      restriction: {
        ...christmas,
        startDate: '2026-07-01',
        endDate: '2026-07-03',
        cutOffDate: '2026-06-28',
      },
    });
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    const now = new Date('2026-06-20T09:00:00Z');
    expect(conflictsOf(summer, slot('DELIVERY', '2026-06-30T23:30:00Z'), 1, now).conflicts).toEqual(
      [],
    );
    expect(
      conflictsOf(summer, slot('DELIVERY', '2026-06-30T22:30:00Z'), 1, now).conflicts,
    ).toHaveLength(1);
  });

  it('after the order-by date the item can only be removed', () => {
    const late = new Date('2026-12-16T09:00:00Z');
    const [conflict] = conflictsOf(
      turkey,
      slot('DELIVERY', '2026-12-21T10:00:00Z'),
      1,
      late,
    ).conflicts;
    expect(conflict).toMatchObject({
      type: 'HARD',
      reason: 'PAST_CUT_OFF',
      messages: { reason: 'The last day to order Bronze turkey was 15 December.' },
      resolutionActions: [{ id: 'REMOVE_ITEM' }],
      prohibitedActions: ['CHANGE_QUANTITY', 'CHANGE_SLOT_DATE', 'BOOK_SLOT'],
    });
    expect(
      conflictsOf(turkey, null, 1, new Date('2026-12-15T20:00:00Z')).conflicts[0]?.reason,
    ).toBe('RESTRICTED_DATES');
  });
});

describe('trolleyConflicts: slot type and lead time', () => {
  it("refuses groceries in an entertaining collection slot: 'These slots are for collecting Entertaining items only'", () => {
    const [conflict] = conflictsOf(
      product(),
      slot('ENTERTAINING_COLLECTION', '2026-11-05T10:00:00Z'),
    ).conflicts;
    expect(conflict).toMatchObject({
      type: 'HARD',
      messages: { title: 'These slots are for collecting Entertaining items only' },
      resolutionActions: [{ id: 'CHANGE_SLOT_TYPE' }, { id: 'REMOVE_ITEM' }],
    });
  });

  it('refuses entertaining items on a delivery slot, but collects them with groceries', () => {
    const platter = product({ productType: 'E', name: 'Sushi platter' });
    expect(
      conflictsOf(platter, slot('DELIVERY', '2026-11-05T10:00:00Z')).conflicts[0],
    ).toMatchObject({
      type: 'HARD',
      reason: 'ENTERTAINING_NOT_DELIVERED',
    });
    expect(
      conflictsOf(platter, slot('GROCERY_COLLECTION', '2026-11-05T10:00:00Z')).conflicts,
    ).toEqual([]);
    expect(
      conflictsOf(platter, slot('ENTERTAINING_COLLECTION', '2026-11-05T10:00:00Z')).conflicts,
    ).toEqual([]);
  });

  it("needs the made-to-order item's notice before the slot, suggesting dates from the first possible", () => {
    const cake = product({ productType: 'L', leadTime: 3, name: 'Celebration cake' });
    const [conflict] = conflictsOf(
      cake,
      slot('GROCERY_COLLECTION', '2026-11-03T10:00:00Z'),
    ).conflicts;
    expect(conflict).toMatchObject({
      type: 'HARD',
      reason: 'LEAD_TIME',
      messages: {
        reason:
          "Celebration cake needs 3 days' notice. Choose a slot from 4 November or remove it.",
      },
      resolutionActions: [{ id: 'CHANGE_SLOT_DATE' }, { id: 'REMOVE_ITEM' }],
    });
    expect(conflict?.slotOptionDates[0]).toEqual({ date: '2026-11-04', type: 'COLLECTION' });
    expect(conflictsOf(cake, slot('GROCERY_COLLECTION', '2026-11-04T10:00:00Z')).conflicts).toEqual(
      [],
    );
    expect(conflictsOf(cake).conflicts).toEqual([]);
  });
});

describe('trolleyConflicts: product caps', () => {
  const capped = product({ cap: { amount: 6, uom: 'C62' } });

  it("makes a quantity over the cap a hard conflict whose title says 'you can only order'", () => {
    const [conflict] = conflictsOf(capped, null, 8).conflicts;
    expect(conflict).toMatchObject({
      type: 'HARD',
      reason: 'PRODUCT_CAP',
      messages: { title: 'Sorry, you can only order 6 of this item' },
      resolutionActions: [{ id: 'CHANGE_QUANTITY' }, { id: 'REMOVE_ITEM' }],
      prohibitedActions: [],
    });
    expect(isProductCapMessage(conflict?.messages.title)).toBe(true);
    expect(isConflictQuantityChangeable(conflict!)).toBe(true);
    expect(conflictsOf(capped, null, 6).conflicts).toEqual([]);
  });

  it('cuts a request down to the cap with the message the lightbox shows', () => {
    expect(capQuantity({ amount: 9, uom: 'C62' }, { amount: 6, uom: 'C62' })).toEqual({
      quantity: { amount: 6, uom: 'C62' },
      message: 'Sorry, you can only order 6 of this item',
    });
    expect(capQuantity({ amount: 3.5, uom: 'KGM' }, { amount: 2, uom: 'KGM' }).message).toBe(
      'Sorry, you can only order 2kg of this item',
    );
    expect(capQuantity({ amount: 3, uom: 'C62' }, { amount: 6, uom: 'C62' }).message).toBeNull();
    expect(capQuantity({ amount: 3, uom: 'KGM' }, { amount: 1, uom: 'C62' }).message).toBeNull();
    expect(isProductCapMessage('Something else')).toBe(false);
  });
});

describe('trolleyConflicts: the whole trolley', () => {
  it('lists hard conflicts first, skips lines at quantity 0 and marks the line being added', () => {
    const soldOut = product({
      productId: 'p2',
      lineNumber: '100002',
      availability: 'SOLD_OUT_ONLINE',
    });
    const soon = product({
      productId: 'p3',
      lineNumber: '100003',
      availability: 'TEMPORARILY_UNAVAILABLE',
    });
    const removed = product({
      productId: 'p4',
      lineNumber: '100004',
      availability: 'SOLD_OUT_ONLINE',
    });
    const result = trolleyConflicts({
      lines: [
        lineOf(soon, 1, 3),
        lineOf(soldOut, 2, 2),
        lineOf(removed, 0, 4),
        lineOf(product(), 1, 1),
      ],
      products: [soldOut, soon, removed, product()],
      slot: null,
      now: NOW,
      addingLineNumber: '100003',
    });
    expect(result.conflicts.map((c) => [c.lineNumber, c.type, c.addToTrolley])).toEqual([
      ['100002', 'HARD', false],
      ['100003', 'SOFT', true],
    ]);
    expect(result.trolleyItemCounts).toEqual({
      hardConflicts: 1,
      softConflicts: 1,
      noConflicts: 1,
    });
    expect(hasHardConflicts(result.conflicts)).toBe(true);
  });

  it('leaves Remove out of the actions in the variant without it', () => {
    const result = trolleyConflicts({
      lines: [lineOf(product({ availability: 'SOLD_OUT_ONLINE' }))],
      products: [product({ availability: 'SOLD_OUT_ONLINE' })],
      slot: null,
      now: NOW,
      offerRemove: false,
    });
    expect(result.conflicts[0]?.resolutionActions).toEqual([]);
  });

  it('proves every line with a quantity is counted once, whatever the order of the lines', () => {
    const anyProduct = fc.record({
      availability: fc.constantFrom(
        'AVAILABLE',
        'TEMPORARILY_UNAVAILABLE',
        'SOLD_OUT_ONLINE',
        'NOT_AVAILABLE',
      ),
      productType: fc.constantFrom('G', 'W', 'E', 'L'),
      leadTime: fc.constantFrom(null, 1, 4),
      restricted: fc.boolean(),
      cap: fc.constantFrom(null, 2),
      amount: fc.integer({ min: 0, max: 5 }),
    });
    const anySlot = fc.constantFrom(
      null,
      slot('DELIVERY', '2026-11-03T10:00:00Z'),
      slot('ENTERTAINING_COLLECTION', '2026-12-21T10:00:00Z'),
      slot('GROCERY_COLLECTION', '2026-12-22T10:00:00Z'),
    );
    fc.assert(
      fc.property(
        fc.array(anyProduct, { maxLength: 12 }),
        anySlot,
        fc.integer(),
        (drafts, s, seed) => {
          const products = drafts.map((d, i) =>
            product({
              productId: `p${i}`,
              lineNumber: String(200_000 + i),
              availability: d.availability as ConflictProduct['availability'],
              productType: d.productType as ConflictProduct['productType'],
              leadTime: d.leadTime,
              restriction: d.restricted ? christmas : null,
              cap: d.cap === null ? null : { amount: d.cap, uom: 'C62' },
            }),
          );
          const lines = drafts.map((d, i) => lineOf(products[i]!, d.amount, i + 1));
          const result = trolleyConflicts({ lines, products, slot: s, now: NOW });
          const { hardConflicts, softConflicts, noConflicts } = result.trolleyItemCounts;
          expect(hardConflicts + softConflicts + noConflicts).toBe(
            drafts.filter((d) => d.amount > 0).length,
          );
          const rotated = lines.map((_, i) => lines[(i + Math.abs(seed)) % lines.length]!);
          expect(trolleyConflicts({ lines: rotated, products, slot: s, now: NOW })).toEqual(result);
        },
      ),
    );
  });
});

describe('the resolution actions offered', () => {
  const conflict = {
    resolutionActions: [
      { id: 'CHANGE_QUANTITY' as const, message: 'Change quantity' },
      { id: 'REMOVE_ITEM' as const, message: 'Remove' },
    ],
  };
  it('are all of them, except Remove in the experiment’s variant', () => {
    expect(offeredResolutionActions(conflict, { withoutRemove: false }).map((a) => a.id)).toEqual([
      'CHANGE_QUANTITY',
      'REMOVE_ITEM',
    ]);
    expect(offeredResolutionActions(conflict, { withoutRemove: true }).map((a) => a.id)).toEqual([
      'CHANGE_QUANTITY',
    ]);
  });
});
