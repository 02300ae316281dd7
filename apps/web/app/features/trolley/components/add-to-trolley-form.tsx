import type { Uom } from '@grocer/domain/catalogue/catalogue.types';
import { UNIT_CHOICE_LABELS, UNIT_CHOICE_LEGEND } from '@grocer/domain/trolley/trolley-messages';
import { type FormEvent, memo, type Ref } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useHerePath } from '../../../hooks/use-here-path.ts';
import { TROLLEY_ITEMS_ACTION } from '../lib/trolley-paths.ts';
import styles from './add-to-trolley-form.module.css';

/** What the Add form posts, and the product's display name for its accessible label. */
export interface TrolleyAddition {
  lineNumber: string;
  productId: string;
  quantity: number;
  uom: string;
  name: string;
}

export interface AddToTrolleyFormProps {
  item: TrolleyAddition;
  canAdd: boolean;
  block?: boolean;
  /** With JavaScript and a trolley: adds through the trolley queue instead of posting. */
  onAdd?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /**
   * A product sold each and by weight: the units to choose from. The chosen unit is posted
   * without a quantity, so the action adds that unit's default.
   */
  unitChoice?: { uoms: readonly Uom[]; selected: Uom; onSelect: (uom: Uom) => void };
}

/**
 * 'Add' posts to the trolley action. A plain form (not a router fetcher per card) keeps grids
 * of 48 products cheap to hydrate, and works without JavaScript: a signed-in shopper's add is
 * made and the page comes back; an anonymous one is saved and the shopper goes to log in.
 */
export function AddToTrolleyForm({
  item,
  canAdd,
  block = true,
  onAdd,
  buttonRef,
  unitChoice,
}: AddToTrolleyFormProps) {
  const here = useHerePath();
  const onSubmit = onAdd
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onAdd();
      }
    : undefined;
  return (
    <form method="post" action={TROLLEY_ITEMS_ACTION} onSubmit={onSubmit}>
      <HiddenField name="lineNumber" value={item.lineNumber} />
      <HiddenField name="productId" value={item.productId} />
      {unitChoice ? (
        <fieldset className={styles.units}>
          <legend className={styles.legend}>
            {UNIT_CHOICE_LEGEND}
            <VisuallyHidden>{` ${item.name}`}</VisuallyHidden>
          </legend>
          {unitChoice.uoms.map((uom) => (
            <label key={uom} className={styles.unit}>
              <input
                type="radio"
                name="uom"
                value={uom}
                checked={unitChoice.selected === uom}
                onChange={() => unitChoice.onSelect(uom)}
              />
              {UNIT_CHOICE_LABELS[uom]}
            </label>
          ))}
        </fieldset>
      ) : (
        <>
          <HiddenField name="quantity" value={String(item.quantity)} />
          <HiddenField name="uom" value={item.uom} />
        </>
      )}
      <HiddenField name="redirectTo" value={here} />
      <button
        ref={buttonRef}
        type="submit"
        className={buttonClass({ block, size: 'small' })}
        disabled={!canAdd}
      >
        Add
        <VisuallyHidden>{` ${item.name} to trolley`}</VisuallyHidden>
      </button>
    </form>
  );
}

/**
 * A posted field that re-renders only when its value changes: React rewrites an input's type,
 * name and value attributes whenever it renders one, and a grid's 48 forms render again when
 * the shopper's trolley arrives.
 */
const HiddenField = memo(function HiddenField({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
});
