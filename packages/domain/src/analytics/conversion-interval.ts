/**
 * A conversion rate with its 95% confidence interval (decision 0071): the Wilson score interval,
 * which stays within 0–1 and is sensible for small samples and for rates near 0 or 1, where the
 * plain normal approximation (rate ± 1.96 standard errors) goes below zero or collapses to a
 * point.
 */
export interface ConversionRate {
  /** converted / exposed, from 0 to 1. */
  rate: number;
  /** The interval's lower and upper bounds, from 0 to 1. */
  low: number;
  high: number;
}

/** The normal quantile for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

/**
 * The Wilson score interval for `successes` out of `trials`; null when there are no trials (no
 * rate to speak of). Counts outside 0 ≤ successes ≤ trials are a caller's mistake.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): ConversionRate | null {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0) {
    throw new RangeError(`not counts: ${successes} of ${trials}`);
  }
  if (successes > trials)
    throw new RangeError(`more successes than trials: ${successes} of ${trials}`);
  if (trials === 0) return null;
  const rate = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (rate + z2 / (2 * trials)) / denominator;
  const margin =
    (z / denominator) * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials));
  // At 0 or all successes the bound is exactly the rate; rounding must not put it a hair past.
  return {
    rate,
    low: successes === 0 ? 0 : Math.max(0, centre - margin),
    high: successes === trials ? 1 : Math.min(1, centre + margin),
  };
}
