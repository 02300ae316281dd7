/**
 * The demo bundles (spec doc 3 §2, §3 Bundle: title, groups with products and thresholds;
 * decision 0092): each group takes the most popular products of a catalogue category, so the
 * bundles follow whatever catalogue was generated. Christmas bundles live under
 * `bundles/christmas/{bundleName}`.
 */
export interface BundleDefinition {
  /** The `{bundleName}` path segment. */
  name: string;
  title: string;
  christmas: boolean;
  groups: readonly {
    title: string;
    threshold: number;
    /** Lower-cased path below /shop/browse. */
    categoryPath: string;
  }[];
}

/** Products each group shows. */
export const BUNDLE_GROUP_PRODUCTS = 12;

export const BUNDLES: readonly BundleDefinition[] = [
  {
    name: 'picnic',
    title: 'Picnic bundle',
    christmas: false,
    groups: [
      { title: 'Bakery', threshold: 2, categoryPath: 'groceries/bakery' },
      {
        title: 'Fruit and vegetables',
        threshold: 1,
        categoryPath: 'groceries/fruit_and_vegetables',
      },
      { title: 'Drinks', threshold: 2, categoryPath: 'groceries/tea_coffee_and_soft_drinks' },
    ],
  },
  {
    name: 'wine-night',
    title: 'Wine night',
    christmas: false,
    groups: [
      { title: 'Wine', threshold: 2, categoryPath: 'groceries/beer_wine_and_spirits' },
      { title: 'Bakery', threshold: 1, categoryPath: 'groceries/bakery' },
    ],
  },
  {
    name: 'christmas-dinner',
    title: 'Christmas dinner',
    christmas: true,
    groups: [
      { title: 'Christmas food', threshold: 2, categoryPath: 'groceries/christmas' },
      { title: 'Vegetables', threshold: 3, categoryPath: 'groceries/fruit_and_vegetables' },
      { title: 'Drinks', threshold: 1, categoryPath: 'groceries/beer_wine_and_spirits' },
    ],
  },
];
