import type { Identity } from '@grocer/domain/identity/identity';
import type { Viewer } from '@grocer/domain/identity/viewer';

/**
 * The identity context's contract: who a request acts for, and the sessions behind it. Other
 * contexts and the storefront use this interface, never the tables.
 */

/** What a request presented: the session cookie's secret and/or an Authorization bearer token. */
export interface Credentials {
  sessionSecret: string | null;
  bearerToken: string | null;
}

export interface ResolvedIdentity {
  identity: Identity;
  /**
   * Why presented credentials did not count: a bearer token that is not valid (the client should
   * refresh it: 401), or a session cookie that has ended (the cookie should be cleared).
   */
  problem: 'invalid-token' | 'ended-session' | null;
}

export interface StartedSession {
  /** Goes in the session cookie; never stored. */
  secret: string;
  sessionId: string;
  expiresAt: Date;
}

export interface AccessToken {
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
}

export type SessionEndReason = 'signed-out' | 'password-changed' | 'staff-returned' | 'replaced';

export interface IdentityService {
  resolve(credentials: Credentials): Promise<ResolvedIdentity>;
  /** A new session for an account (the principal), acting for `customerId` (itself by default). */
  startSession(accountId: number, options?: { customerId?: number }): Promise<StartedSession>;
  endSession(sessionId: string, reason: SessionEndReason): Promise<void>;
  /** Ends every session of the account except `keepSessionId` (a password change). */
  endOtherSessions(
    accountId: number,
    keepSessionId: string | null,
    reason: SessionEndReason,
  ): Promise<number>;
  issueAccessToken(identity: Identity): AccessToken;
  /**
   * What the page frame shows about whom the identity acts for (its first name, staff sign-on);
   * the anonymous viewer, without a lookup, when not signed in.
   */
  viewer(identity: Identity): Promise<Viewer>;
}
