import type { Identity } from '@grocer/domain/identity/identity';
import { ANONYMOUS } from '@grocer/domain/identity/identity';
import {
  MEAL_PLAN_MESSAGES,
  type MealPlanNotice,
  type PlannedMealInput,
  sortMeals,
} from '@grocer/domain/meal-plans/meal-plan-rules';
import { nextWeekStart, weekStartOf } from '@grocer/domain/meal-plans/meal-plan-week';
import type {
  MealPlan,
  MealPlanShoppingList,
  MealPlanSummary,
  MealPlansService,
  TrolleyAdditionsSummary,
} from '@grocer/server/contexts/meal-plans/meal-plans.contract';
import type { RecipeSummary } from '@grocer/server/contexts/recipes/recipes.contract';
import { identityContext } from '@grocer/server/web/load-context';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import type { RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import { parseSlot } from '../lib/meal-plan-form.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * The meal-plan pages' server side (decision 0085): the meal-plans service through its contract
 * for the shopper's weeks, and the recipes service's listing for the planner's recipe picker.
 * Every page here is the shopper's own (private, never in the page cache).
 */

function mealPlans(context: Context): MealPlansService {
  return getServices(context).mealPlans;
}

const DAY_MS = 86_400_000;
const weekBefore = (weekStart: string) =>
  new Date(Date.parse(`${weekStart}T00:00:00Z`) - 7 * DAY_MS).toISOString().slice(0, 10);

/** How many recipes the picker shows at once. */
export const PICKER_SIZE = 12;

export interface PlannerPage {
  plan: MealPlan;
  thisWeek: string;
  previousWeek: string;
  nextWeek: string;
  picker: { searchTerm: string; recipes: RecipeSummary[]; totalMatches: number };
}

export async function loadPlanner(
  context: Context,
  identity: Identity,
  week: string | null,
  searchTerm: string,
): Promise<PlannerPage> {
  const service = mealPlans(context);
  const thisWeek = service.currentWeekStart();
  const weekStart = weekStartOf(week ?? thisWeek);
  const [plan, listing] = await Promise.all([
    service.week(identity, weekStart),
    getServices(context).recipes.list(ANONYMOUS, {
      searchTerm: searchTerm || undefined,
      size: PICKER_SIZE,
    }),
  ]);
  return {
    plan,
    thisWeek,
    previousWeek: weekBefore(weekStart),
    nextWeek: nextWeekStart(weekStart),
    picker: { searchTerm, recipes: listing.recipes, totalMatches: listing.totalMatches },
  };
}

/** Who is asking (the landing reads it to show a signed-in shopper's weeks). */
export function viewerIdentity(context: Context): Promise<Identity> {
  return context.get(identityContext)();
}

export function loadHistory(context: Context, identity: Identity): Promise<MealPlanSummary[]> {
  return mealPlans(context).history(identity);
}

export function currentWeekStart(context: Context): string {
  return mealPlans(context).currentWeekStart();
}

/** What a planner form did: where to go next, or why nothing changed. */
export type PlannerOutcome =
  | { ok: true; week: string; notice: MealPlanNotice }
  | { ok: false; status: number; message: string };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function servingsOf(value: string): number {
  return /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * One press of the planner: add a recipe to a meal (replacing what was there), remove one,
 * change its servings, or copy the week to the next. The whole week is saved each time, so the
 * service checks every meal as it would from the API.
 */
export async function changePlan(
  context: Context,
  identity: Identity,
  week: string,
  form: FormData,
): Promise<PlannerOutcome> {
  const service = mealPlans(context);
  const intent = field(form, 'intent');
  try {
    const plan = await service.week(identity, week);
    const meals: PlannedMealInput[] = plan.meals.map(({ day, meal, recipeId, servings }) => ({
      day,
      meal,
      recipeId,
      servings,
    }));
    if (intent === 'copy') {
      if (plan.id === null)
        return { ok: false, status: 422, message: MEAL_PLAN_MESSAGES.NOTHING_TO_COPY };
      const copied = await service.copyToNextWeek(identity, plan.id, {
        replace: field(form, 'replace') === 'yes',
      });
      return { ok: true, week: copied.weekStart, notice: 'copied' };
    }
    const slot =
      parseSlot(form.get('slot')) ?? parseSlot(`${field(form, 'day')}-${field(form, 'meal')}`);
    if (!slot) return { ok: false, status: 400, message: MEAL_PLAN_MESSAGES.CHOOSE_MEAL };
    const others = meals.filter((m) => m.day !== slot.day || m.meal !== slot.meal);
    if (intent === 'remove') {
      await service.save(identity, plan.weekStart, others);
      return { ok: true, week: plan.weekStart, notice: 'removed' };
    }
    const servings = servingsOf(field(form, 'servings'));
    if (intent === 'servings') {
      const current = meals.find((m) => m.day === slot.day && m.meal === slot.meal);
      if (!current) return { ok: false, status: 400, message: MEAL_PLAN_MESSAGES.MEAL_NOT_PLANNED };
      await service.save(
        identity,
        plan.weekStart,
        sortMeals([...others, { ...current, servings }]),
      );
      return { ok: true, week: plan.weekStart, notice: 'servings' };
    }
    if (intent === 'add') {
      const recipeId = Number(field(form, 'recipeId'));
      await service.save(
        identity,
        plan.weekStart,
        sortMeals([...others, { ...slot, recipeId, servings }]),
      );
      return { ok: true, week: plan.weekStart, notice: 'added' };
    }
    return { ok: false, status: 400, message: MEAL_PLAN_MESSAGES.CHOOSE_MEAL };
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return { ok: false, status: refused.status, message: refused.message };
  }
}

export interface ShoppingListPage {
  plan: MealPlan;
  list: MealPlanShoppingList | null;
}

export async function loadShoppingList(
  context: Context,
  identity: Identity,
  week: string | null,
): Promise<ShoppingListPage> {
  const service = mealPlans(context);
  const plan = await service.week(identity, week ?? service.currentWeekStart());
  const list =
    plan.id !== null && plan.meals.length > 0
      ? await service.shoppingList(identity, plan.id)
      : null;
  return { plan, list };
}

/** The one press: the ticked lines (`line` checkboxes) in one batch. */
export async function fillTrolley(
  context: Context,
  identity: Identity,
  week: string,
  form: FormData,
): Promise<
  { ok: true; summary: TrolleyAdditionsSummary } | { ok: false; status: number; message: string }
> {
  const service = mealPlans(context);
  const lineNumbers = form
    .getAll('line')
    .filter((value): value is string => typeof value === 'string');
  if (lineNumbers.length === 0) {
    return { ok: false, status: 400, message: MEAL_PLAN_MESSAGES.NOTHING_TICKED };
  }
  try {
    const plan = await service.week(identity, week);
    if (plan.id === null) return { ok: false, status: 422, message: MEAL_PLAN_MESSAGES.EMPTY_WEEK };
    return { ok: true, summary: await service.fillTrolley(identity, plan.id, lineNumbers) };
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return { ok: false, status: refused.status, message: refused.message };
  }
}
