import { maxMealDealBuilders, mealDealBuilders } from '@grocer/domain/promotions/meal-deal-builder';
import { BuilderCard } from './builder-card.tsx';
import styles from './meal-deal-builder.module.css';

/** A bundle's group as its builder counts it. */
export interface BundleBuilderGroup {
  title: string;
  threshold: number;
  /** How many products the group offers (the most builders come from the fewest). */
  productCount: number;
}

export interface BundleBuilderProps {
  groups: readonly BundleBuilderGroup[];
  /**
   * The shopper's items of each group (same order as `groups`), from the trolley store after
   * hydration; null before it (the shared HTML, no JavaScript) or when nobody is signed in.
   */
  itemCounts: readonly number[] | null;
}

/**
 * A bundle's builders on its page (spec doc 3 §4, decision 0092): complete when every group
 * reaches its threshold, extra builders as items overflow, the most builders from the fewest
 * group — the domain's meal deal builder rules, as a bundle is built the same way.
 */
export function BundleBuilder({ groups, itemCounts }: BundleBuilderProps) {
  const rules = groups.map((g, k) => ({ id: k, name: g.title, threshold: g.threshold }));
  const max = maxMealDealBuilders(rules, new Map(groups.map((g, k) => [k, g.productCount])));
  const counts = new Map((itemCounts ?? []).map((count, k) => [k, count]));
  const state = mealDealBuilders(rules, counts, max);
  const complete = state.completeCount;
  return (
    <section className={styles.panel} aria-labelledby="bundle-builder">
      <h2 id="bundle-builder" className={styles.title}>
        Build your bundle
      </h2>
      <ol className={styles.builders} aria-label="Bundle builders">
        {state.builders.map((builder, k) => (
          // Builders are positions: the k-th bundle, whatever fills it.
          <BuilderCard key={k} title={`Bundle ${k + 1}`} builder={builder} />
        ))}
      </ol>
      <p className={styles.summary} aria-live="polite">
        {itemCounts === null
          ? 'Add items with the buttons below to build your bundle.'
          : `${complete} ${complete === 1 ? 'bundle' : 'bundles'} complete`}
      </p>
    </section>
  );
}
