import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_MAX_MS, serviceUnavailableDecision } from './retry-after.ts';

const now = new Date('2026-11-24T09:00:00Z');

describe('503 handling', () => {
  it('proves a Retry-After of at most 30 seconds is waited out and retried', () => {
    expect(serviceUnavailableDecision('0', now)).toEqual({ kind: 'retry', waitMs: 0 });
    expect(serviceUnavailableDecision('30', now)).toEqual({ kind: 'retry', waitMs: 30_000 });
    expect(serviceUnavailableDecision('Tue, 24 Nov 2026 09:00:12 GMT', now)).toEqual({
      kind: 'retry',
      waitMs: 12_000,
    });
  });

  it("proves a missing Retry-After raises '503 with no retry-after returned'", () => {
    for (const header of [null, '', '  ', 'soon']) {
      expect(serviceUnavailableDecision(header, now)).toEqual({
        kind: 'raise',
        message: '503 with no retry-after returned',
      });
    }
  });

  it('proves a Retry-After over 30 seconds is raised, never waited', () => {
    fc.assert(
      fc.property(fc.integer({ min: 31, max: 10_000_000 }), (seconds) => {
        const decision = serviceUnavailableDecision(String(seconds), now);
        expect(decision.kind).toBe('raise');
      }),
    );
    expect(serviceUnavailableDecision('Tue, 24 Nov 2026 09:01:00 GMT', now).kind).toBe('raise');
    expect(RETRY_AFTER_MAX_MS).toBe(30_000);
  });
});
