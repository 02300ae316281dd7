import type { Taxonomy, TaxonomyCategory } from '@grocer/domain/catalogue/catalogue.types';

/** Spec doc 3 §9: the Groceries menu shows at most 3 levels below the root. */
export const GROCERIES_MENU_DEPTH = 3;

export type MenuEntryKind = 'category' | 'view-all' | 'offers';

export interface MenuEntry {
  id: string;
  name: string;
  href: string;
  kind: MenuEntryKind;
  /** The next level: empty for a leaf, or for a category at the deepest level shown. */
  children: MenuEntry[];
}

const BROWSE_PREFIX = '/ecom/shop/browse/';

/**
 * Offer paths have one `{segment}_offers` segment per category below the root, with the
 * category id as a query parameter (spec doc 3 §2).
 */
export function offersHref(category: TaxonomyCategory): string {
  const segments = category.url
    .toLowerCase()
    .replace(BROWSE_PREFIX, '')
    .split('/')
    .filter(Boolean)
    .slice(1)
    .map((segment) => `${segment}_offers`);
  return `${BROWSE_PREFIX}offers/${segments.join('/')}?categoryId=${encodeURIComponent(category.id)}`;
}

function isShown(category: TaxonomyCategory | undefined): category is TaxonomyCategory {
  return category !== undefined && !category.hiddenInNav && !category.emptyOfProducts;
}

function entriesBelow(
  taxonomy: Taxonomy,
  parent: TaxonomyCategory,
  depth: number,
  maxDepth: number,
) {
  const entries: MenuEntry[] = [];
  for (const id of parent.categoryIds) {
    const category = taxonomy.categories[id];
    if (!isShown(category)) continue;
    const children = depth < maxDepth ? entriesBelow(taxonomy, category, depth + 1, maxDepth) : [];
    entries.push({
      id: category.id,
      name: category.name,
      href: category.url,
      kind: 'category',
      // A category opens a level only when something is shown in it.
      children:
        children.length > 0
          ? [
              {
                id: `${category.id}_ALL`,
                name: `View all ${category.name}`,
                href: category.url,
                kind: 'view-all',
                children: [],
              },
              {
                id: `${category.id}_OFFERS`,
                name: `${category.name} Offers`,
                href: offersHref(category),
                kind: 'offers',
                children: [],
              },
              ...children,
            ]
          : [],
    });
  }
  return entries;
}

/**
 * The Groceries menu as a tree: the first level is the root's visible children. Categories
 * hidden in navigation or empty of products are left out with everything below them; each
 * category that opens a level starts it with generated 'View all {name}' and '{name} Offers'
 * entries.
 */
export function buildMenuTree(taxonomy: Taxonomy, maxDepth = GROCERIES_MENU_DEPTH): MenuEntry[] {
  const root = taxonomy.categories[taxonomy.rootId];
  if (!root) return [];
  return entriesBelow(taxonomy, root, 1, maxDepth);
}

/**
 * The entries shown for a path of opened category ids: `[]` is the first level, `[a]` the
 * level under `a`, and so on. Ids that do not lead anywhere stop the walk at the last good level.
 */
export function menuLevel(tree: MenuEntry[], openedIds: readonly string[]): MenuEntry[] {
  let level = tree;
  for (const id of openedIds) {
    const next = level.find((entry) => entry.id === id);
    if (!next || next.children.length === 0) break;
    level = next.children;
  }
  return level;
}

/** A section of links staff manage beside the categories: the middle or the seasonal menu. */
export interface MenuLinkSection {
  id: 'middle' | 'seasonal';
  title: string;
  links: { label: string; href: string }[];
}
