import {
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { hashPassword, verifyPassword } from '@grocer/db/password-hash';
import { signInGuardKey } from '@grocer/db/schema/sign-in';
import { EMAIL_MAX_LENGTH } from '@grocer/domain/identity/email-address';
import { isSignedIn } from '@grocer/domain/identity/identity';
import { AUTH_RATE_LIMITS } from '@grocer/domain/identity/rate-window';
import { SIGN_IN_POLICY } from '@grocer/domain/identity/sign-in-guard';
import { z } from 'zod';
import type { AccountRepository } from './account.repository.ts';
import type {
  AccountDetails,
  AuthService,
  RegistrationOutcome,
  SignInOutcome,
} from './auth.contract.ts';
import type { IdentityService } from './identity.contract.ts';
import { sessionIdOf } from './identity.service.ts';
import type { ThrottleRepository } from './throttle.repository.ts';

/** How long registration step 1's answer stays good for step 2. */
const DRAFT_SECONDS = 30 * 60;
/** Every this many sign-ins, spent throttle rows are deleted. */
const PRUNE_EVERY = 500;
const DAY_MS = 24 * 60 * 60_000;

const draftSchema = z.object({
  e: z.string().min(3).max(EMAIL_MAX_LENGTH),
  h: z.string().startsWith('$argon2id$').max(200),
  x: z.number().int(),
});

/**
 * The keys are KeyObjects made once: an HMAC under a Buffer key makes one on every call, which
 * cost several times the HMAC itself on each cookie-authenticated POST's CSRF check (decision
 * 0063).
 */
function hmac(key: KeyObject, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Sign-in with throttling and locks, registration and sign-out (decision 0021). `authKey` is a
 * secret every process shares; CSRF tokens and registration drafts are HMACs under keys derived
 * from it, so any process accepts what another issued.
 */
export async function createAuthService(deps: {
  accounts: AccountRepository;
  throttle: ThrottleRepository;
  identity: IdentityService;
  authKey: Buffer;
  now: () => Date;
}): Promise<AuthService> {
  const { accounts, throttle, identity, now } = deps;
  const authKey = createSecretKey(deps.authKey);
  const csrfKey = createSecretKey(hmac(authKey, 'csrf'));
  const draftKey = createSecretKey(hmac(authKey, 'registration-draft'));
  // Unknown emails are checked against this, so they cost what a real account costs.
  const dummyHash = await hashPassword(randomBytes(16).toString('hex'));
  let signIns = 0;

  function signDraft(email: string, passwordHash: string, at: Date): string {
    const body = Buffer.from(
      JSON.stringify({
        e: email,
        h: passwordHash,
        x: Math.floor(at.getTime() / 1000) + DRAFT_SECONDS,
      }),
    ).toString('base64url');
    return `${body}.${hmac(draftKey, body).toString('base64url')}`;
  }

  function readDraft(draft: string, at: Date): { email: string; passwordHash: string } | null {
    if (draft.length > 1024) return null;
    const [body, signature, extra] = draft.split('.');
    if (!body || !signature || extra !== undefined) return null;
    if (!sameBytes(Buffer.from(signature, 'base64url'), hmac(draftKey, body))) return null;
    try {
      const parsed = draftSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      if (parsed.x * 1000 <= at.getTime()) return null;
      return { email: parsed.e, passwordHash: parsed.h };
    } catch {
      return null;
    }
  }

  async function createAccount(
    account: { email: string; passwordHash: string } & AccountDetails,
    at: Date,
  ): Promise<RegistrationOutcome> {
    const accountId = await accounts.insert({ ...account, now: at });
    if (accountId === null) return { outcome: 'email-unavailable' };
    const session = await identity.startSession(accountId);
    return { outcome: 'registered', session, accountId };
  }

  return {
    async signIn({ email, password }, client): Promise<SignInOutcome> {
      const at = now();
      signIns += 1;
      if (signIns % PRUNE_EVERY === 0) await throttle.prune(new Date(at.getTime() - DAY_MS), at);
      const byIp = await throttle.take(`sign-in:ip:${client.ip}`, SIGN_IN_POLICY.perIp, at);
      if (!byIp.allowed) return { outcome: 'throttled', retryAfterSeconds: byIp.retryAfterSeconds };
      const emailKey = signInGuardKey(email);
      const byEmail = await throttle.take(`sign-in:email:${emailKey}`, SIGN_IN_POLICY.perEmail, at);
      if (!byEmail.allowed) {
        return { outcome: 'throttled', retryAfterSeconds: byEmail.retryAfterSeconds };
      }
      const gate = await throttle.begin(emailKey, at);
      if (gate === 'soft-locked') return { outcome: 'soft-locked' };
      if (gate === 'hard-locked') return { outcome: 'hard-locked' };
      const account = await accounts.findCredentials(email);
      const matches = await verifyPassword(account?.passwordHash ?? dummyHash, password);
      if (!account || !matches) return { outcome: 'invalid-credentials' };
      await throttle.succeed(emailKey);
      await accounts.recordLogin(account.id, at);
      const session = await identity.startSession(account.id);
      return { outcome: 'signed-in', session, accountId: account.id };
    },

    async startRegistration({ email, password }, client) {
      const at = now();
      const verdict = await throttle.take(
        `register:ip:${client.ip}`,
        AUTH_RATE_LIMITS.registration,
        at,
      );
      if (!verdict.allowed) {
        return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
      }
      // Hashed before the email is looked up, so a taken email answers no faster than a free one.
      const passwordHash = await hashPassword(password);
      if (await accounts.emailTaken(email)) return { outcome: 'email-unavailable' };
      return {
        outcome: 'draft',
        draft: signDraft(email, passwordHash, at),
        maxAgeSeconds: DRAFT_SECONDS,
      };
    },

    async completeRegistration(draft, details) {
      const at = now();
      const checked = draft === null ? null : readDraft(draft, at);
      if (!checked) return { outcome: 'draft-invalid' };
      return createAccount({ ...checked, ...details }, at);
    },

    async register({ email, password, ...details }, client) {
      const at = now();
      const verdict = await throttle.take(
        `register:ip:${client.ip}`,
        AUTH_RATE_LIMITS.registration,
        at,
      );
      if (!verdict.allowed) {
        return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
      }
      return createAccount({ email, passwordHash: await hashPassword(password), ...details }, at);
    },

    async issueToken(who, client) {
      const verdict = await throttle.take(`token:ip:${client.ip}`, AUTH_RATE_LIMITS.token, now());
      if (!verdict.allowed) {
        return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
      }
      if (!isSignedIn(who) || who.sessionId === null) return { outcome: 'unauthenticated' };
      return { outcome: 'issued', clientType: 'WEB_APP', ...identity.issueAccessToken(who) };
    },

    async signOut(who) {
      if (who.sessionId !== null) await identity.endSession(who.sessionId, 'signed-out');
    },

    async self(who) {
      return isSignedIn(who) ? accounts.findSelf(who.customerId) : null;
    },

    csrfToken(sessionSecret) {
      const bound = sessionSecret === null ? 'no-session' : sessionIdOf(sessionSecret);
      return hmac(csrfKey, bound).toString('base64url');
    },

    csrfTokenMatches(sessionSecret, token) {
      if (token.length > 100) return false;
      return sameBytes(Buffer.from(token, 'base64url'), hmac(csrfKey, sessionIdOf(sessionSecret)));
    },
  };
}
