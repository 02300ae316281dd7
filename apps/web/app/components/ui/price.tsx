import { formatPrice } from '@grocer/domain/money/money';
import styles from './price.module.css';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface PriceProps {
  /** Integer pence. */
  amount: number;
  /** The price before an offer, in pence; shown struck through. */
  wasAmount?: number | null;
  /** Prefix for prices that depend on the weight picked, e.g. 'est.'. */
  qualifier?: string | null;
  size?: 'medium' | 'large';
}

/** Shelf price: pence under £1 (`85p`), pounds otherwise, with an optional was-price. */
export function Price({ amount, wasAmount, qualifier, size = 'medium' }: PriceProps) {
  const onOffer = wasAmount != null && wasAmount > amount;
  return (
    <span
      className={[styles.price, size === 'large' ? styles.large : '', onOffer ? styles.offer : '']
        .filter(Boolean)
        .join(' ')}
    >
      <span className={styles.now}>
        {onOffer && <VisuallyHidden>Now </VisuallyHidden>}
        {qualifier ? `${qualifier} ` : ''}
        {formatPrice(amount)}
      </span>
      {onOffer && (
        <span className={styles.was}>
          <VisuallyHidden>was </VisuallyHidden>
          {formatPrice(wasAmount)}
        </span>
      )}
    </span>
  );
}
