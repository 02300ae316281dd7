import type { Money, Product, Quantity } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import type { MealPlanMeal, PlannedMealInput } from '@grocer/domain/meal-plans/meal-plan-rules';
import type { MealPlanDay } from '@grocer/domain/meal-plans/meal-plan-week';
import type { PricedTrolley, PricingLine } from '@grocer/domain/pricing/pricing.types';
import type { TrolleyAdditionsSummary } from '../quick-shop/quick-shop.contract.ts';
import type { RecipeDietary, RecipeImage, RecipesService } from '../recipes/recipes.contract.ts';

/**
 * The meal-plans context's contract (issue 26, decision 0085; spec doc 1 §2 and doc 3 §2
 * recipes/meal-plans). A signed-in shopper plans a week (Monday to Sunday, Europe/London
 * calendar days): for each meal of a day a recipe and its servings. The week's recipes make one
 * combined shopping list (the domain's combineMealPlan: one line a product in whole packs,
 * store-cupboard items once and unticked), priced before and after offers, and the ticked lines
 * go to the trolley in one batch through the quick shop's trolley additions. Recipes, their
 * ingredients and products come from the recipes context's contract. Every call acts for
 * `identity.customerId`: another shopper's plan answers exactly as one that does not exist.
 * Expected failures are AppErrors: UNAUTHENTICATED (401), VALIDATION_FAILED (400),
 * MEAL_PLAN_NOT_FOUND (404), MEAL_PLAN_NEXT_WEEK_PLANNED (409), MEAL_PLAN_RECIPE_UNKNOWN,
 * MEAL_PLAN_EMPTY, MEAL_PLAN_LINE_NOT_IN_LIST (422), and the trolley's own refusals.
 */

export type { MealPlanDay, MealPlanMeal, PlannedMealInput, TrolleyAdditionsSummary };

/** What a planned meal shows of its recipe; null when the recipe is no longer offered. */
export interface PlannedRecipe {
  id: number;
  path: string;
  title: string;
  serves: number;
  cookingTime: number;
  dietary: RecipeDietary[];
  images: RecipeImage[];
}

export interface PlannedMealView {
  day: MealPlanDay;
  meal: MealPlanMeal;
  recipeId: number;
  servings: number;
  recipe: PlannedRecipe | null;
}

export interface MealPlan {
  /** Null for a week with nothing saved yet. */
  id: number | null;
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: string;
  /** Its Sunday. */
  weekEnd: string;
  /** Monday's breakfast first, Sunday's dinner last. */
  meals: PlannedMealView[];
  /** The servings of every meal. */
  totalServings: number;
}

/** A saved week in the shopper's history. */
export interface MealPlanSummary {
  id: number;
  weekStart: string;
  weekEnd: string;
  mealCount: number;
  totalServings: number;
  /** Ended before this week. */
  past: boolean;
}

/** One product of a week's combined list. */
export interface MealPlanListLine {
  lineNumber: string;
  /** What the first recipe that uses it calls it. */
  name: string;
  product: Product;
  /** Whole packs the week needs. */
  packs: number;
  /** The trolley quantity the packs stand for (packs × the product's default quantity). */
  quantity: Quantity;
  storeCupboard: boolean;
  /** Starts ticked unless it is a store-cupboard item. */
  ticked: boolean;
  /** The shopper's trolley holds it already (at `trolleyQuantity`). */
  inTrolley: boolean;
  trolleyQuantity: Quantity | null;
  /** The recipes of the week that use it, each once. */
  recipeIds: number[];
  /** The packs at today's shelf price. */
  price: Money;
  /** The packs at today's price with offers applied. */
  offerPrice: Money;
}

export interface MealPlanCost {
  /** The ticked lines at shelf prices. */
  total: Money;
  /** The ticked lines with offers applied. */
  offerTotal: Money;
  perServing: Money;
  offerPerServing: Money;
  totalServings: number;
}

export interface MealPlanShoppingList {
  mealPlanId: number;
  weekStart: string;
  /** Fresh and the rest first (ticked), then the store cupboard (unticked), each A to Z. */
  lines: MealPlanListLine[];
  /** Ingredients the catalogue lacks: listed, not shoppable. */
  notShoppable: { recipeId: number; name: string }[];
  cost: MealPlanCost;
}

export interface MealPlansService {
  /** The Monday of this week in Europe/London. */
  currentWeekStart(): string;
  /** The shopper's plan for the week a date falls in (an empty one when none is saved). */
  week(identity: Identity, date: string): Promise<MealPlan>;
  /** One of the shopper's plans by id. */
  get(identity: Identity, mealPlanId: number): Promise<MealPlan>;
  /** Whether the plan is the shopper's (the calls' ownership check). */
  exists(identity: Identity, mealPlanId: number): Promise<boolean>;
  /** The shopper's saved weeks with meals, newest week first. */
  history(identity: Identity): Promise<MealPlanSummary[]>;
  /** Replaces the week's meals (an empty list clears it). */
  save(identity: Identity, date: string, meals: readonly PlannedMealInput[]): Promise<MealPlan>;
  /**
   * The plan's meals to the following week. MEAL_PLAN_NEXT_WEEK_PLANNED when that week has
   * meals already, unless `replace`.
   */
  copyToNextWeek(
    identity: Identity,
    mealPlanId: number,
    options?: { replace?: boolean },
  ): Promise<MealPlan>;
  /** The week's combined ingredient list with its costs. */
  shoppingList(identity: Identity, mealPlanId: number): Promise<MealPlanShoppingList>;
  /**
   * The ticked lines (`lineNumbers`; the list's defaults when not given) to the shopper's open
   * trolley in one batch, with the quick shop's summary.
   */
  fillTrolley(
    identity: Identity,
    mealPlanId: number,
    lineNumbers?: readonly string[],
  ): Promise<TrolleyAdditionsSummary>;
}

/** What meal plans need of other contexts, each from that context's contract. */
export interface MealPlansSources {
  recipes: Pick<RecipesService, 'get' | 'pims'>;
  trolley: { lines(identity: Identity): Promise<{ lineNumber: string; quantity: Quantity }[]> };
  /** The trolley's pricing engine with today's catalogue: prices and offers. */
  /** Priced as for `customerId` (member prices for a member, decision 0086). */
  pricing: {
    price(
      lines: PricingLine[],
      slotStart: string | null,
      customerId?: number | null,
    ): Promise<PricedTrolley>;
  };
  /** The quick shop's one-press batch (decision 0082). */
  trolleyAdditions: {
    addToTrolley(
      identity: Identity,
      lines: readonly { lineNumber: string; quantity: Quantity }[],
    ): Promise<TrolleyAdditionsSummary>;
  };
}
