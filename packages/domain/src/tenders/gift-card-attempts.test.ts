import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateWindow } from '../identity/rate-window.ts';
import {
  afterFailedCheck,
  GIFT_CARD_ATTEMPT_LIMIT,
  giftCardCheckWait,
} from './gift-card-attempts.ts';

const start = new Date('2026-11-24T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('gift card check attempts', () => {
  it('proves five failures in 15 minutes make the shopper wait until the window ends', () => {
    let failures: RateWindow | null = null;
    for (let i = 0; i < 5; i += 1) {
      expect(giftCardCheckWait(failures, at(i * 1000))).toBe(0);
      failures = afterFailedCheck(failures, at(i * 1000));
    }
    expect(giftCardCheckWait(failures, at(5_000))).toBe(15 * 60 - 5);
    expect(giftCardCheckWait(failures, at(15 * 60_000))).toBe(0);
    expect(afterFailedCheck(failures, at(15 * 60_000))).toEqual({
      startedAt: at(15 * 60_000),
      count: 1,
    });
  });

  it('proves no more than the limit of failures fit in any window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60_000 }), { maxLength: 60 }), (gaps) => {
        let failures: RateWindow | null = null;
        let now = 0;
        let made = 0;
        for (const gap of gaps) {
          now += gap;
          if (giftCardCheckWait(failures, at(now)) > 0) continue;
          failures = afterFailedCheck(failures, at(now));
          made += 1;
          expect(failures.count).toBeLessThanOrEqual(GIFT_CARD_ATTEMPT_LIMIT.limit);
        }
        expect(made).toBeLessThanOrEqual(gaps.length);
      }),
    );
  });
});
