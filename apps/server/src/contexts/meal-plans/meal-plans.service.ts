import { TZDate } from '@date-fns/tz';
import type { Money, Quantity } from '@grocer/domain/catalogue/catalogue.types';
import { ANONYMOUS, type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import {
  combineMealPlan,
  mealPlanCost,
  mealPlanTrolleyLines,
  type PlannedMeal,
} from '@grocer/domain/meal-plans/combined-ingredients';
import {
  MEAL_PLAN_MESSAGES,
  type PlannedMealInput,
  plannedMealsSchema,
  sortMeals,
} from '@grocer/domain/meal-plans/meal-plan-rules';
import { dateOfDay, nextWeekStart, weekStartOf } from '@grocer/domain/meal-plans/meal-plan-week';
import { packMeasure } from '@grocer/domain/recipes/pack-measure';
import { packsAsQuantity } from '@grocer/domain/recipes/recipe-measures';
import { format } from 'date-fns/format';
import { startOfWeek } from 'date-fns/startOfWeek';
import { AppError, isAppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { Pims, PimsLine, Recipe } from '../recipes/recipes.contract.ts';
import type {
  MealPlan,
  MealPlanListLine,
  MealPlanShoppingList,
  MealPlanSummary,
  MealPlansService,
  MealPlansSources,
  PlannedRecipe,
} from './meal-plans.contract.ts';
import type { MealPlansRepository, StoredPlan } from './meal-plans.repository.ts';

const SHOP_TIME_ZONE = 'Europe/London';

const gbp = (amount: number): Money => ({ amount, currencyCode: 'GBP' });

function signedIn(identity: Identity): Identity {
  if (!isSignedIn(identity)) throw new AppError('UNAUTHENTICATED', MEAL_PLAN_MESSAGES.SIGN_IN);
  return identity;
}

const notFound = () => new AppError('MEAL_PLAN_NOT_FOUND', MEAL_PLAN_MESSAGES.NO_SUCH_PLAN);

const recipeGone = (error: unknown) => isAppError(error) && error.code === 'RECIPE_NOT_FOUND';

function plannedRecipe(recipe: Recipe): PlannedRecipe {
  return {
    id: recipe.id,
    path: recipe.path,
    title: recipe.title,
    serves: recipe.serves,
    cookingTime: recipe.cookingTime,
    dietary: recipe.dietary,
    images: recipe.images,
  };
}

/** Meal plans (issue 26, decision 0085): weeks of recipes, their one list, one press. */
export function createMealPlansService(deps: {
  repository: MealPlansRepository;
  sources: MealPlansSources;
  now: () => Date;
}): MealPlansService {
  const { repository, sources, now } = deps;
  const { recipes } = sources;

  function currentWeekStart(): string {
    const today = new TZDate(now().getTime(), SHOP_TIME_ZONE);
    return format(startOfWeek(today, { weekStartsOn: 1 }), 'yyyy-MM-dd');
  }

  async function recipesById(ids: readonly number[]): Promise<Map<number, Recipe | null>> {
    const unique = [...new Set(ids)];
    const found = await Promise.all(
      unique.map((id) =>
        // Recipes are the same for every shopper: read as nobody in particular.
        recipes.get(ANONYMOUS, String(id)).catch((error: unknown) => {
          if (recipeGone(error)) return null;
          throw error;
        }),
      ),
    );
    return new Map(unique.map((id, index) => [id, found[index] ?? null]));
  }

  async function view(weekStart: string, stored: StoredPlan | null): Promise<MealPlan> {
    const meals = sortMeals(stored?.meals ?? []);
    const byId = await recipesById(meals.map((meal) => meal.recipeId));
    return {
      id: stored?.id ?? null,
      weekStart,
      weekEnd: dateOfDay(weekStart, 'SUN'),
      meals: meals.map((meal) => {
        const recipe = byId.get(meal.recipeId);
        return { ...meal, recipe: recipe ? plannedRecipe(recipe) : null };
      }),
      totalServings: meals.reduce((sum, meal) => sum + meal.servings, 0),
    };
  }

  async function owned(identity: Identity, mealPlanId: number): Promise<StoredPlan> {
    const { customerId } = signedIn(identity);
    const stored = await repository.find(customerId, mealPlanId);
    if (!stored) throw notFound();
    return stored;
  }

  /** Every recipe of the plan must be one we offer. */
  async function checkRecipes(meals: readonly PlannedMealInput[]): Promise<void> {
    const byId = await recipesById(meals.map((meal) => meal.recipeId));
    const unknown = [...byId].filter(([, recipe]) => recipe === null).map(([id]) => id);
    if (unknown.length > 0) {
      throw new AppError('MEAL_PLAN_RECIPE_UNKNOWN', MEAL_PLAN_MESSAGES.NO_SUCH_RECIPE, {
        detail: { recipeIds: unknown },
      });
    }
  }

  async function combinedList(
    identity: Identity,
    stored: StoredPlan,
  ): Promise<MealPlanShoppingList> {
    const meals = sortMeals(stored.meals);
    // A recipe gone from the shop adds nothing to the list.
    const answers = await Promise.all(
      meals.map((meal) =>
        recipes
          .pims(identity, meal.recipeId, { servings: meal.servings })
          .catch((error: unknown): Pims | null => {
            if (recipeGone(error)) return null;
            throw error;
          }),
      ),
    );
    const planned: PlannedMeal[] = [];
    const linesByProduct = new Map<string, PimsLine>();
    const notShoppable: MealPlanShoppingList['notShoppable'] = [];
    meals.forEach((meal, index) => {
      const pims = answers[index];
      if (!pims) return;
      const lines = [...pims.nonStoreCupboard, ...pims.storeCupboard];
      for (const line of lines) {
        if (!linesByProduct.has(line.lineNumber)) linesByProduct.set(line.lineNumber, line);
      }
      for (const missing of pims.notShoppable) {
        notShoppable.push({ recipeId: meal.recipeId, name: missing.name });
      }
      planned.push({
        recipeId: String(meal.recipeId),
        // The pims amounts are already scaled to the meal's servings.
        recipeServings: pims.servings,
        servings: pims.servings,
        ingredients: lines.map((line) => ({
          lineNumber: line.lineNumber,
          name: line.ingredientName,
          amount:
            line.recipeAmount.amount === null
              ? null
              : { amount: line.recipeAmount.amount, unit: line.recipeAmount.unit ?? '' },
          pack: packMeasure(line.product.size),
          storeCupboard: line.storeCupboard,
        })),
      });
    });
    const combined = combineMealPlan(planned);
    const held = new Map(
      (await sources.trolley.lines(identity)).map((line) => [line.lineNumber, line.quantity]),
    );
    const wanted = combined.map((line, index) => {
      const product = (linesByProduct.get(line.lineNumber) as PimsLine).product;
      return {
        line,
        product,
        quantity: packsAsQuantity(line.packs, product.defaultQuantity),
        trolleyItemId: index + 1,
      };
    });
    // Today's prices and offers as the trolley would price these lines (all of them at once, so
    // a multibuy across two of the week's products counts).
    const priced = await sources.pricing.price(
      wanted.map(({ line, product, quantity, trolleyItemId }) => ({
        trolleyItemId,
        lineNumber: line.lineNumber,
        productId: product.id,
        quantity,
      })),
      null,
      // As for the shopper: a member sees member prices (decision 0086).
      identity.customerId,
    );
    const pricedById = new Map(priced.lines.map((line) => [line.trolleyItemId, line]));
    const lines: MealPlanListLine[] = wanted.map(({ line, product, quantity, trolleyItemId }) => {
      const price = pricedById.get(trolleyItemId);
      return {
        lineNumber: line.lineNumber,
        name: line.name,
        product,
        packs: line.packs,
        quantity,
        storeCupboard: line.storeCupboard,
        ticked: line.ticked,
        inTrolley: held.has(line.lineNumber),
        trolleyQuantity: held.get(line.lineNumber) ?? null,
        recipeIds: line.recipeIds.map(Number),
        price: gbp(price?.retailPricePence ?? 0),
        offerPrice: gbp(price?.totalPricePence ?? 0),
      };
    });
    lines.sort(
      (a, b) =>
        Number(a.storeCupboard) - Number(b.storeCupboard) || a.name.localeCompare(b.name, 'en-GB'),
    );
    const totalServings = meals.reduce((sum, meal) => sum + meal.servings, 0);
    const cost = mealPlanCost(
      lines.map((line) => ({
        packs: 1,
        ticked: line.ticked,
        pricePence: line.price.amount,
        offerPricePence: line.offerPrice.amount,
      })),
      totalServings,
    );
    return {
      mealPlanId: stored.id,
      weekStart: stored.weekStart,
      lines,
      notShoppable,
      cost: {
        total: gbp(cost.totalPence),
        offerTotal: gbp(cost.offerTotalPence),
        perServing: gbp(cost.perServingPence),
        offerPerServing: gbp(cost.offerPerServingPence),
        totalServings,
      },
    };
  }

  return {
    currentWeekStart,

    async week(identity, date) {
      const { customerId } = signedIn(identity);
      const weekStart = weekStartOf(date);
      return view(weekStart, await repository.findWeek(customerId, weekStart));
    },

    async get(identity, mealPlanId) {
      const stored = await owned(identity, mealPlanId);
      return view(stored.weekStart, stored);
    },

    async exists(identity, mealPlanId) {
      if (!isSignedIn(identity)) return false;
      return repository.exists(identity.customerId, mealPlanId);
    },

    async history(identity) {
      const { customerId } = signedIn(identity);
      const thisWeek = currentWeekStart();
      return (await repository.history(customerId)).map(
        (plan): MealPlanSummary => ({
          ...plan,
          weekEnd: dateOfDay(plan.weekStart, 'SUN'),
          past: plan.weekStart < thisWeek,
        }),
      );
    },

    async save(identity, date, meals) {
      const { customerId } = signedIn(identity);
      const input = parseInput(plannedMealsSchema, meals, 'body');
      await checkRecipes(input);
      const weekStart = weekStartOf(date);
      const stored = await repository.saveWeek(customerId, weekStart, input, now());
      return view(weekStart, stored);
    },

    async copyToNextWeek(identity, mealPlanId, options = {}) {
      const stored = await owned(identity, mealPlanId);
      if (stored.meals.length === 0) {
        throw new AppError('MEAL_PLAN_EMPTY', MEAL_PLAN_MESSAGES.NOTHING_TO_COPY);
      }
      const next = nextWeekStart(stored.weekStart);
      const copied = await repository.saveWeek(identity.customerId, next, stored.meals, now(), {
        unlessPlanned: !options.replace,
      });
      if (!copied) {
        throw new AppError('MEAL_PLAN_NEXT_WEEK_PLANNED', MEAL_PLAN_MESSAGES.NEXT_WEEK_PLANNED);
      }
      return view(next, copied);
    },

    async shoppingList(identity, mealPlanId) {
      const stored = await owned(identity, mealPlanId);
      return combinedList(identity, stored);
    },

    async fillTrolley(identity, mealPlanId, lineNumbers) {
      const stored = await owned(identity, mealPlanId);
      const list = await combinedList(identity, stored);
      if (list.lines.length === 0) {
        throw new AppError('MEAL_PLAN_EMPTY', MEAL_PLAN_MESSAGES.EMPTY_WEEK);
      }
      let chosen = list.lines;
      if (lineNumbers) {
        const onList = new Set(list.lines.map((line) => line.lineNumber));
        const stray = lineNumbers.filter((lineNumber) => !onList.has(lineNumber));
        if (stray.length > 0) {
          throw new AppError('MEAL_PLAN_LINE_NOT_IN_LIST', MEAL_PLAN_MESSAGES.NOT_IN_LIST, {
            detail: { lineNumbers: stray },
          });
        }
        const ticked = new Set(lineNumbers);
        chosen = list.lines.map((line) => ({ ...line, ticked: ticked.has(line.lineNumber) }));
      }
      const wanted = new Set(mealPlanTrolleyLines(chosen).map((line) => line.lineNumber));
      if (wanted.size === 0) {
        throw new AppError('VALIDATION_FAILED', MEAL_PLAN_MESSAGES.NOTHING_TICKED);
      }
      // One batch through the quick shop's trolley additions (decision 0082).
      return sources.trolleyAdditions.addToTrolley(
        identity,
        chosen
          .filter((line) => wanted.has(line.lineNumber))
          .map((line) => ({ lineNumber: line.lineNumber, quantity: line.quantity })),
      );
    },
  };
}
