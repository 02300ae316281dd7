import { isSignedIn, isStaffSignOn } from '@grocer/domain/identity/identity';
import {
  MARKETING_SCHEMES,
  type MarketingPreferences,
  matchingPreset,
  preferencesAfter,
} from '@grocer/domain/marketing/marketing-preferences';
import type { StaffAudit } from '../staff/staff.contract.ts';
import type {
  MarketingPreferencesView,
  MarketingSchemeNames,
  MarketingService,
  Membership,
} from './marketing.contract.ts';
import type { MarketingPreferencesRepository } from './marketing.repository.ts';

/** What the memberships call reads of the loyalty context (its contract, decision 0086). */
export interface MembershipSource {
  membershipsOf(
    customerId: number,
  ): Promise<{ type: 'mywaitrose' | 'myjohnlewismywaitrose'; number: string }[]>;
}

const marketingMembershipOf = (membership: {
  type: 'mywaitrose' | 'myjohnlewismywaitrose';
  number: string;
}): Membership => ({
  type: membership.type === 'mywaitrose' ? 'LOYALTY' : 'PARTNER_LOYALTY',
  number: membership.number,
});

/**
 * Marketing preferences (decision 0028). Unset consents are not consented; a save writes only
 * what changes, and a change made by staff signed on as the customer goes to the audit log.
 */
export function createMarketingService(deps: {
  repository: MarketingPreferencesRepository;
  schemeNames: MarketingSchemeNames;
  audit: StaffAudit;
  now: () => Date;
  /** The loyalty context's memberships (decision 0086). */
  loyalty: MembershipSource;
}): MarketingService {
  const { repository, schemeNames, audit, now, loyalty } = deps;
  const schemes = MARKETING_SCHEMES.map((scheme) => ({ scheme, name: schemeNames[scheme] }));

  const viewOf = (marketingPreferences: MarketingPreferences): MarketingPreferencesView => ({
    marketingPreferences,
    preset: matchingPreset(marketingPreferences),
    schemes: schemes.map((scheme) => ({ ...scheme })),
  });

  return {
    async memberships(who) {
      if (!isSignedIn(who)) return null;
      const [memberships, preferences] = await Promise.all([
        loyalty.membershipsOf(who.customerId),
        repository.preferencesOf(who.customerId),
      ]);
      return { memberships: memberships.map(marketingMembershipOf), ...viewOf(preferences) };
    },

    async preferences(who) {
      if (!isSignedIn(who)) return null;
      return viewOf(await repository.preferencesOf(who.customerId));
    },

    async save(who, change) {
      if (!isSignedIn(who)) return { outcome: 'unauthenticated' };
      const after = preferencesAfter(change);
      const changed = await repository.replace(who.customerId, after, now());
      if (isStaffSignOn(who) && changed.length > 0) {
        await audit.record({
          staffId: who.principalId,
          customerId: who.customerId,
          action: 'marketing-preferences-changed',
          detail: {
            ...('preset' in change ? { preset: change.preset } : {}),
            changed: changed.map(({ scheme, channel, consented }) => ({
              scheme,
              channel,
              consented,
            })),
          },
        });
      }
      return { outcome: 'saved', view: viewOf(after), changed };
    },
  };
}
