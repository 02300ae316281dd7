import type { Title } from '@grocer/domain/identity/account-rules';
import type { Identity } from '@grocer/domain/identity/identity';
import type { AccessToken, StartedSession } from './identity.contract.ts';

/**
 * Signing in, registering and signing out (decision 0021): the identity context's contract for
 * the REST routes and the storefront's actions. Inputs are already parsed with the domain's form
 * schemas; expected failures are returned, not thrown.
 */

/** Who is calling, as far as throttling is concerned. */
export interface ClientInfo {
  ip: string;
}

export type SignInOutcome =
  | { outcome: 'signed-in'; session: StartedSession; accountId: number }
  /** Unknown email or wrong password: the two are never told apart. */
  | { outcome: 'invalid-credentials' }
  | { outcome: 'soft-locked' }
  | { outcome: 'hard-locked' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

export interface NewAccount {
  /** Normalised (lower case). */
  email: string;
  password: string;
}

export interface AccountDetails {
  title: Title;
  firstName: string;
  lastName: string;
}

export type RegistrationStartOutcome =
  /** Step 1 passed: `draft` carries the email and password hash to step 2 (signed, short-lived). */
  | { outcome: 'draft'; draft: string; maxAgeSeconds: number }
  | { outcome: 'email-unavailable' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

export type RegistrationOutcome =
  | { outcome: 'registered'; session: StartedSession; accountId: number }
  | { outcome: 'email-unavailable' }
  /** The step-1 draft is missing, altered or past its time: start again. */
  | { outcome: 'draft-invalid' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

export type TokenOutcome =
  | ({ outcome: 'issued'; clientType: 'WEB_APP' } & AccessToken)
  | { outcome: 'unauthenticated' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/** The account a request acts for (GET accounts/self). */
export interface AccountSelf {
  id: number;
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
}

export interface AuthService {
  signIn(
    credentials: { email: string; password: string },
    client: ClientInfo,
  ): Promise<SignInOutcome>;
  /** Registration step 1: checks the email is free and hashes the password. */
  startRegistration(account: NewAccount, client: ClientInfo): Promise<RegistrationStartOutcome>;
  /** Registration step 2: creates the account from a step-1 draft and signs it in. */
  completeRegistration(draft: string | null, details: AccountDetails): Promise<RegistrationOutcome>;
  /** Both steps in one call (the REST API). */
  register(account: NewAccount & AccountDetails, client: ClientInfo): Promise<RegistrationOutcome>;
  issueToken(identity: Identity, client: ClientInfo): Promise<TokenOutcome>;
  /** Ends the request's session, if it has one. */
  signOut(identity: Identity): Promise<void>;
  self(identity: Identity): Promise<AccountSelf | null>;
  /** The CSRF token for the session whose cookie secret is given (or for no session). */
  csrfToken(sessionSecret: string | null): string;
  csrfTokenMatches(sessionSecret: string, token: string): boolean;
}

/** Spec doc 1 §7: GET csrf answers `{headerName, token}`; cookie-authenticated changes send it. */
export const CSRF_HEADER = 'x-csrf-token';
/** The same token as a form field (the spec's form-encoded logout). */
export const CSRF_FIELD = 'csrf';
