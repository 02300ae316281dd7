import type {
  ClickContext,
  SearchType,
  TrolleyAnalyticsContext,
} from '@grocer/domain/analytics/analytics-params';
import type { CardAction } from '../features/catalogue/components/product-card.tsx';
import { FavouriteToggle } from '../features/favourites/components/favourite-toggle.tsx';
import { AddToList } from '../features/shopping-lists/components/add-to-list.tsx';
import { TrolleyControl } from '../features/trolley/components/trolley-control.tsx';
import styles from './card-actions.module.css';

const made = new Map<string, CardAction>();

/**
 * The Add button (a stepper once the product is in the trolley) under each product card, with
 * the analytics context of where it is: the listing's kind, the card's position, the search type
 * (spec doc 1 §3), the heart and Add to list beside it (decisions 0080, 0081). It lives with the routes because it
 * joins features (catalogue cards, the trolley, favourites), which do not import each other. One function per kind of listing, so the
 * memoised grids keep theirs from render to render.
 */
export function cardActionIn(clickContext: ClickContext, searchType?: SearchType): CardAction {
  const key = `${clickContext}:${searchType ?? ''}`;
  let action = made.get(key);
  if (!action) {
    action = (product, position) => {
      const analytics: TrolleyAnalyticsContext = { clickContext, productPosition: position };
      if (searchType) analytics.searchType = searchType;
      return (
        <div className={styles.row}>
          <div className={styles.trolley}>
            <TrolleyControl
              product={{
                lineNumber: product.trolley.lineNumber,
                productId: product.id,
                name: product.name,
                defaultQuantity: product.trolley.defaultQuantity,
              }}
              canAdd={product.canAdd}
              analytics={analytics}
            />
          </div>
          <FavouriteToggle lineNumber={product.trolley.lineNumber} name={product.name} />
          <AddToList lineNumber={product.trolley.lineNumber} name={product.name} />
        </div>
      );
    };
    made.set(key, action);
  }
  return action;
}
