import { VIEWER_PATH } from '@grocer/domain/identity/viewer';
import { readCookie, SESSION_COOKIE } from '@grocer/domain/shell/cookies';
import type { FastifyInstance } from 'fastify';
import { requestIdentity } from '../identity/request-identity.plugin.ts';
import type { ViewerService } from './viewer.contract.ts';

/**
 * The per-user parts of shared pages: never shared, never stored by an HTTP cache (on the
 * embedded database the service keeps a session's answer while nothing is written, at most a
 * second: viewer-answers.ts). Served by
 * Fastify beside the storefront rather than as a React Router resource route, which cost more
 * than the viewer's reads (decision 0060); the storefront's own loaders call the same service.
 */
export async function viewerRoutes(app: FastifyInstance, options: { viewer: ViewerService }) {
  app.get(VIEWER_PATH, async (request, reply) => {
    // The session cookie names the answer kept for it; a bearer token's request has none.
    const session =
      request.headers.authorization === undefined
        ? readCookie(request.headers.cookie ?? null, SESSION_COOKIE)
        : null;
    const viewer = await options.viewer.viewerOfRequest(session, () => requestIdentity(request));
    return reply.header('cache-control', 'private, no-store').send(viewer);
  });
}
