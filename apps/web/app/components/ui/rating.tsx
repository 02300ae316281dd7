import { ratingStars } from '@grocer/domain/catalogue/product-display';
import { Star } from 'lucide-react';
import styles from './rating.module.css';

export interface RatingProps {
  average: number;
  count: number;
  /** The bracketed count after the stars; off where the count is written out beside it. */
  showCount?: boolean;
}

/** Stars rounded to the nearest half (spec doc 3 §9), with one spoken label. */
export function Rating({ average, count, showCount = true }: RatingProps) {
  const rounded = ratingStars(average);
  const reviews = `${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <span
      className={styles.rating}
      role="img"
      aria-label={`Rated ${rounded} out of 5 from ${reviews}`}
    >
      <span className={styles.stars} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((position) => {
          const fill = rounded >= position ? 'full' : rounded >= position - 0.5 ? 'half' : 'none';
          return (
            <span key={position} className={styles.star}>
              <Star size={16} fill="none" strokeWidth={1.5} />
              {fill !== 'none' && (
                <Star
                  size={16}
                  fill="currentColor"
                  strokeWidth={1.5}
                  className={fill === 'half' ? styles.half : undefined}
                />
              )}
            </span>
          );
        })}
      </span>
      {showCount && <span aria-hidden="true">({count})</span>}
    </span>
  );
}
