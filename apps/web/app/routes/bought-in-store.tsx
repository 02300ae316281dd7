import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';
import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import { useLocation } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { FavouritesFilters } from '../features/favourites/components/favourites-filters.tsx';
import { parseFavouritesPageQuery } from '../features/favourites/lib/favourites-page-query.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { requireFlag } from '../lib/flags.server.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/bought-in-store';
import { cardActionIn } from './card-actions.tsx';
import styles from './favourites.module.css';

/**
 * What the shopper bought in our branches in the last year (spec doc 3 §2, §4; decision 0079),
 * most recently bought first, narrowed by category ('All Categories' by default). Behind the
 * bought_in_store flag (on by default). Their own page: never shared, never stored.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: PAGE_TITLES.boughtInStore }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireFlag(context, 'bought_in_store');
  const identity = await requireCustomer(request, context);
  const { categoryId, start } = parseFavouritesPageQuery(new URL(request.url).searchParams);
  const listing = await getServices(context).branchPurchases.boughtInStore(identity.customerId, {
    start,
    ...(categoryId ? { categoryId } : {}),
  });
  return {
    listing: {
      products: listing.products.map(toProductCardView),
      totalMatches: listing.totalMatches,
      start: listing.start,
    },
    categories: listing.categories,
    categoryId: listing.categoryId,
  };
}

export default function BoughtInStore({ loaderData }: Route.ComponentProps) {
  const { listing, categories, categoryId } = loaderData;
  const location = useLocation();
  return (
    <PageContainer>
      <header className={styles.header}>
        <h1 className={styles.title}>{PAGE_TITLES.boughtInStore}</h1>
        {categories.length > 0 && (
          <FavouritesFilters categories={categories} categoryId={categoryId} />
        )}
      </header>
      {listing.products.length === 0 ? (
        <p className={styles.empty}>
          {categoryId ? M.NO_MATCHING_FAVOURITES : M.NO_BRANCH_PURCHASES}
        </p>
      ) : (
        <ProductListing
          key={`${location.pathname}${location.search}`}
          listing={listing}
          label={PAGE_TITLES.boughtInStore}
          action={cardActionIn('bought_in_store')}
        />
      )}
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
