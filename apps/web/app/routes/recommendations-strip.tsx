import { type MouseEvent, memo, useEffect } from 'react';
import type { CardAction } from '../features/catalogue/components/product-card.tsx';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import type { ProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { track } from '../lib/analytics.ts';

/**
 * Recommended products as a strip of cards, measured: an impression of each card when the strip
 * is shown, and a click when one of its product links is followed (spec doc 3 §4; the collector
 * passes both on to the personalisation engine, decision 0070). Not a route: it joins the
 * catalogue cards to the page's analytics.
 */
export const RecommendationsStrip = memo(function RecommendationsStrip({
  products,
  placement,
  label,
  action,
}: {
  products: ProductCardView[];
  /** Where the strip is (`trolley`): the engine's name for the slot. */
  placement: string;
  label: string;
  action?: CardAction;
}) {
  const shown = products.map((product) => product.trolley.lineNumber).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` stands for the products.
  useEffect(() => {
    for (const product of products) {
      track('recommendation_impression', {
        line_number: product.trolley.lineNumber,
        placement,
      });
    }
  }, [shown, placement]);

  // The grid's own listener opens the product; this one, on the way up, only counts the click.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-card-link]') : null;
    const index = Number(link?.closest('[data-product-index]')?.getAttribute('data-product-index'));
    const product = link ? products[index] : undefined;
    if (product) {
      track('recommendation_click', { line_number: product.trolley.lineNumber, placement });
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens to its links' clicks.
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link followed with the keyboard clicks too.
    <div onClick={onClick}>
      <ProductGrid
        layout="strip"
        label={label}
        products={products}
        eagerCount={0}
        action={action}
      />
    </div>
  );
});
