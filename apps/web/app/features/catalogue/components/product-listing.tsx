import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { pageSearch } from '../lib/browse-query.ts';
import type { ProductCardView } from '../lib/product-card-view.ts';
import styles from './load-more.module.css';
import type { CardAction } from './product-card.tsx';
import { ProductGrid } from './product-grid.tsx';

/** One page of cards, as the listing pages' loaders send it. */
export interface CardListing {
  products: ProductCardView[];
  totalMatches: number;
  start: number;
}

export interface ProductListingProps {
  listing: CardListing;
  label: string;
  action?: CardAction;
  /** The cards' heading level: 3 where the listing sits under a section's h2. */
  headingLevel?: 2 | 3;
}

/**
 * Product grid with 'Load more'. Without JavaScript the button is a link to the next page
 * (`?start=`); with it, the next page is fetched and appended, and the new count announced.
 * Render with a `key` of the address so a new category or sort starts afresh.
 */
export function ProductListing({ listing, label, action, headingLevel = 2 }: ProductListingProps) {
  const location = useLocation();
  const fetcher = useFetcher<{ listing: CardListing }>();
  const [products, setProducts] = useState<ProductCardView[]>(listing.products);
  const [announcement, setAnnouncement] = useState('');
  const appended = useRef<CardListing | null>(null);

  useEffect(() => {
    const next = fetcher.data?.listing;
    if (!next || appended.current === next) return;
    appended.current = next;
    const seen = new Set(products.map((product) => product.id));
    const merged = [...products, ...next.products.filter((product) => !seen.has(product.id))];
    setProducts(merged);
    setAnnouncement(`Showing ${listing.start + merged.length} of ${listing.totalMatches} products`);
  }, [fetcher.data, products, listing.start, listing.totalMatches]);

  const shownTo = listing.start + products.length;
  const hasMore = shownTo < listing.totalMatches;
  const params = new URLSearchParams(location.search);
  const nextHref = `${location.pathname}${pageSearch(params, shownTo)}`;
  const loading = fetcher.state !== 'idle';

  return (
    <>
      <ProductGrid
        products={products}
        action={action}
        firstPosition={listing.start + 1}
        label={label}
        headingLevel={headingLevel}
      />
      <div className={styles.wrap}>
        <p className={styles.progress}>
          {`${listing.start > 0 ? `Showing ${listing.start + 1}–${shownTo}` : `Showing ${shownTo}`} of ${listing.totalMatches} products`}
        </p>
        <div className={styles.meter} aria-hidden="true">
          <div
            className={styles.meterFill}
            style={{
              width: `${listing.totalMatches ? Math.round((shownTo / listing.totalMatches) * 100) : 100}%`,
            }}
          />
        </div>
        {hasMore && (
          <Link
            to={nextHref}
            className={buttonClass({ variant: 'secondary' })}
            aria-disabled={loading || undefined}
            onClick={(event) => {
              // React runs this only once it has hydrated the link; until then, and without
              // JavaScript, the link is followed to the next page.
              event.preventDefault();
              if (!loading) void fetcher.load(nextHref);
            }}
          >
            {loading ? 'Loading…' : 'Load more'}
          </Link>
        )}
        {listing.start > 0 && (
          <Link to={`${location.pathname}${pageSearch(params, 0)}`}>
            Back to the first products
          </Link>
        )}
        <VisuallyHidden>
          <span aria-live="polite">{announcement}</span>
        </VisuallyHidden>
      </div>
    </>
  );
}
