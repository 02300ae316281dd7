import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';

export interface AddToTrolleyFormProps {
  product: Product;
  canAdd: boolean;
  block?: boolean;
}

/**
 * 'Add' posts to the trolley action. A plain form (not a router fetcher per card) keeps grids
 * of 48 products cheap to hydrate; the page's own address goes along, so an anonymous shopper
 * is sent to log in and brought back here.
 */
export function AddToTrolleyForm({ product, canAdd, block = true }: AddToTrolleyFormProps) {
  const location = useLocation();
  const here = `/ecom${location.pathname === '/' ? '' : location.pathname}${location.search}`;
  return (
    <form method="post" action="/ecom/shop/trolley/items">
      <input type="hidden" name="lineNumber" value={product.lineNumber} />
      <input type="hidden" name="quantity" value={product.defaultQuantity.amount} />
      <input type="hidden" name="uom" value={product.defaultQuantity.uom} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" className={buttonClass({ block, size: 'small' })} disabled={!canAdd}>
        Add
        <VisuallyHidden> {productDisplayName(product.name)} to trolley</VisuallyHidden>
      </button>
    </form>
  );
}
