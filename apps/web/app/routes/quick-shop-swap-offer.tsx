import type { UnavailableView } from '../features/quick-shop/lib/quick-shop-view.ts';
import {
  SwapAlternativeList,
  SwapAlternativeRow,
} from '../features/trolley/components/swap-modal.tsx';
import { TrolleyControl } from '../features/trolley/components/trolley-control.tsx';

/**
 * The swap offered for a product the quick shop or shop from previous could not add (decision
 * 0082): the trolley's own swap alternatives, each with the trolley's Add control (a plain form
 * without JavaScript, the trolley store's add with it). Not a route: the two pages' shared piece.
 */
export function renderSwapOffer(line: UnavailableView) {
  return (
    <SwapAlternativeList>
      {line.alternatives.map((alternative) => (
        <SwapAlternativeRow
          key={alternative.lineNumber}
          alternative={alternative}
          action={
            <TrolleyControl
              product={{
                lineNumber: alternative.lineNumber,
                productId: alternative.productId,
                name: alternative.name,
                defaultQuantity: alternative.defaultQuantity,
              }}
              canAdd
              block={false}
            />
          }
        />
      ))}
    </SwapAlternativeList>
  );
}
