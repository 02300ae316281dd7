import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import {
  incentiveEndsText,
  incentiveStatus,
  type PricingIncentive,
  welcomeIncentives,
} from '@grocer/domain/incentives/incentive-rules';
import { londonIsoDate } from '@grocer/domain/time/london-date';
import type { Clock } from '../../context-module.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import type {
  IncentiveOffer,
  IncentivesMembershipSource,
  IncentivesService,
} from './incentives.contract.ts';
import type { IncentivesRepository, StoredIncentive } from './incentives.repository.ts';

export const INCENTIVE_NOT_FOUND_MESSAGE = 'This offer could not be found.';
const SIGN_IN_MESSAGE = 'Sign in to see your offers.';
/** The aisle the welcome offers' products come from. */
const WELCOME_AISLE = 'groceries/fresh-and-chilled';

function signedInCustomer(identity: Identity): number {
  if (!isSignedIn(identity)) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
  return identity.customerId;
}

const pricingOf = (offer: StoredIncentive): PricingIncentive => ({
  id: offer.id,
  kind: offer.kind,
  description: offer.description,
  value: offer.value,
  lineNumber: offer.lineNumber,
  thresholdPence: offer.thresholdPence,
  validFrom: offer.validFrom,
  validTo: offer.validTo,
});

/**
 * Personal offers (decision 0088). Only members have offers: a non-member's list is empty and
 * their loaded offers do not reach the trolley (a leaver's come back if they join again).
 * Loading and unloading look at ownership only, so another customer's offer is a 404 and the
 * owner is never refused for what they own.
 */
export function createIncentivesService(deps: {
  repository: IncentivesRepository;
  membership: IncentivesMembershipSource;
  /** Where the welcome offers' products come from (none: spend offers only). */
  catalogue?: Pick<CatalogueEngine, 'browse'>;
  now: Clock;
}): IncentivesService {
  const { repository, membership, now } = deps;

  /** The first products on sale in the welcome aisle, for the welcome offers. */
  async function welcomeProducts() {
    const listing = await deps.catalogue?.browse({ categoryPath: WELCOME_AISLE, size: 24 });
    return (listing?.products ?? [])
      .filter((product) => product.availability === 'AVAILABLE')
      .slice(0, 3)
      .map((product) => ({
        lineNumber: product.lineNumber,
        name: productDisplayName(product.name),
      }));
  }

  const offerOf = (stored: StoredIncentive, at: Date): IncentiveOffer => ({
    ...pricingOf(stored),
    status: incentiveStatus(stored, at),
    endsText: incentiveEndsText(stored, at),
    loaded: stored.loaded,
  });

  return {
    async offers(identity) {
      const customerId = signedInCustomer(identity);
      if (!(await membership.isMember(customerId))) return { member: false, offers: [] };
      const at = now();
      let stored = await repository.list(customerId);
      if (stored.length === 0) {
        // A member's first look: the welcome set (decision 0088), given once.
        const drafts = welcomeIncentives(londonIsoDate(at), await welcomeProducts());
        // Given here or by a look at the same moment: read again either way.
        await repository.giveFirst(customerId, drafts, at);
        stored = await repository.list(customerId);
      }
      const offers = stored
        .map((stored) => offerOf(stored, at))
        .filter((offer) => offer.status !== 'EXPIRED');
      return { member: true, offers };
    },

    async owns(identity, offerId) {
      const customerId = signedInCustomer(identity);
      return (await repository.find(customerId, offerId)) !== null;
    },

    async setLoaded(identity, offerId, loaded) {
      const customerId = signedInCustomer(identity);
      const at = now();
      const found = await repository.find(customerId, offerId);
      if (!found) throw new AppError('INCENTIVE_NOT_FOUND', INCENTIVE_NOT_FOUND_MESSAGE);
      if (loaded && incentiveStatus(found, at) === 'EXPIRED') {
        throw new AppError('INCENTIVE_EXPIRED', 'This offer has ended.');
      }
      if (found.loaded === loaded) return offerOf(found, at);
      const changed = await repository.setLoaded(customerId, offerId, loaded, at);
      if (!changed) throw new AppError('INCENTIVE_NOT_FOUND', INCENTIVE_NOT_FOUND_MESSAGE);
      return offerOf(changed, at);
    },

    async grant(customerId, grant) {
      return repository.insert(customerId, grant, now());
    },

    // One read: the pricing engine applies them to members only (decision 0088), and its
    // callers know membership already.
    async loadedIncentives(customerId) {
      if (customerId <= 0) return [];
      return (await repository.loaded(customerId, londonIsoDate(now()))).map(pricingOf);
    },
  };
}
