import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';

/** What the Add form posts, and the product's display name for its accessible label. */
export interface TrolleyAddition {
  lineNumber: string;
  quantity: number;
  uom: string;
  name: string;
}

export interface AddToTrolleyFormProps {
  item: TrolleyAddition;
  canAdd: boolean;
  block?: boolean;
}

/**
 * 'Add' posts to the trolley action. A plain form (not a router fetcher per card) keeps grids
 * of 48 products cheap to hydrate; the page's own address goes along, so an anonymous shopper
 * is sent to log in and brought back here.
 */
export function AddToTrolleyForm({ item, canAdd, block = true }: AddToTrolleyFormProps) {
  const location = useLocation();
  const here = `/ecom${location.pathname === '/' ? '' : location.pathname}${location.search}`;
  return (
    <form method="post" action="/ecom/shop/trolley/items">
      <input type="hidden" name="lineNumber" value={item.lineNumber} />
      <input type="hidden" name="quantity" value={item.quantity} />
      <input type="hidden" name="uom" value={item.uom} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" className={buttonClass({ block, size: 'small' })} disabled={!canAdd}>
        Add
        <VisuallyHidden> {item.name} to trolley</VisuallyHidden>
      </button>
    </form>
  );
}
