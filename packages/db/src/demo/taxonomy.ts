import { categoryUrlName } from '@grocer/domain/catalogue/catalogue-urls';
import type { categories } from '../schema/catalogue.ts';
import { hashString } from './prng.ts';
import { type KindKey, PRODUCT_KINDS, type ProductKind } from './product-kinds.ts';
import {
  type AisleSpec,
  ENTERTAINING,
  ENTERTAINING_ROOT,
  GROCERIES,
  GROCERIES_ROOT,
  type Mode,
} from './taxonomy-spec.ts';

export type CategoryRow = typeof categories.$inferInsert & { emptyOfProducts: boolean };

export interface Noun {
  text: string;
  icon: string;
  /** Pack sizes for this noun alone, when the kind's sizes would not fit (syrup is not sold in tablets). */
  sizes: readonly (readonly [label: string, pence: number])[] | null;
}

/** A shelf that products are generated onto. */
export interface LeafPlan {
  id: string;
  name: string;
  path: string;
  kindKey: KindKey;
  kind: ProductKind;
  icon: string;
  nouns: Noun[];
  mode: Mode | undefined;
  /** Ids from the root down to this leaf: the product is listed under each. */
  categoryIds: string[];
  /** Left empty on purpose (out of season). */
  empty: boolean;
  /** Relative share of the catalogue this shelf gets. */
  weight: number;
}

export interface DemoTaxonomy {
  categories: CategoryRow[];
  leaves: LeafPlan[];
}

const SHORT_NAMES: Record<string, string> = {
  'Tea, Coffee & Soft Drinks': 'Tea & Coffee',
  'Toiletries, Health & Beauty': 'Health & Beauty',
  'Beer, Wine & Spirits': 'Drinks',
  'Fruit & Vegetables': 'Fruit & Veg',
};

/**
 * Builds the category tree. It does not depend on the seed or the catalogue size, so category
 * ids and paths stay the same between seeds and tests can name them. Ids are derived from the
 * path, so adding a shelf does not renumber the others.
 */
export function buildTaxonomy(): DemoTaxonomy {
  const rows: CategoryRow[] = [];
  const leaves: LeafPlan[] = [];
  const usedIds = new Set<string>([GROCERIES_ROOT.id, ENTERTAINING_ROOT.id]);
  for (const top of GROCERIES) if (top.id) usedIds.add(top.id);

  function idFor(path: string, fixed?: string): string {
    if (fixed) return fixed;
    let n = 100_000 + (hashString(path) % 900_000);
    while (usedIds.has(String(n))) n = n === 999_999 ? 100_000 : n + 1;
    const id = String(n);
    usedIds.add(id);
    return id;
  }

  function addCategory(input: {
    id: string;
    parent: CategoryRow | null;
    name: string;
    position: number;
    hidden?: boolean;
    icon?: string;
    banner?: { heading: string; subheading?: string } | null;
  }): CategoryRow {
    const urlName = categoryUrlName(input.name);
    const row: CategoryRow = {
      id: input.id,
      parentId: input.parent?.id ?? null,
      name: input.name,
      shortName: SHORT_NAMES[input.name] ?? null,
      pageTitle: input.name,
      urlName,
      path: input.parent ? `${input.parent.path}/${urlName}` : urlName,
      depth: input.parent ? input.parent.depth + 1 : 0,
      position: input.position,
      hiddenInNav: input.hidden ?? false,
      emptyOfProducts: false,
      iconName: input.icon ?? null,
      banner: input.banner ?? null,
    };
    rows.push(row);
    return row;
  }

  function addAisles(
    parent: CategoryRow,
    ancestors: string[],
    aisles: readonly AisleSpec[],
    topMode?: Mode,
  ) {
    aisles.forEach(([aisleName, leafLines, aisleMode], aislePosition) => {
      const aislePath = `${parent.path}/${categoryUrlName(aisleName)}`;
      const aisle = addCategory({
        id: idFor(aislePath),
        parent,
        name: aisleName,
        position: aislePosition,
      });
      leafLines.forEach((line, leafPosition) => {
        const spec = parseLeaf(line);
        const path = `${aisle.path}/${categoryUrlName(spec.name)}`;
        const leafRow = addCategory({
          id: idFor(path),
          parent: aisle,
          name: spec.name,
          position: leafPosition,
          hidden: spec.hidden,
          icon: spec.icon,
        });
        if (aisle.iconName === null) aisle.iconName = spec.icon;
        leaves.push({
          id: leafRow.id,
          name: spec.name,
          path: leafRow.path,
          kindKey: spec.kindKey,
          kind: spec.kind,
          icon: spec.icon,
          nouns: spec.nouns,
          mode: aisleMode ?? topMode,
          categoryIds: [...ancestors, aisle.id, leafRow.id],
          empty: spec.empty,
          weight: leafWeight(spec.kind, spec.nouns.length, aisleMode ?? topMode),
        });
      });
    });
  }

  const groceries = addCategory({
    id: GROCERIES_ROOT.id,
    parent: null,
    name: GROCERIES_ROOT.name,
    position: 0,
    icon: 'shopping-cart',
  });
  GROCERIES.forEach((top, position) => {
    const path = `${groceries.path}/${categoryUrlName(top.name)}`;
    const row = addCategory({
      id: idFor(path, top.id),
      parent: groceries,
      name: top.name,
      position,
      icon: top.icon,
      banner: top.banner ?? null,
    });
    addAisles(row, [groceries.id, row.id], top.aisles, top.mode);
  });

  const entertaining = addCategory({
    id: ENTERTAINING_ROOT.id,
    parent: null,
    name: ENTERTAINING_ROOT.name,
    position: 1,
    icon: 'party-popper',
    banner: {
      heading: 'Entertaining made easy',
      subheading: 'Order party food, platters and cakes ahead',
    },
  });
  addAisles(entertaining, [entertaining.id], ENTERTAINING);

  return { categories: rows, leaves };
}

