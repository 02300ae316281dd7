import type { Identity } from '@grocer/domain/identity/identity';
import {
  pointsToNextVoucher,
  type RewardVoucher,
  rewardVouchers,
} from '@grocer/domain/loyalty/loyalty-vouchers';
import type { RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

type Context = Readonly<RouterContextProvider>;

/** What the vouchers page shows: a member's vouchers and the way to the next; or how to join. */
export interface VouchersData {
  schemeName: string;
  member: boolean;
  points: number;
  vouchers: RewardVoucher[];
  /** Points still needed for the next voucher; null once every threshold is reached. */
  pointsToNext: number | null;
}

/**
 * The vouchers page (decision 0086): the threshold rewards the member has reached, each a
 * voucher (the domain's rewardVouchers), from the loyalty context's own answers.
 */
export async function loyaltyVouchers(context: Context, identity: Identity): Promise<VouchersData> {
  const services = getServices(context);
  const schemeName = services.site.loyaltySchemeName;
  const [account, rewards] = await Promise.all([
    services.loyalty.account(identity),
    services.loyalty.thresholdRewards(identity),
  ]);
  if (account === null || rewards === null) {
    return { schemeName, member: false, points: 0, vouchers: [], pointsToNext: null };
  }
  const { points } = account.card;
  return {
    schemeName,
    member: true,
    points,
    vouchers: rewardVouchers(rewards),
    pointsToNext: pointsToNextVoucher(points, rewards),
  };
}

/** The partner's pages (member experiences, partner rewards): names from configuration. */
export interface PartnerPageData {
  schemeName: string;
  partnerName: string;
  member: boolean;
}

export async function loyaltyPartnerPage(
  context: Context,
  identity: Identity,
): Promise<PartnerPageData> {
  const services = getServices(context);
  return {
    schemeName: services.site.loyaltySchemeName,
    partnerName: services.site.marketingSchemeNames.PARTNER,
    member: await services.loyalty.isMember(identity.customerId),
  };
}
