import type { Identity } from '@grocer/domain/identity/identity';
import type { RouterContextProvider } from 'react-router';

type Context = Readonly<RouterContextProvider>;

/**
 * A saved payment card as the page lists it (spec doc 2 §3 Payment card: id, cardholder name,
 * expiry, masked number; card types from §5). Numbers never reach the shop: only the masked one.
 */
export interface SavedPaymentCard {
  id: string;
  cardType: 'AMEX' | 'BUSINESS_ACCOUNT' | 'MAESTRO' | 'MASTERCARD' | 'VISA' | 'PARTNERSHIP';
  cardholderName: string;
  /** e.g. `**** **** **** 1234` */
  maskedCardNumber: string;
  /** MM/YY */
  expiryDate: string;
}

/**
 * The seam for the shopper's saved cards. There is no payments context yet (the checkout issue
 * adds it, with `AppServices.payments` and the paymentCards calls); until then nobody has a
 * saved card and the page shows its empty state.
 */
export async function savedPaymentCards(
  _context: Context,
  _identity: Identity,
): Promise<SavedPaymentCard[]> {
  return [];
}
