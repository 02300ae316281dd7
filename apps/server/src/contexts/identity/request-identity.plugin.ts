import { ANONYMOUS, type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import { readCookie, SESSION_COOKIE } from '@grocer/domain/shell/cookies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { sendError } from '../../errors/error-handler.ts';
import type { IdentityService, ResolvedIdentity } from './identity.contract.ts';
import { clearSessionCookie, sessionCookie } from './session-cookie.contract.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's identity once something has asked for it (see requestIdentity). */
    identityMemo: Promise<ResolvedIdentity> | null;
  }
  interface FastifyInstance {
    /** Resolves credentials; decorated on the root, so every scope inherits it. */
    identityService: IdentityService;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,2048})$/;

// The cookie strings moved to session-cookie.contract.ts (the storefront's actions set them too).
export { clearSessionCookie, sessionCookie };

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  return BEARER.exec(header)?.[1] ?? '';
}

/**
 * Who is asking, read once per request (decision 0020): REST handlers, GraphQL resolvers and the
 * storefront's loaders and actions all call this, and the session or token is looked up the
 * first time only. Requests that never ask (a page served from the page cache) cost nothing.
 */
export function requestIdentity(request: FastifyRequest): Promise<Identity> {
  return resolution(request).then((resolved) => resolved.identity);
}

/**
 * The identity of a signed-in caller, or a 401 with `message` (decision 0026: who is asking is
 * checked before what they ask).
 */
export async function signedInIdentity(
  request: FastifyRequest,
  message: string,
): Promise<Identity> {
  const identity = await requestIdentity(request);
  if (!isSignedIn(identity)) throw new AppError('UNAUTHENTICATED', message);
  return identity;
}

/** Every answer of the routes in `scope` is `no-store`: they hold tokens or someone's details. */
export function answerNoStore(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}

function resolution(request: FastifyRequest): Promise<ResolvedIdentity> {
  if (request.identityMemo === null) {
    request.identityMemo = request.server.identityService.resolve({
      sessionSecret: readCookie(request.headers.cookie ?? null, SESSION_COOKIE),
      bearerToken: bearerOf(request),
    });
  }
  return request.identityMemo;
}

export function registerRequestIdentity(
  app: FastifyInstance,
  options: { identity: IdentityService },
): void {
  app.decorateRequest('identityMemo', null);
  app.decorate('identityService', options.identity);

  // A bearer token that is not valid is answered at once: the client refreshes it (spec §8).
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization === undefined || !request.url.startsWith('/api/')) return;
    const { problem } = await resolution(request);
    if (problem === 'invalid-token') {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return sendError(
        request,
        reply,
        'UNAUTHENTICATED',
        'The access token is not valid or has expired.',
      );
    }
  });

  // A cookie naming an ended session is cleared, once something has looked at it.
  app.addHook('onSend', async (request, reply, payload) => {
    const memo = request.identityMemo;
    if (memo === null) return payload;
    const { problem } = await memo;
    if (problem === 'ended-session') reply.header('set-cookie', clearSessionCookie());
    return payload;
  });
}

export { ANONYMOUS };
