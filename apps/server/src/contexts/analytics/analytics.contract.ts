import type { AnalyticsBatch } from '@grocer/domain/analytics/analytics-event';
import type { CookieConsent } from '@grocer/domain/consent/cookie-consent';

/** The analytics context's contract (decision 0070): the shop's own collector. */
export interface CollectInput {
  batch: AnalyticsBatch;
  /** The signed-in customer, from the session; null for a visitor. */
  customerId: number | null;
  /** The visitor's cookie choices (null: not made, so nothing is allowed). */
  consent: CookieConsent | null;
  /** The client's address, for the rate limit. */
  clientAddress: string;
  /** Stub mocking is on for this browser (`?stubs=`, where allowed): partners get stubs. */
  stubs?: boolean;
}

export type CollectResult =
  | { outcome: 'accepted'; count: number }
  | { outcome: 'refused'; code: 'CONSENT_REQUIRED' | 'TOO_MANY_REQUESTS' };

export interface AnalyticsService {
  /** Checks consent and the rate limit, masks, and queues the batch for the next insert. */
  collect(input: CollectInput): CollectResult;
  /** Writes what is queued (every second, and when the queue is long). */
  flush(): Promise<void>;
  /** Drops the days older than the retention; returns how many. */
  sweepRetention(): Promise<number>;
}
