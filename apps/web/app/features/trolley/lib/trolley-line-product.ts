import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';

/** What a trolley line shows of its product (from the catalogue, on the server). */
export interface TrolleyLineProduct {
  lineNumber: string;
  productId: string;
  name: string;
  href: string;
  image: string;
  size: string;
  unitPrice: string | null;
  substitutionsProhibited: boolean;
  maxPersonalisedMessageLength: number | null;
  /** Null when the product can be bought. */
  availabilityMessage: string | null;
  defaultQuantity: Quantity;
}
