import {
  addRecommendedLabel,
  BASKET_BUILDER_HEADING,
  BASKET_BUILDER_INTRO,
  BASKET_BUILDER_MORE,
  BASKET_BUILDER_TOP_PICK,
  estimatedPriceText,
} from '@grocer/domain/basket-builder/basket-builder-messages';
import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';
import { formatMoney } from '@grocer/domain/money/money';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { PageSection } from '../../../components/ui/page-container.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { BASKET_BUILDER_ADD_ACTION } from '../lib/basket-builder-paths.ts';
import styles from './basket-builder-panel.module.css';

/** One suggestion as the panel shows it. */
export interface BasketBuilderSuggestionView {
  lineNumber: string;
  productId: string;
  name: string;
  href: string;
  image: string;
  size: string;
  /** Pence. */
  price: number;
  priceQualifier: string | null;
  unitPrice: string | null;
  defaultQuantity: Quantity;
  highlighted: boolean;
}

export interface BasketBuilderPanelView {
  customerOrderId: string;
  suggestions: BasketBuilderSuggestionView[];
  /** Line numbers of the recommended selection (the highlighted suggestions). */
  recommended: string[];
  /** What the recommended selection adds to the trolley, in pence. */
  estimatedPrice: number;
  /** The next page of suggestions, or null on the last. */
  moreHref: string | null;
}

export interface BasketBuilderPanelProps {
  view: BasketBuilderPanelView;
  /** Each suggestion's own Add control, composed by the route (the trolley's). */
  action?: (suggestion: BasketBuilderSuggestionView, position: number) => ReactNode;
}

/**
 * The basket builder on the trolley page (spec doc 3 §3 and §4; decision 0095): the suggestions
 * for this trolley, the top ones marked, the estimated price of the recommended selection and one
 * press that adds it all. A plain form and plain links: it works without JavaScript.
 */
export function BasketBuilderPanel({ view, action }: BasketBuilderPanelProps) {
  const count = view.recommended.length;
  return (
    <PageSection title={BASKET_BUILDER_HEADING} id="basket-builder">
      <p className={styles.intro}>{BASKET_BUILDER_INTRO}</p>
      {count > 0 && (
        <form method="post" action={BASKET_BUILDER_ADD_ACTION} className={styles.recommended}>
          <input type="hidden" name="customerOrderId" value={view.customerOrderId} />
          {view.recommended.map((lineNumber) => (
            <input key={lineNumber} type="hidden" name="lineNumber" value={lineNumber} />
          ))}
          <p className={styles.estimate}>
            {estimatedPriceText(formatMoney(view.estimatedPrice), count)}
          </p>
          <button type="submit" className={buttonClass()}>
            {addRecommendedLabel(count)}
          </button>
        </form>
      )}
      <ul className={styles.list}>
        {view.suggestions.map((suggestion, position) => (
          <li
            key={suggestion.lineNumber}
            className={
              suggestion.highlighted ? `${styles.item} ${styles.highlighted}` : styles.item
            }
          >
            <FoodImage name={suggestion.image} size={64} alt="" className={styles.image} />
            <div className={styles.details}>
              {suggestion.highlighted && <Badge tone="info">{BASKET_BUILDER_TOP_PICK}</Badge>}
              <a href={suggestion.href} className={styles.name}>
                {suggestion.name}
              </a>
              <span className={styles.size}>{suggestion.size}</span>
              <span className={styles.price}>
                <Price amount={suggestion.price} qualifier={suggestion.priceQualifier} />
                {suggestion.unitPrice && (
                  <span className={styles.unitPrice}>{suggestion.unitPrice}</span>
                )}
              </span>
            </div>
            {action && <div className={styles.action}>{action(suggestion, position)}</div>}
          </li>
        ))}
      </ul>
      {view.moreHref && (
        <p className={styles.more}>
          <a href={view.moreHref} className={buttonClass({ variant: 'secondary' })}>
            {BASKET_BUILDER_MORE}
          </a>
        </p>
      )}
    </PageSection>
  );
}
