import { NOT_FOUND_TITLE } from '@grocer/domain/messages/ui-messages';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { data, useLocation } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { loadFeaturedPage } from '../features/catalogue/api/featured.server.ts';
import { Breadcrumbs } from '../features/catalogue/components/breadcrumbs.tsx';
import { CategoryChips } from '../features/catalogue/components/category-chips.tsx';
import { FeaturedAisleNav } from '../features/catalogue/components/featured-aisle-nav.tsx';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { SortForm } from '../features/catalogue/components/sort-form.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/featured';
import styles from './browse.module.css';
import { cardActionIn } from './card-actions.tsx';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

/**
 * A featured aisle (decision 0078): `/shop/featured/{groceries|entertaining}` (new or on offer)
 * and `…/new` (the header's New), with the category page's sub-category filters and sorts.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadFeaturedPage(
    getServices(context).catalogue,
    params.root,
    params.aisle,
    url.searchParams,
  );
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: NOT_FOUND_TITLE }];
  const { title, categoryName, description } = loaderData;
  return [
    { title: categoryName ? `${categoryName} - ${title}` : title },
    { name: 'description', content: `${description}: shop online for delivery or collection.` },
  ];
}

export default function Featured({ loaderData }: Route.ComponentProps) {
  const { title, description, categoryId, categoryName, listing, breadcrumbs, aisles, sortBy } =
    loaderData;
  const location = useLocation();
  const heading = categoryName ?? title;
  return (
    <PageContainer>
      {breadcrumbs.length > 1 && <Breadcrumbs items={breadcrumbs} />}
      <header className={styles.header}>
        <FeaturedAisleNav items={aisles} label="Featured aisles" />
        <div className={styles.titleRow}>
          <div>
            <h1 className={styles.title}>{heading}</h1>
            <p className={styles.count}>
              {`${categoryName ? `${title} · ` : ''}${description} · ${listing.totalMatches} ${listing.totalMatches === 1 ? 'product' : 'products'}`}
            </p>
          </div>
          {listing.totalMatches > 0 && (
            <SortForm value={sortBy} keep={categoryId ? { category: categoryId } : undefined} />
          )}
        </div>
        <CategoryChips items={listing.subCategories} label={`Categories in ${heading}`} />
      </header>
      {listing.products.length === 0 ? (
        <p className={styles.empty}>There are no products here at the moment.</p>
      ) : (
        <ProductListing
          key={`${location.pathname}${location.search}`}
          listing={listing}
          label={heading}
          action={cardActionIn('browse')}
        />
      )}
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
