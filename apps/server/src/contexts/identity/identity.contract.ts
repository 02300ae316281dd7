import type { Identity } from '@grocer/domain/identity/identity';
import type { Viewer } from '@grocer/domain/identity/viewer';
import type { CustomerSearch } from '@grocer/domain/staff/staff-console';

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

export type SessionEndReason =
  | 'signed-out'
  | 'password-changed'
  /** The email address changed on another device (decision 0053). */
  | 'email-changed'
  | 'staff-returned'
  | 'replaced'
  /** Staff saved the customer's broken trolley: the customer signs in again (decision 0031). */
  | 'trolley-saved';

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
  /**
   * The customer's write stamp as read with this identity's session (decision 0103): it moves in
   * every transaction that writes what the viewer shows of them. Null for an identity this
   * service did not resolve from a session (anonymous, or made elsewhere).
   */
  writeStampOf(identity: Identity): string | null;
}

/*
 * For the staff console (decision 0022): customer accounts as staff see them, and staff sign-in.
 * The identity context owns the accounts and sessions tables; the staff context asks through these.
 */

export interface CustomerSummary {
  customerId: number;
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
}

export interface CustomerDetails extends CustomerSummary {
  createdAt: Date;
  lastLoginAt: Date | null;
  /** Sessions not ended, whoever started them (staff sign-ons included). */
  liveSessions: number;
}

export interface CustomerDirectory {
  /** Customers (never staff) matching every given part; at most `limit`, by name. */
  search(search: Pick<CustomerSearch, 'email' | 'name'>, limit: number): Promise<CustomerSummary[]>;
  /** A customer account (never staff), or null. */
  get(customerId: number): Promise<CustomerDetails | null>;
  /** Display names of any accounts, for audit entries. */
  namesOf(accountIds: number[]): Promise<Map<number, string>>;
}

/**
 * A staff sign-in's answer: a session; refused (wrong email, password or role — one answer, so it
 * says nothing of which); locked (too many failures in a row at that email); or throttled (too many
 * attempts from the address or at the email just now).
 */
export type StaffSignInOutcome =
  | { outcome: 'signed-in'; session: StartedSession }
  | { outcome: 'refused' }
  | { outcome: 'locked' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/** Staff sign-in for the console: a staff account's email and password, and a new session for it. */
export interface StaffSignIn {
  /** Through the sign-in throttle and locks; `client` is where the attempt comes from. */
  signIn(email: string, password: string, client: { ip: string }): Promise<StaffSignInOutcome>;
}
