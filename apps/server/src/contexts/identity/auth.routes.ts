import { readCookie, SESSION_COOKIE } from '@grocer/domain/shell/cookies';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { type AuthService, CSRF_HEADER, type SignInOutcome } from './auth.contract.ts';
import { csrfOnlyBodySchema, registrationSchema, signInBodySchema } from './auth.schemas.ts';
import { answerNoStore, requestIdentity } from './request-identity.plugin.ts';
import { clearSessionCookie, sessionCookie } from './session-cookie.contract.ts';

/** A form-encoded body (the spec's logout) is a few short fields. */
const FORM_LIMIT = 4 * 1024;

function throttled(
  reply: FastifyReply,
  code: 'THROTTLE_LOGIN_ERROR' | 'TOO_MANY_REQUESTS',
  retryAfterSeconds: number,
) {
  reply.header('retry-after', String(retryAfterSeconds));
  return new AppError(code, `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`);
}

/** Maps a refused sign-in to its error (spec doc 1 §4, §8); nothing tells an unknown email apart. */
function signInError(
  reply: FastifyReply,
  outcome: Exclude<SignInOutcome, { outcome: 'signed-in' }>,
) {
  switch (outcome.outcome) {
    case 'invalid-credentials':
      return new AppError('INVALID_CREDENTIALS', 'The email address or password is incorrect.');
    case 'soft-locked':
      return new AppError(
        'SOFT_LOCKED',
        'This account is locked after too many failed sign-ins. Reset your password to unlock it.',
      );
    case 'hard-locked':
      return new AppError(
        'HARD_LOCKED',
        'This account is locked. Reset your password or contact customer care to unlock it.',
      );
    case 'throttled':
      return throttled(reply, 'THROTTLE_LOGIN_ERROR', outcome.retryAfterSeconds);
  }
}

const getCsrfToken = apiDoc({
  operationId: 'getCsrfToken',
  access: 'public',
  tag: 'auth',
  summary: "The CSRF token of the caller's session and the header to send it in.",
});

/** The spec's session calls are form-encoded; JSON works alike. */
const FORM_OR_JSON = ['application/x-www-form-urlencoded', 'application/json'] as const;

const issueToken = apiDoc({
  operationId: 'issueToken',
  access: 'customer',
  tag: 'auth',
  summary: 'A short-lived access token for the signed-in session.',
  description: 'Needs the session cookie and the CSRF token (header or `csrf` field).',
  body: csrfOnlyBodySchema,
  bodyTypes: FORM_OR_JSON,
  errors: ['UNAUTHENTICATED', 'TOO_MANY_REQUESTS'],
});

const logOut = apiDoc({
  operationId: 'logOut',
  access: 'public',
  tag: 'auth',
  summary: 'Ends the session and clears its cookie (204).',
  body: csrfOnlyBodySchema,
  bodyTypes: FORM_OR_JSON,
});

const signIn = apiDoc({
  operationId: 'signIn',
  access: 'public',
  tag: 'auth',
  summary: 'Signs in with email and password, setting the session cookie.',
  body: signInBodySchema,
  errors: ['INVALID_CREDENTIALS', 'SOFT_LOCKED', 'HARD_LOCKED', 'THROTTLE_LOGIN_ERROR'],
});

const register = apiDoc({
  operationId: 'register',
  access: 'public',
  tag: 'accounts',
  summary: 'Registers a new account and signs it in (201).',
  body: registrationSchema,
  errors: ['REGISTRATION_REFUSED', 'TOO_MANY_REQUESTS'],
});

const getSelf = apiDoc({
  operationId: 'getSelf',
  access: 'customer',
  tag: 'accounts',
  summary: 'The account the caller is signed in as.',
  errors: ['UNAUTHENTICATED'],
});

/**
 * The session flow of spec doc 1 §7 (GET csrf → POST token with the csrf header and the cookie;
 * POST logout), accounts/self, and sign-in and registration for API clients. Every answer is
 * `no-store`: they hold tokens or someone's details.
 */
export async function authRoutes(app: FastifyInstance, options: { auth: AuthService }) {
  const { auth } = options;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  answerNoStore(app);

  app.get('/auth/v1/csrf', getCsrfToken, async (request) => ({
    headerName: CSRF_HEADER,
    token: auth.csrfToken(readCookie(request.headers.cookie ?? null, SESSION_COOKIE)),
  }));

  app.post('/auth/v1/token', issueToken, async (request, reply) => {
    parseInput(csrfOnlyBodySchema, request.body, 'body');
    const outcome = await auth.issueToken(await requestIdentity(request), { ip: request.ip });
    if (outcome.outcome === 'throttled') {
      throw throttled(reply, 'TOO_MANY_REQUESTS', outcome.retryAfterSeconds);
    }
    if (outcome.outcome === 'unauthenticated') {
      throw new AppError('UNAUTHENTICATED', 'Sign in to get an access token.');
    }
    const { accessToken, expiresIn, clientType } = outcome;
    return { accessToken, expiresIn, clientType };
  });

  app.post('/auth/v1/logout', logOut, async (request, reply) => {
    parseInput(csrfOnlyBodySchema, request.body, 'body');
    await auth.signOut(await requestIdentity(request));
    return reply.header('set-cookie', clearSessionCookie()).code(204).send();
  });

  app.post('/auth/v1/sign-in', signIn, async (request, reply) => {
    const credentials = parseInput(signInBodySchema, request.body, 'body');
    const outcome = await auth.signIn(credentials, { ip: request.ip });
    if (outcome.outcome !== 'signed-in') throw signInError(reply, outcome);
    reply.header('set-cookie', sessionCookie(outcome.session.secret, outcome.session.expiresAt));
    return { customerId: outcome.accountId };
  });

  app.post('/accounts/v1/registrations', register, async (request, reply) => {
    const account = parseInput(registrationSchema, request.body, 'body');
    const outcome = await auth.register(account, { ip: request.ip });
    switch (outcome.outcome) {
      case 'throttled':
        throw throttled(reply, 'TOO_MANY_REQUESTS', outcome.retryAfterSeconds);
      case 'email-unavailable':
      case 'draft-invalid':
        throw new AppError(
          'REGISTRATION_REFUSED',
          'We could not register this email address. If you already have an account, sign in or reset your password.',
        );
      case 'registered':
        reply.header(
          'set-cookie',
          sessionCookie(outcome.session.secret, outcome.session.expiresAt),
        );
        return reply.code(201).send({ customerId: outcome.accountId });
    }
  });

  app.get('/accounts/v1/self', getSelf, async (request) => {
    const account = await auth.self(await requestIdentity(request));
    if (!account) throw new AppError('UNAUTHENTICATED', 'Sign in to see your account.');
    return account;
  });
}
