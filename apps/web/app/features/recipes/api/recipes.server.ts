import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { formatQuantity } from '@grocer/domain/quantity/quantity';
import {
  RECIPE_STRIP_SIZE,
  RECIPES_PAGE_SIZE,
  recipesPageWindow,
} from '@grocer/domain/recipes/recipe-listing';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import type {
  Recipe,
  RecipeCollection,
  RecipeListing,
  RecipeSelectionLine,
  RecipeSummary,
  RecipesService,
} from '@grocer/server/contexts/recipes/recipes.contract';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import {
  alternativesForPage,
  type PageAlternatives,
  type PagePims,
  pimsForPage,
} from '../lib/pims-for-page.ts';
import { ADD_INTENT, type AddResult, RATE_INTENT, type RateResult } from '../lib/recipe-form.ts';
import type { ListingQuery, RecipePageQuery } from '../lib/recipe-query.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * The recipe pages' server side (decision 0084): one recipes-service call per question, through
 * its contract. Listings and recipe pages are shared pages (the same for every shopper, served
 * from the page cache), so their loaders ask as nobody in particular (ANONYMOUS) and never read
 * the shopper; only the actions (a rating, Add to trolley) are the shopper's.
 */

function recipes(context: Context): RecipesService {
  return getServices(context).recipes;
}

/** A service's refusal as the page's answer (404 for no such recipe or collection). */
async function refusalsAsResponses<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const refused = clientErrorOf(error);
    if (refused) throw data({ message: refused.message }, { status: refused.status });
    throw error;
  }
}

export function loadCollections(context: Context): Promise<RecipeCollection[]> {
  return refusalsAsResponses(recipes(context).collections());
}

/**
 * A listing page: every recipe up to the page's end (so Load more, a plain link to the next
 * page, works without JavaScript), with the filters and few-matches suggestions.
 */
export async function loadListing(
  context: Context,
  query: ListingQuery,
  collection: string | null,
): Promise<RecipeListing & { hasMore: boolean; page: number }> {
  const page = Math.min(query.page, MAX_LISTING_PAGES);
  const service = recipes(context);
  // The service answers at most 54 at a time: a later page is its pages, asked side by side.
  const pages = await refusalsAsResponses(
    Promise.all(
      Array.from({ length: page }, (_, index) =>
        service.list(ANONYMOUS, {
          searchTerm: query.searchTerm || undefined,
          collection: collection ?? undefined,
          filterTags: query.filterTags,
          sortBy: query.sortChosen ? query.sortBy : undefined,
          start: index * RECIPES_PAGE_SIZE,
          size: RECIPES_PAGE_SIZE,
        }),
      ),
    ),
  );
  const first = pages[0] as RecipeListing;
  const shown = recipesPageWindow(page, first.totalMatches);
  return {
    ...first,
    recipes: pages.flatMap((listing) => listing.recipes),
    hasMore: shown.hasMore && page < MAX_LISTING_PAGES,
    page: shown.page,
  };
}

/** The most pages Load more reaches without JavaScript (20 × 54 recipes). */
export const MAX_LISTING_PAGES = 20;

export interface RecipePage {
  recipe: Recipe;
  /** The shoppable ingredients, each product narrowed to what the page shows. */
  pims: PagePims;
  /** The alternatives of the ingredient whose swap list is open. */
  alternatives: PageAlternatives | null;
}

export async function loadRecipePage(
  context: Context,
  idOrPath: string,
  query: RecipePageQuery,
): Promise<RecipePage> {
  const service = recipes(context);
  const recipe = await refusalsAsResponses(service.get(ANONYMOUS, idOrPath));
  const servings = query.servings ?? recipe.serves;
  const [pims, alternatives] = await Promise.all([
    refusalsAsResponses(service.pims(ANONYMOUS, recipe.id, { servings, swaps: query.swaps })),
    query.swapping === null
      ? Promise.resolve(null)
      : service
          .alternativesByIngredient(ANONYMOUS, recipe.id, query.swapping, servings)
          // An ingredient not in the recipe just shows no list.
          .catch((error: unknown) => {
            if (clientErrorOf(error)) return null;
            throw error;
          }),
  ]);
  return {
    recipe,
    pims: pimsForPage(pims),
    alternatives: alternatives === null ? null : alternativesForPage(alternatives),
  };
}

export async function addRecipeSelection(
  context: Context,
  identity: Identity,
  recipeId: number,
  lines: readonly RecipeSelectionLine[],
): Promise<{ status: number; result: AddResult }> {
  try {
    const summary = await recipes(context).addToTrolley(identity, recipeId, lines);
    const line = (l: (typeof summary.added)[number]) => ({
      lineNumber: l.lineNumber,
      name: l.name,
      quantity: formatQuantity(l.quantity.amount, l.quantity.uom),
    });
    return {
      status: 200,
      result: {
        intent: ADD_INTENT,
        ok: true,
        added: summary.added.map(line),
        alreadyInTrolley: summary.alreadyInTrolley.map(line),
        unavailable: summary.unavailable.map(({ lineNumber, name, message }) => ({
          lineNumber,
          name,
          message,
        })),
        toCheck: summary.toCheck.map(({ lineNumber, name, message }) => ({
          lineNumber,
          name,
          message,
        })),
      },
    };
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return {
      status: refused.status,
      result: { intent: ADD_INTENT, ok: false, message: refused.message },
    };
  }
}

export async function rateRecipe(
  context: Context,
  identity: Identity,
  recipeId: number,
  stars: number,
): Promise<{ status: number; result: RateResult }> {
  try {
    const rating = await recipes(context).rate(identity, recipeId, stars);
    return {
      status: 200,
      result: {
        intent: RATE_INTENT,
        ok: true,
        rating: { average: rating.average, totalRatings: rating.totalRatings },
      },
    };
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return {
      status: refused.status,
      result: {
        intent: RATE_INTENT,
        ok: false,
        alreadySubmitted: refused.status === 409,
        message:
          refused.status === 409 ? RECIPE_MESSAGES.RATING_ALREADY_SUBMITTED : refused.message,
      },
    };
  }
}

/** The recipes a site search shows above its products: the best few matches and how many. */
export interface RecipeStripData {
  searchTerm: string;
  recipes: RecipeSummary[];
  totalMatches: number;
}

/**
 * The site search's recipe strip (issue 26): the term's best matches, null when none match. A
 * recipe search that fails leaves the strip out rather than the product results.
 */
export async function recipeStrip(
  service: RecipesService,
  searchTerm: string,
): Promise<RecipeStripData | null> {
  try {
    const listing = await service.list(ANONYMOUS, { searchTerm, size: RECIPE_STRIP_SIZE });
    if (listing.totalMatches === 0) return null;
    return { searchTerm, recipes: listing.recipes, totalMatches: listing.totalMatches };
  } catch (error) {
    if (clientErrorOf(error)) return null;
    throw error;
  }
}

/** The recipe an action is about, by the page's address (its id for the service's calls). */
export function findRecipe(context: Context, idOrPath: string): Promise<Recipe> {
  return refusalsAsResponses(recipes(context).get(ANONYMOUS, idOrPath));
}
