import { type Identity, isSignedIn, isStaffSignOn } from '@grocer/domain/identity/identity';
import { isLoyaltyCardNumber, newLoyaltyCardNumber } from '@grocer/domain/loyalty/loyalty-card';
import { pointsForSpend } from '@grocer/domain/loyalty/loyalty-points';
import { picksOf, thresholdRewards } from '@grocer/domain/loyalty/loyalty-rewards';
import {
  effectiveMembership,
  hasLinkedMembership,
  SCHEME_MEMBERSHIP,
} from '@grocer/domain/loyalty/membership';
import type { StaffAuditAction } from '@grocer/domain/staff/staff-console';
import {
  INVALID_LOYALTY_CARD_NUMBER,
  LOYALTY_CARD_ALREADY_LINKED,
} from '@grocer/domain/validation/messages';
import { AppError } from '../../errors/app-error.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import type {
  LoyaltyAccount,
  LoyaltyConfig,
  LoyaltyMembership,
  LoyaltyPoints,
  LoyaltyService,
} from './loyalty.contract.ts';
import type { LoyaltyRepository, StoredMembership } from './loyalty.repository.ts';
import { createWalletPasses } from './loyalty-wallet.ts';

const SIGN_IN_FIRST = 'Sign in to see your loyalty card.';
/** Spec doc 3 §8: the phone-wallet card's error. */
export const WALLET_PROBLEM = "Sorry, we're experiencing a problem";
/** A new card number is drawn again this many times when it is somebody's already. */
const NEW_CARD_ATTEMPTS = 8;

const membershipOf = (row: StoredMembership): LoyaltyMembership => ({
  type: row.type,
  number: row.cardNumber,
});

/** The account's loyalty view, or null when it holds no membership. */
function accountOf(rows: readonly StoredMembership[]): LoyaltyAccount | null {
  const counting = effectiveMembership(rows.map((row) => ({ ...membershipOf(row), row })));
  if (counting === null) return null;
  const cardRow = rows.find((row) => row.type === SCHEME_MEMBERSHIP) ?? counting.row;
  return {
    membership: { type: counting.type, number: counting.number },
    memberships: rows.map(membershipOf),
    card: {
      cardNumber: cardRow.cardNumber,
      cardStatus: cardRow.cardStatus,
      modified: cardRow.modified.toISOString(),
      points: cardRow.points,
    },
    hasLinkedMembership: hasLinkedMembership(rows.map(membershipOf)),
  };
}

/**
 * The loyalty scheme (issue 27 part A, decision 0086): join with a new card, link a card held,
 * leave (the card is cleared), and the card's rewards and picks. Member status is one read of the
 * memberships table; the database keeps one card to one account across processes.
 */
