import type { PurchaseFrequency } from './purchase-frequency.ts';

/**
 * What the favourites page lists and in which order (spec doc 3 §3, §4, §9; decision 0079):
 * the products a shopper chose (the heart), bought online and bought in a branch, as the
 * `includes` ask; sorted by CATEGORY or PURCHASE_FREQUENCY; 48 a page.
 */

/** Spec doc 3 §3: the sort values. */
export const FAVOURITES_SORTS = ['CATEGORY', 'PURCHASE_FREQUENCY'] as const;
export type FavouritesSort = (typeof FAVOURITES_SORTS)[number];
/** The first the spec lists, and the page's first option. */
export const DEFAULT_FAVOURITES_SORT: FavouritesSort = 'CATEGORY';

/** Spec doc 3 §3: the includes values. */
export const FAVOURITES_INCLUDES = ['bought-online', 'bought-in-branch', 'user-selected'] as const;
export type FavouritesInclude = (typeof FAVOURITES_INCLUDES)[number];

/** Spec doc 3 §7, §9: favourites page size 48. */
export const FAVOURITES_PAGE_SIZE = 48;

/** One product of the shopper's favourites and why it is there. */
export interface FavouriteEntry {
  lineNumber: string;
  /** The shopper pressed its heart. */
  userSelected: boolean;
  /** When they did (ISO date-time); null when not user-selected. */
  addedAt: string | null;
  /** How often they bought it in the window; null when they have not. */
  frequency: PurchaseFrequency | null;
}

/**
 * The favourites the includes ask for: a product is in when one of its reasons is included
 * (chosen: user-selected; bought online; bought in a branch). No includes means all three.
 * In no particular order.
 */
export function favouriteEntries(input: {
  userSelected: readonly { lineNumber: string; addedAt: Date | string }[];
  frequency: ReadonlyMap<string, PurchaseFrequency>;
  includes?: readonly FavouritesInclude[];
}): FavouriteEntry[] {
  const includes = new Set(
    input.includes && input.includes.length > 0 ? input.includes : FAVOURITES_INCLUDES,
  );
  const chosen = new Map(
    input.userSelected.map((row) => [
      row.lineNumber,
      typeof row.addedAt === 'string' ? row.addedAt : row.addedAt.toISOString(),
    ]),
  );
  const lineNumbers = new Set([...chosen.keys(), ...input.frequency.keys()]);
  const entries: FavouriteEntry[] = [];
  for (const lineNumber of lineNumbers) {
    const addedAt = chosen.get(lineNumber) ?? null;
    const frequency = input.frequency.get(lineNumber) ?? null;
    const included =
      (addedAt !== null && includes.has('user-selected')) ||
      (frequency?.boughtOnline === true && includes.has('bought-online')) ||
      (frequency?.boughtInBranch === true && includes.has('bought-in-branch'));
    if (included) entries.push({ lineNumber, userSelected: addedAt !== null, addedAt, frequency });
  }
  return entries;
}

/** What sorting needs of a product besides its entry: its name and its aisle's name. */
export interface FavouriteSortFacts {
  name: string;
  /** The top-level category (aisle) it is shelved under, e.g. Fresh & Chilled. */
  categoryName: string;
}

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/**
 * The entries in `sortBy` order. CATEGORY: by aisle name, then product name. PURCHASE_FREQUENCY
 * ("Frequently bought"): bought in more shops first, then bought more lately; products chosen
 * but never bought after every bought one, the latest chosen first. Ties fall to the name, then
 * the line number, so the order is total and paging never repeats or skips a product. Entries
 * without facts (gone from the catalogue) are left out.
 */
export function sortFavourites(
  entries: readonly FavouriteEntry[],
  sortBy: FavouritesSort,
  factsOf: (lineNumber: string) => FavouriteSortFacts | undefined,
): FavouriteEntry[] {
  const known = entries.flatMap((entry) => {
    const facts = factsOf(entry.lineNumber);
    return facts ? [{ entry, facts }] : [];
  });
  const byName = (
    a: { entry: FavouriteEntry; facts: FavouriteSortFacts },
    b: { entry: FavouriteEntry; facts: FavouriteSortFacts },
  ) =>
    collator.compare(a.facts.name, b.facts.name) ||
    a.entry.lineNumber.localeCompare(b.entry.lineNumber);
  known.sort((a, b) => {
    if (sortBy === 'CATEGORY') {
      return collator.compare(a.facts.categoryName, b.facts.categoryName) || byName(a, b);
    }
    const timesA = a.entry.frequency?.timesBought ?? 0;
    const timesB = b.entry.frequency?.timesBought ?? 0;
    return (
      timesB - timesA ||
      (b.entry.frequency?.lastBought ?? '').localeCompare(a.entry.frequency?.lastBought ?? '') ||
      (b.entry.addedAt ?? '').localeCompare(a.entry.addedAt ?? '') ||
      byName(a, b)
    );
  });
  return known.map(({ entry }) => entry);
}

/** One page of a sorted list, and whether more follow (Load more). */
export function favouritesPage<T>(
  sorted: readonly T[],
  start: number,
  size: number = FAVOURITES_PAGE_SIZE,
): { items: T[]; totalMatches: number; hasMore: boolean } {
  const from = Math.max(0, Math.floor(start));
  const items = sorted.slice(from, from + Math.max(0, Math.floor(size)));
  return { items, totalMatches: sorted.length, hasMore: from + items.length < sorted.length };
}

/** An aisle the shopper's products come from, and how many of them (a filter's option). */
export interface FavouritesCategory {
  categoryId: string;
  name: string;
  count: number;
}

/**
 * The aisle a product is shelved under: the first category below its root (Groceries,
 * Entertaining) in its chain, root first; the root itself for a product shelved there.
 */
export function aisleOf<C extends { id: string; name: string }>(
  categories: readonly C[],
): C | undefined {
  return categories[1] ?? categories[0];
}

/** Each aisle of `items` with how many there are, by name: the categories to narrow by. */
export function categoryCounts<T>(
  items: readonly T[],
  aisle: (item: T) => { id: string; name: string } | undefined,
): FavouritesCategory[] {
  const counts = new Map<string, FavouritesCategory>();
  for (const item of items) {
    const found = aisle(item);
    if (!found) continue;
    const entry = counts.get(found.id);
    if (entry) entry.count += 1;
    else counts.set(found.id, { categoryId: found.id, name: found.name, count: 1 });
  }
  return [...counts.values()].sort(
    (a, b) => collator.compare(a.name, b.name) || a.categoryId.localeCompare(b.categoryId),
  );
}

/**
 * Bought in store's order (decision 0079): the most recently bought first, then the most often
 * bought, then by line number.
 */
export function byLastBought(
  a: Pick<PurchaseFrequency, 'lastBought' | 'timesBought' | 'lineNumber'>,
  b: Pick<PurchaseFrequency, 'lastBought' | 'timesBought' | 'lineNumber'>,
): number {
  return (
    b.lastBought.localeCompare(a.lastBought) ||
    b.timesBought - a.timesBought ||
    a.lineNumber.localeCompare(b.lineNumber)
  );
}
