import { describe, expect, it } from 'vitest';
import { jobRetryAt } from './job-retry.ts';

describe('job retry', () => {
  const at = new Date('2026-03-10T12:00:00Z');

  it('waits longer after each failure, at most an hour', () => {
    const waits = [1, 2, 3, 4, 5, 6].map(
      (n) => ((jobRetryAt(n, 10, at) as Date).getTime() - at.getTime()) / 1000,
    );
    expect(waits).toEqual([15, 60, 240, 960, 3600, 3600]);
  });

  it('gives up after the last attempt', () => {
    expect(jobRetryAt(5, 5, at)).toBeNull();
    expect(jobRetryAt(4, 5, at)).not.toBeNull();
  });

  it('refuses a nonsense attempt count', () => {
    expect(() => jobRetryAt(0, 5, at)).toThrow(RangeError);
  });
});
