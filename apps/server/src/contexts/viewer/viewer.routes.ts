import { VIEWER_PATH, type Viewer } from '@grocer/domain/identity/viewer';
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
  // The JSON of each frozen viewer (a kept one, decision 0103, or the anonymous one), for as long
  // as the object lives: a kept viewer is sent again without being written out again.
  const written = new WeakMap<Viewer, string>();
  const jsonOf = (viewer: Viewer) => {
    if (!Object.isFrozen(viewer)) return JSON.stringify(viewer);
    let json = written.get(viewer);
    if (json === undefined) {
      json = JSON.stringify(viewer);
      written.set(viewer, json);
    }
    return json;
  };
  app.get(VIEWER_PATH, async (request, reply) => {
    // The session cookie names the answer kept for it; a bearer token's request has none.
    const session =
      request.headers.authorization === undefined
        ? readCookie(request.headers.cookie ?? null, SESSION_COOKIE)
        : null;
    const viewer = await options.viewer.viewerOfRequest(session, () => requestIdentity(request));
    return reply
      .header('cache-control', 'private, no-store')
      .type('application/json; charset=utf-8')
      .send(jsonOf(viewer));
  });
}
