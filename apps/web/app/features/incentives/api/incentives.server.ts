import type { Identity } from '@grocer/domain/identity/identity';
import type {
  IncentiveOffer,
  IncentiveOffers,
} from '@grocer/server/contexts/incentives/incentives.contract';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

type Context = Readonly<RouterContextProvider>;

export type { IncentiveOffer, IncentiveOffers };

/** The My offers page's data (decision 0088). */
export function myOffers(context: Context, identity: Identity): Promise<IncentiveOffers> {
  return getServices(context).incentives.offers(identity);
}

/** What a Load or Unload form answers: the offer it changed, or why it could not. */
export type OfferActionResult =
  | { outcome: 'changed'; offerId: number; loaded: boolean; description: string }
  | { outcome: 'refused'; offerId: number | null; message: string };

/**
 * Load or Unload (the page's forms, which work without JavaScript): `intent` load|unload and
 * `offerId`. Another customer's offer, an ended one or a malformed form answers a refusal with
 * the service's message and status.
 */
export async function runOfferAction(request: Request, context: Context, identity: Identity) {
  const form = await request.formData();
  const intent = form.get('intent');
  const offerText = form.get('offerId');
  const offerId =
    typeof offerText === 'string' && /^[1-9]\d{0,8}$/.test(offerText) ? Number(offerText) : null;
  if ((intent !== 'load' && intent !== 'unload') || offerId === null) {
    return data<OfferActionResult>(
      { outcome: 'refused', offerId, message: 'Choose an offer to load or unload.' },
      { status: 400 },
    );
  }
  try {
    const offer = await getServices(context).incentives.setLoaded(
      identity,
      offerId,
      intent === 'load',
    );
    return data<OfferActionResult>({
      outcome: 'changed',
      offerId,
      loaded: offer.loaded,
      description: offer.description,
    });
  } catch (error) {
    const refusal = clientErrorOf(error);
    if (!refusal) throw error;
    return data<OfferActionResult>(
      { outcome: 'refused', offerId, message: refusal.message },
      { status: refusal.status },
    );
  }
}
