import {
  dateOfDay,
  MEAL_PLAN_DAYS,
  type MealPlanDay,
} from '@grocer/domain/meal-plans/meal-plan-week';
import {
  MEAL_PLAN_DAY_NAMES,
  MEAL_PLAN_MEAL_NAMES,
  MEAL_PLAN_MEALS,
} from '@grocer/domain/meal-plans/meal-plan-words';
import {
  RECIPE_SERVINGS_MAX,
  RECIPE_SERVINGS_MIN,
} from '@grocer/domain/recipes/ingredient-selection';
import { formatRecipeDuration } from '@grocer/domain/recipes/recipe-duration';
import { recipeHref } from '@grocer/domain/recipes/recipe-paths';
import type {
  MealPlan,
  PlannedMealView,
} from '@grocer/server/contexts/meal-plans/meal-plans.contract';
import type { RecipeSummary } from '@grocer/server/contexts/recipes/recipes.contract';
import { Button } from 'react-aria-components';
import { Form } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { toRoutePath } from '../../../lib/app-path.ts';
import { shortDate, slotValue } from '../lib/meal-plan-form.ts';
import styles from './meal-plans.module.css';

const mealLabel = (meal: Pick<PlannedMealView, 'day' | 'meal'>) =>
  `${MEAL_PLAN_DAY_NAMES[meal.day]} ${MEAL_PLAN_MEAL_NAMES[meal.meal].toLowerCase()}`;

/** One planned meal: its recipe, its servings (changeable) and Remove; each a plain form. */
function PlannedMealCard({ meal, action }: { meal: PlannedMealView; action: string }) {
  const slot = slotValue(meal.day, meal.meal);
  const servingsId = `servings-${slot}`;
  const image = meal.recipe?.images[0];
  return (
    <li className={styles.meal}>
      <p className={styles.mealName}>{MEAL_PLAN_MEAL_NAMES[meal.meal]}</p>
      <div className={styles.mealRecipe}>
        {image && <FoodImage name={image.name} alt="" size={48} />}
        {meal.recipe ? (
          <AppLink href={recipeHref(meal.recipe)}>{meal.recipe.title}</AppLink>
        ) : (
          <span>This recipe is no longer available</span>
        )}
      </div>
      <div className={styles.mealActions}>
        <Form method="post" action={toRoutePath(action)} className={styles.inline}>
          <input type="hidden" name="intent" value="servings" />
          <input type="hidden" name="slot" value={slot} />
          <label htmlFor={servingsId}>
            Servings<span className={styles.hidden}> for {mealLabel(meal)}</span>
          </label>
          <input
            id={servingsId}
            name="servings"
            type="number"
            inputMode="numeric"
            min={RECIPE_SERVINGS_MIN}
            max={RECIPE_SERVINGS_MAX}
            defaultValue={meal.servings}
            className={styles.servings}
            required
          />
          <Button type="submit" className={buttonClass({ variant: 'secondary', size: 'small' })}>
            Update<span className={styles.hidden}> servings for {mealLabel(meal)}</span>
          </Button>
        </Form>
        <Form method="post" action={toRoutePath(action)}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="slot" value={slot} />
          <Button type="submit" className={buttonClass({ variant: 'ghost', size: 'small' })}>
            Remove<span className={styles.hidden}> {mealLabel(meal)}</span>
          </Button>
        </Form>
      </div>
    </li>
  );
}

/** The week, Monday to Sunday: each day's planned meals, and a link to add one. */
export function WeekPlanner({
  plan,
  action,
  addHref,
}: {
  plan: MealPlan;
  action: string;
  addHref: (day: MealPlanDay) => string;
}) {
  return (
    <ol className={styles.week} aria-label="Your week">
      {MEAL_PLAN_DAYS.map((day) => {
        const meals = plan.meals.filter((meal) => meal.day === day);
        const headingId = `day-${day}`;
        return (
          <li key={day} className={styles.day} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.dayName}>
              {MEAL_PLAN_DAY_NAMES[day]}{' '}
              <span className={styles.muted}>{shortDate(dateOfDay(plan.weekStart, day))}</span>
            </h2>
            {meals.length > 0 ? (
              <ul className={styles.meals}>
                {meals.map((meal) => (
                  <PlannedMealCard key={meal.meal} meal={meal} action={action} />
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>Nothing planned</p>
            )}
            <AppLink href={addHref(day)} className={styles.addLink}>
              Add a recipe<span className={styles.hidden}> to {MEAL_PLAN_DAY_NAMES[day]}</span>
            </AppLink>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A recipe the shopper can add: pick the day and the meal (native selects, so the form works
 * without JavaScript and from the keyboard), the servings, and press Add to plan.
 */
export function PickableRecipe({
  recipe,
  weekStart,
  action,
  day,
  meal,
  servings,
}: {
  recipe: RecipeSummary;
  weekStart: string;
  action: string;
  day: MealPlanDay;
  meal: (typeof MEAL_PLAN_MEALS)[number];
  servings: number | null;
}) {
  const id = `pick-${recipe.id}`;
  const image = recipe.images[0];
  return (
    <li className={styles.pick}>
      <div className={styles.pickRecipe}>
        {image && <FoodImage name={image.name} alt="" size={64} />}
        <div>
          <h3 id={`${id}-title`} className={styles.pickTitle}>
            <AppLink href={recipeHref(recipe)}>{recipe.title}</AppLink>
          </h3>
          <p className={styles.muted}>
            {formatRecipeDuration(recipe.cookingTime)} · Serves {recipe.serves}
          </p>
        </div>
      </div>
      <Form method="post" action={toRoutePath(action)} className={styles.pickForm}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="recipeId" value={recipe.id} />
        <label>
          Day
          <select name="day" defaultValue={day} className={styles.select}>
            {MEAL_PLAN_DAYS.map((option) => (
              <option key={option} value={option}>
                {MEAL_PLAN_DAY_NAMES[option]} {shortDate(dateOfDay(weekStart, option))}
              </option>
            ))}
          </select>
        </label>
        <label>
          Meal
          <select name="meal" defaultValue={meal} className={styles.select}>
            {MEAL_PLAN_MEALS.map((option) => (
              <option key={option} value={option}>
                {MEAL_PLAN_MEAL_NAMES[option]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Servings
          <input
            name="servings"
            type="number"
            inputMode="numeric"
            min={RECIPE_SERVINGS_MIN}
            max={RECIPE_SERVINGS_MAX}
            defaultValue={servings ?? recipe.serves}
            className={styles.servings}
            required
          />
        </label>
        <Button
          type="submit"
          className={buttonClass({ size: 'small' })}
          aria-label={`Add to plan: ${recipe.title}`}
        >
          Add to plan
        </Button>
      </Form>
    </li>
  );
}
