import type { RateLimit } from './rate-window.ts';

/**
 * Sign-in throttling and locks (decision 0021). Guards are kept per email address, known or not,
 * so an unknown address behaves exactly like an account: nothing an attacker sees tells them
 * whether the address has one.
 */
export const SIGN_IN_POLICY = {
  /** Bursts from one address: every attempt counts. Generous, because shops and offices share IPs. */
  perIp: { limit: 30, windowMs: 60_000 } satisfies RateLimit,
  /** Bursts at one email address, successful or not (scripts re-signing in a loop). */
  perEmail: { limit: 10, windowMs: 60_000 } satisfies RateLimit,
  /** Failed attempts in a row that lock the address for `softLockMs` (or until a password reset). */
  softLockAfter: 5,
  softLockMs: 30 * 60_000,
  /** Failed attempts in a row after which only a password reset unlocks the address. */
  hardLockAfter: 10,
  /** A run of failures is forgotten after this long without one. */
  failureMemoryMs: 24 * 60 * 60_000,
} as const;

export type SignInPolicy = typeof SIGN_IN_POLICY;

export interface SignInGuard {
  /** Failed attempts in a row (the attempt in progress counts until it succeeds). */
  failures: number;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
  hardLocked: boolean;
}

export const OPEN_GUARD: SignInGuard = Object.freeze({
  failures: 0,
  lastFailureAt: null,
  lockedUntil: null,
  hardLocked: false,
});

export type SignInGate = 'open' | 'soft-locked' | 'hard-locked';

/** Whether an attempt may check a password at all. A locked address is refused unchecked. */
export function signInGate(guard: SignInGuard, now: Date): SignInGate {
  if (guard.hardLocked) return 'hard-locked';
  if (guard.lockedUntil !== null && guard.lockedUntil.getTime() > now.getTime()) {
    return 'soft-locked';
  }
  return 'open';
}

/**
 * The guard while an attempt is checked: the attempt counts as a failure until it succeeds, so
 * attempts sent in parallel cannot check more passwords than the lock allows. Reaching the soft
 * limit locks for a while (each later failure locks again); reaching the hard limit locks for good.
 */
export function beginAttempt(
  guard: SignInGuard,
  now: Date,
  policy: SignInPolicy = SIGN_IN_POLICY,
): SignInGuard {
  const forgotten =
    guard.lastFailureAt !== null &&
    now.getTime() - guard.lastFailureAt.getTime() >= policy.failureMemoryMs &&
    signInGate(guard, now) === 'open';
  const failures = (forgotten ? 0 : guard.failures) + 1;
  return {
    failures,
    lastFailureAt: now,
    lockedUntil:
      failures >= policy.softLockAfter
        ? new Date(now.getTime() + policy.softLockMs)
        : forgotten
          ? null
          : guard.lockedUntil,
    hardLocked: guard.hardLocked || failures >= policy.hardLockAfter,
  };
}

/** A correct password clears the run of failures and any lock it caused. */
export function afterSuccess(): SignInGuard {
  return OPEN_GUARD;
}

/**
 * A password reset proves control of the address, so it clears the soft lock and the hard lock
 * alike (the only way out of a hard lock besides customer care; decision 0023).
 */
export function afterPasswordReset(): SignInGuard {
  return OPEN_GUARD;
}
