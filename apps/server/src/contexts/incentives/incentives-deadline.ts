import type { PricingIncentive } from '@grocer/domain/incentives/incentive-rules';
import type { IncentivesSource } from './incentives.contract.ts';

/** Spec doc 2 §7 and §9: the incentives fetch at checkout has an 8000 ms deadline. */
export const INCENTIVES_DEADLINE_MS = 8000;

/**
 * The source as the trolley and checkout read it (decision 0088): an answer after `deadlineMs`,
 * or an error, counts as no incentives, so a slow or failing source never blocks a trolley or
 * an order's placement. `onIgnored` hears what was ignored (the log).
 */
export function incentivesWithDeadline(
  source: IncentivesSource,
  options: {
    deadlineMs?: number;
    onIgnored?: (reason: 'timeout' | 'error', error?: unknown) => void;
  } = {},
): IncentivesSource {
  const deadlineMs = options.deadlineMs ?? INCENTIVES_DEADLINE_MS;
  return {
    loadedIncentives(customerId) {
      return new Promise<PricingIncentive[]>((resolve) => {
        const timer = setTimeout(() => {
          options.onIgnored?.('timeout');
          resolve([]);
        }, deadlineMs);
        source.loadedIncentives(customerId).then(
          (incentives) => {
            clearTimeout(timer);
            resolve(incentives);
          },
          (error: unknown) => {
            clearTimeout(timer);
            options.onIgnored?.('error', error);
            resolve([]);
          },
        );
      });
    },
  };
}
