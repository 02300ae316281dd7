import {
  RECIPE_SERVINGS_MAX,
  RECIPE_SERVINGS_MIN,
} from '@grocer/domain/recipes/ingredient-selection';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../errors/parse-input.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { requestIdentity, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { RecipeListQuery, RecipeSelectionLine, RecipesService } from './recipes.contract.ts';
import { recipeIdSchema, recipeParamsSchema, selectionLineSchema } from './recipes.schemas.ts';

/**
 * Recipes over GraphQL (spec doc 3 §7: recipes, recipe-rating, pims,
 * pims/alternatives_by_ingredient; decision 0083): the same service as REST, each answer's
 * expected failures in `failures: [{message, type}]`. Recipes belong to no customer; the rating
 * and the selection act for the signed-in caller.
 */

type Context = { reply: FastifyReply };

const caller = (context: Context) => requestIdentity(context.reply.request);
const idOf = (value: unknown) => parseInput(recipeIdSchema, value, 'variables');
const servingsSchema = z.number().int().min(RECIPE_SERVINGS_MIN).max(RECIPE_SERVINGS_MAX).nullish();
const swapsSchema = z
  .array(
    z.strictObject({
      ingredientId: recipeIdSchema,
      lineNumber: selectionLineSchema.shape.lineNumber,
    }),
  )
  .max(100)
  .nullish();

export const recipesGraphql: GraphqlModule<{ recipes: RecipesService }> = {
  typeDefs: /* GraphQL */ `
    type RecipeImage {
      "A food icon: /ecom/assets/food/{name}.svg"
      name: String!
      alt: String!
    }

    type RecipeRating {
      "Not rounded (the page rounds to half stars)."
      average: Float!
      totalRatings: Int!
      "The signed-in caller's own rating; null otherwise."
      customerRating: Int
    }

    type RecipeSummaryRating {
      average: Float!
      totalRatings: Int!
    }

    type RecipeSummary {
      id: Int!
      path: String!
      title: String!
      description: String!
      images: [RecipeImage!]!
      prepMinutes: Int!
      cookMinutes: Int!
      cookingTime: Int!
      serves: Int!
      "vegetarian, vegan, gluten-free, dairy-free"
      dietary: [String!]!
      collections: [String!]!
      rating: RecipeSummaryRating!
    }

    type RecipeNutrition {
      energyKcal: Float!
      fatG: Float!
      saturatesG: Float!
      carbohydrateG: Float!
      sugarsG: Float!
      fibreG: Float!
      proteinG: Float!
      saltG: Float!
    }

    type RecipeIngredient {
      id: Int!
      name: String!
      amount: Float
      unit: String
      note: String
      storeCupboard: Boolean!
      shoppable: Boolean!
    }

    type RecipeIngredientGroup {
      title: String
      ingredients: [RecipeIngredient!]!
    }

    type Recipe {
      id: Int!
      path: String!
      title: String!
      description: String!
      metaDescription: String!
      images: [RecipeImage!]!
      prepMinutes: Int!
      cookMinutes: Int!
      cookingTime: Int!
      serves: Int!
      dietary: [String!]!
      collections: [String!]!
      nutrition: RecipeNutrition!
      ingredientGroups: [RecipeIngredientGroup!]!
      steps: [String!]!
      rating: RecipeRating!
      published: String!
    }

    type RecipeCollection {
      id: String!
      name: String!
      description: String!
      recipeCount: Int!
    }

    type RecipeFilterValue {
      tag: String!
      name: String!
      count: Int!
      applied: Boolean!
    }

    type RecipeFilter {
      "DIETARY or TIME"
      group: String!
      title: String!
      values: [RecipeFilterValue!]!
    }

    type RecipeBreadcrumb {
      name: String!
      url: String!
    }

    type RecipeListingPayload {
      recipes: [RecipeSummary!]
      totalMatches: Int
      start: Int
      size: Int
      sortBy: String
      filters: [RecipeFilter!]
      "Fewer than 4 matches."
      fewMatches: Boolean
      suggestions: [RecipeSummary!]
      collection: RecipeCollection
      breadcrumbs: [RecipeBreadcrumb!]
      pageTitle: String
      failures: [Failure!]
    }

    type RecipePayload {
      recipe: Recipe
      failures: [Failure!]
    }

    type RecipeRatingPayload {
      rating: RecipeRating
      failures: [Failure!]
    }

    type RecipeAmount {
      amount: Float
      unit: String
    }

    type PimsLine {
      ingredientId: Int!
      ingredientName: String!
      lineNumber: String!
      product: Product!
      amountSelected: Int!
      quantity: Quantity!
      uom: String!
      totalPrice: Money!
      swapped: Boolean!
      duplicateItem: Boolean!
      storeCupboard: Boolean!
      recipeAmount: RecipeAmount!
      alternativesCount: Int!
    }

    type PimsIngredient {
      ingredientId: Int!
      name: String!
    }

    type PimsPayload {
      recipeId: Int
      servings: Int
      storeCupboard: [PimsLine!]
      nonStoreCupboard: [PimsLine!]
      notShoppable: [PimsIngredient!]
      "True when no ingredient has products."
      pimsError: Boolean
      selectionTotal: Money
      failures: [Failure!]
    }

    type PimsAlternativesPayload {
      recipeId: Int
      ingredientId: Int
      servings: Int
      alternatives: [PimsLine!]
      failures: [Failure!]
    }

    type RecipeTrolleyLine {
      lineNumber: String!
      productId: String
      name: String!
      quantity: Quantity
    }

    type RecipeTrolleyUnavailable {
      lineNumber: String!
      productId: String
      name: String!
      reason: String!
      message: String!
      alternatives: [Product!]!
    }

    type RecipeTrolleyToCheck {
      lineNumber: String!
      name: String!
      reason: String!
      message: String!
    }

    type RecipeTrolleyPayload {
      trolleyOrderId: String
      added: [RecipeTrolleyLine!]
      alreadyInTrolley: [RecipeTrolleyLine!]
      unavailable: [RecipeTrolleyUnavailable!]
      toCheck: [RecipeTrolleyToCheck!]
      failures: [Failure!]
    }

    input PimsSwapInput {
      ingredientId: Int!
      lineNumber: String!
    }

    input RecipeSelectionLineInput {
      ingredientId: Int!
      lineNumber: String!
      "Packs, 0 to 99."
      amountSelected: Int!
    }

    extend type Query {
      "Recipes: search (typos corrected), a collection, filters (AND-ed), sort, 54 a page."
      recipes(
        searchTerm: String
        collection: String
        filterTags: [String!]
        sortBy: String
        start: Int
        size: Int
      ): RecipeListingPayload!
      recipeCollections: [RecipeCollection!]!
      "By numeric id or path."
      recipe(idOrPath: String!): RecipePayload!
      recipeRating(recipeId: Int!): RecipeRatingPayload!
      pims(recipeId: Int!, servings: Int, swaps: [PimsSwapInput!]): PimsPayload!
      pimsAlternativesByIngredient(
        recipeId: Int!
        ingredientId: Int!
        servings: Int
      ): PimsAlternativesPayload!
    }

    extend type Mutation {
      "Once per shopper: a second answers CONFLICT 'Rating already submitted'."
      rateRecipe(recipeId: Int!, rating: Int!): RecipeRatingPayload!
      "The recipe page's selection to the trolley in one batch."
      addRecipeToTrolley(
        recipeId: Int!
        lines: [RecipeSelectionLineInput!]!
      ): RecipeTrolleyPayload!
    }
  `,

  resolvers: ({ recipes }) => ({
    Query: {
      recipes: (_root: unknown, args: RecipeListQuery, context: Context) =>
        withFailures(
          {
            recipes: null,
            totalMatches: null,
            start: null,
            size: null,
            sortBy: null,
            filters: null,
            fewMatches: null,
            suggestions: null,
            collection: null,
            breadcrumbs: null,
            pageTitle: null,
          },
          async () => recipes.list(await caller(context), args),
        ),
      recipeCollections: () => recipes.collections(),
      recipe: (_root: unknown, args: { idOrPath: string }, context: Context) =>
        withFailures({ recipe: null }, async () => {
          const { recipeIdOrPath } = parseInput(
            recipeParamsSchema,
            { recipeIdOrPath: args.idOrPath },
            'variables',
          );
          return { recipe: await recipes.get(await caller(context), recipeIdOrPath) };
        }),
      recipeRating: (_root: unknown, args: { recipeId: number }, context: Context) =>
        withFailures({ rating: null }, async () => ({
          rating: await recipes.rating(await caller(context), idOf(args.recipeId)),
        })),
      pims: (
        _root: unknown,
        args: { recipeId: number; servings?: number | null; swaps?: unknown },
        context: Context,
      ) =>
        withFailures(
          {
            recipeId: null,
            servings: null,
            storeCupboard: null,
            nonStoreCupboard: null,
            notShoppable: null,
            pimsError: null,
            selectionTotal: null,
          },
          async () => {
            const servings = parseInput(servingsSchema, args.servings, 'variables');
            const swaps = parseInput(swapsSchema, args.swaps, 'variables') ?? [];
            return recipes.pims(await caller(context), idOf(args.recipeId), {
              ...(servings ? { servings } : {}),
              swaps: Object.fromEntries(swaps.map((s) => [s.ingredientId, s.lineNumber])),
            });
          },
        ),
      pimsAlternativesByIngredient: (
        _root: unknown,
        args: { recipeId: number; ingredientId: number; servings?: number | null },
        context: Context,
      ) =>
        withFailures(
          { recipeId: null, ingredientId: null, servings: null, alternatives: null },
          async () => {
            const servings = parseInput(servingsSchema, args.servings, 'variables');
            return recipes.alternativesByIngredient(
              await caller(context),
              idOf(args.recipeId),
              idOf(args.ingredientId),
              servings ?? undefined,
            );
          },
        ),
    },
    Mutation: {
      rateRecipe: (_root: unknown, args: { recipeId: number; rating: number }, context: Context) =>
        withFailures({ rating: null }, async () => {
          const identity = await signedInIdentity(
            context.reply.request,
            RECIPE_MESSAGES.SIGN_IN_TO_RATE,
          );
          return { rating: await recipes.rate(identity, idOf(args.recipeId), args.rating) };
        }),
      addRecipeToTrolley: (
        _root: unknown,
        args: { recipeId: number; lines: RecipeSelectionLine[] },
        context: Context,
      ) =>
        withFailures(
          {
            trolleyOrderId: null,
            added: null,
            alreadyInTrolley: null,
            unavailable: null,
            toCheck: null,
          },
          async () => {
            const identity = await signedInIdentity(
              context.reply.request,
              RECIPE_MESSAGES.SIGN_IN_TO_ADD,
            );
            return recipes.addToTrolley(identity, idOf(args.recipeId), args.lines);
          },
        ),
    },
  }),
};
