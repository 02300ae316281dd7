import { belowWidth, betweenWidths, fromWidth } from '@grocer/domain/shell/breakpoints';
import { memo, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toRoutePath } from '../../../lib/app-path.ts';
import type { ProductCardView } from '../lib/product-card-view.ts';
import { type CardAction, ProductCard } from './product-card.tsx';
import styles from './product-grid.module.css';

/**
 * The first two rows of a grid at each of its widths (the columns of product-grid.module.css):
 * what a first screen shows of a listing. The page's first frame waits until the parser has read
 * the card that ends them (`<link rel="expect" blocking="render">`, decision 0106), so those rows
 * are whole when they are painted: a row painted with only some of its cards grew when a taller
 * one arrived, and the Add buttons at the foot of the cards already there moved down.
 */
export const FIRST_ROWS: readonly { media: string; cards: number }[] = [
  { media: belowWidth('md'), columns: 2 },
  { media: betweenWidths('md', 'lg'), columns: 3 },
  { media: betweenWidths('lg', 'xl'), columns: 4 },
  { media: fromWidth('xl'), columns: 5 },
].map(({ media, columns }) => ({ media, cards: 2 * columns }));

/** The id of the card that ends a grid's first rows: its place, counted from 1. */
export const firstRowsEndId = (cards: number) => `grid-first-rows-${cards}`;

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
  const ends = FIRST_ROWS.map(({ media, cards }) => ({
    media,
    card: Math.min(cards, products.length),
  }));
  const endCards = new Set(grid ? ends.map(({ card }) => card) : []);
  const idOf = (index: number) => (endCards.has(index + 1) ? firstRowsEndId(index + 1) : undefined);

  return (
    <>
      {grid &&
        // React places these in the document's head; a browser without rel=expect ignores them.
        ends.map(({ media, card }) => (
          <link
            key={media}
            rel="expect"
            href={`#${firstRowsEndId(card)}`}
            media={media}
            blocking="render"
          />
        ))}
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
