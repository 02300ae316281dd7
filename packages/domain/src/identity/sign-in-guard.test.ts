import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { takeFromWindow } from './rate-window.ts';
import {
  afterPasswordReset,
  afterSuccess,
  beginAttempt,
  OPEN_GUARD,
  SIGN_IN_POLICY,
  type SignInGuard,
  signInGate,
} from './sign-in-guard.ts';

const start = new Date('2026-11-24T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60_000;

describe('rate window', () => {
  it('proves at most `limit` events pass in a window, and the next window starts afresh', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 40 }),
        (limit, events) => {
          const rule = { limit, windowMs: MINUTE };
          let window = null;
          let allowed = 0;
          for (let i = 0; i < events; i += 1) {
            const verdict = takeFromWindow(window, at(i), rule);
            window = verdict.window;
            if (verdict.allowed) allowed += 1;
            else expect(verdict.retryAfterSeconds).toBe(60);
          }
          expect(allowed).toBe(Math.min(limit, events));
          expect(takeFromWindow(window, at(MINUTE), rule).allowed).toBe(true);
        },
      ),
    );
  });

  it('proves the retry-after counts down to the end of the window', () => {
    const rule = { limit: 1, windowMs: MINUTE };
    const first = takeFromWindow(null, start, rule);
    expect(takeFromWindow(first.window, at(59_500), rule)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(takeFromWindow(first.window, at(20_000), rule).retryAfterSeconds).toBe(40);
  });
});

/** Runs attempts through the guard; `outcomes` true = right password. */
function run(outcomes: boolean[], gapMs = 1000, from: SignInGuard = OPEN_GUARD) {
  let guard = from;
  const gates: string[] = [];
  outcomes.forEach((right, i) => {
    const now = at(i * gapMs);
    const gate = signInGate(guard, now);
    gates.push(gate);
    if (gate !== 'open') return;
    guard = beginAttempt(guard, now);
    if (right) guard = afterSuccess();
  });
  return { guard, gates };
}

describe('sign-in guard', () => {
  it('proves five wrong passwords in a row soft-lock the address, even for the right password', () => {
    const { gates, guard } = run([false, false, false, false, false, true]);
    expect(gates).toEqual(['open', 'open', 'open', 'open', 'open', 'soft-locked']);
    expect(guard.lockedUntil).toEqual(at(4000 + SIGN_IN_POLICY.softLockMs));
  });

  it('proves a right password before the limit clears the run of failures', () => {
    const { guard, gates } = run([false, false, false, false, true, false, false, false, false]);
    expect(gates.every((gate) => gate === 'open')).toBe(true);
    expect(guard.failures).toBe(4);
  });

  it('proves the soft lock ends after 30 minutes, each later failure locks again, and the tenth locks for good', () => {
    const gap = SIGN_IN_POLICY.softLockMs;
    const { gates, guard } = run(
      [false, false, false, false, false, false, false, false, false, false, true],
      gap,
    );
    // A 30-minute gap means every attempt finds the previous lock just ended.
    expect(gates.slice(0, 10).every((gate) => gate === 'open')).toBe(true);
    expect(gates[10]).toBe('hard-locked');
    expect(guard.hardLocked).toBe(true);
    expect(signInGate(guard, at(365 * 24 * 60 * MINUTE))).toBe('hard-locked');
  });

  it('proves an attempt in progress already counts, so parallel attempts cannot pass the lock', () => {
    let guard = OPEN_GUARD;
    const checked: number[] = [];
    // Ten attempts begin before any finishes: only five are let through to check a password.
    for (let i = 0; i < 10; i += 1) {
      if (signInGate(guard, start) !== 'open') continue;
      guard = beginAttempt(guard, start);
      checked.push(i);
    }
    expect(checked).toHaveLength(SIGN_IN_POLICY.softLockAfter);
  });

  it('proves a run of failures is forgotten after a day without one', () => {
    const four = run([false, false, false, false]).guard;
    const later = beginAttempt(four, at(SIGN_IN_POLICY.failureMemoryMs + 5000));
    expect(later.failures).toBe(1);
    expect(later.lockedUntil).toBeNull();
  });

  it('proves failures never lock below five, whatever the timing', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * MINUTE }), { maxLength: 4 }), (gaps) => {
        let guard = OPEN_GUARD;
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          expect(signInGate(guard, at(now))).toBe('open');
          guard = beginAttempt(guard, at(now));
        }
        expect(signInGate(guard, at(now))).toBe('open');
      }),
    );
  });

  it('proves a password reset opens a soft- or hard-locked address, and the next failures count from zero', () => {
    const softLocked = run(Array.from({ length: SIGN_IN_POLICY.softLockAfter }, () => false)).guard;
    const hardLocked: SignInGuard = { ...softLocked, failures: 10, hardLocked: true };
    expect(signInGate(softLocked, start)).toBe('soft-locked');
    expect(signInGate(hardLocked, at(365 * 24 * 60 * MINUTE))).toBe('hard-locked');
    for (const locked of [softLocked, hardLocked]) {
      expect(locked.failures).toBeGreaterThan(0);
      const reset = afterPasswordReset();
      expect(signInGate(reset, start)).toBe('open');
      expect(beginAttempt(reset, start).failures).toBe(1);
    }
  });
});
