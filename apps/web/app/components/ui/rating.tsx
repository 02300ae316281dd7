import { Star } from 'lucide-react';
import styles from './rating.module.css';

/** Spec doc 3 §9: ratings are rounded to the nearest half star. */
export function roundToHalf(value: number): number {
  return Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
}

export interface RatingProps {
  average: number;
  count: number;
}

export function Rating({ average, count }: RatingProps) {
  const rounded = roundToHalf(average);
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
      <span aria-hidden="true">({count})</span>
    </span>
  );
}
