import { readCookie, SESSION_COOKIE } from '@grocer/domain/shell/cookies';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../errors/error-handler.ts';
import { type AuthService, CSRF_FIELD, CSRF_HEADER } from './auth.contract.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated state changes on /api need the CSRF token of their session (decision
 * 0021): in the `x-csrf-token` header, or as the `csrf` field of a form-encoded body (the spec's
 * logout). A request with a bearer token is authenticated by the token, which a forged cross-site
 * request cannot carry, so it needs none; nor does one without a session cookie. Runs after the
 * body is read, before any handler, so a refused request changes nothing.
 */
export function registerCsrfProtection(app: FastifyInstance, options: { auth: AuthService }) {
  const { auth } = options;
  app.addHook('preHandler', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers.authorization !== undefined) return;
    // A beacon route (its doc says so) taking JSON needs none: see RouteDoc.beacon.
    if (
      request.routeOptions.config?.doc?.beacon &&
      request.headers['content-type']?.split(';', 1)[0]?.trim() === 'application/json'
    ) {
      return;
    }
    const secret = readCookie(request.headers.cookie ?? null, SESSION_COOKIE);
    if (secret === null || secret === '') return;
    const header = request.headers[CSRF_HEADER];
    const field = (request.body as Record<string, unknown> | null | undefined)?.[CSRF_FIELD];
    const token = typeof header === 'string' ? header : typeof field === 'string' ? field : null;
    if (token !== null && auth.csrfTokenMatches(secret, token)) return;
    return sendError(
      request,
      reply,
      'CSRF_TOKEN_INVALID',
      `This request needs the ${CSRF_HEADER} header from GET /api/auth/v1/csrf.`,
    );
  });
}
