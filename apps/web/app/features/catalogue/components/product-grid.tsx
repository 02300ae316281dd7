import { memo, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toRoutePath } from '../../../lib/app-path.ts';
import type { ProductCardView } from '../lib/product-card-view.ts';
import { type CardAction, ProductCard } from './product-card.tsx';
import styles from './product-grid.module.css';

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

  return (
    <ul
      ref={listRef}
      className={layout === 'strip' ? styles.strip : styles.grid}
      aria-label={label}
    >
      {products.map((product, index) => (
        <li key={product.id} data-product-index={index}>
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
  );
});
