import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../test/product-fixture.ts';
import { toProductCardView, withCardViews } from './product-card-view.ts';

describe('toProductCardView', () => {
  it('keeps only what a card shows, worked out from the product', () => {
    const view = toProductCardView(makeProduct());
    expect(view).toMatchObject({
      name: 'Mature Cheddar Cheese',
      href: '/ecom/products/mature-cheddar-cheese/1001-501',
      rating: { average: 4.3, count: 12 },
      price: 350,
      unitPrice: '£8.75/kg',
      canAdd: true,
    });
    // What the card lacks is left out, not sent empty.
    expect(view).not.toHaveProperty('badge');
    expect(view).not.toHaveProperty('promotions');
    expect(view).not.toHaveProperty('wasPrice');
    expect(view).not.toHaveProperty('description');
    expect(view).not.toHaveProperty('weights');
  });

  it('has no rating without reviews', () => {
    const product = makeProduct();
    product.reviews = { averageRating: 0, reviewCount: 0 };
    expect(toProductCardView(product)).not.toHaveProperty('rating');
  });

  it('replaces a listing’s products with card views and keeps its other fields', () => {
    const listing = withCardViews({ products: [makeProduct()], totalMatches: 1, start: 0 });
    expect(listing.totalMatches).toBe(1);
    expect(listing.products[0]?.trolley).toEqual({
      lineNumber: makeProduct().lineNumber,
      defaultQuantity: makeProduct().defaultQuantity,
    });
  });
});
