/**
 * Recipe listings (spec doc 3 §3, §4, §9; issue 26): 54 recipes a page with Load more, fewer
 * than 4 results are "few matches" (the page suggests other searches and collections), a
 * dietary filter value is offered only when at least 10 recipes have it, and a filter list
 * shows 10 values before Show more.
 */

/** Spec doc 3 §9: recipes per page. */
export const RECIPES_PAGE_SIZE = 54;
/** Spec doc 3 §4, §9: results under this are few matches. */
export const FEW_RECIPE_MATCHES_BELOW = 4;
/** Spec doc 3 §4, §9: a dietary value needs this many recipes to be offered. */
export const DIETARY_VALUE_MIN_COUNT = 10;
/** Spec doc 3 §4, §9: a filter list shows this many values until Show more. */
export const FILTER_LIST_INITIAL = 10;
/** The filter group whose values need DIETARY_VALUE_MIN_COUNT. */
export const DIETARY_FILTER_GROUP = 'Dietary';

/** Ours: the recipes shown above a site search's product results when the term matches some. */
export const RECIPE_STRIP_SIZE = 4;

/** Ours (the spec shows no default): the most popular first. */
export const RECIPE_SORTS = ['MOST_POPULAR', 'TOP_RATED', 'QUICKEST', 'A_TO_Z'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];
export const DEFAULT_RECIPE_SORT: RecipeSort = 'MOST_POPULAR';

export function isFewMatches(totalMatches: number): boolean {
  return totalMatches < FEW_RECIPE_MATCHES_BELOW;
}

export interface RecipeFilterValue {
  name: string;
  count: number;
}

export interface RecipeFilterGroup<V extends RecipeFilterValue = RecipeFilterValue> {
  title: string;
  values: V[];
}

/**
 * The values a group offers: in the dietary group only those with a count of at least 10 (an
 * applied value is kept, so a shopper can always take it off); elsewhere those with a count.
 */
export function offeredFilterValues<V extends RecipeFilterValue>(
  group: RecipeFilterGroup<V>,
  applied: ReadonlySet<string> = new Set(),
): V[] {
  const least = group.title === DIETARY_FILTER_GROUP ? DIETARY_VALUE_MIN_COUNT : 1;
  return group.values.filter((value) => value.count >= least || applied.has(value.name));
}

/** The groups with the values they offer; a group offering none is left out. */
export function offeredFilterGroups<V extends RecipeFilterValue>(
  groups: readonly RecipeFilterGroup<V>[],
  applied: ReadonlySet<string> = new Set(),
): RecipeFilterGroup<V>[] {
  return groups
    .map((group) => ({ title: group.title, values: offeredFilterValues(group, applied) }))
    .filter((group) => group.values.length > 0);
}

/** A filter list's first view: 10 values, and how many Show more would add. */
export function filterListView<T>(
  values: readonly T[],
  expanded: boolean,
): { shown: T[]; hidden: number } {
  if (expanded || values.length <= FILTER_LIST_INITIAL) return { shown: [...values], hidden: 0 };
  return {
    shown: values.slice(0, FILTER_LIST_INITIAL),
    hidden: values.length - FILTER_LIST_INITIAL,
  };
}

/**
 * A listing page by number (1 first). Load more is a link to the next page number, and each
 * page shows every recipe up to its end, so the link works without JavaScript: page 2 shows
 * 108. Pages below 1 or unreadable are page 1.
 */
export function recipesPageWindow(
  page: number,
  totalMatches: number,
): { page: number; shown: number; hasMore: boolean } {
  const safe = Number.isInteger(page) && page >= 1 ? page : 1;
  const shown = Math.min(totalMatches, safe * RECIPES_PAGE_SIZE);
  return { page: safe, shown, hasMore: shown < totalMatches };
}

/** The page number a `?page=` value asks for: a whole number from 1, otherwise 1. */
export function parseRecipesPage(value: string | null | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
