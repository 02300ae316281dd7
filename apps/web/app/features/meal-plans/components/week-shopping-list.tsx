import { formatQuantity } from '@grocer/domain/quantity/quantity';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import type {
  MealPlanListLine,
  MealPlanShoppingList,
} from '@grocer/server/contexts/meal-plans/meal-plans.contract';
import { Button } from 'react-aria-components';
import { Form } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { toRoutePath } from '../../../lib/app-path.ts';
import styles from './meal-plans.module.css';

function ListLine({ line }: { line: MealPlanListLine }) {
  const id = `line-${line.lineNumber}`;
  const packs = line.packs === 1 ? '1 pack' : `${line.packs} packs`;
  return (
    <li className={styles.line}>
      <input
        id={id}
        type="checkbox"
        name="line"
        value={line.lineNumber}
        defaultChecked={line.ticked}
      />
      <FoodImage name={line.product.image} alt="" size={40} />
      <label htmlFor={id} className={styles.lineText}>
        <span>
          {line.product.name} <span className={styles.muted}>{line.product.size}</span>
        </span>
        <span className={styles.muted}>
          For {line.name} · {packs}
          {line.recipeIds.length > 1 ? ` · in ${line.recipeIds.length} recipes` : ''}
        </span>
        {line.inTrolley && line.trolleyQuantity && (
          <span className={styles.badge}>
            In your trolley ({formatQuantity(line.trolleyQuantity.amount, line.trolleyQuantity.uom)}
            )
          </span>
        )}
      </label>
      <Price amount={line.offerPrice.amount} wasAmount={line.price.amount} />
    </li>
  );
}

/** The plan's costs: the ticked lines before and after offers, in total and a serving. */
export function PlanCosts({ list }: { list: MealPlanShoppingList }) {
  const { cost } = list;
  const money = (pence: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
  return (
    <dl className={styles.costs} aria-label="What the week costs">
      <dt>Total</dt>
      <dd>{money(cost.total.amount)}</dd>
      <dt>Total with offers</dt>
      <dd>{money(cost.offerTotal.amount)}</dd>
      <dt>A serving ({cost.totalServings} servings)</dt>
      <dd>{money(cost.perServing.amount)}</dd>
      <dt>A serving with offers</dt>
      <dd>{money(cost.offerPerServing.amount)}</dd>
    </dl>
  );
}

/**
 * The week's one list (decision 0085): a checkbox a product, ticked as the plan suggests (the
 * store cupboard unticked), what the trolley holds marked, and one Add to trolley. A plain form.
 */
export function WeekShoppingList({
  list,
  action,
  busy,
}: {
  list: MealPlanShoppingList;
  action: string;
  busy: boolean;
}) {
  const toBuy = list.lines.filter((line) => !line.storeCupboard);
  const cupboard = list.lines.filter((line) => line.storeCupboard);
  return (
    <Form method="post" action={toRoutePath(action)} className={styles.layout}>
      <input type="hidden" name="intent" value="fill" />
      {toBuy.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>{RECIPE_MESSAGES.YOUR_INGREDIENTS}</legend>
          <ul className={styles.lines}>
            {toBuy.map((line) => (
              <ListLine key={line.lineNumber} line={line} />
            ))}
          </ul>
        </fieldset>
      )}
      {cupboard.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>{RECIPE_MESSAGES.STORE_CUPBOARD}</legend>
          <p className={styles.muted}>You may have these already, so they start unticked.</p>
          <ul className={styles.lines}>
            {cupboard.map((line) => (
              <ListLine key={line.lineNumber} line={line} />
            ))}
          </ul>
        </fieldset>
      )}
      {list.notShoppable.length > 0 && (
        <section aria-labelledby="not-shoppable">
          <h2 id="not-shoppable">{RECIPE_MESSAGES.NOT_SHOPPABLE}</h2>
          <ul>
            {[...new Set(list.notShoppable.map((item) => item.name))].map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.actions}>
        <Button type="submit" className={buttonClass()} isDisabled={busy}>
          {RECIPE_MESSAGES.ADD_SELECTION}
        </Button>
      </div>
    </Form>
  );
}
