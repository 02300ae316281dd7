import { memo, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toRoutePath } from '../../../lib/app-path.ts';
import type { ProductCardView } from '../lib/product-card-view.ts';
import { type CardAction, ProductCard } from './product-card.tsx';
import styles from './product-grid.module.css';

/**
 * The ids of the cards that end a grid's first rows (decision 0106). The page's first frame waits
 * until the parser has read that card to its end (`<link rel="expect" blocking="render">`), so
 * every row on the first screen is whole when it is painted: a row painted with only some of its
 * cards grew when a taller one arrived, and the Add buttons at the foot of the cards already
 * there moved down.
 */
export const FIRST_ROWS_END = 'grid-first-rows-end';
export const FIRST_ROWS_END_NARROW = 'grid-first-rows-end-narrow';
/**
 * Three rows at any width: 15 cards are three rows of five (the widest grid) and more than three
 * of three or four. A phone's two columns show about two rows, so there three rows are six cards.
 */
const FIRST_ROWS_CARDS = 15;
const FIRST_ROWS_CARDS_NARROW = 6;
/** The phone's grid: two columns below the 768px breakpoint (product-grid.module.css). */
const NARROW = '(max-width: 767.98px)';
const WIDE = '(min-width: 768px)';

export interface ProductGridProps {
  products: ProductCardView[];
  action?: CardAction;
  /** The first card's position in the whole listing (a later page starts further on). */
  firstPosition?: number;
  layout?: 'grid' | 'strip';
  label: string;
  /** How many leading cards load their image eagerly. */
  eagerCount?: number;
  /** Card headings sit one level below the grid's own heading. */
  headingLevel?: 2 | 3;
}

/**
 * The cards of a listing. Memoised: the listing around it re-renders after hydration (its Load
 * more link, the router's state), and 48 cards re-rendering with it would redo their work and
 * rewrite every form field's attributes for nothing.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  action,
  firstPosition = 1,
  layout = 'grid',
  label,
  eagerCount = 4,
  headingLevel = 3,
}: ProductGridProps) {
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  // The cards' product links are plain anchors; a plain left click on one navigates
  // client-side, as a router link would.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest('a[data-card-link]') : null;
      const href = link?.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      navigate(toRoutePath(href));
    };
    list.addEventListener('click', onClick);
    return () => list.removeEventListener('click', onClick);
  }, [navigate]);

  const grid = layout === 'grid' && products.length > 0;
  const wideEnd = Math.min(FIRST_ROWS_CARDS, products.length) - 1;
  const narrowEnd = Math.min(FIRST_ROWS_CARDS_NARROW, products.length) - 1;
  const narrowId = narrowEnd === wideEnd ? FIRST_ROWS_END : FIRST_ROWS_END_NARROW;
  const idOf = (index: number) =>
    !grid
      ? undefined
      : index === wideEnd
        ? FIRST_ROWS_END
        : index === narrowEnd
          ? FIRST_ROWS_END_NARROW
          : undefined;

  return (
    <>
      {grid && (
        // React places these in the document's head; a browser without rel=expect ignores them.
        <>
          <link rel="expect" href={`#${narrowId}`} media={NARROW} blocking="render" />
          <link rel="expect" href={`#${FIRST_ROWS_END}`} media={WIDE} blocking="render" />
        </>
      )}
      <ul
        ref={listRef}
        className={layout === 'strip' ? styles.strip : styles.grid}
        aria-label={label}
      >
        {products.map((product, index) => (
          <li key={product.id} id={idOf(index)} data-product-index={index}>
            <ProductCard
              product={product}
              action={action}
              position={firstPosition + index}
              priority={index < eagerCount}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
    </>
  );
});
