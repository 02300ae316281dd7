import { describe, expect, it } from 'vitest';
import type { Purchase } from '../favourites/purchase-frequency.ts';
import {
  addMoreText,
  missedFavourites,
  missedOffers,
  oftenBoughtWith,
  suggestable,
} from './interstitial-suggestions.ts';

describe('missedOffers', () => {
  it('counts the items an untriggered offer holds across lines and asks for the rest', () => {
    const offers = missedOffers([
      { lineNumber: 'a', items: 1, untriggered: [{ id: 7, description: '3 for 2', threshold: 3 }] },
      { lineNumber: 'b', items: 1, untriggered: [{ id: 7, description: '3 for 2', threshold: 3 }] },
      { lineNumber: 'c', items: 2, untriggered: [] },
    ]);
    expect(offers).toEqual([
      { promotionId: 7, description: '3 for 2', lineNumbers: ['a', 'b'], itemsNeeded: 1 },
    ]);
    expect(addMoreText(offers[0] as (typeof offers)[0])).toBe('Add 1 more to get 3 for 2');
  });

  it('leaves out offers without a set to complete (meal deals, single items)', () => {
    expect(
      missedOffers([
        {
          lineNumber: 'a',
          items: 1,
          untriggered: [
            { id: 1, description: 'Meal deal', threshold: null },
            { id: 2, description: 'Save 10%', threshold: 1 },
          ],
        },
      ]),
    ).toEqual([]);
  });
});

const p = (lineNumber: string, shopId: string, at = '2026-10-01T10:00:00Z'): Purchase => ({
  lineNumber,
  shopId,
  channel: 'ONLINE',
  at,
  quantity: { amount: 1, uom: 'C62' },
});

describe('oftenBoughtWith', () => {
  it('ranks products by the shops they shared with a trolley product, never one in the trolley', () => {
    const purchases = [
      p('milk', 's1'),
      p('bread', 's1'),
      p('jam', 's1'),
      p('milk', 's2'),
      p('bread', 's2'),
      p('eggs', 's3'),
      p('tea', 's3'),
    ];
    expect(oftenBoughtWith(purchases, new Set(['milk']), 10)).toEqual(['bread', 'jam']);
    expect(oftenBoughtWith(purchases, new Set(['milk', 'bread']), 1)).toEqual(['jam']);
  });
});

describe('missedFavourites', () => {
  it('keeps usual and chosen products that are not in the trolley', () => {
    const frequencies = [
      {
        lineNumber: 'a',
        timesBought: 5,
        boughtOnline: true,
        boughtInBranch: false,
        lastBought: '',
      },
      {
        lineNumber: 'b',
        timesBought: 1,
        boughtOnline: true,
        boughtInBranch: false,
        lastBought: '',
      },
      {
        lineNumber: 'c',
        timesBought: 3,
        boughtOnline: true,
        boughtInBranch: false,
        lastBought: '',
      },
    ];
    expect(missedFavourites(frequencies, ['d', 'a'], new Set(['c']), 10)).toEqual(['a', 'd']);
  });
});

describe('suggestable', () => {
  it('is only an available product', () => {
    expect(suggestable({ availability: 'AVAILABLE' })).toBe(true);
    expect(suggestable({ availability: 'SOLD_OUT_ONLINE' })).toBe(false);
    expect(suggestable({ availability: 'TEMPORARILY_UNAVAILABLE' })).toBe(false);
  });
});
