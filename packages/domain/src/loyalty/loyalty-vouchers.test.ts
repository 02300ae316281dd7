import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thresholdRewards } from './loyalty-rewards.ts';
import { pointsToNextVoucher, rewardVouchers } from './loyalty-vouchers.ts';

const THRESHOLDS = [500, 1000, 2000];

describe('reward vouchers', () => {
  it('gives no voucher before the first threshold, and says how far it is', () => {
    const rewards = thresholdRewards(120, THRESHOLDS);
    expect(rewardVouchers(rewards)).toEqual([]);
    expect(pointsToNextVoucher(120, rewards)).toBe(380);
  });

  it('gives one voucher for each threshold reached, lowest first', () => {
    const rewards = thresholdRewards(1000, [2000, 500, 1000]);
    expect(rewardVouchers(rewards)).toEqual([{ threshold: 500 }, { threshold: 1000 }]);
    expect(pointsToNextVoucher(1000, rewards)).toBe(1000);
  });

  it('has nothing more to reach once every threshold is', () => {
    const rewards = thresholdRewards(2500, THRESHOLDS);
    expect(rewardVouchers(rewards)).toHaveLength(3);
    expect(pointsToNextVoucher(2500, rewards)).toBeNull();
  });

  it('proves more points never take a voucher away', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const before = rewardVouchers(thresholdRewards(fewer, THRESHOLDS));
        const after = rewardVouchers(thresholdRewards(more, THRESHOLDS));
        expect(after.slice(0, before.length)).toEqual(before);
      }),
    );
  });
});
