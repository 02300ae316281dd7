import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byFrequency,
  FREQUENCY_WINDOW_DAYS,
  type Purchase,
  purchaseFrequency,
} from './purchase-frequency.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-02T09:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

function bought(
  lineNumber: string,
  shopId: string,
  at: Date,
  channel: Purchase['channel'] = 'ONLINE',
  amount = 1,
): Purchase {
  return { lineNumber, shopId, channel, at, quantity: { amount, uom: 'C62' } };
}

describe('purchaseFrequency', () => {
  it('proves each shop that bought a product counts once, online and in a branch alike', () => {
    const frequency = purchaseFrequency(
      [
        bought('1', 'o1', daysAgo(20)),
        bought('1', 'o1', daysAgo(20)),
        bought('1', 'o2', daysAgo(13)),
        bought('1', 'r1', daysAgo(6), 'BRANCH'),
        bought('2', 'r1', daysAgo(6), 'BRANCH'),
      ],
      now,
    );
    expect(frequency.get('1')).toMatchObject({
      timesBought: 3,
      boughtOnline: true,
      boughtInBranch: true,
      lastBought: daysAgo(6).toISOString(),
    });
    expect(frequency.get('2')).toMatchObject({
      timesBought: 1,
      boughtOnline: false,
      boughtInBranch: true,
    });
  });

  it('proves purchases after now or older than the window do not count', () => {
    const frequency = purchaseFrequency(
      [
        bought('1', 'old', daysAgo(FREQUENCY_WINDOW_DAYS + 1)),
        bought('1', 'new', daysAgo(1)),
        bought('2', 'future', new Date(now.getTime() + DAY)),
      ],
      now,
    );
    expect(frequency.get('1')?.timesBought).toBe(1);
    expect(frequency.has('2')).toBe(false);
    // Moving the clock on counts the future purchase, and lets the old ones fade.
    const later = purchaseFrequency(
      [bought('2', 'future', new Date(now.getTime() + DAY))],
      new Date(now.getTime() + 2 * DAY),
    );
    expect(later.get('2')?.timesBought).toBe(1);
  });

  it('proves timesBought never exceeds the shops, and adding a purchase never lowers a count', () => {
    const purchase = fc.record({
      lineNumber: fc.constantFrom('1', '2', '3'),
      shopId: fc.constantFrom('a', 'b', 'c', 'd'),
      channel: fc.constantFrom<Purchase['channel']>('ONLINE', 'BRANCH'),
      at: fc.integer({ min: 0, max: 500 }).map(daysAgo),
      quantity: fc.record({ amount: fc.integer({ min: 1, max: 5 }), uom: fc.constant('C62') }),
    });
    fc.assert(
      fc.property(fc.array(purchase, { maxLength: 30 }), purchase, (purchases, extra) => {
        const before = purchaseFrequency(purchases, now);
        const after = purchaseFrequency([...purchases, extra], now);
        for (const [lineNumber, frequency] of before) {
          expect(frequency.timesBought).toBeGreaterThanOrEqual(1);
          expect(frequency.timesBought).toBeLessThanOrEqual(8);
          expect(after.get(lineNumber)?.timesBought ?? 0).toBeGreaterThanOrEqual(
            frequency.timesBought,
          );
        }
      }),
    );
  });
});

describe('byFrequency', () => {
  it('proves more shops come first, then the latest bought, and the order is total', () => {
    const frequency = purchaseFrequency(
      [
        bought('1', 'a', daysAgo(3)),
        bought('2', 'a', daysAgo(3)),
        bought('2', 'b', daysAgo(10)),
        bought('3', 'c', daysAgo(1)),
        bought('4', 'c', daysAgo(1)),
      ],
      now,
    );
    expect([...frequency.values()].sort(byFrequency).map((f) => f.lineNumber)).toEqual([
      '2',
      '3',
      '4',
      '1',
    ]);
  });
});
