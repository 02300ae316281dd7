import { MEAL_PLAN_TITLES } from '@grocer/domain/meal-plans/meal-plan-words';
import { MEAL_PLANS_PATH, RECIPES_PATH } from '@grocer/domain/recipes/recipe-paths';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import type { ReactNode } from 'react';
import { data } from 'react-router';
import { AppLink } from '../components/ui/app-link.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import styles from '../features/meal-plans/components/meal-plans.module.css';
import type { Route } from './+types/meal-plans-guide';

/**
 * The meal-plan guides (spec doc 1 §2: recipes/meal-plans/serves, /how-to, /dietary; decision
 * 0085): short, fixed help, the same for every visitor, so shared pages in the page cache. The
 * planner itself is the shopper's own page.
 */
export const handle: SharedPageHandle = { sharedPage: true };

const PLANNER = `${MEAL_PLANS_PATH}/planner`;
const allRecipes = (filter: string) => `${RECIPES_PATH}/all-categories?filter=${filter}`;

const GUIDES = {
  'how-to': {
    title: MEAL_PLAN_TITLES.howTo,
    description: 'Plan a week of meals in a few presses and shop for all of it at once.',
    body: (
      <>
        <ol>
          <li>
            Open the <AppLink href={PLANNER}>meal planner</AppLink> (sign in first: your plans are
            kept for you).
          </li>
          <li>
            Search our recipes, choose the day and the meal (breakfast, lunch or dinner) and how
            many it serves, then press Add to plan. The next pick starts on the following day.
          </li>
          <li>
            Change a meal’s servings or remove it from the week at any time. Each meal of a day
            holds one recipe; adding another replaces it.
          </li>
          <li>
            Open your shopping list for the week: the same product used by several recipes is one
            line, in whole packs, and store-cupboard items such as oil and salt start unticked. What
            is already in your trolley is marked.
          </li>
          <li>Untick what you have, check the cost, and press Add to trolley once.</li>
        </ol>
        <h2>Next week</h2>
        <p>
          Liked this week? Copy it to next week from the planner and change what you like. Your past
          weeks stay on the <AppLink href={MEAL_PLANS_PATH}>meal plans page</AppLink>.
        </p>
        <h2>Without JavaScript</h2>
        <p>Every step is an ordinary form: the planner works the same with scripts turned off.</p>
      </>
    ),
  },
  serves: {
    title: MEAL_PLAN_TITLES.serves,
    description: 'How servings change a meal plan’s amounts, packs and cost.',
    body: (
      <>
        <p>
          Each recipe says how many it serves. In the planner you can set each meal from 1 to 12
          servings, and we scale every ingredient to match.
        </p>
        <h2>Whole packs</h2>
        <p>
          Shops sell packs, not grams. We add up what the whole week needs of each product and round
          up to whole packs once: two recipes needing 200 g of mince each take one 500 g pack, not
          two.
        </p>
        <h2>Cost a serving</h2>
        <p>
          The shopping list shows the week’s cost and the cost of one serving (the total divided by
          every serving planned), before and after today’s offers.
        </p>
        <h2>Leftovers</h2>
        <p>
          Cooking for two from a recipe for four? Plan 4 servings and eat the rest the next day:
          leave that day’s meal empty.
        </p>
      </>
    ),
  },
  dietary: {
    title: MEAL_PLAN_TITLES.dietary,
    description: 'Plan vegetarian, vegan, gluten-free or dairy-free weeks.',
    body: (
      <>
        <p>
          Every recipe is tagged from its ingredients. Browse the ones that suit you, then add them
          to your week in the <AppLink href={PLANNER}>meal planner</AppLink>.
        </p>
        <ul>
          <li>
            <AppLink href={allRecipes('vegetarian')}>Vegetarian recipes</AppLink>
          </li>
          <li>
            <AppLink href={allRecipes('vegan')}>Vegan recipes</AppLink>
          </li>
          <li>
            <AppLink href={allRecipes('gluten-free')}>Gluten-free recipes</AppLink>
          </li>
          <li>
            <AppLink href={allRecipes('dairy-free')}>Dairy-free recipes</AppLink>
          </li>
        </ul>
        <h2>Check the labels</h2>
        <p>
          Tags are a guide. If you have an allergy, read each product’s ingredients and allergy
          advice before you buy, and when you swap a product for another.
        </p>
      </>
    ),
  },
} satisfies Record<string, { title: string; description: string; body: ReactNode }>;

type GuideId = keyof typeof GUIDES;

export function loader({ params }: Route.LoaderArgs) {
  if (!(params.guide in GUIDES)) throw data(null, { status: 404 });
  return { guide: params.guide as GuideId };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const guide = loaderData ? GUIDES[loaderData.guide] : null;
  if (!guide) return [];
  return [{ title: guide.title }, { name: 'description', content: guide.description }];
}

export default function MealPlanGuide({ loaderData }: Route.ComponentProps) {
  const guide = GUIDES[loaderData.guide];
  return (
    <PageContainer>
      <div className={styles.layout}>
        <nav aria-label="Breadcrumb">
          <AppLink href={MEAL_PLANS_PATH}>Meal plans</AppLink>
        </nav>
        <h1>{guide.title}</h1>
        <div className={styles.prose}>{guide.body}</div>
      </div>
    </PageContainer>
  );
}
