import { isFewMatches } from '@grocer/domain/recipes/recipe-listing';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import {
  ALL_CATEGORIES,
  recipeCollectionHref,
  titleFromPath,
} from '@grocer/domain/recipes/recipe-paths';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { PageContainer } from '../components/ui/page-container.tsx';
import { loadListing } from '../features/recipes/api/recipes.server.ts';
import { RecipeGrid } from '../features/recipes/components/recipe-card.tsx';
import {
  Breadcrumbs,
  LoadMore,
  RecipeFilters,
  RecipeSearchForm,
  SortForm,
} from '../features/recipes/components/recipe-listing-parts.tsx';
import styles from '../features/recipes/components/recipes.module.css';
import { readListingQuery } from '../features/recipes/lib/recipe-query.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import type { Route } from './+types/recipes-listing';

/**
 * A recipe collection (`/ecom/recipes/{collection}/*`) or all categories (the recipes' search):
 * filters with counts, sort, 54 a page with Load more, breadcrumbs, and suggestions when fewer
 * than 4 match (issue 26, decision 0084). Path segments after the collection are filter tags
 * (`/ecom/recipes/quick-weeknight/vegetarian`). The same page for every shopper.
 */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const collection = params.collection ?? null;
  const pathTags = (params['*'] ?? '').split('/').filter(Boolean);
  const query = readListingQuery(new URL(request.url).searchParams, pathTags);
  const listing = await loadListing(context, query, collection);
  const pathname = recipeCollectionHref(collection ?? ALL_CATEGORIES, pathTags);
  // All categories without a search is not the landing: its own title and last crumb.
  const title =
    listing.collection || query.searchTerm ? listing.pageTitle : RECIPE_MESSAGES.ALL_RECIPES;
  const breadcrumbs = listing.collection
    ? listing.breadcrumbs
    : [...listing.breadcrumbs, { name: RECIPE_MESSAGES.ALL_CATEGORIES, url: pathname }];
  return { listing, query, pathname, pathTags, title, breadcrumbs };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const title =
    loaderData?.title ??
    (params.collection ? titleFromPath(params.collection) : RECIPE_MESSAGES.ALL_RECIPES);
  const description =
    loaderData?.listing.collection?.description ??
    `${title}: recipes with their ingredients priced at today’s prices, ready to add to your trolley.`;
  return [{ title }, { name: 'description', content: description }];
}

export default function RecipesListing({ loaderData }: Route.ComponentProps) {
  const { listing, query, pathname, title, breadcrumbs } = loaderData;
  const few = isFewMatches(listing.totalMatches);
  return (
    <PageContainer>
      <div className={styles.layout}>
        <Breadcrumbs crumbs={breadcrumbs} />
        <header className={styles.listingHeader}>
          <h1>{title}</h1>
          {listing.collection?.description && (
            <p className={styles.intro}>{listing.collection.description}</p>
          )}
          <p className={styles.count} role="status">
            {query.searchTerm
              ? `${listing.totalMatches} recipes for “${query.searchTerm}”`
              : `${listing.totalMatches} recipes`}
          </p>
        </header>
        <RecipeSearchForm term={query.searchTerm} />
        <div className={styles.listingBody}>
          <RecipeFilters filters={listing.filters} pathname={pathname} query={query} />
          <div className={styles.results}>
            <SortForm pathname={pathname} query={query} />
            {listing.recipes.length > 0 ? (
              <RecipeGrid recipes={listing.recipes} label={title} />
            ) : (
              <p>{RECIPE_MESSAGES.NO_MATCHES}</p>
            )}
            {listing.hasMore && (
              <LoadMore
                pathname={pathname}
                query={query}
                page={listing.page}
                shown={listing.recipes.length}
                total={listing.totalMatches}
              />
            )}
            {few && listing.suggestions.length > 0 && (
              <section aria-labelledby="recipe-suggestions" className={styles.suggestions}>
                <h2 id="recipe-suggestions">
                  {listing.totalMatches === 0
                    ? RECIPE_MESSAGES.NO_MATCHES_SUGGESTIONS
                    : RECIPE_MESSAGES.FEW_MATCHES}
                </h2>
                <RecipeGrid recipes={listing.suggestions} label="Suggested recipes" />
              </section>
            )}
          </div>
        </div>
      </div>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
