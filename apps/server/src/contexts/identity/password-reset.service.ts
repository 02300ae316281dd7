import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { hashPassword } from '@grocer/db/password-hash';
import { signInGuardKey } from '@grocer/db/schema/sign-in';
import { passwordProblem } from '@grocer/domain/identity/password-policy';
import {
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_TTL_MS,
  passwordResetLink,
  resetLinkState,
} from '@grocer/domain/identity/password-reset';
import { isAppError } from '../../errors/app-error.ts';
import type { AccountSettingsRepository } from './account-settings.repository.ts';
import type { IdentityService } from './identity.contract.ts';
import type { PasswordResetService, ResetMailer } from './password-reset.contract.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';
import type { ThrottleRepository } from './throttle.repository.ts';

/** 32 random bytes, base64url: what a link carries. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Every this many requests, long-expired links are deleted. */
const PRUNE_EVERY = 200;
const DAY_MS = 24 * 60 * 60_000;
/**
 * A request answers no sooner than this (real time, not the app's clock): the work done for an
 * address with an account (a token, a row, an email queued) then cannot be told apart by timing
 * from an address without one.
 */
export const RESET_REQUEST_MIN_MS = 250;

/** The stored id of a link: the SHA-256 (hex) of its token. */
function tokenIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createPasswordResetService(deps: {
  accounts: AccountSettingsRepository;
  resets: PasswordResetRepository;
  throttle: ThrottleRepository;
  identity: IdentityService;
  mail: ResetMailer;
  publicOrigin: string;
  now: () => Date;
  /** Told when an email cannot be queued; the address is never logged. */
  log: { warn(facts: Record<string, unknown>, message: string): void };
  minRequestMs?: number;
}): PasswordResetService {
  const { accounts, resets, throttle, identity, mail, now, log } = deps;
  const minRequestMs = deps.minRequestMs ?? RESET_REQUEST_MIN_MS;
  let requests = 0;

  /** Sends a link if the address has an account and its hourly limit allows. */
  async function sendLink(email: string, at: Date): Promise<void> {
    const emailKey = signInGuardKey(email);
    const byEmail = await throttle.take(
      `password-reset:email:${emailKey}`,
      PASSWORD_RESET_LIMITS.perEmail,
      at,
    );
    if (!byEmail.allowed) return;
    const account = await accounts.byEmail(email);
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(at.getTime() + PASSWORD_RESET_TTL_MS);
    await resets.insert({ id: tokenIdOf(token), accountId: account.id, createdAt: at, expiresAt });
    try {
      await mail.enqueue({
        to: account.email,
        template: 'password-reset',
        data: {
          resetUrl: passwordResetLink(deps.publicOrigin, token, expiresAt),
          firstName: account.firstName,
          expiresInMinutes: PASSWORD_RESET_TTL_MS / 60_000,
        },
      });
    } catch (error) {
      // Registration and the mail context share one email rule (decision 0053), but an account
      // stored before it may hold an address mail refuses. The answer must not differ for it,
      // so it is logged for operators instead of raised.
      if (!isAppError(error) || error.code !== 'VALIDATION_FAILED') throw error;
      log.warn(
        { accountId: account.id, fields: error.issues.map((issue) => issue.field) },
        'password reset email refused by the mail context',
      );
    }
  }

  return {
    async requestReset(email, client) {
      const started = performance.now();
      const at = now();
      requests += 1;
      if (requests % PRUNE_EVERY === 0) await resets.prune(new Date(at.getTime() - DAY_MS));
      const byIp = await throttle.take(
        `password-reset:ip:${client.ip}`,
        PASSWORD_RESET_LIMITS.perIp,
        at,
      );
      if (!byIp.allowed) return { outcome: 'throttled', retryAfterSeconds: byIp.retryAfterSeconds };
      try {
        await sendLink(email, at);
      } finally {
        await sleep(Math.max(0, minRequestMs - (performance.now() - started)));
      }
      return { outcome: 'accepted' };
    },

    async checkLink({ token, exp }) {
      const at = now();
      if (resetLinkState(exp, at) === 'expired') return 'expired';
      if (token === null || !TOKEN_SHAPE.test(token)) return 'expired';
      return (await resets.findLive(tokenIdOf(token), at)) === null ? 'expired' : 'live';
    },

    async resetPassword(token, password) {
      if (!TOKEN_SHAPE.test(token)) return { outcome: 'expired' };
      const id = tokenIdOf(token);
      const live = await resets.findLive(id, now());
      if (!live) return { outcome: 'expired' };
      const problem = passwordProblem(password, { email: live.email });
      if (problem) return { outcome: 'invalid-password', problem };
      const accountId = await resets.complete(id, await hashPassword(password), now());
      // Another submission of the same link got there first.
      if (accountId === null) return { outcome: 'expired' };
      // Whoever held a session (or a stolen password) is signed out everywhere.
      await identity.endOtherSessions(accountId, null, 'password-changed');
      await throttle.unlock(signInGuardKey(live.email));
      return { outcome: 'reset' };
    },
  };
}
