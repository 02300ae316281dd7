import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type {
  Pims,
  PimsAlternatives,
  PimsLine,
} from '@grocer/server/contexts/recipes/recipes.contract';

/**
 * What the recipe page shows of a line's product: its name, picture, size, the trolley quantity
 * a pack stands for and its shelf price. The pims answer carries the catalogue's whole product
 * (categories, offers, reviews …), four fifths of the page's loader data, which the page
 * serialises into every document and the browser parses to hydrate; none of it is shown.
 */
export type PageProduct = Pick<Product, 'name' | 'image' | 'size' | 'defaultQuantity'> & {
  pricing: { displayPrice: Pick<Product['pricing']['displayPrice'], 'amount'> };
};

export type PageLine = Omit<PimsLine, 'product'> & { product: PageProduct };

export type PagePims = Omit<Pims, 'storeCupboard' | 'nonStoreCupboard'> & {
  storeCupboard: PageLine[];
  nonStoreCupboard: PageLine[];
};

export type PageAlternatives = Omit<PimsAlternatives, 'alternatives'> & {
  alternatives: PageLine[];
};

function pageLine({ product, ...line }: PimsLine): PageLine {
  return {
    ...line,
    product: {
      name: product.name,
      image: product.image,
      size: product.size,
      defaultQuantity: product.defaultQuantity,
      pricing: { displayPrice: { amount: product.pricing.displayPrice.amount } },
    },
  };
}

/** The pims answer as the page holds it: every line's product narrowed to what is shown. */
export function pimsForPage(pims: Pims): PagePims {
  return {
    ...pims,
    storeCupboard: pims.storeCupboard.map(pageLine),
    nonStoreCupboard: pims.nonStoreCupboard.map(pageLine),
  };
}

/** An ingredient's alternatives as the page holds them (see pimsForPage). */
export function alternativesForPage(alternatives: PimsAlternatives): PageAlternatives {
  return { ...alternatives, alternatives: alternatives.alternatives.map(pageLine) };
}
