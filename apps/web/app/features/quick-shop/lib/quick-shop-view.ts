import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';

/**
 * What the quick shop and shop from previous pages show (decision 0082), worked out on the
 * server: compact rows, not whole products.
 */

/** One product of the selection form: ticked, with its quantity pre-set. */
export interface SelectionRow {
  lineNumber: string;
  productId: string;
  name: string;
  size: string;
  image: string;
  /** Shelf price in pence. */
  price: number;
  estimated: boolean;
  /** Pre-set: the usual quantity, the order's, or the product's default. */
  quantity: Quantity;
  /** Ticked at first. */
  checked: boolean;
  /** Why it is listed, e.g. 'Favourite · Bought 4 times'; null for nothing to say. */
  note: string | null;
  /** The catalogue's availability text when it cannot be bought now (the press offers a swap). */
  availability: string | null;
}

export interface SelectionSection {
  /** Id for the heading (unique on the page). */
  id: string;
  title: string;
  rows: SelectionRow[];
}

/** A product offered instead of one that was not added (the trolley's swap alternatives). */
export interface AlternativeView {
  lineNumber: string;
  productId: string;
  name: string;
  href: string;
  image: string;
  size: string;
  price: number;
  estimated: boolean;
  unitPrice: string | null;
  defaultQuantity: Quantity;
}

export interface SummaryLineView {
  lineNumber: string;
  name: string;
  /** `2`, `0.5kg`. */
  quantity: string;
}

export interface UnavailableView {
  lineNumber: string;
  name: string;
  message: string;
  alternatives: AlternativeView[];
}

export interface AdditionsSummaryView {
  added: SummaryLineView[];
  alreadyInTrolley: SummaryLineView[];
  unavailable: UnavailableView[];
  toCheck: { lineNumber: string; name: string; message: string }[];
}

/** What the press answers: the summary, or why nothing was done. */
export type AdditionsResult =
  | { ok: true; summary: AdditionsSummaryView }
  | { ok: false; message: string };

/** The form's field names: one checkbox per product, and its quantity and unit. */
export const PICK_FIELD = 'line';
export const quantityField = (lineNumber: string) => `quantity-${lineNumber}`;
export const uomField = (lineNumber: string) => `uom-${lineNumber}`;
