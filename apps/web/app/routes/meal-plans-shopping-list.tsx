import { MEAL_PLAN_MESSAGES, MEAL_PLAN_TITLES } from '@grocer/domain/meal-plans/meal-plan-words';
import { formatQuantity } from '@grocer/domain/quantity/quantity';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import { data, useNavigation } from 'react-router';
import { AppLink } from '../components/ui/app-link.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  currentWeekStart,
  fillTrolley,
  loadShoppingList,
} from '../features/meal-plans/api/meal-plans.server.ts';
import styles from '../features/meal-plans/components/meal-plans.module.css';
import {
  PlanCosts,
  WeekShoppingList,
} from '../features/meal-plans/components/week-shopping-list.tsx';
import {
  plannerHref,
  SHOPPING_LIST_PATH,
  weekLabel,
  weekParam,
} from '../features/meal-plans/lib/meal-plan-form.ts';
import { AdditionsSummary } from '../features/quick-shop/components/additions-summary.tsx';
import type { AdditionsResult } from '../features/quick-shop/lib/quick-shop-view.ts';
import { swapAlternativeOf } from '../features/trolley/api/trolley-swap.server.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/meal-plans-shopping-list';
import { renderSwapOffer } from './quick-shop-swap-offer.tsx';

/**
 * The week's shopping list (issue 26, decision 0085): every planned recipe's ingredients as one
 * list (a product once, in whole packs; the store cupboard unticked; what the trolley holds
 * marked), the week's cost before and after offers, in total and a serving, and one Add to
 * trolley that puts the ticked lines in the trolley in one batch, answered with the quick shop's
 * summary. A plain form; the shopper's own page, never shared, never stored.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: MEAL_PLAN_TITLES.shoppingList }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  return loadShoppingList(context, identity, weekParam(new URL(request.url).searchParams));
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const week = weekParam(new URL(request.url).searchParams) ?? currentWeekStart(context);
  const outcome = await fillTrolley(context, identity, week, await request.formData());
  if (!outcome.ok) {
    return data<AdditionsResult>(
      { ok: false, message: outcome.message },
      { status: outcome.status },
    );
  }
  const { summary } = outcome;
  const line = (l: (typeof summary.added)[number]) => ({
    lineNumber: l.lineNumber,
    name: l.name,
    quantity: formatQuantity(l.quantity.amount, l.quantity.uom),
  });
  return data<AdditionsResult>({
    ok: true,
    summary: {
      added: summary.added.map(line),
      alreadyInTrolley: summary.alreadyInTrolley.map(line),
      unavailable: summary.unavailable.map((l) => ({
        lineNumber: l.lineNumber,
        name: l.name,
        message: l.message,
        alternatives: l.alternatives.map(swapAlternativeOf),
      })),
      toCheck: summary.toCheck.map(({ lineNumber, name, message }) => ({
        lineNumber,
        name,
        message,
      })),
    },
  });
}

export default function MealPlanShoppingList({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, list } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{MEAL_PLAN_TITLES.shoppingList}</h1>
        <p className={styles.weekNav}>
          <strong>{weekLabel(plan.weekStart, plan.weekEnd)}</strong>
          <AppLink href={plannerHref(plan.weekStart)}>Back to the planner</AppLink>
        </p>
        {actionData && (
          <section aria-labelledby="what-was-added">
            <h2 id="what-was-added">{RECIPE_MESSAGES.ADDED_SUMMARY}</h2>
            <AdditionsSummary result={actionData} renderAlternatives={renderSwapOffer} />
          </section>
        )}
        {list === null ? (
          <p>
            {MEAL_PLAN_MESSAGES.EMPTY_WEEK}{' '}
            <AppLink href={plannerHref(plan.weekStart)}>Plan your meals</AppLink>
          </p>
        ) : (
          <>
            <p className={styles.intro}>
              {plan.meals.length} {plan.meals.length === 1 ? 'meal' : 'meals'} for{' '}
              {list.cost.totalServings} servings. Untick what you have already.
            </p>
            <PlanCosts list={list} />
            <WeekShoppingList
              list={list}
              action={`${SHOPPING_LIST_PATH}?week=${plan.weekStart}`}
              busy={busy}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}
