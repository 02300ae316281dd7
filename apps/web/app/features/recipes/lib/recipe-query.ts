import { clampServings } from '@grocer/domain/recipes/ingredient-selection';
import {
  DEFAULT_RECIPE_SORT,
  parseRecipesPage,
  RECIPE_SORTS,
  type RecipeSort,
} from '@grocer/domain/recipes/recipe-listing';

/**
 * What a recipe page's address asks for (decision 0084). Everything a page varies by is in its
 * URL, so each variant is its own shared page in the page cache and every control is a plain
 * link or a GET form that works without JavaScript.
 *
 * Listings: `?searchTerm=`, `?filter=` (repeated filter tags), `?sortBy=`, `?page=` (Load more).
 * A recipe: `?servings=`, `?swap={ingredientId}:{lineNumber}` (repeated), `?swapping={id}` (the
 * alternatives shown for one ingredient).
 */

const MAX_TERM = 100;
const MAX_FILTERS = 10;
const MAX_SWAPS = 50;
const TAG = /^[a-z0-9-]{1,40}$/;
const LINE_NUMBER = /^\d{1,12}$/;

export interface ListingQuery {
  searchTerm: string;
  filterTags: string[];
  sortBy: RecipeSort;
  /** Whether the shopper chose the sort (a search's default is best match). */
  sortChosen: boolean;
  page: number;
}

export function readListingQuery(
  params: URLSearchParams,
  pathTags: readonly string[] = [],
): ListingQuery {
  const searchTerm = (params.get('searchTerm') ?? '').trim().slice(0, MAX_TERM);
  const tags = [...pathTags, ...params.getAll('filter')]
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => TAG.test(tag));
  const sort = params.get('sortBy');
  const sortChosen = (RECIPE_SORTS as readonly string[]).includes(sort ?? '');
  return {
    searchTerm,
    filterTags: [...new Set(tags)].slice(0, MAX_FILTERS),
    sortBy: sortChosen ? (sort as RecipeSort) : DEFAULT_RECIPE_SORT,
    sortChosen,
    page: parseRecipesPage(params.get('page')),
  };
}

/**
 * A listing's address with some of its query changed. A new filter or sort starts again at
 * page 1 (spec doc 3 §4: the list resets); Load more only moves the page.
 */
export function listingHref(
  pathname: string,
  query: ListingQuery,
  change: { toggleTag?: string; sortBy?: RecipeSort; page?: number },
): string {
  const params = new URLSearchParams();
  if (query.searchTerm) params.set('searchTerm', query.searchTerm);
  let tags = query.filterTags;
  if (change.toggleTag) {
    tags = tags.includes(change.toggleTag)
      ? tags.filter((tag) => tag !== change.toggleTag)
      : [...tags, change.toggleTag];
  }
  for (const tag of tags) params.append('filter', tag);
  const sortBy = change.sortBy ?? (query.sortChosen ? query.sortBy : null);
  if (sortBy) params.set('sortBy', sortBy);
  const resets = change.toggleTag !== undefined || change.sortBy !== undefined;
  const page = change.page ?? (resets ? 1 : query.page);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export interface RecipePageQuery {
  /** Null: the recipe's own servings. */
  servings: number | null;
  swaps: Record<number, string>;
  swapping: number | null;
}

export function readRecipePageQuery(params: URLSearchParams): RecipePageQuery {
  const servingsText = params.get('servings');
  const servings =
    servingsText && /^\d{1,2}$/.test(servingsText) ? clampServings(servingsText, 1) : null;
  const swaps: Record<number, string> = {};
  for (const swap of params.getAll('swap').slice(0, MAX_SWAPS)) {
    const [id, lineNumber] = swap.split(':');
    if (id && /^\d{1,9}$/.test(id) && lineNumber && LINE_NUMBER.test(lineNumber)) {
      swaps[Number(id)] = lineNumber;
    }
  }
  const swappingText = params.get('swapping');
  const swapping = swappingText && /^\d{1,9}$/.test(swappingText) ? Number(swappingText) : null;
  return { servings, swaps, swapping };
}

/** A recipe page's address with servings, swaps or the open swap list changed. */
export function recipePageHref(
  pathname: string,
  query: RecipePageQuery,
  change: {
    servings?: number;
    swap?: { ingredientId: number; lineNumber: string };
    swapping?: number | null;
  },
): string {
  const params = new URLSearchParams();
  const servings = change.servings ?? query.servings;
  if (servings !== null) params.set('servings', String(servings));
  const swaps = { ...query.swaps };
  if (change.swap) swaps[change.swap.ingredientId] = change.swap.lineNumber;
  for (const [id, lineNumber] of Object.entries(swaps))
    params.append('swap', `${id}:${lineNumber}`);
  const swapping = change.swapping === undefined ? null : change.swapping;
  if (swapping !== null) params.set('swapping', String(swapping));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
