import { hashPassword, verifyPassword } from '@grocer/db/password-hash';
import { isSignedIn, isStaffSignOn } from '@grocer/domain/identity/identity';
import { passwordProblem } from '@grocer/domain/identity/password-policy';
import { PASSWORD_RESET_LIMITS } from '@grocer/domain/identity/password-reset';
import { isAppError } from '../../errors/app-error.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import type {
  AccountCredentials,
  AccountSettingsRepository,
} from './account-settings.repository.ts';
import type { IdentityService } from './identity.contract.ts';
import type { EmailChangeMailer, MyDetailsService } from './my-details.contract.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';
import type { ThrottleRepository } from './throttle.repository.ts';

const NAME_FIELDS = ['title', 'firstName', 'lastName'] as const;

/**
 * My details (decision 0023). Changing the email address or the password needs the current
 * password, checked at most a few times per account in a while; staff signed on as the customer
 * may change only the name, and that is written to the staff audit log. A new email address is
 * told to the old one and signs the account out everywhere else (decision 0053).
 */
export function createMyDetailsService(deps: {
  accounts: AccountSettingsRepository;
  resets: PasswordResetRepository;
  throttle: ThrottleRepository;
  identity: IdentityService;
  audit: StaffAudit;
  mail: EmailChangeMailer;
  now: () => Date;
  /** Told when the old address cannot be mailed; the address is never logged. */
  log: { warn(facts: Record<string, unknown>, message: string): void };
}): MyDetailsService {
  const { accounts, resets, throttle, identity, audit, mail, now, log } = deps;

  type Checked =
    | { outcome: 'checked'; account: AccountCredentials }
    | { outcome: 'unauthenticated' }
    | { outcome: 'staff-sign-on' }
    | { outcome: 'wrong-password' }
    | { outcome: 'throttled'; retryAfterSeconds: number };

  /** The shopper's own account, once the current password is proved. */
  async function checkCurrentPassword(
    who: Parameters<MyDetailsService['details']>[0],
    password: string,
  ): Promise<Checked> {
    if (!isSignedIn(who)) return { outcome: 'unauthenticated' };
    if (isStaffSignOn(who)) return { outcome: 'staff-sign-on' };
    const verdict = await throttle.take(
      `password-check:account:${who.customerId}`,
      PASSWORD_RESET_LIMITS.passwordChecks,
      now(),
    );
    if (!verdict.allowed) {
      return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
    }
    const account = await accounts.byId(who.customerId);
    if (!account) return { outcome: 'unauthenticated' };
    if (!(await verifyPassword(account.passwordHash, password))) {
      return { outcome: 'wrong-password' };
    }
    return { outcome: 'checked', account };
  }

  /** The old address hears of the change, so its owner can act if it was not them. */
  async function tellOldAddress(accountId: number, to: string, firstName: string) {
    try {
      await mail.enqueue({
        to,
        template: 'email-changed',
        data: firstName ? { firstName } : {},
      });
    } catch (error) {
      // Only a value stored before the one email rule can be refused (decision 0053); the
      // change stands, and operators hear of it without the address.
      if (!isAppError(error) || error.code !== 'VALIDATION_FAILED') throw error;
      log.warn(
        { accountId, fields: error.issues.map((issue) => issue.field) },
        'email change notice refused by the mail context',
      );
    }
  }

  return {
    async details(who) {
      return isSignedIn(who) ? accounts.self(who.customerId) : null;
    },

    async changeName(who, name) {
      if (!isSignedIn(who)) return { outcome: 'unauthenticated' };
      const before = await accounts.self(who.customerId);
      if (!before) return { outcome: 'unauthenticated' };
      const account = await accounts.updateName(who.customerId, name);
      if (!account) return { outcome: 'unauthenticated' };
      const changed = NAME_FIELDS.filter((field) => before[field] !== account[field]);
      if (isStaffSignOn(who) && changed.length > 0) {
        await audit.record({
          staffId: who.principalId,
          customerId: who.customerId,
          action: 'name-changed',
          detail: {
            from: Object.fromEntries(changed.map((field) => [field, before[field]])),
            to: Object.fromEntries(changed.map((field) => [field, account[field]])),
          },
        });
      }
      return { outcome: 'changed', account };
    },

    async changeEmail(who, { email, password }) {
      const checked = await checkCurrentPassword(who, password);
      if (checked.outcome !== 'checked') return checked;
      const accountId = checked.account.id;
      const previous = checked.account.email;
      if (!(await accounts.updateEmail(accountId, email))) {
        return { outcome: 'email-in-use' };
      }
      const account = await accounts.self(accountId);
      if (!account) return { outcome: 'unauthenticated' };
      if (email === previous) return { outcome: 'changed', account, otherSessionsEnded: 0 };
      // Reset links went to the old address: they must not undo the change.
      await resets.retireAll(accountId, now());
      const otherSessionsEnded = await identity.endOtherSessions(
        accountId,
        who.sessionId,
        'email-changed',
      );
      await tellOldAddress(accountId, previous, account.firstName);
      return { outcome: 'changed', account, otherSessionsEnded };
    },

    async changePassword(who, { currentPassword, newPassword }) {
      const checked = await checkCurrentPassword(who, currentPassword);
      if (checked.outcome !== 'checked') return checked;
      const problem = passwordProblem(newPassword, { email: checked.account.email });
      if (problem) return { outcome: 'invalid-password', problem };
      await accounts.updatePasswordHash(checked.account.id, await hashPassword(newPassword));
      // Links asked for before the change must not undo it.
      await resets.retireAll(checked.account.id, now());
      const otherSessionsEnded = await identity.endOtherSessions(
        checked.account.id,
        who.sessionId,
        'password-changed',
      );
      return { outcome: 'changed', otherSessionsEnded };
    },
  };
}
