import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { Plus } from 'lucide-react';
import { useFetcher, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';

export interface AddToTrolleyFormProps {
  product: Product;
  canAdd: boolean;
  block?: boolean;
}

/**
 * 'Add' posts to the trolley action, so it works without JavaScript too. The page's own
 * address goes along: an anonymous shopper is sent to log in and brought back here.
 */
export function AddToTrolleyForm({ product, canAdd, block = true }: AddToTrolleyFormProps) {
  const fetcher = useFetcher();
  const location = useLocation();
  const here = `/ecom${location.pathname === '/' ? '' : location.pathname}${location.search}`;
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action="/shop/trolley/items">
      <input type="hidden" name="lineNumber" value={product.lineNumber} />
      <input type="hidden" name="quantity" value={product.defaultQuantity.amount} />
      <input type="hidden" name="uom" value={product.defaultQuantity.uom} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        className={buttonClass({ block, size: 'small' })}
        disabled={!canAdd || busy}
        aria-busy={busy || undefined}
      >
        <Icon icon={Plus} size={18} />
        Add
        <VisuallyHidden> {productDisplayName(product.name)} to trolley</VisuallyHidden>
      </button>
    </fetcher.Form>
  );
}
