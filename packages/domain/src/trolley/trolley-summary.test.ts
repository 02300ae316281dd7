import { describe, expect, it } from 'vitest';
import { trolleyItemCount, viewerTrolleyOf } from './trolley-summary.ts';

const line = (lineNumber: string, amount: number, uom: 'C62' | 'KGM' | 'GRM' | 'LBR') => ({
  trolleyItemId: Number(lineNumber),
  lineNumber,
  productId: `${lineNumber}-P`,
  quantity: { amount, uom },
  canSubstitute: true,
  noteToShopper: null,
  personalisedMessage: null,
});

describe('the header trolley count', () => {
  it('counts items by quantity, a weighed line once, and a line at 0 not at all', () => {
    expect(
      trolleyItemCount([
        { quantity: { amount: 3, uom: 'C62' } },
        { quantity: { amount: 0.5, uom: 'KGM' } },
        { quantity: { amount: 300, uom: 'GRM' } },
        { quantity: { amount: 2, uom: 'LBR' } },
        { quantity: { amount: 0, uom: 'C62' } },
      ]),
    ).toBe(6);
    expect(trolleyItemCount([])).toBe(0);
  });

  it('gives the viewer the order, count, item total after offers and the lines', () => {
    const viewer = viewerTrolleyOf({
      orderId: '10000001',
      trolleyItems: [line('111', 2, 'C62'), line('222', 1.5, 'KGM')],
      trolleyTotals: { itemTotalEstimatedCost: { amount: 1234, currencyCode: 'GBP' } },
    });
    expect(viewer).toEqual({
      orderId: '10000001',
      itemCount: 3,
      total: 1234,
      lines: [line('111', 2, 'C62'), line('222', 1.5, 'KGM')],
    });
  });
});
