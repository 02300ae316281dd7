import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url.ts';

const origin = 'https://shop.example.co.uk';

describe('canonicalUrl', () => {
  it('lower-cases the path and drops the trailing slash and query', () => {
    expect(canonicalUrl('/ecom/shop/browse/Groceries/Fresh_And_Chilled/', origin)).toBe(
      'https://shop.example.co.uk/ecom/shop/browse/groceries/fresh_and_chilled',
    );
  });

  it('covers products, entertaining, offers and meal deals', () => {
    expect(canonicalUrl('/ecom/products/milk/123-45', origin)).toBe(
      `${origin}/ecom/products/milk/123-45`,
    );
    expect(canonicalUrl('/ecom/shop/browse/entertaining', origin)).toBe(
      `${origin}/ecom/shop/browse/entertaining`,
    );
    expect(canonicalUrl('/ecom/shop/offers/42', origin)).toBe(`${origin}/ecom/shop/offers/42`);
    expect(canonicalUrl('/ecom/shop/featured/meal-deals/dine-in', origin)).toBe(
      `${origin}/ecom/shop/featured/meal-deals/dine-in`,
    );
  });

  it('covers recipe pages, whatever their servings and swaps', () => {
    expect(canonicalUrl('/ecom/recipe/chilli-con-carne', origin)).toBe(
      `${origin}/ecom/recipe/chilli-con-carne`,
    );
    expect(canonicalUrl('/ecom/recipes', origin)).toBeNull();
  });

  it('gives no canonical link to other pages', () => {
    expect(canonicalUrl('/ecom', origin)).toBeNull();
    expect(canonicalUrl('/ecom/shop/search', origin)).toBeNull();
    expect(canonicalUrl('/ecom/shop/browse/offers/dairy_offers', origin)).toBeNull();
    expect(canonicalUrl('/ecom/productsfoo', origin)).toBeNull();
  });
});
