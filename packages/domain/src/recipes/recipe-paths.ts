/**
 * Recipe addresses (spec doc 1 §2, doc 3 §2; issue 26): `/ecom/recipes` (landing),
 * `/ecom/recipes/{collection}/*`, `/ecom/recipes/all-categories`, and `/ecom/recipe/{id or
 * path}`; a recipe's and a collection's title come from the path when the page has no other.
 */

export const RECIPES_PATH = '/ecom/recipes';
export const RECIPE_PATH_PREFIX = '/ecom/recipe';
export const ALL_CATEGORIES = 'all-categories';
export const MEAL_PLANS_PATH = '/ecom/recipes/meal-plans';

/** The longest recipe path an address may name. */
export const RECIPE_PATH_MAX_LENGTH = 120;
const RECIPE_ID = /^[1-9]\d{0,8}$/;
const RECIPE_PATH = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A recipe id as an address names it: 1 to 9 digits, no leading zero. */
export function isRecipeId(value: string): boolean {
  return RECIPE_ID.test(value);
}

/**
 * What a recipe address may name: an id, or a path as `recipeSlug` makes them (lower-case words
 * and hyphens, at most RECIPE_PATH_MAX_LENGTH). Anything else names no recipe.
 */
export function isRecipeIdOrPath(value: string): boolean {
  return isRecipeId(value) || (value.length <= RECIPE_PATH_MAX_LENGTH && RECIPE_PATH.test(value));
}

/** `Chicken & Leek Pie (serves 4)` → `chicken-leek-pie-serves-4`. */
export function recipeSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A recipe's page: by its path (slug) when it has one, else by id. */
export function recipeHref(recipe: { id: string | number; path?: string | null }): string {
  return `${RECIPE_PATH_PREFIX}/${encodeURIComponent(recipe.path || String(recipe.id))}`;
}

/** A collection's listing, or all categories. */
export function recipeCollectionHref(collection: string, rest: readonly string[] = []): string {
  return [RECIPES_PATH, collection, ...rest]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
}

/** `chicken-leek-pie` → `Chicken Leek Pie`; `quick-weeknight` → `Quick Weeknight`. */
export function titleFromPath(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A stray % stays as it is.
  }
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The breadcrumbs of a listing: Recipes, then each path segment titled. */
export function recipeBreadcrumbs(segments: readonly string[]): { label: string; href: string }[] {
  const crumbs = [{ label: 'Recipes', href: RECIPES_PATH }];
  segments.forEach((segment, index) => {
    crumbs.push({
      label: segment === ALL_CATEGORIES ? 'All categories' : titleFromPath(segment),
      href: recipeCollectionHref(segments[0] ?? '', segments.slice(1, index + 1)),
    });
  });
  return crumbs;
}
