import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';
import { formatMoney } from '@grocer/domain/money/money';
import {
  type BuilderGroup,
  dealSavingPence,
  maxMealDealBuilders,
  mealDealBuilders,
} from '@grocer/domain/promotions/meal-deal-builder';
import { builderItems } from '@grocer/domain/promotions/multibuy-offer';
import { BuilderCard } from './builder-card.tsx';
import styles from './meal-deal-builder.module.css';

/** A trolley line as the builder reads it: its product, quantity and the engine's discounts. */
export interface MealDealTrolleyLine {
  lineNumber: string;
  quantity: Quantity;
  discounts: readonly {
    id: number;
    status: 'TRIGGERED' | 'UNTRIGGERED';
    saving: { amount: number };
  }[];
}

export interface MealDealBuilderProps {
  promotionId: number;
  /** What one complete deal costs, in pence (the promotion's discount value). */
  pricePence: number;
  groups: readonly (BuilderGroup & { productCount: number })[];
  /** Which group each of the deal's products fills, by line number. */
  groupOfLine: Readonly<Record<string, number>>;
  /** The shopper's priced trolley lines; null when nobody is signed in. */
  lines: readonly MealDealTrolleyLine[] | null;
}

function missingText(states: readonly { name: string; missing: number }[]): string {
  return states
    .filter((s) => s.missing > 0)
    .map((s) => `${s.missing} ${s.name.toLowerCase()}`)
    .join(', ');
}

/**
 * The shopper's meal deal builders (spec doc 3 §4, decision 0092): which groups each builder has
 * filled and what is missing, worked out by the domain's builder rules from the trolley; the
 * saving is the pricing engine's, as it shared it over the trolley's lines.
 */
export function MealDealBuilder({
  promotionId,
  pricePence,
  groups,
  groupOfLine,
  lines,
}: MealDealBuilderProps) {
  const counts = new Map<number, number>();
  for (const line of lines ?? []) {
    const groupId = groupOfLine[line.lineNumber];
    if (groupId === undefined) continue;
    counts.set(groupId, (counts.get(groupId) ?? 0) + builderItems(line.quantity));
  }
  const max = maxMealDealBuilders(groups, new Map(groups.map((g) => [g.id, g.productCount])));
  const state = mealDealBuilders(groups, counts, max);
  const saving = dealSavingPence(
    (lines ?? []).map((line) => ({
      discounts: line.discounts.map((d) => ({
        id: d.id,
        status: d.status,
        savingPence: d.saving.amount,
      })),
    })),
    promotionId,
  );
  const complete = state.completeCount;
  return (
    <section className={styles.panel} aria-labelledby="meal-deal-builder">
      <h2 id="meal-deal-builder" className={styles.title}>
        Your meal deal
      </h2>
      {lines === null ? (
        <p className={styles.hint}>Sign in and add items to build your meal deal.</p>
      ) : (
        <ol className={styles.builders} aria-label="Meal deal builders">
          {state.builders.map((builder, k) => (
            // Builders are positions: the k-th deal, whatever fills it.
            <BuilderCard key={k} title={`Meal deal ${k + 1}`} builder={builder}>
              {!builder.complete && (
                <p className={styles.hint}>Still to add: {missingText(builder.groups)}</p>
              )}
            </BuilderCard>
          ))}
        </ol>
      )}
      <p className={styles.summary} aria-live="polite">
        <span>Meal deal price {formatMoney(pricePence)}</span>
        <span>
          {complete} {complete === 1 ? 'deal' : 'deals'} complete
        </span>
        {saving > 0 && <span className={styles.saving}>You save {formatMoney(saving)}</span>}
      </p>
    </section>
  );
}
