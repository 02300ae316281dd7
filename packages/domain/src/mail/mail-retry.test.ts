import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS, mailRetryAt } from './mail-retry.ts';

const failedAt = new Date('2025-03-01T09:00:00Z');
const waitAfter = (attempts: number) =>
  (mailRetryAt(attempts, failedAt)?.getTime() ?? Number.NaN) - failedAt.getTime();

describe('mailRetryAt', () => {
  it('waits 30 s after the first failure, then four times as long each time', () => {
    expect(waitAfter(1)).toBe(30_000);
    expect(waitAfter(2)).toBe(120_000);
    expect(waitAfter(3)).toBe(480_000);
    expect(waitAfter(4)).toBe(1_920_000);
  });

  it('gives up once the last attempt has failed', () => {
    expect(mailRetryAt(MAX_MAIL_ATTEMPTS, failedAt)).toBeNull();
    expect(mailRetryAt(MAX_MAIL_ATTEMPTS + 3, failedAt)).toBeNull();
  });

  it('never retries sooner than the previous wait, nor later than an hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_MAIL_ATTEMPTS - 2 }), (attempts) => {
        expect(waitAfter(attempts + 1)).toBeGreaterThanOrEqual(waitAfter(attempts));
        expect(waitAfter(attempts + 1)).toBeLessThanOrEqual(60 * 60_000);
      }),
    );
  });

  it('refuses an attempt count that is not a positive integer', () => {
    expect(() => mailRetryAt(0, failedAt)).toThrow(RangeError);
    expect(() => mailRetryAt(1.5, failedAt)).toThrow(RangeError);
  });
});
