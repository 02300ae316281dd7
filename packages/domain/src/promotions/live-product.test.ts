import { describe, expect, it } from 'vitest';
import type { Product, ProductPromotion } from '../catalogue/catalogue.types.ts';
import { liveProduct } from './live-product.ts';

const promotion = (promotionId: number) => ({ promotionId }) as ProductPromotion;
// Only `promotions` matters to the rule; the rest of a product is not read.
const product = { lineNumber: '1', promotions: [promotion(1), promotion(2)] } as Product;
const thisWeek = {
  start: Date.parse('2026-11-22T00:00:00Z'),
  expiry: Date.parse('2026-11-29T00:00:00Z'),
};
const nextWeek = { start: thisWeek.expiry, expiry: Date.parse('2026-12-06T00:00:00Z') };

describe('liveProduct', () => {
  it('proves a kept product shows each promotion only inside its window', () => {
    const dated = { product, windows: [thisWeek, nextWeek] };
    const ids = (at: string) =>
      liveProduct(dated, new Date(at)).promotions.map((p) => p.promotionId);
    expect(ids('2026-11-21T23:59:59Z')).toEqual([]);
    expect(ids('2026-11-22T00:00:00Z')).toEqual([1]);
    expect(ids('2026-11-29T00:00:00Z')).toEqual([2]);
    expect(ids('2026-12-06T00:00:00Z')).toEqual([]);
  });

  it('proves the same product object comes back when every promotion is live', () => {
    const dated = { product, windows: [thisWeek, thisWeek] };
    expect(liveProduct(dated, new Date('2026-11-23T12:00:00Z'))).toBe(product);
  });
});
