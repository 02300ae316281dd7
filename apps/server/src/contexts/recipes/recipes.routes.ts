import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import {
  answerNoStore,
  requestIdentity,
  signedInIdentity,
} from '../identity/request-identity.plugin.ts';
import type { RecipesService } from './recipes.contract.ts';
import {
  alternativesQuerySchema,
  listQuerySchema,
  pimsQuerySchema,
  ratingBodySchema,
  recipeIdParamsSchema,
  recipeParamsSchema,
  selectionBodySchema,
} from './recipes.schemas.ts';

const tag = 'recipes';
const BASE = '/recipes/v1';

const listRecipes = apiDoc({
  operationId: 'listRecipes',
  access: 'public',
  tag,
  summary:
    'Recipes: search (typos corrected), a collection, filters with counts, sort, 54 a page (start, size).',
  description:
    'Answers `{ recipes, totalMatches, start, size, sortBy, filters: [{ group, title, values: [{ tag, name, count, applied }] }], fewMatches, suggestions, collection, breadcrumbs, pageTitle }`. `filterTags` is comma-separated and AND-ed; dietary values are offered only when 10 or more recipes have them. Fewer than 4 matches is `fewMatches` with `suggestions`. 404 RECIPE_COLLECTION_NOT_FOUND for an unknown collection.',
  query: listQuerySchema,
  errors: ['RECIPE_COLLECTION_NOT_FOUND'],
});

const listCollections = apiDoc({
  operationId: 'listRecipeCollections',
  access: 'public',
  tag,
  summary: 'The recipe collections in landing order, each with how many recipes it holds.',
});

const getRecipe = apiDoc({
  operationId: 'getRecipe',
  access: 'public',
  tag,
  summary:
    'One recipe by id or path: title, images, description, metaDescription, times, serves, nutrition, dietary, ingredient groups, steps and rating.',
  description:
    '`rating.customerRating` is the signed-in caller’s own (null otherwise). 404 RECIPE_NOT_FOUND.',
  params: recipeParamsSchema,
  errors: ['RECIPE_NOT_FOUND'],
});

const getRating = apiDoc({
  operationId: 'getRecipeRating',
  access: 'public',
  tag,
  summary:
    'A recipe’s rating: average (not rounded), totalRatings, and the caller’s customerRating.',
  params: recipeIdParamsSchema,
  errors: ['RECIPE_NOT_FOUND'],
});

const rateRecipe = apiDoc({
  operationId: 'rateRecipe',
  access: 'customer',
  tag,
  summary: 'Rates a recipe 1 to 5 whole stars, once per shopper; answers the new rating.',
  description: `409 RECIPE_RATING_ALREADY_SUBMITTED ('${RECIPE_MESSAGES.RATING_ALREADY_SUBMITTED}') for a second rating, from any process.`,
  params: recipeIdParamsSchema,
  body: ratingBodySchema,
  successStatus: 201,
  errors: ['UNAUTHENTICATED', 'RECIPE_NOT_FOUND', 'RECIPE_RATING_ALREADY_SUBMITTED'],
});

const getPims = apiDoc({
  operationId: 'getRecipePims',
  access: 'public',
  tag,
  summary:
    'The recipe’s shoppable products for a servings count, at today’s prices and offers: storeCupboard and nonStoreCupboard lines, notShoppable ingredients, pimsError.',
  description:
    'Each line: ingredientId, ingredientName, lineNumber, product, amountSelected (store cupboard 0, duplicates 0, others the packs the servings need), quantity, uom, totalPrice, swapped, duplicateItem, recipeAmount, alternativesCount. `swaps` is `ingredientId:lineNumber,…`; 404 RECIPE_INGREDIENT_NOT_FOUND for an ingredient with no products, 422 RECIPE_PRODUCT_NOT_IN_RECIPE for a product that is not one of its alternatives.',
  params: recipeIdParamsSchema,
  query: pimsQuerySchema,
  errors: ['RECIPE_NOT_FOUND', 'RECIPE_INGREDIENT_NOT_FOUND', 'RECIPE_PRODUCT_NOT_IN_RECIPE'],
});

