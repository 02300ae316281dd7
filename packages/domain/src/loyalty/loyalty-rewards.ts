/**
 * Threshold rewards and picks (spec doc 3 §3: "threshold rewards: targetThresholdIndex and
 * thresholds. Propositions: ipick remainingPicks, totalPicks, lockedOrUsedPicks"; decision 0086).
 * The spec gives the shapes, not the values: the thresholds (points for each reward) and the
 * number of picks come from configuration.
 */

export interface ThresholdRewards {
  /** The index of the next threshold to reach; thresholds.length once all are reached. */
  targetThresholdIndex: number;
  /** Points needed for each reward, lowest first. */
  thresholds: number[];
}

/** The reward the member is working towards with `points`. */
export function thresholdRewards(points: number, thresholds: readonly number[]): ThresholdRewards {
  const sorted = [...thresholds].sort((a, b) => a - b);
  const next = sorted.findIndex((threshold) => points < threshold);
  return { targetThresholdIndex: next === -1 ? sorted.length : next, thresholds: sorted };
}

export interface Picks {
  remainingPicks: number;
  totalPicks: number;
  lockedOrUsedPicks: number;
}

/** The member's picks: never fewer than none left, never more used than there are. */
export function picksOf(totalPicks: number, lockedOrUsedPicks: number): Picks {
  const total = Math.max(0, Math.floor(totalPicks));
  const used = Math.min(total, Math.max(0, Math.floor(lockedOrUsedPicks)));
  return { remainingPicks: total - used, totalPicks: total, lockedOrUsedPicks: used };
}
