import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';
import { stepDown, stepperView, stepUp } from '@grocer/domain/trolley/quantity-stepper';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { MouseEvent, Ref } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { TROLLEY_ITEMS_ACTION } from '../lib/trolley-paths.ts';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  lineNumber: string;
  productId: string;
  /** The product's display name, for the buttons' accessible names. */
  name: string;
  quantity: Quantity;
  /** Where the no-JavaScript form comes back to. */
  redirectTo: string;
  /** With JavaScript: the new quantity (0 removes) goes to the trolley queue, no post. */
  onStep?: (next: Quantity) => void;
  /** The line's change is on its way to the server. */
  processing?: boolean;
  increaseRef?: Ref<HTMLButtonElement>;
  decreaseRef?: Ref<HTMLButtonElement>;
  block?: boolean;
}

/**
 * The stepper that replaces Add once the product is in the trolley (spec doc 1 §5 unit rules,
 * through the domain's stepUp/stepDown): − and + move one step of the line's unit (items 1,
 * kilograms 0.5, grams 100), and − from the unit's minimum removes the line. Each button is a
 * submit button of a form posting the new quantity, so it works without JavaScript too.
 */
export function QuantityStepper({
  lineNumber,
  productId,
  name,
  quantity,
  redirectTo,
  onStep,
  processing = false,
  increaseRef,
  decreaseRef,
  block = true,
}: QuantityStepperProps) {
  const view = stepperView(quantity);
  const label = view.kind === 'STEPPER' ? view.label : '0';
  const canIncrease = view.kind === 'STEPPER' && view.canIncrease;
  const down = stepDown(quantity);
  const up = stepUp(quantity);
  const removes = down.amount === 0;
  const step = (next: Quantity) => (event: MouseEvent<HTMLButtonElement>) => {
    if (!onStep) return;
    event.preventDefault();
    onStep(next);
  };
  return (
    <form
      method="post"
      action={TROLLEY_ITEMS_ACTION}
      className={[styles.stepper, block ? styles.block : ''].filter(Boolean).join(' ')}
      data-processing={processing || undefined}
    >
      <input type="hidden" name="lineNumber" value={lineNumber} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="uom" value={quantity.uom} />
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        ref={decreaseRef}
        type="submit"
        name="quantity"
        value={down.amount}
        className={styles.step}
        onClick={step(down)}
      >
        <Icon icon={removes ? Trash2 : Minus} size={18} />
        <VisuallyHidden>
          {removes ? `Remove ${name} from trolley` : `Decrease quantity of ${name}`}
        </VisuallyHidden>
      </button>
      <output className={styles.amount}>
        {label}
        <VisuallyHidden> of {name} in trolley</VisuallyHidden>
      </output>
      <button
        ref={increaseRef}
        type="submit"
        name="quantity"
        value={up.amount}
        className={styles.step}
        disabled={!canIncrease}
        onClick={step(up)}
      >
        <Icon icon={Plus} size={18} />
        <VisuallyHidden>Increase quantity of {name}</VisuallyHidden>
      </button>
    </form>
  );
}
