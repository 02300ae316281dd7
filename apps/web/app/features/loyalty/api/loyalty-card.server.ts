import { addresseeName, addressSummary } from '@grocer/domain/address/address';
import type { Identity } from '@grocer/domain/identity/identity';
import { formatLoyaltyCardNumber } from '@grocer/domain/loyalty/loyalty-card';
import { PARTNERSHIP_MEMBERSHIP } from '@grocer/domain/loyalty/membership';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { toRoutePath } from '../../../lib/app-path.ts';
import { getServices } from '../../../lib/services.server.ts';
import { LOYALTY_PATHS } from '../lib/loyalty-paths.ts';
import { loyaltyCard } from './loyalty.server.ts';

type Context = Readonly<RouterContextProvider>;

/** One of the shopper's addresses a replacement card may go to. */
export interface ReplacementAddress {
  id: number;
  name: string;
  summary: string;
  /** The contact address (the one on file): chosen unless the shopper picks another. */
  onFile: boolean;
}

/**
 * The replacement card's address step (decision 0086): the card and the shopper's addresses,
 * the contact address (the one on file) first.
 */
export async function replacementAddresses(context: Context, identity: Identity) {
  const [{ schemeName, card }, book] = await Promise.all([
    loyaltyCard(context, identity),
    getServices(context).addresses.list(identity),
  ]);
  const addresses: ReplacementAddress[] = book.map((address) => ({
    id: address.id,
    name: addresseeName(address.addressee),
    summary: addressSummary(address),
    onFile: address.isContactAddress,
  }));
  return { schemeName, card, addresses };
}

export interface ReplacementRefusal {
  message: string;
}

const CHOOSE_AN_ADDRESS = 'Please choose the address to send your card to.';

/** The address step's form (a plain post): the card is ordered, then the success step. */
export async function orderReplacementCard(request: Request, context: Context, identity: Identity) {
  const form = await request.formData();
  const chosen = form.get('addressId');
  const addressId = typeof chosen === 'string' && /^\d{1,9}$/.test(chosen) ? Number(chosen) : 0;
  if (addressId <= 0) {
    return data<ReplacementRefusal>({ message: CHOOSE_AN_ADDRESS }, { status: 400 });
  }
  try {
    await getServices(context).loyalty.orderReplacementCard(identity, addressId);
  } catch (error) {
    const refusal = clientErrorOf(error);
    if (!refusal) throw error;
    return data<ReplacementRefusal>({ message: refusal.message }, { status: refusal.status });
  }
  return redirect(
    `${toRoutePath(LOYALTY_PATHS.replacementSuccess)}?addressId=${encodeURIComponent(addressId)}`,
  );
}

/** The success step: the card (now replacement-ordered) and where the new one goes. */
export async function replacementOrdered(request: Request, context: Context, identity: Identity) {
  const wanted = Number(new URL(request.url).searchParams.get('addressId'));
  const [{ schemeName, card }, address] = await Promise.all([
    loyaltyCard(context, identity),
    Number.isInteger(wanted) && wanted > 0
      ? getServices(context).addresses.get(identity, wanted)
      : null,
  ]);
  return {
    schemeName,
    card,
    sentTo: address === null ? null : addressSummary(address),
  };
}

/** The partnership card (spec doc 3 §2 my-partnership/card-and-details), when the account holds one. */
export async function partnershipCard(context: Context, identity: Identity) {
  const services = getServices(context);
  const memberships = await services.loyalty.membershipsOf(identity.customerId);
  const partnership = memberships.find((m) => m.type === PARTNERSHIP_MEMBERSHIP) ?? null;
  return {
    schemeName: services.site.loyaltySchemeName,
    partnerName: services.site.marketingSchemeNames.PARTNER,
    card:
      partnership === null
        ? null
        : { type: partnership.type, printed: formatLoyaltyCardNumber(partnership.number) },
    member: memberships.length > 0,
  };
}
