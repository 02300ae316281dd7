import type { TrolleyAnalyticsContext } from '@grocer/domain/analytics/analytics-params';
import type { Quantity, Uom } from '@grocer/domain/catalogue/catalogue.types';
import { firstAddQuantity, stepperView } from '@grocer/domain/trolley/quantity-stepper';
import { useEffect, useRef, useState } from 'react';
import { useHerePath } from '../../../hooks/use-here-path.ts';
import { useTrolleyLine, useTrolleyStore } from '../hooks/use-trolley.tsx';
import { AddToTrolleyForm } from './add-to-trolley-form.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface TrolleyControlProduct {
  lineNumber: string;
  productId: string;
  /** Display name, for accessible labels and the remove announcement. */
  name: string;
  /** The product's default quantity: what the first press adds. */
  defaultQuantity: Quantity;
}

export interface TrolleyControlProps {
  product: TrolleyControlProduct;
  canAdd: boolean;
  block?: boolean;
  /** Units the product is sold in: more than one offers the choice before the first add. */
  uoms?: readonly Uom[];
  /** Where the control is, for the add and remove events (spec doc 1 §3 analytics context). */
  analytics?: TrolleyAnalyticsContext;
}

/**
 * Add, becoming the quantity stepper once the product is in the shopper's trolley (the line as
 * the trolley queue shows it: at once, before the server answers). Without a trolley store
 * (signed out, or before the viewer arrives, or without JavaScript) it is the plain Add form.
 * Focus follows the control that replaced the pressed one.
 */
export function TrolleyControl({
  product,
  canAdd,
  block = true,
  uoms,
  analytics,
}: TrolleyControlProps) {
  const store = useTrolleyStore();
  const line = useTrolleyLine(product.lineNumber);
  const here = useHerePath();
  const view = stepperView(line?.quantity);
  const [uom, setUom] = useState<Uom>(product.defaultQuantity.uom);
  const choice = uoms && uoms.length > 1 ? { uoms, selected: uom, onSelect: setUom } : undefined;
  const pressed = useRef<'add' | 'step' | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (pressed.current === 'add' && view.kind === 'STEPPER') increaseRef.current?.focus();
    if (pressed.current === 'step' && view.kind === 'ADD_BUTTON') addRef.current?.focus();
    pressed.current = null;
  }, [view.kind]);

  if (view.kind === 'ADD_BUTTON') {
    const first = firstAddQuantity(product.defaultQuantity, uom);
    return (
      <AddToTrolleyForm
        item={{
          lineNumber: product.lineNumber,
          productId: product.productId,
          quantity: first.amount,
          uom: first.uom,
          name: product.name,
        }}
        canAdd={canAdd}
        block={block}
        buttonRef={addRef}
        unitChoice={choice}
        onAdd={
          store
            ? () => {
                pressed.current = 'add';
                store.change(
                  { lineNumber: product.lineNumber, productId: product.productId, quantity: first },
                  product.name,
                  analytics,
                );
              }
            : undefined
        }
      />
    );
  }
  return (
    <QuantityStepper
      lineNumber={product.lineNumber}
      productId={product.productId}
      name={product.name}
      quantity={view.quantity}
      redirectTo={here}
      processing={line?.processing ?? false}
      block={block}
      increaseRef={increaseRef}
      onStep={
        store
          ? (next) => {
              pressed.current = 'step';
              if (next.amount === 0) store.remove(product.lineNumber, product.name, analytics);
              else
                store.change(
                  { lineNumber: product.lineNumber, productId: product.productId, quantity: next },
                  product.name,
                  analytics,
                );
            }
          : undefined
      }
    />
  );
}
