import { isSignedIn } from '@grocer/domain/identity/identity';
import { MEAL_PLAN_TITLES } from '@grocer/domain/meal-plans/meal-plan-words';
import { MEAL_PLANS_PATH } from '@grocer/domain/recipes/recipe-paths';
import { AppLink } from '../components/ui/app-link.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loadHistory, viewerIdentity } from '../features/meal-plans/api/meal-plans.server.ts';
import styles from '../features/meal-plans/components/meal-plans.module.css';
import {
  plannerHref,
  shoppingListHref,
  weekLabel,
} from '../features/meal-plans/lib/meal-plan-form.ts';
import type { Route } from './+types/meal-plans';

/**
 * The meal plans landing (issue 26, decision 0085): what planning does, the guides, and for a
 * signed-in shopper their planned weeks. It shows the shopper's own weeks, so it is never shared
 * and never stored; signed out it is the same page without them.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [
    { title: MEAL_PLAN_TITLES.landing },
    {
      name: 'description',
      content:
        'Plan a week of meals from our recipes, then put everything you need in your trolley in one go, priced today with offers.',
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const identity = await viewerIdentity(context);
  const signedIn = isSignedIn(identity);
  return { signedIn, weeks: signedIn ? await loadHistory(context, identity) : [] };
}

export default function MealPlansLanding({ loaderData }: Route.ComponentProps) {
  const { signedIn, weeks } = loaderData;
  return (
    <PageContainer>
      <div className={styles.layout}>
        <header className={styles.layout}>
          <h1>{MEAL_PLAN_TITLES.landing}</h1>
          <p className={styles.intro}>
            Pick recipes for the days of your week, say how many each meal serves, and we make one
            shopping list from them: the same product for several recipes counted once, in whole
            packs, priced today with offers. One press puts it all in your trolley.
          </p>
          <p>
            <AppLink href={`${MEAL_PLANS_PATH}/planner`} className={buttonClass()}>
              {signedIn ? 'Plan this week' : 'Sign in to plan your week'}
            </AppLink>
          </p>
        </header>
        <nav aria-label="Meal planning guides">
          <ul className={styles.guides}>
            <li>
              <AppLink href={`${MEAL_PLANS_PATH}/how-to`}>{MEAL_PLAN_TITLES.howTo}</AppLink>
            </li>
            <li>
              <AppLink href={`${MEAL_PLANS_PATH}/serves`}>{MEAL_PLAN_TITLES.serves}</AppLink>
            </li>
            <li>
              <AppLink href={`${MEAL_PLANS_PATH}/dietary`}>{MEAL_PLAN_TITLES.dietary}</AppLink>
            </li>
          </ul>
        </nav>
        {signedIn && (
          <section aria-labelledby="your-weeks">
            <h2 id="your-weeks">Your planned weeks</h2>
            {weeks.length === 0 ? (
              <p className={styles.muted}>No weeks planned yet.</p>
            ) : (
              <ul className={styles.history}>
                {weeks.map((week) => (
                  <li key={week.id}>
                    <AppLink href={plannerHref(week.weekStart)}>
                      {weekLabel(week.weekStart, week.weekEnd)}
                    </AppLink>{' '}
                    <span className={styles.muted}>
                      {week.mealCount} {week.mealCount === 1 ? 'meal' : 'meals'},{' '}
                      {week.totalServings} servings{week.past ? ' · past' : ''}
                    </span>{' '}
                    <AppLink href={shoppingListHref(week.weekStart)}>
                      Shopping list
                      <span className={styles.hidden}>
                        {' '}
                        for {weekLabel(week.weekStart, week.weekEnd)}
                      </span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </PageContainer>
  );
}
