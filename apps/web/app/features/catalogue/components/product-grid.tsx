import type { ReactNode } from 'react';
import type { ProductCardView } from '../lib/product-card-view.ts';
import { ProductCard } from './product-card.tsx';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  products: ProductCardView[];
  action?: (product: ProductCardView) => ReactNode;
  layout?: 'grid' | 'strip';
  label: string;
  /** How many leading cards load their image eagerly. */
  eagerCount?: number;
  /** Card headings sit one level below the grid's own heading. */
  headingLevel?: 2 | 3;
}

export function ProductGrid({
  products,
  action,
  layout = 'grid',
  label,
  eagerCount = 4,
  headingLevel = 3,
}: ProductGridProps) {
  return (
    <ul className={layout === 'strip' ? styles.strip : styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} data-product-index={index}>
          <ProductCard
            product={product}
            action={action}
            priority={index < eagerCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
