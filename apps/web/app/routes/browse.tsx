import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { data, redirect, useLocation } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { loadBrowsePage } from '../features/catalogue/api/browse.server.ts';
import { Breadcrumbs } from '../features/catalogue/components/breadcrumbs.tsx';
import { CategoryChips } from '../features/catalogue/components/category-chips.tsx';
import { ProductListing } from '../features/catalogue/components/product-listing.tsx';
import { SortForm } from '../features/catalogue/components/sort-form.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { toRoutePath } from '../lib/app-path.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/browse';
import styles from './browse.module.css';
import { cardActionIn } from './card-actions.tsx';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Category paths match case-insensitively; one lower-case address keeps links and caches tidy.
  if (url.pathname !== url.pathname.toLowerCase()) {
    throw redirect(`${toRoutePath(url.pathname.toLowerCase())}${url.search}`, 301);
  }
  const page = await loadBrowsePage(
    getServices(context).catalogue,
    params['*'] ?? '',
    url.searchParams,
  );
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.listing.pageTitle ?? 'Groceries';
  return [
    { title },
    {
      name: 'description',
      content: `Shop ${title} online for home delivery or click and collect.`,
    },
  ];
}

export default function Browse({ loaderData }: Route.ComponentProps) {
  const { listing, categoryName, sortBy } = loaderData;
  const location = useLocation();
  const title = listing.pageTitle;
  const trail = listing.breadcrumbs;
  return (
    <PageContainer>
      {trail.length > 1 && <Breadcrumbs items={trail} />}
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.count}>
              {`${listing.totalMatches} ${listing.totalMatches === 1 ? 'product' : 'products'}`}
            </p>
          </div>
          {listing.totalMatches > 0 && <SortForm value={sortBy} />}
        </div>
        <CategoryChips
          items={listing.subCategories}
          label={`Categories in ${categoryName ?? title}`}
        />
      </header>
      {listing.products.length === 0 ? (
        <p className={styles.empty}>There are no products here at the moment.</p>
      ) : (
        <ProductListing
          key={`${location.pathname}${location.search}`}
          listing={listing}
          label={title}
          action={cardActionIn('browse')}
        />
      )}
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
