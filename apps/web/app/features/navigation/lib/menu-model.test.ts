import type { Taxonomy, TaxonomyCategory } from '@grocer/domain/catalogue/catalogue.types';
import { describe, expect, it } from 'vitest';
import { buildMenuTree, menuLevel, offersHref } from './menu-model.ts';

function category(
  id: string,
  name: string,
  path: string,
  categoryIds: string[] = [],
  extra: Partial<TaxonomyCategory> = {},
): TaxonomyCategory {
  return {
    id,
    parentId: null,
    name,
    shortName: null,
    pageTitle: null,
    url: `/ecom/shop/browse/${path}`,
    categoryIds,
    emptyOfProducts: false,
    hiddenInNav: false,
    iconName: null,
    offer: false,
    banner: null,
    ...extra,
  };
}

const taxonomy: Taxonomy = {
  rootId: '10051',
  categories: {
    '10051': category('10051', 'Groceries', 'groceries', ['1', '2', '3', '4']),
    '1': category('1', 'Fresh & Chilled', 'groceries/fresh_and_chilled', ['11', '12']),
    '11': category('11', 'Milk', 'groceries/fresh_and_chilled/milk', ['111']),
    '111': category('111', 'Whole Milk', 'groceries/fresh_and_chilled/milk/whole_milk', ['1111']),
    '1111': category('1111', 'Organic', 'groceries/fresh_and_chilled/milk/whole_milk/organic'),
    '12': category('12', 'Cheese', 'groceries/fresh_and_chilled/cheese', [], {
      emptyOfProducts: true,
    }),
    '2': category('2', 'Bakery', 'groceries/bakery'),
    '3': category('3', 'Secret', 'groceries/secret', ['31'], { hiddenInNav: true }),
    '31': category('31', 'Under secret', 'groceries/secret/under'),
    '4': category('4', 'Frozen', 'groceries/frozen', ['41']),
    '41': category('41', 'Ice Cream', 'groceries/frozen/ice_cream', [], { hiddenInNav: true }),
  },
};

describe('buildMenuTree', () => {
  const tree = buildMenuTree(taxonomy);

  it('lists the root children, leaving out hidden and empty categories', () => {
    expect(tree.map((entry) => entry.name)).toEqual(['Fresh & Chilled', 'Bakery', 'Frozen']);
    const fresh = tree[0]!;
    expect(fresh.children.map((entry) => entry.name)).not.toContain('Cheese');
  });

  it('starts each opened level with View all and Offers entries', () => {
    const fresh = tree[0]!;
    expect(fresh.children.slice(0, 2)).toMatchObject([
      {
        id: '1_ALL',
        name: 'View all Fresh & Chilled',
        href: '/ecom/shop/browse/groceries/fresh_and_chilled',
        kind: 'view-all',
      },
      {
        id: '1_OFFERS',
        name: 'Fresh & Chilled Offers',
        href: '/ecom/shop/browse/offers/fresh_and_chilled_offers?categoryId=1',
        kind: 'offers',
      },
    ]);
  });

  it('stops at three levels, so the third level is made of links', () => {
    const milk = menuLevel(tree, ['1']).find((entry) => entry.id === '11')!;
    const wholeMilk = milk.children.find((entry) => entry.id === '111')!;
    expect(wholeMilk.children).toEqual([]);
    expect(milk.children[1]!.href).toBe(
      '/ecom/shop/browse/offers/fresh_and_chilled_offers/milk_offers?categoryId=11',
    );
  });

  it('makes a category whose children are all hidden a plain link', () => {
    const frozen = tree.find((entry) => entry.id === '4')!;
    expect(frozen.children).toEqual([]);
    expect(tree.find((entry) => entry.id === '2')!.children).toEqual([]);
  });

  it('respects a smaller depth', () => {
    expect(buildMenuTree(taxonomy, 1).every((entry) => entry.children.length === 0)).toBe(true);
  });

  it('returns nothing when the root is missing', () => {
    expect(buildMenuTree({ rootId: 'nope', categories: {} })).toEqual([]);
  });
});

describe('menuLevel', () => {
  const tree = buildMenuTree(taxonomy);

  it('walks down the opened categories', () => {
    expect(menuLevel(tree, []).map((entry) => entry.id)).toEqual(['1', '2', '4']);
    expect(menuLevel(tree, ['1', '11']).map((entry) => entry.id)).toEqual([
      '11_ALL',
      '11_OFFERS',
      '111',
    ]);
  });

  it('stops at the last level that exists', () => {
    expect(menuLevel(tree, ['1', 'missing']).map((entry) => entry.id)).toEqual([
      '1_ALL',
      '1_OFFERS',
      '11',
    ]);
  });
});

describe('offersHref', () => {
  it('encodes the category id', () => {
    expect(offersHref(category('a b', 'Tea', 'groceries/tea'))).toBe(
      '/ecom/shop/browse/offers/tea_offers?categoryId=a%20b',
    );
  });
});
