import { multibuyBundles, wineBuildYourOffer } from '@grocer/domain/promotions/meal-deal-builder';
import { Check, Circle } from 'lucide-react';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './meal-deal-builder.module.css';

export interface MultibuyBuilderProps {
  /** The offer's bundle size (`multibuyThreshold`). */
  threshold: number;
  /** A wine build-your-offer (`isWineOffer`): at least two builders. */
  wine: boolean;
  /**
   * The shopper's items of the offer in the trolley, from the trolley store after hydration;
   * null before it (the shared HTML, no JavaScript) or when nobody is signed in.
   */
  itemCount: number | null;
}

function moreText(missing: number): string {
  return `${missing} more to complete`;
}

/**
 * A multibuy's builder on its offer page (spec doc 3 §4, decision 0092): the shopper's items of
 * the offer grouped into bundles of the threshold size by the domain's rule, padded with one
 * empty bundle; a wine offer is the build-your-offer with two builders. Only counts: the price
 * and saving are the pricing engine's, on the trolley.
 */
export function MultibuyBuilder({ threshold, wine, itemCount }: MultibuyBuilderProps) {
  const items = itemCount ?? 0;
  const bundles = wine ? wineBuildYourOffer(threshold, items) : multibuyBundles(threshold, items);
  const noun = wine ? 'Builder' : 'Bundle';
  const complete = bundles.filter((bundle) => bundle.complete).length;
  const title = wine ? 'Build your offer' : 'Build your bundles';
  return (
    <section className={styles.panel} aria-labelledby="multibuy-builder">
      <h2 id="multibuy-builder" className={styles.title}>
        {title}
      </h2>
      <p className={styles.hint}>
        {wine
          ? `Choose any ${threshold} bottles from this offer to complete a builder.`
          : `Choose any ${threshold} items from this offer to complete a bundle.`}
      </p>
      <ol className={styles.builders} aria-label={wine ? 'Offer builders' : 'Bundles'}>
        {bundles.map((bundle, k) => (
          <li
            // Bundles are positions: the k-th bundle, whatever fills it.
            key={k}
            className={`${styles.builder} ${bundle.complete ? styles.complete : ''}`}
          >
            <h3 className={styles.builderTitle}>
              {noun} {k + 1} of {bundles.length}:{' '}
              {bundle.complete ? 'complete' : moreText(bundle.size - bundle.filled)}
            </h3>
            <p className={`${styles.group} ${bundle.complete ? styles.done : styles.missing}`}>
              <Icon icon={bundle.complete ? Check : Circle} size={16} />
              <span>
                {bundle.filled} of {bundle.size} added
              </span>
            </p>
          </li>
        ))}
      </ol>
      <p className={styles.summary} aria-live="polite">
        {itemCount === null
          ? `Add items with the buttons below to start your ${noun.toLowerCase()}.`
          : `${complete} ${noun.toLowerCase()}${complete === 1 ? '' : 's'} complete, ${items} ${items === 1 ? 'item' : 'items'} added`}
      </p>
    </section>
  );
}
