import { UNIT_LIMITS } from '@grocer/domain/quantity/quantity';
import { ADD_SELECTED, ADDING, quantityLabel } from '@grocer/domain/quick-shop/quick-shop-messages';
import { type ReactNode, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import {
  type AdditionsResult,
  PICK_FIELD,
  quantityField,
  type SelectionRow,
  type SelectionSection,
  uomField,
} from '../lib/quick-shop-view.ts';
import { AdditionsSummary, type RenderAlternatives } from './additions-summary.tsx';
import styles from './quick-shop.module.css';

function Row({ row }: { row: SelectionRow }) {
  const pickId = `pick-${row.lineNumber}`;
  const quantityId = `quantity-${row.lineNumber}`;
  const limits = UNIT_LIMITS[row.quantity.uom];
  return (
    <li className={styles.row}>
      <input
        type="checkbox"
        id={pickId}
        name={PICK_FIELD}
        value={row.lineNumber}
        defaultChecked={row.checked}
        className={styles.pick}
      />
      <FoodImage name={row.image} size={48} alt="" />
      <div className={styles.product}>
        <label htmlFor={pickId} className={styles.name}>
          {row.name}
        </label>
        <span className={styles.meta}>
          {[row.size, row.note].filter(Boolean).join(' · ')}
          {row.availability && <strong className={styles.availability}> {row.availability}</strong>}
        </span>
      </div>
      <Price amount={row.price} qualifier={row.estimated ? 'est.' : null} />
      <span className={styles.quantity}>
        <label htmlFor={quantityId}>
          <VisuallyHidden>{quantityLabel(row.name)}</VisuallyHidden>
        </label>
        <input
          id={quantityId}
          type="number"
          name={quantityField(row.lineNumber)}
          defaultValue={row.quantity.amount}
          min={0}
          max={limits.max}
          step={limits.kind === 'whole' ? 1 : 0.1}
          inputMode={limits.kind === 'whole' ? 'numeric' : 'decimal'}
          className={styles.amount}
        />
        {limits.label && <span aria-hidden="true">{limits.label}</span>}
        <input type="hidden" name={uomField(row.lineNumber)} value={row.quantity.uom} />
      </span>
    </li>
  );
}

export interface SelectionFormProps {
  sections: readonly SelectionSection[];
  /** What the press answered without JavaScript (the page's action data). */
  result: AdditionsResult | undefined;
  /** The trolley's swap offer for a product that was not added (the route's). */
  renderAlternatives: RenderAlternatives;
  /** Links below the summary (View trolley, Choose another order). */
  after?: ReactNode;
}

/**
 * One form: a checkbox and a quantity per product, grouped by aisle, and one button that adds
 * what is ticked in one batch (decision 0082). Without JavaScript it posts to the page, which
 * answers with the summary; with it the same post is a fetcher, the summary appears in place,
 * focus moves to it, and the header's trolley follows (the root's viewer is read again).
 */
export function SelectionForm({ sections, result, renderAlternatives, after }: SelectionFormProps) {
  const fetcher = useFetcher<AdditionsResult>();
  const shown = fetcher.data ?? result;
  const busy = fetcher.state !== 'idle';
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (fetcher.data) summaryRef.current?.focus();
  }, [fetcher.data]);

  return (
    <div className={styles.selection}>
      <div ref={summaryRef} tabIndex={-1} className={styles.summaryArea}>
        {shown && (
          <AdditionsSummary result={shown} renderAlternatives={renderAlternatives} after={after} />
        )}
      </div>
      <fetcher.Form method="post" className={styles.form}>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className={styles.aisle}>
            <h2 id={section.id} className={styles.aisleTitle}>
              {section.title}
            </h2>
            <ul className={styles.rows}>
              {section.rows.map((row) => (
                <Row key={row.lineNumber} row={row} />
              ))}
            </ul>
          </section>
        ))}
        {/* Stuck to the bottom of the window: Back to top rises above it (data-bottom-bar). */}
        <div className={styles.bar} data-bottom-bar="">
          <button type="submit" className={buttonClass()} disabled={busy}>
            {busy ? ADDING : ADD_SELECTED}
          </button>
        </div>
      </fetcher.Form>
    </div>
  );
}
