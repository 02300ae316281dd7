import type { Identity } from '@grocer/domain/identity/identity';
import { MEAL_PLAN_MESSAGES } from '@grocer/domain/meal-plans/meal-plan-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { MealPlansService } from './meal-plans.contract.ts';
import {
  copyBodySchema,
  fillTrolleyBodySchema,
  planParamsSchema,
  saveWeekBodySchema,
  weekParamsSchema,
} from './meal-plans.schemas.ts';

const PLANS = '/meal-plans/v1/plans';
const ONE_PLAN = `${PLANS}/:mealPlanId`;
const WEEK = '/meal-plans/v1/weeks/:date';
const owns = { param: 'mealPlanId', resource: 'meal-plan' } as const;
const tag = 'meal-plans';
const PLAN_ERRORS = ['UNAUTHENTICATED', 'MEAL_PLAN_NOT_FOUND'] as const;
const PLAN_SHAPE =
  '`{ id, weekStart, weekEnd, meals: [{ day, meal, recipeId, servings, recipe: { id, path, title, serves, cookingTime, dietary, images } | null }], totalServings }`; `id` null for a week with nothing saved; meals Monday’s breakfast first.';

const listPlans = apiDoc({
  operationId: 'listMealPlans',
  access: 'customer',
  tag,
  summary:
    'The shopper’s planned weeks (their history), newest week first: id, weekStart, weekEnd, mealCount, totalServings, past.',
  errors: ['UNAUTHENTICATED'],
});

const getWeek = apiDoc({
  operationId: 'getMealPlanWeek',
  access: 'customer',
  tag,
  summary: 'The shopper’s plan for the week (Monday to Sunday, UK dates) a date falls in.',
  description: PLAN_SHAPE,
  params: weekParamsSchema,
  errors: ['UNAUTHENTICATED'],
});

const saveWeek = apiDoc({
  operationId: 'saveMealPlanWeek',
  access: 'customer',
  tag,
  summary:
    'Replaces the week’s meals: for each meal (BREAKFAST, LUNCH, DINNER) of a day (MON–SUN) at most one recipe, at 1 to 12 servings; an empty list clears the week.',
  description: `Answers the plan: ${PLAN_SHAPE} 422 MEAL_PLAN_RECIPE_UNKNOWN for a recipe we do not offer. Cookie callers send the CSRF header.`,
  params: weekParamsSchema,
  body: saveWeekBodySchema,
  errors: ['UNAUTHENTICATED', 'MEAL_PLAN_RECIPE_UNKNOWN'],
});

const getPlan = apiDoc({
  operationId: 'getMealPlan',
  access: 'customer',
  owns,
  tag,
  summary: 'One of the shopper’s plans.',
  description: PLAN_SHAPE,
  params: planParamsSchema,
  errors: [...PLAN_ERRORS],
});

const copyPlan = apiDoc({
  operationId: 'copyMealPlanToNextWeek',
  access: 'customer',
  owns,
  tag,
  summary: 'Copies the plan’s meals to the following week and answers that week’s plan.',
  description:
    '409 MEAL_PLAN_NEXT_WEEK_PLANNED when the next week holds meals already, unless `{ replace: true }`; 422 MEAL_PLAN_EMPTY for a plan with no meals.',
  params: planParamsSchema,
  body: copyBodySchema,
  successStatus: 201,
  errors: [...PLAN_ERRORS, 'MEAL_PLAN_NEXT_WEEK_PLANNED', 'MEAL_PLAN_EMPTY'],
});

const shoppingList = apiDoc({
  operationId: 'getMealPlanShoppingList',
  access: 'customer',
  owns,
  tag,
  summary:
    'The week’s combined ingredient list: one line a product in whole packs, store-cupboard items once and unticked, what the trolley holds marked, and the cost before and after offers, in total and a serving.',
  description:
    'Answers `{ mealPlanId, weekStart, lines: [{ lineNumber, name, product, packs, quantity, storeCupboard, ticked, inTrolley, trolleyQuantity, recipeIds, price, offerPrice }], notShoppable: [{ recipeId, name }], cost: { total, offerTotal, perServing, offerPerServing, totalServings } }`; costs count the ticked lines.',
  params: planParamsSchema,
  errors: [...PLAN_ERRORS],
});

