import type { Address } from '@grocer/domain/address/address';
import type { Identity } from '@grocer/domain/identity/identity';
import type { AccountSelf } from '@grocer/server/contexts/identity/auth.contract';
import type { RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * Spec doc 2 §3 Order lifecycle statuses, as the overview names them. The orders context (the
 * checkout issue) owns orders; this is only what the overview shows of the latest one.
 */
export type RecentOrderStatus =
  | 'AMENDING'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'FULFIL'
  | 'PAID'
  | 'PAYMENT_FAILED'
  | 'PENDING'
  | 'PICKED'
  | 'PLACED'
  | 'REFUND_PENDING';

/** The shopper's most recent order, as the overview shows it (spec doc 2 §3 Order, Slots). */
export interface RecentOrderSummary {
  customerOrderId: string;
  status: RecentOrderStatus;
  /** The booked slot: delivery or collection, start and end as ISO date-times. */
  slot: { type: 'DELIVERY' | 'COLLECTION'; start: string; end: string } | null;
  numberOfItems: number;
  /** Estimated total to pay, in pence. */
  totalPence: number;
}

export interface AccountOverview {
  account: AccountSelf;
  contactAddress: Address | null;
  /** Null until the shopper has an order; the section is shown only when there is one. */
  recentOrder: RecentOrderSummary | null;
}

/**
 * The seam for the overview's recent order. There is no orders context yet (the checkout issue
 * adds it, with `AppServices.orders`); until then nobody has an order, so the section never
 * shows. When it lands, this asks the orders contract for the latest order and maps it here.
 */
async function recentOrderOf(
  _context: Context,
  _identity: Identity,
): Promise<RecentOrderSummary | null> {
  return null;
}

/** What the account overview shows; null when the account has gone since the session began. */
export async function accountOverview(
  context: Context,
  identity: Identity,
): Promise<AccountOverview | null> {
  const services = getServices(context);
  const [account, contactAddress, recentOrder] = await Promise.all([
    services.myDetails.details(identity),
    // The address book's contact address, or null while the book is empty.
    services.addresses.contactAddress(identity),
    recentOrderOf(context, identity),
  ]);
  return account ? { account, contactAddress, recentOrder } : null;
}
