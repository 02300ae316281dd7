import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';

/** A product offered in place of an unavailable trolley line (worked out on the server). */
export interface SwapAlternative {
  lineNumber: string;
  productId: string;
  name: string;
  href: string;
  image: string;
  size: string;
  /** Shelf price in pence. */
  price: number;
  /** Priced on an estimated weight. */
  estimated: boolean;
  unitPrice: string | null;
  /** What choosing it adds. */
  defaultQuantity: Quantity;
}

/** The line being swapped, as the swap page and modal show it. */
export interface SwapLine {
  lineNumber: string;
  productId: string;
  name: string;
  quantity: Quantity;
}

/** The swap page's data, which the modal loads too (`lineNumber` is the one asked about). */
export interface SwapPageData {
  lineNumber: string;
  /** Null when that line is not in the trolley (any more). */
  line: SwapLine | null;
  alternatives: SwapAlternative[];
}

/** The swap page (no JavaScript) and the modal's data, for one line (router form). */
export const SWAP_PAGE_PATH = '/shop/trolley/swap';

export function swapPagePath(lineNumber: string): string {
  return `${SWAP_PAGE_PATH}?lineNumber=${encodeURIComponent(lineNumber)}`;
}
