import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import { ALL_CATEGORIES, recipeCollectionHref } from '@grocer/domain/recipes/recipe-paths';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { AppLink } from '../components/ui/app-link.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { loadCollections, loadListing } from '../features/recipes/api/recipes.server.ts';
import { RecipeGrid } from '../features/recipes/components/recipe-card.tsx';
import { RecipeSearchForm } from '../features/recipes/components/recipe-listing-parts.tsx';
import styles from '../features/recipes/components/recipes.module.css';
import { readListingQuery } from '../features/recipes/lib/recipe-query.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import type { Route } from './+types/recipes';

/**
 * The recipes landing (issue 26, decision 0084): the search box, the collections, and the most
 * popular recipes. The same page for every shopper: served from the shared page cache.
 */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ context }: Route.LoaderArgs) {
  const [collections, popular] = await Promise.all([
    loadCollections(context),
    loadListing(context, readListingQuery(new URLSearchParams()), null),
  ]);
  return { collections, popular: popular.recipes.slice(0, 12) };
}

export function meta() {
  return [
    { title: PAGE_TITLES.recipes },
    {
      name: 'description',
      content:
        'Recipes for every day and every occasion, with the ingredients priced at today’s prices: add what you need to your trolley in one go.',
    },
  ];
}

export default function RecipesLanding({ loaderData }: Route.ComponentProps) {
  const { collections, popular } = loaderData;
  return (
    <PageContainer>
      <div className={styles.layout}>
        <header className={styles.hero}>
          <h1>{RECIPE_MESSAGES.RECIPES_HEADING}</h1>
          <p className={styles.intro}>
            Cook from our shelves: every recipe’s ingredients are priced today and go in your
            trolley in one go.
          </p>
          <RecipeSearchForm />
        </header>
        <section aria-labelledby="recipe-collections">
          <h2 id="recipe-collections">{RECIPE_MESSAGES.COLLECTIONS_HEADING}</h2>
          <ul className={styles.collections}>
            {collections.map((collection) => (
              <li key={collection.id}>
                <AppLink href={recipeCollectionHref(collection.id)} className={styles.collection}>
                  <span className={styles.collectionName}>{collection.name}</span>
                  <span className={styles.count}>{collection.recipeCount} recipes</span>
                </AppLink>
              </li>
            ))}
            <li>
              <AppLink href={recipeCollectionHref(ALL_CATEGORIES)} className={styles.collection}>
                <span className={styles.collectionName}>{RECIPE_MESSAGES.ALL_CATEGORIES}</span>
                <span className={styles.count}>Every recipe, with filters</span>
              </AppLink>
            </li>
          </ul>
        </section>
        {popular.length > 0 && (
          <section aria-labelledby="popular-recipes">
            <h2 id="popular-recipes">Popular recipes</h2>
            <RecipeGrid recipes={popular} label="Popular recipes" />
          </section>
        )}
      </div>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
