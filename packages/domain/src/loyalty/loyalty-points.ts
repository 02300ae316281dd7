/**
 * Points a member earns for an order (decision 0099). The spec gives the card's `points` and the
 * threshold rewards they reach, not how they are earned: a member earns `pointsPerPound` points
 * for each whole pound the order was charged once picked (what the card paid), rounded down, at
 * most once an order. The rate is the retailer's configuration (LOYALTY_POINTS_PER_POUND).
 */
export function pointsForSpend(paidPence: number, pointsPerPound: number): number {
  if (!Number.isSafeInteger(paidPence) || paidPence < 0) {
    throw new RangeError(`paidPence must be a whole number of pence, got ${paidPence}`);
  }
  if (!Number.isSafeInteger(pointsPerPound) || pointsPerPound < 0) {
    throw new RangeError(`pointsPerPound must be a whole number, got ${pointsPerPound}`);
  }
  return Math.floor(paidPence / 100) * pointsPerPound;
}
