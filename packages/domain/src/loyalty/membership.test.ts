import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { picksOf, thresholdRewards } from './loyalty-rewards.ts';
import {
  effectiveMembership,
  hasLinkedMembership,
  isLoyaltyMember,
  LOYALTY_FALLBACK_COOKIE_MAX_AGE_SECONDS,
  MEMBERSHIP_TYPES,
  type Membership,
} from './membership.ts';

const scheme: Membership = { type: 'mywaitrose', number: '9210000000000001' };
const partnership: Membership = { type: 'myjohnlewismywaitrose', number: '9230000000000002' };

describe('membership precedence', () => {
  it('lets the partnership card win over the scheme’s own', () => {
    expect(effectiveMembership([scheme, partnership])).toBe(partnership);
    expect(effectiveMembership([partnership, scheme])).toBe(partnership);
    expect(effectiveMembership([scheme])).toBe(scheme);
  });

  it('makes nobody a member without a membership, and anybody with one', () => {
    expect(effectiveMembership([])).toBeNull();
    expect(isLoyaltyMember([])).toBe(false);
    expect(isLoyaltyMember([scheme])).toBe(true);
    expect(isLoyaltyMember([partnership])).toBe(true);
  });

  it('flags a linked membership only for the partnership card', () => {
    expect(hasLinkedMembership([scheme])).toBe(false);
    expect(hasLinkedMembership([scheme, partnership])).toBe(true);
  });

  it('proves the order of the memberships never changes which one counts', () => {
    const anyMembership = fc.record({
      type: fc.constantFrom(...MEMBERSHIP_TYPES),
      number: fc.stringMatching(/^92[13]0\d{12}$/),
    });
    fc.assert(
      fc.property(fc.array(anyMembership, { maxLength: 4 }), (memberships) => {
        const reversed = [...memberships].reverse();
        expect(effectiveMembership(reversed)?.type).toBe(effectiveMembership(memberships)?.type);
        const hasPartnership = memberships.some((m) => m.type === 'myjohnlewismywaitrose');
        if (hasPartnership) {
          expect(effectiveMembership(memberships)?.type).toBe('myjohnlewismywaitrose');
        }
      }),
    );
  });

  it('keeps the fallback cookie five years', () => {
    expect(LOYALTY_FALLBACK_COOKIE_MAX_AGE_SECONDS).toBe(157_680_000);
  });
});

describe('threshold rewards and picks', () => {
  it('aims at the first threshold not yet reached', () => {
    expect(thresholdRewards(0, [500, 1000])).toEqual({
      targetThresholdIndex: 0,
      thresholds: [500, 1000],
    });
    expect(thresholdRewards(500, [1000, 500]).targetThresholdIndex).toBe(1);
    expect(thresholdRewards(2000, [500, 1000]).targetThresholdIndex).toBe(2);
  });

  it('never leaves fewer than no picks, nor uses more than there are', () => {
    expect(picksOf(10, 3)).toEqual({ remainingPicks: 7, totalPicks: 10, lockedOrUsedPicks: 3 });
    expect(picksOf(10, 12)).toEqual({ remainingPicks: 0, totalPicks: 10, lockedOrUsedPicks: 10 });
    expect(picksOf(10, -1).remainingPicks).toBe(10);
  });
});
