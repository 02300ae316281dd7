import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import {
  RECIPE_SERVINGS_MAX,
  RECIPE_SERVINGS_MIN,
} from '@grocer/domain/recipes/ingredient-selection';
import { RECIPE_SORTS, RECIPES_PAGE_SIZE } from '@grocer/domain/recipes/recipe-listing';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import { isRecipeIdOrPath, RECIPE_PATH_MAX_LENGTH } from '@grocer/domain/recipes/recipe-paths';
import { RECIPE_RATING_MAX, RECIPE_RATING_MIN } from '@grocer/domain/recipes/recipe-rating';
import { SEARCH_TERM_MAX_LENGTH } from '@grocer/domain/search/search-term';
import { z } from 'zod';

/** Requests of the recipe calls (decision 0083); unknown fields are refused. */

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ID = /^[1-9]\d{0,8}$/;
/** The most filter tags one listing may apply. */
const MAX_FILTER_TAGS = 10;
/** The most lines one selection may hold (a recipe has far fewer ingredients). */
export const MAX_SELECTION_LINES = 100;
/** The most packs of one product a selection line may ask for (the trolley's C62 most). */
const MAX_PACKS = 99;

const slug = (what: string) =>
  z.string().max(120).regex(SLUG, `must be a ${what}: lower-case words and hyphens`);

export const recipeIdSchema = z.coerce
  .number({ error: 'must be a recipe id' })
  .int('must be a recipe id')
  .min(1, 'must be a recipe id')
  .max(999_999_999, 'must be a recipe id');

const recipeIdParam = z.string().regex(ID, 'must be a recipe id').transform(Number);

/** `/recipes/{recipeIdOrPath}`: a numeric id or a path. */
export const recipeParamsSchema = z.strictObject({
  recipeIdOrPath: z
    .string()
    .max(RECIPE_PATH_MAX_LENGTH)
    .refine(isRecipeIdOrPath, 'must be a recipe id or path'),
});

export const recipeIdParamsSchema = z.strictObject({ recipeId: recipeIdParam });

const servings = z
  .string()
  .regex(
    /^\d{1,2}$/,
    `must be a whole number from ${RECIPE_SERVINGS_MIN} to ${RECIPE_SERVINGS_MAX}`,
  )
  .transform(Number)
  .refine(
    (n) => n >= RECIPE_SERVINGS_MIN && n <= RECIPE_SERVINGS_MAX,
    `must be a whole number from ${RECIPE_SERVINGS_MIN} to ${RECIPE_SERVINGS_MAX}`,
  );

/** GET recipes: search, collection, filters, sort and the page (54 a page at most). */
export const listQuerySchema = z.strictObject({
  searchTerm: z.string().max(SEARCH_TERM_MAX_LENGTH).optional(),
  collection: slug('collection').optional(),
  /** Comma-separated filter tags, e.g. `vegetarian,ready-in-30`. */
  filterTags: z
    .string()
    .max(400)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(slug('filter tag')).max(MAX_FILTER_TAGS))
    .optional(),
  sortBy: z.enum(RECIPE_SORTS).optional(),
  start: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number from 0')
    .transform(Number)
    .optional(),
  size: z
    .string()
    .regex(/^\d{1,2}$/, `must be a whole number from 1 to ${RECIPES_PAGE_SIZE}`)
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= RECIPES_PAGE_SIZE,
      `must be a whole number from 1 to ${RECIPES_PAGE_SIZE}`,
    )
    .optional(),
});

/** The same over GraphQL (numbers as numbers, tags as a list). */
export const listVariablesSchema = z.strictObject({
  searchTerm: z.string().max(SEARCH_TERM_MAX_LENGTH).nullish(),
  collection: slug('collection').nullish(),
  filterTags: z.array(slug('filter tag')).max(MAX_FILTER_TAGS).nullish(),
  sortBy: z.enum(RECIPE_SORTS).nullish(),
  start: z.number().int().min(0).max(99_999).nullish(),
  size: z.number().int().min(1).max(RECIPES_PAGE_SIZE).nullish(),
});

/** POST recipe-rating/{recipeId}: whole stars, 1 to 5. */
export const ratingBodySchema = z.strictObject({
  rating: z
    .number({ error: RECIPE_MESSAGES.INVALID_RATING })
    .int(RECIPE_MESSAGES.INVALID_RATING)
    .min(RECIPE_RATING_MIN, RECIPE_MESSAGES.INVALID_RATING)
    .max(RECIPE_RATING_MAX, RECIPE_MESSAGES.INVALID_RATING),
});

/** `ingredientId:lineNumber`, comma-separated: the swaps chosen. */
const swapsText = z
  .string()
  .max(2_000)
  .regex(/^(\d{1,9}:\d{1,12})(,\d{1,9}:\d{1,12})*$/, 'must be ingredientId:lineNumber pairs')
  .transform((value) =>
    Object.fromEntries(
      value.split(',').map((pair) => {
        const [ingredient, line] = pair.split(':');
        return [Number(ingredient), line as string];
      }),
    ),
  );

/** GET pims/{recipeId}: servings (default the recipe's) and swaps. */
export const pimsQuerySchema = z.strictObject({
  servings: servings.optional(),
  swaps: swapsText.optional(),
});

/** GET pims/{recipeId}/alternatives_by_ingredient: which ingredient, for how many. */
export const alternativesQuerySchema = z.strictObject({
  ingredientId: recipeIdParam,
  servings: servings.optional(),
});

export const selectionLineSchema = z.strictObject({
  ingredientId: recipeIdSchema,
  lineNumber: lineNumberSchema,
  amountSelected: z
    .number({ error: `must be a whole number from 0 to ${MAX_PACKS}` })
    .int(`must be a whole number from 0 to ${MAX_PACKS}`)
    .min(0, `must be a whole number from 0 to ${MAX_PACKS}`)
    .max(MAX_PACKS, `must be a whole number from 0 to ${MAX_PACKS}`),
});

/** POST recipes/{recipeId}/trolley-additions: the page's selection. */
export const selectionBodySchema = z.strictObject({
  lines: z.array(selectionLineSchema).min(1).max(MAX_SELECTION_LINES),
});