interface LeafSpec {
  name: string;
  kindKey: KindKey;
  kind: ProductKind;
  icon: string;
  nouns: Noun[];
  hidden: boolean;
  empty: boolean;
}

function parseLeaf(line: string): LeafSpec {
  let text = line;
  const hidden = text.startsWith('!');
  const empty = text.startsWith('~');
  if (hidden || empty) text = text.slice(1);
  const [name = '', rest = ''] = text.split(' = ');
  const [kindPart = '', nounPart] = rest.split(' : ');
  const [kindKey = '', leafIcon] = kindPart.split('@');
  if (!(kindKey in PRODUCT_KINDS))
    throw new Error(`Unknown product kind '${kindKey}' in '${line}'`);
  const kind: ProductKind = PRODUCT_KINDS[kindKey as KindKey];
  const icon = leafIcon ?? kind.icon;
  const nouns = (nounPart ? nounPart.split(', ') : [name]).map((entry): Noun => {
    const [nounAndSizes = '', nounIcon] = entry.split('@');
    const [noun = '', sizeList] = nounAndSizes.split('#');
    const sizes = sizeList?.split('/').map((size) => {
      const [label = '', pence] = size.split('=');
      if (!label || !Number(pence)) throw new Error(`Bad size '${size}' in '${line}'`);
      return [label, Number(pence)] as const;
    });
    return { text: noun, icon: nounIcon ?? icon, sizes: sizes ?? null };
  });
  return { name: name.trim(), kindKey: kindKey as KindKey, kind, icon, nouns, hidden, empty };
}

/** Big, varied shelves (wine, cheese) carry more lines than a butcher's counter. */
function leafWeight(kind: ProductKind, nounCount: number, mode: Mode | undefined): number {
  let weight = 0.8 + Math.min(nounCount, 7) * 0.12 + kind.popularity * 0.05;
  if (kind.deli || kind.loose?.share === 1) weight *= 0.5;
  if (kind.entertaining) weight *= 0.6;
  if (mode) weight *= 0.7;
  return weight;
}

/** Every icon name the taxonomy can hand out, for the icon-set check. */
export function taxonomyIconNames(taxonomy: DemoTaxonomy): Set<string> {
  const names = new Set<string>();
  for (const row of taxonomy.categories) if (row.iconName) names.add(row.iconName);
  for (const leaf of taxonomy.leaves) {
    names.add(leaf.icon);
    for (const noun of leaf.nouns) names.add(noun.icon);
  }
  return names;
}