export function createLoyaltyService(deps: {
  repository: LoyaltyRepository;
  /** The address book's read: is the address the shopper's (a replacement card goes to it). */
  addressOf: (identity: Identity, addressId: number) => Promise<{ id: number } | null>;
  config: LoyaltyConfig;
  audit: StaffAudit;
  now: () => Date;
  /** Draws card numbers (tests pin it to make two joins collide). */
  random?: () => number;
}): LoyaltyService & LoyaltyPoints {
  const { repository, config, audit, now } = deps;
  const random = deps.random ?? Math.random;
  const wallet = createWalletPasses(config.wallet);

  function customerOf(identity: Identity): number {
    if (!isSignedIn(identity)) throw new AppError('UNAUTHENTICATED', SIGN_IN_FIRST);
    return identity.customerId;
  }

  /** Staff acting for the customer: recorded, with the card's last four digits when one is named. */
  async function audited(identity: Identity, action: StaffAuditAction, cardNumber?: string) {
    if (!isStaffSignOn(identity)) return;
    await audit.record({
      staffId: identity.principalId,
      customerId: identity.customerId,
      action,
      ...(cardNumber === undefined ? {} : { detail: { cardEnding: cardNumber.slice(-4) } }),
    });
  }

  async function accountNow(customerId: number): Promise<LoyaltyAccount> {
    const account = accountOf(await repository.membershipsOf(customerId));
    if (account === null) throw new AppError('LOYALTY_NOT_A_MEMBER', 'You are not a member.');
    return account;
  }

  const points: LoyaltyPoints = {
    async awardOrderPoints(customerId, customerOrderId, paidPence) {
      // Recorded for a non-member too (nothing given), so joining later earns nothing for it.
      const account = accountOf(await repository.membershipsOf(customerId));
      const earned = account === null ? 0 : pointsForSpend(paidPence, config.pointsPerPound);
      const given = await repository.awardOrderPoints({
        customerId,
        customerOrderId,
        cardNumber: account?.card.cardNumber ?? null,
        points: earned,
        at: now(),
      });
      return given ? earned : 0;
    },
  };

  return {
    ...points,
    async isMember(customerId) {
      if (customerId <= 0) return false;
      return repository.isMember(customerId);
    },

    async membershipOf(customerId) {
      if (customerId <= 0) return null;
      const counting = effectiveMembership(
        (await repository.membershipsOf(customerId)).map(membershipOf),
      );
      return counting;
    },

    async membershipsOf(customerId) {
      if (customerId <= 0) return [];
      return (await repository.membershipsOf(customerId)).map(membershipOf);
    },

    async account(identity) {
      return accountOf(await repository.membershipsOf(customerOf(identity)));
    },

    async join(identity) {
      const customerId = customerOf(identity);
      for (let attempt = 0; attempt < NEW_CARD_ATTEMPTS; attempt++) {
        const number = newLoyaltyCardNumber(config.cardPrefixes, random);
        const write = await repository.putCard(customerId, SCHEME_MEMBERSHIP, number, now(), false);
        if (write === 'already-held')
          return { account: await accountNow(customerId), joined: false };
        if (write === 'stored') {
          await audited(identity, 'loyalty-joined', number);
          return { account: await accountNow(customerId), joined: true };
        }
        // 'card-taken': the number drawn is somebody's; draw again.
      }
      throw new AppError(
        'CONFLICT',
        'Sorry, we could not issue a card just now. Please try again.',
      );
    },

    async linkCard(identity, cardNumber) {
      const customerId = customerOf(identity);
      if (!isLoyaltyCardNumber(cardNumber, config.cardPrefixes)) {
        throw new AppError('VALIDATION_FAILED', INVALID_LOYALTY_CARD_NUMBER);
      }
      const holder = await repository.holderOf(cardNumber);
      if (holder === customerId) return accountNow(customerId);
      if (holder !== null)
        throw new AppError('LOYALTY_CARD_ALREADY_LINKED', LOYALTY_CARD_ALREADY_LINKED);
      const write = await repository.putCard(
        customerId,
        SCHEME_MEMBERSHIP,
        cardNumber,
        now(),
        true,
      );
      if (write === 'card-taken') {
        // Another account linked it between the read and the write.
        if ((await repository.holderOf(cardNumber)) !== customerId) {
          throw new AppError('LOYALTY_CARD_ALREADY_LINKED', LOYALTY_CARD_ALREADY_LINKED);
        }
      }
      await audited(identity, 'loyalty-card-linked', cardNumber);
      return accountNow(customerId);
    },

    async leave(identity) {
      const customerId = customerOf(identity);
      const left = await repository.remove(customerId, SCHEME_MEMBERSHIP);
      if (left) await audited(identity, 'loyalty-left');
      return left;
    },

    async linkedMembership(identity) {
      const rows = await repository.membershipsOf(customerOf(identity));
      return { hasLinkedMembership: hasLinkedMembership(rows.map(membershipOf)) };
    },

    async thresholdRewards(identity) {
      const account = accountOf(await repository.membershipsOf(customerOf(identity)));
      if (account === null) return null;
      return thresholdRewards(account.card.points, config.rewardThresholds);
    },

    async propositions(identity) {
      const rows = await repository.membershipsOf(customerOf(identity));
      const account = accountOf(rows);
      if (account === null) return null;
      const used = rows.find((row) => row.cardNumber === account.card.cardNumber)?.picksUsed ?? 0;
      return { ipick: picksOf(config.totalPicks, used) };
    },

    async orderReplacementCard(identity, addressId) {
      const customerId = customerOf(identity);
      const rows = await repository.membershipsOf(customerId);
      const account = accountOf(rows);
      if (account === null) throw new AppError('LOYALTY_NOT_A_MEMBER', 'You are not a member.');
      const address = await deps.addressOf(identity, addressId);
      if (address === null) throw new AppError('ADDRESS_NOT_FOUND', 'Address not found.');
      const held = rows.find((row) => row.cardNumber === account.card.cardNumber);
      if (held === undefined) throw new AppError('LOYALTY_NOT_A_MEMBER', 'You are not a member.');
      await repository.setCardStatus(customerId, held.type, 'REPLACEMENT_ORDERED', now());
      await audited(identity, 'loyalty-replacement-card-ordered', held.cardNumber);
      return { account: await accountNow(customerId), addressId: address.id };
    },

    async walletPass(identity) {
      const account = accountOf(await repository.membershipsOf(customerOf(identity)));
      if (account === null) return null;
      try {
        return await wallet.pass({
          cardNumber: account.card.cardNumber,
          schemeName: config.schemeName,
          points: account.card.points,
        });
      } catch (cause) {
        throw new AppError('LOYALTY_WALLET_UNAVAILABLE', WALLET_PROBLEM, { cause });
      }
    },
  };
}
