import type { Identity } from '@grocer/domain/identity/identity';
import { formatLoyaltyCardNumber } from '@grocer/domain/loyalty/loyalty-card';
import { LOYALTY_FALLBACK_COOKIE_MAX_AGE_SECONDS } from '@grocer/domain/loyalty/membership';
import type {
  LoyaltyAccount,
  Picks,
  ThresholdRewards,
} from '@grocer/server/contexts/loyalty/loyalty.contract';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { toRoutePath } from '../../../lib/app-path.ts';
import { pageFlags } from '../../../lib/flags.server.ts';
import { getServices } from '../../../lib/services.server.ts';
import { LOYALTY_PATHS } from '../lib/loyalty-paths.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * The loyalty fallback cookie (spec doc 3 §9: 5 years): the membership type, kept in the browser
 * for when the account's own answer is not at hand; cleared on leaving. Read by nothing on the
 * server: member prices always come from the account (decision 0086).
 */
export const LOYALTY_FALLBACK_COOKIE = 'loyalty_membership';

function fallbackCookie(type: string | null): string {
  return type === null
    ? `${LOYALTY_FALLBACK_COOKIE}=; Path=/ecom; Max-Age=0; SameSite=Lax`
    : `${LOYALTY_FALLBACK_COOKIE}=${type}; Path=/ecom; Max-Age=${LOYALTY_FALLBACK_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The card as the pages show it. */
export interface CardView {
  cardNumber: string;
  /** Groups of four, as printed. */
  printed: string;
  cardStatus: string;
  points: number;
  type: string;
  hasLinkedMembership: boolean;
}

function cardViewOf(account: LoyaltyAccount): CardView {
  return {
    cardNumber: account.card.cardNumber,
    printed: formatLoyaltyCardNumber(account.card.cardNumber),
    cardStatus: account.card.cardStatus,
    points: account.card.points,
    type: account.membership.type,
    hasLinkedMembership: account.hasLinkedMembership,
  };
}

export interface LoyaltyHubData {
  schemeName: string;
  /** The configured partner (the hub links to the partner's rewards). */
  partnerName: string;
  /** The loyalty_competitions flag: the hub links to competitions only while it is on. */
  competitions: boolean;
  /** The phone-wallet card could not be made (the error flag, spec doc 3 §8). */
  walletError: boolean;
  card: CardView | null;
  rewards: ThresholdRewards | null;
  picks: Picks | null;
}

/** The hub (decision 0086): the card, points, threshold rewards and picks; or how to join. */
export async function loyaltyHub(
  request: Request,
  context: Context,
  identity: Identity,
): Promise<LoyaltyHubData> {
  const services = getServices(context);
  const schemeName = services.site.loyaltySchemeName;
  const partnerName = services.site.marketingSchemeNames.PARTNER;
  const walletError = new URL(request.url).searchParams.get(WALLET_ERROR_PARAM) === '1';
  const competitions = pageFlags(context).loyalty_competitions;
  const account = await services.loyalty.account(identity);
  if (account === null) {
    return {
      schemeName,
      partnerName,
      competitions,
      walletError: false,
      card: null,
      rewards: null,
      picks: null,
    };
  }
  const [rewards, propositions] = await Promise.all([
    services.loyalty.thresholdRewards(identity),
    services.loyalty.propositions(identity),
  ]);
  return {
    schemeName,
    partnerName,
    competitions,
    walletError,
    card: cardViewOf(account),
    rewards,
    picks: propositions?.ipick ?? null,
  };
}

/** A member's card (card-and-details and the welcome pages); null when not a member. */
export async function loyaltyCard(
  context: Context,
  identity: Identity,
): Promise<{ schemeName: string; card: CardView | null }> {
  const services = getServices(context);
  const account = await services.loyalty.account(identity);
  return {
    schemeName: services.site.loyaltySchemeName,
    card: account === null ? null : cardViewOf(account),
  };
}

/** Join (a plain form post): a new card, then the welcome page. */
export async function joinScheme(context: Context, identity: Identity) {
  const { account } = await getServices(context).loyalty.join(identity);
  return redirect(toRoutePath(LOYALTY_PATHS.joinWelcome), {
    headers: { 'Set-Cookie': fallbackCookie(account.membership.type) },
  });
}

export interface LinkCardRefusal {
  cardNumber: string;
  message: string;
}

/** Link a card (a plain form post): the welcome page, or the form again with why not. */
export async function linkCard(request: Request, context: Context, identity: Identity) {
  const form = await request.formData();
  const typed = form.get('cardNumber');
  const cardNumber = typeof typed === 'string' ? typed.slice(0, 40) : '';
  try {
    const account = await getServices(context).loyalty.linkCard(
      identity,
      cardNumber.replace(/[\s-]/g, ''),
    );
    return redirect(toRoutePath(LOYALTY_PATHS.linkCardWelcome), {
      headers: { 'Set-Cookie': fallbackCookie(account.membership.type) },
    });
  } catch (error) {
    const refusal = clientErrorOf(error);
    if (!refusal) throw error;
    return data<LinkCardRefusal>(
      { cardNumber, message: refusal.message },
      { status: refusal.status },
    );
  }
}

/** Leave (the confirmation form): the card is cleared, then the confirmation page. */
export async function leaveScheme(context: Context, identity: Identity) {
  await getServices(context).loyalty.leave(identity);
  return redirect(toRoutePath(LOYALTY_PATHS.leaveConfirmation), {
    headers: { 'Set-Cookie': fallbackCookie(null) },
  });
}

/** The hub's error flag: the phone-wallet card could not be made (spec doc 3 §8). */
export const WALLET_ERROR_PARAM = 'walletError';

/** The card as a phone-wallet pass file; the hub with the error flag if it cannot be made. */
export async function walletPassResponse(context: Context, identity: Identity) {
  try {
    const pass = await getServices(context).loyalty.walletPass(identity);
    if (pass === null) return redirect(toRoutePath(LOYALTY_PATHS.join));
    return new Response(new Uint8Array(pass.buffer), {
      headers: {
        'Content-Type': 'application/vnd.apple.pkpass',
        'Content-Disposition': `attachment; filename="${pass.fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    const refusal = clientErrorOf(error);
    if (!refusal) throw error;
    return redirect(`${toRoutePath(LOYALTY_PATHS.hub)}?${WALLET_ERROR_PARAM}=1`);
  }
}
