import type { ThresholdRewards } from './loyalty-rewards.ts';

/**
 * A member's vouchers (spec doc 3 §2: the loyalty scheme's vouchers page, the page the hub link
 * goes to in one experiment variant; decision 0086). The spec names the page, not what a
 * voucher is; here a voucher is a threshold reward reached: each threshold the member's points
 * have reached is one voucher, lowest first. They are worked out from the points and the
 * configured thresholds each time, never stored, and nothing in the shop spends them yet, so a
 * voucher reached stays (points only grow).
 */
export interface RewardVoucher {
  /** The points threshold whose reward this voucher is. */
  threshold: number;
}

/** The vouchers of a member whose rewards stand at `rewards` (thresholdRewards' answer). */
export function rewardVouchers(rewards: ThresholdRewards): RewardVoucher[] {
  const reached = Math.min(Math.max(0, rewards.targetThresholdIndex), rewards.thresholds.length);
  return rewards.thresholds.slice(0, reached).map((threshold) => ({ threshold }));
}

/** Points still needed for the next voucher; null once every threshold is reached. */
export function pointsToNextVoucher(points: number, rewards: ThresholdRewards): number | null {
  const next = rewards.thresholds[rewards.targetThresholdIndex];
  return next === undefined ? null : Math.max(0, next - points);
}
