import type { Identity } from '@grocer/domain/identity/identity';
import type { PasswordProblem } from '@grocer/domain/identity/password-policy';
import type { AccountDetails, AccountSelf } from './auth.contract.ts';

/**
 * My details (decision 0023): the signed-in shopper's name, email address and password. Staff
 * signed on as a customer may change the name (recorded in the staff audit log) but never the
 * email address or password. Expected failures are returned.
 */

type Refusal =
  | { outcome: 'unauthenticated' }
  /** Staff signed on as the customer may not change the customer's credentials. */
  | { outcome: 'staff-sign-on' }
  | { outcome: 'wrong-password' }
  /** Too many current-password checks on this account lately. */
  | { outcome: 'throttled'; retryAfterSeconds: number };

export type NameChangeOutcome =
  | { outcome: 'changed'; account: AccountSelf }
  | { outcome: 'unauthenticated' };

export type EmailChangeOutcome =
  /**
   * The address changed: the old one has been told (decision 0053), every other session of the
   * account has ended and this one goes on. Unchanged (the same address again): nothing else.
   */
  | { outcome: 'changed'; account: AccountSelf; otherSessionsEnded: number }
  | { outcome: 'email-in-use' }
  | Refusal;

export type PasswordChangeOutcome =
  /** This session goes on; every other session of the account has ended. */
  | { outcome: 'changed'; otherSessionsEnded: number }
  | { outcome: 'invalid-password'; problem: PasswordProblem }
  | Refusal;

export interface MyDetailsService {
  /** The account the request acts for, or null when anonymous. */
  details(identity: Identity): Promise<AccountSelf | null>;
  changeName(identity: Identity, name: Partial<AccountDetails>): Promise<NameChangeOutcome>;
  /** `email` is normalised; `password` is the current password. */
  changeEmail(
    identity: Identity,
    change: { email: string; password: string },
  ): Promise<EmailChangeOutcome>;
  changePassword(
    identity: Identity,
    change: { currentPassword: string; newPassword: string },
  ): Promise<PasswordChangeOutcome>;
}

/**
 * What an email change needs from the mail context: its `MailService` satisfies this. Declared
 * here so the identity context depends on the shape it uses, not on the mail context's files.
 */
export interface EmailChangeMailer {
  enqueue(request: {
    to: string;
    template: 'email-changed';
    data: { firstName?: string };
  }): Promise<unknown>;
}
