import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';
import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import { data, useLocation } from 'react-router';
import { PageContainer, PageSection } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { FavouritesFilters } from '../features/favourites/components/favourites-filters.tsx';
import { parseFavouritesPageQuery } from '../features/favourites/lib/favourites-page-query.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/favourites';
import { cardActionIn } from './card-actions.tsx';
import styles from './favourites.module.css';

/**
 * The shopper's favourites (spec doc 3 §2, §4; decision 0079): what they chose, bought online and
 * bought in our branches. Their own page: never a shared page, never stored.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: PAGE_TITLES.favourites }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const services = getServices(context);
  const query = parseFavouritesPageQuery(new URL(request.url).searchParams);
  const orderId = await services.trolley.currentOrderId(identity);
  if (orderId === null) throw data(null, { status: 404 });
  const view = await services.favourites.favourites(identity, orderId, {
    sortBy: query.sortBy,
    offerflag: query.onOffer,
    start: query.start,
    ...(query.categoryId ? { categoryIds: [query.categoryId] } : {}),
  });
  return {
    listing: {
      products: view.summary.products.map(toProductCardView),
      totalMatches: view.summary.totalMatches,
      start: view.summary.start,
    },
    // Load more asks for later pages of the summary only.
    forgotten: query.start === 0 ? view.forgottenProducts.map(toProductCardView) : [],
    categories: view.categories,
    query,
  };
}

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const { listing, forgotten, categories, query } = loaderData;
  const location = useLocation();
  const filtered = query.onOffer || query.categoryId !== null;
  return (
    <PageContainer>
      <header className={styles.header}>
        <h1 className={styles.title}>{PAGE_TITLES.favourites}</h1>
        <FavouritesFilters
          sortBy={query.sortBy}
          onOffer={query.onOffer}
          categories={categories}
          categoryId={query.categoryId}
        />
      </header>
      {forgotten.length > 0 && (
        <PageSection title={M.FORGOTTEN_HEADING} id="favourites-forgotten">
          <ProductGrid
            products={forgotten}
            label={M.FORGOTTEN_HEADING}
            action={cardActionIn('favourites')}
            layout="strip"
          />
        </PageSection>
      )}
      <PageSection title={M.SUMMARY_HEADING} id="favourites-summary">
        {listing.products.length === 0 ? (
          <p className={styles.empty}>{filtered ? M.NO_MATCHING_FAVOURITES : M.NO_FAVOURITES}</p>
        ) : (
          <ProductListing
            key={`${location.pathname}${location.search}`}
            listing={listing}
            label={M.SUMMARY_HEADING}
            action={cardActionIn('favourites')}
            headingLevel={3}
          />
        )}
      </PageSection>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
