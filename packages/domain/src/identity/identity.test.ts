import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  isSessionLive,
  isSignedIn,
  isStaffSignOn,
  permissionsForRole,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  sessionMaxMs,
} from './identity.ts';

describe('identity', () => {
  it('proves anonymous is customer -1 at branch 651 and not signed in', () => {
    expect(ANONYMOUS.customerId).toBe(-1);
    expect(ANONYMOUS.defaultBranchId).toBe(651);
    expect(isSignedIn(ANONYMOUS)).toBe(false);
    expect(isSignedIn({ customerId: 0 })).toBe(false);
    expect(isSignedIn({ customerId: 42 })).toBe(true);
  });

  it('proves staff sign-on is a customer and principal that differ, neither anonymous', () => {
    expect(isStaffSignOn({ customerId: 7, principalId: 3 })).toBe(true);
    expect(isStaffSignOn({ customerId: 7, principalId: 7 })).toBe(false);
    expect(isStaffSignOn({ customerId: -1, principalId: 3 })).toBe(false);
    expect(isStaffSignOn({ customerId: 7, principalId: -1 })).toBe(false);
  });
});

describe('session lifetime', () => {
  const start = new Date('2026-11-24T09:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);
  const session = { lastSeenAt: start, expiresAt: at(SESSION_MAX_MS), revokedAt: null };

  it('proves a session lives until its idle limit after the last request, and never past its maximum', () => {
    expect(isSessionLive(session, at(SESSION_IDLE_MS - 1))).toBe(true);
    expect(isSessionLive(session, at(SESSION_IDLE_MS))).toBe(false);
    const busy = { ...session, lastSeenAt: at(SESSION_MAX_MS - 1000) };
    expect(isSessionLive(busy, at(SESSION_MAX_MS - 1))).toBe(true);
    expect(isSessionLive(busy, at(SESSION_MAX_MS))).toBe(false);
  });

  it('proves a staff sign-on lasts 8 hours at most, and a shopper or staff console session 30 days', () => {
    expect(sessionMaxMs({ customerId: 7, principalId: 3 })).toBe(8 * 60 * 60 * 1000);
    expect(sessionMaxMs({ customerId: 7, principalId: 7 })).toBe(30 * 24 * 60 * 60 * 1000);
    expect(sessionMaxMs({ customerId: 3, principalId: 3 })).toBe(SESSION_MAX_MS);
  });

  it('proves a revoked session is over at once', () => {
    expect(isSessionLive({ ...session, revokedAt: start }, start)).toBe(false);
  });

  it('proves only staff carry permissions', () => {
    expect(permissionsForRole('customer')).toEqual([]);
    expect(permissionsForRole('staff')).toContain('staff:sign-on-as-customer');
  });
});
