import { describe, expect, it } from 'vitest';
import { INITIAL_TROLLEY_QUEUE, trolleyQueueStep } from './trolley-queue.ts';
import { isAddLoading, trolleyItemCount, viewerTrolleyOf } from './trolley-summary.ts';

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

describe('an add loading', () => {
  it('is an add in flight or waiting its turn, not a change of a line already there', () => {
    const loaded = trolleyQueueStep(INITIAL_TROLLEY_QUEUE, {
      type: 'LOADED',
      items: [line('111', 1, 'C62')],
    }).state;
    expect(isAddLoading(loaded)).toBe(false);
    const adding = trolleyQueueStep(loaded, {
      type: 'CHANGE',
      change: { lineNumber: '222', productId: '222-P', quantity: { amount: 1, uom: 'C62' } },
    }).state;
    expect(adding.inFlight?.call.kind).toBe('ADD_ITEM');
    expect(isAddLoading(adding)).toBe(true);
    const waiting = trolleyQueueStep(adding, {
      type: 'CHANGE',
      change: { lineNumber: '333', productId: '333-P', quantity: { amount: 1, uom: 'C62' } },
    }).state;
    const answered = trolleyQueueStep(waiting, {
      type: 'CALL_SUCCEEDED',
      requestId: adding.inFlight?.requestId ?? 0,
      items: [line('222', 1, 'C62')],
    }).state;
    expect(isAddLoading(answered)).toBe(true);
    const stepping = trolleyQueueStep(loaded, {
      type: 'CHANGE',
      change: { lineNumber: '111', productId: '111-P', quantity: { amount: 2, uom: 'C62' } },
    }).state;
    expect(isAddLoading(stepping)).toBe(false);
  });
});
