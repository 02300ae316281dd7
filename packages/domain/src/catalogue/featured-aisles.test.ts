import { describe, expect, it } from 'vitest';
import {
  allFeaturedAisles,
  featuredAisleOf,
  featuredAislePath,
  featuredAisleTitle,
  isFeaturedRoot,
} from './featured-aisles.ts';

describe('featured aisles', () => {
  it('reads the aisle from the path segment after the root: none is the featured page, `new` the New aisle', () => {
    expect(featuredAisleOf(undefined)).toBe('featured');
    expect(featuredAisleOf('')).toBe('featured');
    expect(featuredAisleOf('new')).toBe('new');
    expect(featuredAisleOf('New')).toBeNull();
    expect(featuredAisleOf('featured')).toBeNull();
    expect(isFeaturedRoot('groceries')).toBe(true);
    expect(isFeaturedRoot('offers')).toBe(false);
    expect(isFeaturedRoot(undefined)).toBe(false);
  });

  it('gives the header’s New its address, and a category filter as a query parameter', () => {
    expect(featuredAislePath('groceries', 'new')).toBe('/ecom/shop/featured/groceries/new');
    expect(featuredAislePath('entertaining', 'featured')).toBe('/ecom/shop/featured/entertaining');
    expect(featuredAislePath('groceries', 'new', 'a b')).toBe(
      '/ecom/shop/featured/groceries/new?category=a%20b',
    );
    expect(featuredAisleTitle('groceries', 'new')).toBe('New');
  });

  it('lists each root’s featured page before its New aisle', () => {
    expect(allFeaturedAisles()).toEqual([
      { root: 'groceries', aisle: 'featured' },
      { root: 'groceries', aisle: 'new' },
      { root: 'entertaining', aisle: 'featured' },
      { root: 'entertaining', aisle: 'new' },
    ]);
  });
});