const getAlternatives = apiDoc({
  operationId: 'getRecipePimsAlternativesByIngredient',
  access: 'public',
  tag,
  summary: 'Every product an ingredient maps to (its own first), each priced as a line.',
  params: recipeIdParamsSchema,
  query: alternativesQuerySchema,
  errors: ['RECIPE_NOT_FOUND', 'RECIPE_INGREDIENT_NOT_FOUND'],
});

const addSelection = apiDoc({
  operationId: 'addRecipeToTrolley',
  access: 'customer',
  tag,
  summary:
    'Puts the recipe page’s selection (lines above 0; lines on one product summed) in the shopper’s trolley in one batch, with the quick shop’s summary.',
  description:
    'Body `{ lines: [{ ingredientId, lineNumber, amountSelected }] }`, amounts in packs. Answers `{ trolleyOrderId, added, alreadyInTrolley, unavailable (with alternatives), toCheck }`. 404 RECIPE_INGREDIENT_NOT_FOUND, 422 RECIPE_PRODUCT_NOT_IN_RECIPE; 400 when nothing is above 0. Cookie callers send the CSRF header.',
  params: recipeIdParamsSchema,
  body: selectionBodySchema,
  errors: [
    'UNAUTHENTICATED',
    'RECIPE_NOT_FOUND',
    'RECIPE_INGREDIENT_NOT_FOUND',
    'RECIPE_PRODUCT_NOT_IN_RECIPE',
    'TROLLEY_FULL',
    'PRODUCT_NOT_SOLD',
  ],
});

/**
 * The recipe calls (spec doc 3 §7: recipes, recipe-rating, pims, pims/alternatives_by_ingredient;
 * decision 0083). Answers are `no-store`: the signed-in caller's own rating rides on some, and
 * prices move with offers.
 */
export async function recipesRoutes(app: FastifyInstance, options: { recipes: RecipesService }) {
  const { recipes } = options;
  answerNoStore(app);

  app.get(`${BASE}/recipes`, listRecipes, async (request) => {
    const query = parseInput(listQuerySchema, request.query ?? {}, 'query');
    return recipes.list(await requestIdentity(request), query);
  });

  app.get(`${BASE}/collections`, listCollections, async () => ({
    collections: await recipes.collections(),
  }));

  app.get(`${BASE}/recipes/:recipeIdOrPath`, getRecipe, async (request) => {
    const { recipeIdOrPath } = parseInput(recipeParamsSchema, request.params, 'params');
    return recipes.get(await requestIdentity(request), recipeIdOrPath);
  });

  app.get(`${BASE}/recipe-rating/:recipeId`, getRating, async (request) => {
    const { recipeId } = parseInput(recipeIdParamsSchema, request.params, 'params');
    return recipes.rating(await requestIdentity(request), recipeId);
  });

  app.post(`${BASE}/recipe-rating/:recipeId`, rateRecipe, async (request, reply) => {
    const identity = await signedInIdentity(request, RECIPE_MESSAGES.SIGN_IN_TO_RATE);
    const { recipeId } = parseInput(recipeIdParamsSchema, request.params, 'params');
    const { rating } = parseInput(ratingBodySchema, request.body, 'body');
    reply.code(201);
    return recipes.rate(identity, recipeId, rating);
  });

  app.get(`${BASE}/pims/:recipeId`, getPims, async (request) => {
    const { recipeId } = parseInput(recipeIdParamsSchema, request.params, 'params');
    const query = parseInput(pimsQuerySchema, request.query ?? {}, 'query');
    return recipes.pims(await requestIdentity(request), recipeId, query);
  });

  app.get(`${BASE}/pims/:recipeId/alternatives_by_ingredient`, getAlternatives, async (request) => {
    const { recipeId } = parseInput(recipeIdParamsSchema, request.params, 'params');
    const { ingredientId, servings } = parseInput(
      alternativesQuerySchema,
      request.query ?? {},
      'query',
    );
    return recipes.alternativesByIngredient(
      await requestIdentity(request),
      recipeId,
      ingredientId,
      servings,
    );
  });

  app.post(`${BASE}/recipes/:recipeId/trolley-additions`, addSelection, async (request) => {
    const identity = await signedInIdentity(request, RECIPE_MESSAGES.SIGN_IN_TO_ADD);
    const { recipeId } = parseInput(recipeIdParamsSchema, request.params, 'params');
    const { lines } = parseInput(selectionBodySchema, request.body, 'body');
    return recipes.addToTrolley(identity, recipeId, lines);
  });
}
