import type { ClickContext } from '@grocer/domain/analytics/analytics-params';
import type { BlockOf } from '@grocer/domain/content/content-page';
import type { ReactNode } from 'react';
import { PageSection } from '../components/ui/page-container.tsx';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import type { ProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { cardActionIn } from './card-actions.tsx';

/**
 * A content block's product carousel (decision 0077) as the home page's strips look: its title
 * and a strip of product cards with their Add buttons. It lives with the routes because it joins
 * two features (content blocks and catalogue cards). A carousel with no products is left out.
 */
export function contentCarousel(
  carousels: Readonly<Record<number, ProductCardView[]>>,
  clickContext: ClickContext,
): (block: BlockOf<'productCarousel'>, index: number) => ReactNode {
  return (block, index) => {
    const products = carousels[index];
    if (!products || products.length === 0) return null;
    return (
      <PageSection title={block.title} id={`content-carousel-${index}`}>
        <ProductGrid
          layout="strip"
          label={block.title}
          products={products}
          eagerCount={0}
          action={cardActionIn(clickContext)}
        />
      </PageSection>
    );
  };
}
