/** A manager's special as the interstitials call answers it (decision 0097). */
export interface SpecialPrice {
  lineNumber: string;
  pricePence: number;
  regularPricePence: number;
}

/**
 * A product card showing a manager's special at the price the shopper's trolley will charge (the
 * pricing engine's, from the interstitials call), with the shelf price as the was-price. The
 * shelf's unit price no longer fits that price, so it is left off.
 */
export function withSpecialPrice<
  Card extends { price: number; wasPrice?: number; unitPrice: string | null },
>(card: Card, special: SpecialPrice | undefined): Card {
  if (!special || special.pricePence >= special.regularPricePence) return card;
  return {
    ...card,
    price: special.pricePence,
    wasPrice: special.regularPricePence,
    unitPrice: null,
  };
}

/** What the manager's specials step says above its products. */
export const MANAGERS_SPECIALS_INTRO =
  'Reduced by our managers for a short time. Each price is what your trolley will charge.';
