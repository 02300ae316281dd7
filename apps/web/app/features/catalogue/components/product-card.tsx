import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { productUrl } from '@grocer/domain/catalogue/catalogue-urls';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { productView, promotionBadge } from '../lib/product-view.ts';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: Product;
  /** The Add control, composed by the route (the trolley is its own feature). */
  action?: (product: Product, canAdd: boolean) => ReactNode;
  headingLevel?: 2 | 3;
  /** Loads the image eagerly (first row of a page). */
  priority?: boolean;
}

/** Browse card, spec doc 3 §3 fields. */
export function ProductCard({
  product,
  action,
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const view = productView(product);
  const name = productDisplayName(product.name);
  const href = productUrl(product.name, product.id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const firstPromotion = view.promotions[0];

  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.media}>
        <FoodImage
          name={product.image}
          size={160}
          alt=""
          className={styles.image}
          priority={priority}
        />
        {firstPromotion && (
          <div className={styles.badges}>
            <Badge tone="offer">{promotionBadge(firstPromotion)}</Badge>
          </div>
        )}
      </div>
      {product.isSponsored && <p className={styles.sponsored}>Sponsored</p>}
      {product.brandName && <p className={styles.brand}>{product.brandName}</p>}
      <Heading className={styles.name}>
        <AppLink href={href}>{name}</AppLink>
      </Heading>
      {product.size && <p className={styles.size}>{product.size}</p>}
      {product.reviews.reviewCount > 0 && (
        <Rating average={product.reviews.averageRating} count={product.reviews.reviewCount} />
      )}
      {view.promotions.map((promotion) => (
        <p key={promotion.promotionId} className={styles.promotion}>
          {promotion.promotionDescription}
        </p>
      ))}
      <div className={styles.priceRow}>
        <Price
          amount={product.pricing.displayPrice.amount}
          wasAmount={view.wasPrice}
          qualifier={view.estimated ? 'est.' : null}
        />
        {view.unitPrice && <span className={styles.unitPrice}>({view.unitPrice})</span>}
      </div>
      {view.availabilityMessage && (
        <p className={styles.availability} role="status">
          {view.availabilityMessage}
        </p>
      )}
      {action && <div className={styles.action}>{action(product, view.canAdd)}</div>}
    </article>
  );
}
