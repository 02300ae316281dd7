import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors/error-handler.ts';

/**
 * Methods no route of ours serves and the fetch standard forbids: the storefront adapter turns
 * every request into a WHATWG Request, which throws on them (a TRACE to a page was a 500).
 * TRACE also only ever echoes a request back, which is how cross-site tracing steals cookies.
 */
const REFUSED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

const ALLOWED = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Answers those methods with 405 before any route runs. */
export function registerMethodGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!REFUSED_METHODS.has(request.method)) return;
    reply.header('allow', ALLOWED);
    return sendError(
      request,
      reply,
      'METHOD_NOT_ALLOWED',
      `${request.method} is not served here; use one of ${ALLOWED}`,
    );
  });
}
