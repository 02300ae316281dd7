import { MEAL_PLAN_MESSAGES } from '@grocer/domain/meal-plans/meal-plan-rules';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { MealPlansService } from './meal-plans.contract.ts';
import { fillTrolleyBodySchema, saveWeekVariablesSchema } from './meal-plans.schemas.ts';

/**
 * Meal plans over GraphQL (decision 0085): the same service as REST, expected failures in
 * `failures: [{message, type}]`. Another shopper's plan is NOT_FOUND, checked before the other
 * arguments. The trolley summary is the recipes' own payload type (the quick shop's summary).
 */

type Context = { reply: FastifyReply };

const identityOf = (context: Context) =>
  signedInIdentity(context.reply.request, MEAL_PLAN_MESSAGES.SIGN_IN);

const mealPlanIdSchema = z
  .number({ error: 'must be a meal plan id' })
  .int('must be a meal plan id')
  .min(1, 'must be a meal plan id')
  .max(999_999_999, 'must be a meal plan id');

const PLAN = { arg: 'mealPlanId', resource: 'meal-plan' } as const;

const NO_SUMMARY = {
  trolleyOrderId: null,
  added: null,
  alreadyInTrolley: null,
  unavailable: null,
  toCheck: null,
};

export const mealPlansGraphql: GraphqlModule<{ mealPlans: MealPlansService }> = {
  owns: {
    'Query.mealPlan': PLAN,
    'Query.mealPlanShoppingList': PLAN,
    'Mutation.copyMealPlanToNextWeek': PLAN,
    'Mutation.fillTrolleyFromMealPlan': PLAN,
  },

  typeDefs: /* GraphQL */ `
    type PlannedRecipe {
      id: Int!
      path: String!
      title: String!
      serves: Int!
      cookingTime: Int!
      dietary: [String!]!
      images: [RecipeImage!]!
    }

    type PlannedMeal {
      "MON to SUN"
      day: String!
      "BREAKFAST, LUNCH or DINNER"
      meal: String!
      recipeId: Int!
      servings: Int!
      "Null when the recipe is no longer offered."
      recipe: PlannedRecipe
    }

    type MealPlan {
      "Null for a week with nothing saved."
      id: Int
      weekStart: String!
      weekEnd: String!
      meals: [PlannedMeal!]!
      totalServings: Int!
    }

    type MealPlanSummary {
      id: Int!
      weekStart: String!
      weekEnd: String!
      mealCount: Int!
      totalServings: Int!
      past: Boolean!
    }

    type MealPlanListLine {
      lineNumber: String!
      name: String!
      product: Product!
      packs: Int!
      quantity: Quantity!
      storeCupboard: Boolean!
      ticked: Boolean!
      inTrolley: Boolean!
      trolleyQuantity: Quantity
      recipeIds: [Int!]!
      price: Money!
      offerPrice: Money!
    }

    type MealPlanNotShoppable {
      recipeId: Int!
      name: String!
    }

    type MealPlanCost {
      total: Money!
      offerTotal: Money!
      perServing: Money!
      offerPerServing: Money!
      totalServings: Int!
    }

    type MealPlanPayload {
      mealPlan: MealPlan
      failures: [Failure!]
    }

    type MealPlansPayload {
      mealPlans: [MealPlanSummary!]
      failures: [Failure!]
    }

    type MealPlanShoppingListPayload {
      mealPlanId: Int
      weekStart: String
      lines: [MealPlanListLine!]
      notShoppable: [MealPlanNotShoppable!]
      cost: MealPlanCost
      failures: [Failure!]
    }

    input PlannedMealInput {
      day: String!
      meal: String!
      recipeId: Int!
      servings: Int!
    }

    extend type Query {
      "The shopper's planned weeks, newest first."
      mealPlans: MealPlansPayload!
      "The shopper's plan for the week (Monday to Sunday, UK dates) a date (YYYY-MM-DD) falls in."
      mealPlanWeek(date: String!): MealPlanPayload!
      mealPlan(mealPlanId: Int!): MealPlanPayload!
      "The week's combined ingredient list with its costs before and after offers."
      mealPlanShoppingList(mealPlanId: Int!): MealPlanShoppingListPayload!
    }

    extend type Mutation {
      "Replaces the week's meals (an empty list clears it)."
      saveMealPlanWeek(date: String!, meals: [PlannedMealInput!]!): MealPlanPayload!
      "Refused (CONFLICT) when next week holds meals already, unless replace is true."
      copyMealPlanToNextWeek(mealPlanId: Int!, replace: Boolean = false): MealPlanPayload!
      "The ticked lines (or the list's defaults) to the open trolley in one batch."
      fillTrolleyFromMealPlan(mealPlanId: Int!, lineNumbers: [String!]): RecipeTrolleyPayload!
    }
  `,

  resolvers: ({ mealPlans }) => {
    /** The caller and their plan (NOT_FOUND when not theirs), before anything else is read. */
    async function ownPlan(context: Context, mealPlanId: unknown) {
      const identity = await identityOf(context);
      const id = parseInput(mealPlanIdSchema, mealPlanId, 'variables');
      if (!(await mealPlans.exists(identity, id))) {
        throw new AppError('MEAL_PLAN_NOT_FOUND', MEAL_PLAN_MESSAGES.NO_SUCH_PLAN);
      }
      return { identity, id };
    }

    return {
      Query: {
        mealPlans: (_root: unknown, _args: unknown, context: Context) =>
          withFailures({ mealPlans: null }, async () => ({
            mealPlans: await mealPlans.history(await identityOf(context)),
          })),
        mealPlanWeek: (_root: unknown, args: { date: string }, context: Context) =>
          withFailures({ mealPlan: null }, async () => {
            const identity = await identityOf(context);
            const { date } = parseInput(
              saveWeekVariablesSchema.pick({ date: true }),
              { date: args.date },
              'variables',
            );
            return { mealPlan: await mealPlans.week(identity, date) };
          }),
        mealPlan: (_root: unknown, args: { mealPlanId: number }, context: Context) =>
          withFailures({ mealPlan: null }, async () => {
            const { identity, id } = await ownPlan(context, args.mealPlanId);
            return { mealPlan: await mealPlans.get(identity, id) };
          }),
        mealPlanShoppingList: (_root: unknown, args: { mealPlanId: number }, context: Context) =>
          withFailures(
            { mealPlanId: null, weekStart: null, lines: null, notShoppable: null, cost: null },
            async () => {
              const { identity, id } = await ownPlan(context, args.mealPlanId);
              return mealPlans.shoppingList(identity, id);
            },
          ),
      },
      Mutation: {
        saveMealPlanWeek: (
          _root: unknown,
          args: { date: string; meals: unknown },
          context: Context,
        ) =>
          withFailures({ mealPlan: null }, async () => {
            const identity = await identityOf(context);
            const { date, meals } = parseInput(saveWeekVariablesSchema, args, 'variables');
            return { mealPlan: await mealPlans.save(identity, date, meals) };
          }),
        copyMealPlanToNextWeek: (
          _root: unknown,
          args: { mealPlanId: number; replace?: boolean | null },
          context: Context,
        ) =>
          withFailures({ mealPlan: null }, async () => {
            const { identity, id } = await ownPlan(context, args.mealPlanId);
            return {
              mealPlan: await mealPlans.copyToNextWeek(identity, id, {
                replace: args.replace === true,
              }),
            };
          }),
        fillTrolleyFromMealPlan: (
          _root: unknown,
          args: { mealPlanId: number; lineNumbers?: string[] | null },
          context: Context,
        ) =>
          withFailures(NO_SUMMARY, async () => {
            const { identity, id } = await ownPlan(context, args.mealPlanId);
            const body = parseInput(
              fillTrolleyBodySchema,
              args.lineNumbers == null ? undefined : { lineNumbers: args.lineNumbers },
              'variables',
            );
            return mealPlans.fillTrolley(identity, id, body?.lineNumbers);
          }),
      },
    };
  },
};