const fillTrolley = apiDoc({
  operationId: 'fillTrolleyFromMealPlan',
  access: 'customer',
  owns,
  tag,
  summary:
    'Puts the ticked lines of the week’s list (`lineNumbers`, or the list’s defaults) in the shopper’s trolley in one batch, and answers the quick shop’s summary (added, alreadyInTrolley, unavailable with alternatives, toCheck).',
  description:
    '422 MEAL_PLAN_LINE_NOT_IN_LIST for a line number not on the list, MEAL_PLAN_EMPTY for a week with nothing to buy; 400 when nothing is ticked. Cookie callers send the CSRF header.',
  params: planParamsSchema,
  body: fillTrolleyBodySchema,
  errors: [
    ...PLAN_ERRORS,
    'MEAL_PLAN_LINE_NOT_IN_LIST',
    'MEAL_PLAN_EMPTY',
    'TROLLEY_FULL',
    'PRODUCT_NOT_SOLD',
  ],
});

/**
 * The meal-plan calls (decision 0085; the spec names none), in the shopping lists' shape: who is
 * asking (401), then that the plan is theirs (404, before the body is read), then the input
 * (400 naming the field, 409, 422). Answers are `no-store`.
 */
export async function mealPlansRoutes(
  app: FastifyInstance,
  options: { mealPlans: MealPlansService },
) {
  const { mealPlans } = options;
  answerNoStore(app);
  // Who is asking, then the path, before a body is read (a path naming no plan is a 400).
  app.addHook('onRequest', async (request) => {
    const params = request.routeOptions.config.doc?.params;
    if (!params) return;
    await signedInIdentity(request, MEAL_PLAN_MESSAGES.SIGN_IN);
    parseInput(params, request.params, 'params');
  });

  async function ownPlan(request: FastifyRequest): Promise<{ identity: Identity; id: number }> {
    const identity = await signedInIdentity(request, MEAL_PLAN_MESSAGES.SIGN_IN);
    const { mealPlanId } = parseInput(planParamsSchema, request.params, 'params');
    if (!(await mealPlans.exists(identity, mealPlanId))) {
      throw new AppError('MEAL_PLAN_NOT_FOUND', MEAL_PLAN_MESSAGES.NO_SUCH_PLAN);
    }
    return { identity, id: mealPlanId };
  }

  app.get(PLANS, listPlans, async (request) => {
    const identity = await signedInIdentity(request, MEAL_PLAN_MESSAGES.SIGN_IN);
    return { mealPlans: await mealPlans.history(identity) };
  });

  app.get(WEEK, getWeek, async (request) => {
    const identity = await signedInIdentity(request, MEAL_PLAN_MESSAGES.SIGN_IN);
    const { date } = parseInput(weekParamsSchema, request.params, 'params');
    return mealPlans.week(identity, date);
  });

  app.put(WEEK, saveWeek, async (request) => {
    const identity = await signedInIdentity(request, MEAL_PLAN_MESSAGES.SIGN_IN);
    const { date } = parseInput(weekParamsSchema, request.params, 'params');
    const { meals } = parseInput(saveWeekBodySchema, request.body, 'body');
    return mealPlans.save(identity, date, meals);
  });

  app.get(ONE_PLAN, getPlan, async (request) => {
    const { identity, id } = await ownPlan(request);
    return mealPlans.get(identity, id);
  });

  app.post(`${ONE_PLAN}/copy-to-next-week`, copyPlan, async (request, reply) => {
    const { identity, id } = await ownPlan(request);
    const body = parseInput(copyBodySchema, request.body ?? undefined, 'body');
    return reply.code(201).send(await mealPlans.copyToNextWeek(identity, id, body ?? {}));
  });

  app.get(`${ONE_PLAN}/shopping-list`, shoppingList, async (request) => {
    const { identity, id } = await ownPlan(request);
    return mealPlans.shoppingList(identity, id);
  });

  app.post(`${ONE_PLAN}/trolley`, fillTrolley, async (request) => {
    const { identity, id } = await ownPlan(request);
    const body = parseInput(fillTrolleyBodySchema, request.body ?? undefined, 'body');
    return mealPlans.fillTrolley(identity, id, body?.lineNumbers);
  });
}
