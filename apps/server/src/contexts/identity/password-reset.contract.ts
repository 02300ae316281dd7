import type { PasswordProblem } from '@grocer/domain/identity/password-policy';
import type { ResetLinkState } from '@grocer/domain/identity/password-reset';
import type { ClientInfo } from './auth.contract.ts';

/**
 * Password reset by email (decision 0023): the identity context's contract for the REST routes
 * and the storefront's forgot-password and reset-password pages. Expected failures are returned.
 */

export type ResetRequestOutcome =
  /**
   * The same answer whether or not the address has an account, and whether or not its hourly
   * email limit was reached: an email was sent only if it has one and the limit allowed.
   */
  | { outcome: 'accepted' }
  /** Too many requests from the caller's IP address (nothing about the address asked for). */
  | { outcome: 'throttled'; retryAfterSeconds: number };

export type PasswordResetOutcome =
  /** The password is set, every session of the account ended and its sign-in locks cleared. */
  | { outcome: 'reset' }
  /** The link is unknown, used or past its time: the shopper asks for a new one. */
  | { outcome: 'expired' }
  /** The new password fails the policy; the link still works. */
  | { outcome: 'invalid-password'; problem: PasswordProblem };

export interface PasswordResetService {
  /** Emails a reset link to the address if it has an account. `email` is normalised. */
  requestReset(email: string, client: ClientInfo): Promise<ResetRequestOutcome>;
  /**
   * Whether a link may be used: its `exp` must be in the future (spec doc 1 §2, the domain's
   * `resetLinkState`) and its token known, unused and unexpired.
   */
  checkLink(link: { token: string | null; exp: string | null }): Promise<ResetLinkState>;
  resetPassword(token: string, password: string): Promise<PasswordResetOutcome>;
}

/**
 * What a reset needs from the mail context: its `MailService` satisfies this. Declared here so
 * the identity context depends on the shape it uses, not on the mail context's files.
 */
export interface ResetMailer {
  enqueue(request: {
    to: string;
    template: 'password-reset';
    data: { resetUrl: string; firstName?: string; expiresInMinutes?: number };
  }): Promise<unknown>;
}
