import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { canPersonalise, productDisplayName } from '@grocer/domain/catalogue/product-display';
import { formatPrice } from '@grocer/domain/money/money';
import { CalendarClock, Clock, Info, PenLine, Recycle, Wine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { productView, promotionBadge } from '../lib/product-view.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { MemberPriceBadge } from './product-card.tsx';
import styles from './product-detail.module.css';

export interface ProductDetailProps {
  product: Product;
  action?: (product: Product, canAdd: boolean) => ReactNode;
}

/** The product page body (spec doc 1 §3 product fields). */
export function ProductDetail({ product, action }: ProductDetailProps) {
  const view = productView(product);
  const name = productDisplayName(product.name);
  const notes = productNotes(product);

  return (
    <>
      <Breadcrumbs items={product.categories} current={name} />
      <div className={styles.layout}>
        <div className={styles.media}>
          <FoodImage
            name={product.image}
            size={320}
            alt={name}
            className={styles.image}
            priority="high"
          />
          {view.promotions[0] && (
            <div className={styles.badges}>
              <Badge tone="offer">{promotionBadge(view.promotions[0])}</Badge>
              {view.promotions.some((promotion) => promotion.myWaitrosePromotion) && (
                <MemberPriceBadge />
              )}
            </div>
          )}
        </div>
        <div className={styles.info}>
          {product.brandName && <p className={styles.brand}>{product.brandName}</p>}
          <h1 className={styles.title}>{name}</h1>
          {product.size && <p className={styles.size}>{product.size}</p>}
          {product.reviews.reviewCount > 0 ? (
            <p>
              <Rating
                average={product.reviews.averageRating}
                count={product.reviews.reviewCount}
                showCount={false}
              />{' '}
              <span className={styles.size} aria-hidden="true">
                {product.reviews.averageRating.toFixed(1)} out of 5 ({product.reviews.reviewCount}{' '}
                {product.reviews.reviewCount === 1 ? 'review' : 'reviews'})
              </span>
            </p>
          ) : (
            <p className={styles.size}>No reviews yet</p>
          )}

          <div className={styles.buyBox}>
            <div className={styles.priceRow}>
              <Price
                amount={product.pricing.displayPrice.amount}
                wasAmount={view.wasPrice}
                qualifier={view.estimated ? 'est.' : null}
                size="large"
              />
              {view.unitPrice && <span className={styles.unitPrice}>({view.unitPrice})</span>}
            </div>
            {view.estimated && (
              <p className={styles.unitPrice}>
                Estimated price: the final price depends on the weight we pick for you
                {product.pricing.formattedWeightRange
                  ? ` (${product.pricing.formattedWeightRange})`
                  : ''}
                {product.pricing.formattedPriceRange
                  ? `, ${product.pricing.formattedPriceRange}`
                  : ''}
                .
              </p>
            )}
            {view.promotions.length > 0 && (
              <ul className={styles.promotions} aria-label="Offers">
                {view.promotions.map((promotion) => (
                  <li key={promotion.promotionId} className={styles.promotion}>
                    <Badge tone="offer">{promotionBadge(promotion)}</Badge>
                    <span className={styles.promotionText}>{promotion.promotionDescription}</span>
                    {formatLongDate(promotion.promotionExpiryDate) && (
                      <span className={styles.expiry}>
                        Ends {formatLongDate(promotion.promotionExpiryDate)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {view.availabilityMessage && (
              <p className={styles.availability} role="status">
                {view.availabilityMessage}
              </p>
            )}
            {action?.(product, view.canAdd)}
          </div>

          {notes.length > 0 && (
            <ul className={styles.notes}>
              {notes.map((note) => (
                <li key={note.key} className={styles.note}>
                  {note.icon}
                  <span>{note.text}</span>
                </li>
              ))}
            </ul>
          )}

          {product.description && (
            <section className={styles.description} aria-labelledby="product-description">
              <h2 id="product-description">Description</h2>
              <p>{product.description}</p>
            </section>
          )}
        </div>
      </div>
    </>
  );
}

interface Note {
  key: string;
  icon: ReactNode;
  text: string;
}

/** The conditions that come with buying this product, in the order a shopper needs them. */
export function productNotes(product: Product): Note[] {
  const notes: Note[] = [];
  if (product.leadTime !== null && product.leadTime > 0) {
    notes.push({
      key: 'lead-time',
      icon: <Icon icon={Clock} size={18} />,
      text: `Order ${product.leadTime} ${product.leadTime === 1 ? 'day' : 'days'} ahead`,
    });
  }
  const dates = product.restriction?.availableDates;
  if (dates) {
    notes.push({
      key: 'restriction',
      icon: <Icon icon={CalendarClock} size={18} />,
      text: `Available for delivery or collection from ${formatLongDate(dates.startDate)} to ${formatLongDate(dates.endDate)}. Order by ${formatLongDate(dates.cutOffDate)}.`,
    });
  }
  if (product.containsAlcohol) {
    notes.push({
      key: 'alcohol',
      icon: <Icon icon={Wine} size={18} />,
      text: 'Challenge 25: you must be 18 or over to buy alcohol. Our driver or collection team will ask for photo ID if you look under 25.',
    });
  }
  if (canPersonalise(product.maxPersonalisedMessageLength)) {
    notes.push({
      key: 'personalisation',
      icon: <Icon icon={PenLine} size={18} />,
      text: `You can add a personalised message of up to ${product.maxPersonalisedMessageLength} characters when you add this to your trolley.`,
    });
  }
  if (product.depositCharge && product.depositCharge.amount > 0) {
    notes.push({
      key: 'deposit',
      icon: <Icon icon={Recycle} size={18} />,
      text: `A container deposit of ${formatPrice(product.depositCharge.amount)} is added to the price and refunded when you return the empty container.`,
    });
  }
  if (product.substitutionsProhibited) {
    notes.push({
      key: 'substitutions',
      icon: <Icon icon={Info} size={18} />,
      text: 'We will not substitute this item if it is unavailable.',
    });
  }
  return notes;
}
