import type { Uom } from '@grocer/domain/catalogue/catalogue.types';
import { UNIT_CHOICE_LABELS, UNIT_CHOICE_LEGEND } from '@grocer/domain/trolley/trolley-messages';
import type { FormEvent, Ref } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useHerePath } from '../../../hooks/use-here-path.ts';
import { actionWithFields } from '../../../lib/form-action-fields.ts';
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
 * made and the page comes back; an anonymous one is saved and the shopper goes to log in. What it
 * posts rides in the action's address, not in hidden inputs (decision 0110).
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
    <form
      method="post"
      action={actionWithFields(TROLLEY_ITEMS_ACTION, {
        lineNumber: item.lineNumber,
        productId: item.productId,
        // With a choice of units the chosen one is posted, without a quantity.
        ...(unitChoice ? {} : { quantity: String(item.quantity), uom: item.uom }),
        redirectTo: here,
      })}
      onSubmit={onSubmit}
    >
      {unitChoice && (
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
      )}
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
