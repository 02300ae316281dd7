import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { useViewer } from '../../../lib/viewer-context.tsx';
import type { ProductCardView } from '../lib/product-card-view.ts';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: ProductCardView;
  /**
   * The Add control, composed by the route (the trolley is its own feature), given the card's
   * position in its listing (from 1).
   */
  action?: CardAction;
  /** The card's position in its listing, from 1. */
  position?: number;
  headingLevel?: 2 | 3;
  /** Loads the image eagerly (first row of a page). */
  priority?: boolean;
}

/**
 * 'Your member price' on a card in a loyalty-scheme offer, for members only: read from the
 * per-user viewer after hydration (decision 0086), so the shared HTML is the same for everyone.
 * Over the image, beside the offer's badge, so it moves nothing when it appears (cards and the
 * product page).
 */
export function MemberPriceBadge() {
  const viewer = useViewer();
  return viewer?.loyaltyMember ? <Badge tone="offer">Your member price</Badge> : null;
}

export type CardAction = (product: ProductCardView, position: number) => ReactNode;

/** Browse card, spec doc 3 §3 fields. */
export function ProductCard({
  product,
  action,
  position = 1,
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className={styles.card} aria-label={product.name}>
      <div className={styles.media}>
        <FoodImage
          name={product.image}
          size={160}
          alt=""
          className={styles.image}
          priority={priority}
        />
        {product.badge && (
          <div className={styles.badges}>
            <Badge tone="offer">{product.badge}</Badge>
            {product.memberOffer && <MemberPriceBadge />}
          </div>
        )}
      </div>
      {product.isSponsored && <p className={styles.sponsored}>Sponsored</p>}
      {product.brandName && <p className={styles.brand}>{product.brandName}</p>}
      <Heading className={styles.name}>
        {/* A plain link: the grid navigates client-side for all its cards (one handler, not 48
            router links to hydrate). */}
        <a href={product.href} data-card-link="">
          {product.name}
        </a>
      </Heading>
      {product.size && <p className={styles.size}>{product.size}</p>}
      {product.rating && <Rating average={product.rating.average} count={product.rating.count} />}
      {product.promotions?.map((promotion) => (
        <p key={promotion.id} className={styles.promotion}>
          {promotion.description}
        </p>
      ))}
      <div className={styles.priceRow}>
        <Price
          amount={product.price}
          wasAmount={product.wasPrice}
          qualifier={product.estimated ? 'est.' : null}
        />
        {product.unitPrice && <span className={styles.unitPrice}>{`(${product.unitPrice})`}</span>}
      </div>
      {product.availabilityMessage && (
        <p className={styles.availability} role="status">
          {product.availabilityMessage}
        </p>
      )}
      {action && <div className={styles.action}>{action(product, position)}</div>}
    </article>
  );
}
