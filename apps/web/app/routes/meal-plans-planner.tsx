import { MEAL_PLAN_DAYS, type MealPlanDay } from '@grocer/domain/meal-plans/meal-plan-week';
import {
  MEAL_PLAN_MEALS,
  MEAL_PLAN_NOTICES,
  MEAL_PLAN_TITLES,
  type MealPlanMeal,
  type MealPlanNotice,
} from '@grocer/domain/meal-plans/meal-plan-words';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import { Button } from 'react-aria-components';
import { data, Form, redirect } from 'react-router';
import { AppLink } from '../components/ui/app-link.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  changePlan,
  currentWeekStart,
  loadPlanner,
} from '../features/meal-plans/api/meal-plans.server.ts';
import styles from '../features/meal-plans/components/meal-plans.module.css';
import { PickableRecipe, WeekPlanner } from '../features/meal-plans/components/week-planner.tsx';
import {
  PLANNER_PATH,
  plannerHref,
  shoppingListHref,
  weekLabel,
  weekParam,
} from '../features/meal-plans/lib/meal-plan-form.ts';
import { toRoutePath } from '../lib/app-path.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/meal-plans-planner';

/**
 * The meal planner (issue 26, decision 0085): the week, Monday to Sunday, with each day's planned
 * meals (servings changeable, Remove), and below it the recipes to pick from (search, then day,
 * meal and servings and Add to plan). Every press is a plain form post answered by a redirect
 * back here, so it works without JavaScript; with it, React Router posts and reloads in place.
 * The shopper's own page: behind the sign-in guard, never shared, never stored.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: MEAL_PLAN_TITLES.planner }];
}

const isDay = (value: string | null): value is MealPlanDay =>
  MEAL_PLAN_DAYS.includes(value as MealPlanDay);
const isMeal = (value: string | null): value is MealPlanMeal =>
  MEAL_PLAN_MEALS.includes(value as MealPlanMeal);

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const search = new URL(request.url).searchParams;
  const searchTerm = (search.get('q') ?? '').trim().slice(0, 100);
  const page = await loadPlanner(context, identity, weekParam(search), searchTerm);
  const day = search.get('day');
  const meal = search.get('meal');
  const done = search.get('done');
  const servings = Number(search.get('servings'));
  return {
    servings: Number.isInteger(servings) && servings >= 1 && servings <= 12 ? servings : null,
    ...page,
    day: isDay(day) ? day : 'MON',
    meal: isMeal(meal) ? meal : 'DINNER',
    notice: done && done in MEAL_PLAN_NOTICES ? MEAL_PLAN_NOTICES[done as MealPlanNotice] : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const search = new URL(request.url).searchParams;
  const form = await request.formData();
  const week = weekParam(search) ?? currentWeekStart(context);
  const outcome = await changePlan(context, identity, week, form);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  const extra: Record<string, string> = { done: outcome.notice };
  const day = form.get('day');
  if (typeof day === 'string' && isDay(day)) {
    // The next pick starts on the following day, so a week of dinners is a press a day.
    const next = MEAL_PLAN_DAYS[(MEAL_PLAN_DAYS.indexOf(day) + 1) % 7] as MealPlanDay;
    extra.day = next;
    const meal = form.get('meal');
    if (typeof meal === 'string' && isMeal(meal)) extra.meal = meal;
    const servings = form.get('servings');
    if (typeof servings === 'string' && /^\d{1,2}$/.test(servings)) extra.servings = servings;
  }
  const q = search.get('q');
  if (q) extra.q = q;
  throw redirect(toRoutePath(`${plannerHref(outcome.week, extra)}#week`), 303);
}

export default function MealPlanner({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, thisWeek, previousWeek, nextWeek, picker, day, meal, servings, notice } =
    loaderData;
  const action = `${PLANNER_PATH}?week=${plan.weekStart}${picker.searchTerm ? `&q=${encodeURIComponent(picker.searchTerm)}` : ''}`;
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{MEAL_PLAN_TITLES.planner}</h1>
        <nav className={styles.weekNav} aria-label="Weeks">
          <AppLink href={plannerHref(previousWeek)}>Previous week</AppLink>
          <strong id="week" aria-live="polite">
            {weekLabel(plan.weekStart, plan.weekEnd)}
            {plan.weekStart === thisWeek ? ' (this week)' : ''}
          </strong>
          <AppLink href={plannerHref(nextWeek)}>Next week</AppLink>
          {plan.weekStart !== thisWeek && <AppLink href={plannerHref(thisWeek)}>This week</AppLink>}
        </nav>
        {notice && (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        )}
        {actionData && (
          <p role="alert" className={styles.error}>
            {actionData.message}
          </p>
        )}
        <WeekPlanner
          plan={plan}
          action={action}
          addHref={(d) => `${plannerHref(plan.weekStart, { day: d, meal })}#choose-recipes`}
        />
        <div className={styles.actions}>
          <p className={styles.muted}>
            {plan.meals.length} {plan.meals.length === 1 ? 'meal' : 'meals'}, {plan.totalServings}{' '}
            servings
          </p>
          {plan.meals.length > 0 && (
            <AppLink href={shoppingListHref(plan.weekStart)} className={buttonClass()}>
              {RECIPE_MESSAGES.COMBINED_INGREDIENTS}
            </AppLink>
          )}
        </div>
        {plan.meals.length > 0 && (
          <Form method="post" action={toRoutePath(action)} className={styles.actions}>
            <input type="hidden" name="intent" value="copy" />
            <label className={styles.inline}>
              <input type="checkbox" name="replace" value="yes" /> Replace next week’s plan
            </label>
            <Button type="submit" className={buttonClass({ variant: 'secondary' })}>
              Copy this week to next week
            </Button>
          </Form>
        )}
        <section aria-labelledby="choose-recipes" className={styles.layout}>
          <h2 id="choose-recipes">Choose recipes</h2>
          <Form
            method="get"
            action={toRoutePath(PLANNER_PATH)}
            className={styles.searchRow}
            role="search"
          >
            <input type="hidden" name="week" value={plan.weekStart} />
            <input type="hidden" name="day" value={day} />
            <input type="hidden" name="meal" value={meal} />
            <label className={styles.pickForm}>
              {RECIPE_MESSAGES.SEARCH_RECIPES}
              <input type="search" name="q" defaultValue={picker.searchTerm} maxLength={100} />
            </label>
            <Button type="submit" className={buttonClass({ variant: 'secondary' })}>
              Search
            </Button>
          </Form>
          {picker.recipes.length === 0 ? (
            <p>{RECIPE_MESSAGES.NO_MATCHES}</p>
          ) : (
            <ul className={styles.picks} aria-label="Recipes to add">
              {picker.recipes.map((recipe) => (
                <PickableRecipe
                  key={recipe.id}
                  recipe={recipe}
                  weekStart={plan.weekStart}
                  action={action}
                  day={day}
                  meal={meal}
                  servings={servings}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </PageContainer>
  );
}
