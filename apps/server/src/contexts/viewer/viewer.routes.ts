import { VIEWER_PATH } from '@grocer/domain/identity/viewer';
import type { FastifyInstance } from 'fastify';
import { requestIdentity } from '../identity/request-identity.plugin.ts';
import type { ViewerService } from './viewer.contract.ts';

/**
 * The per-user parts of shared pages: never shared, never stored by any cache. Served by
 * Fastify beside the storefront rather than as a React Router resource route, which cost more
 * than the viewer's reads (decision 0060); the storefront's own loaders call the same service.
 */
export async function viewerRoutes(app: FastifyInstance, options: { viewer: ViewerService }) {
  app.get(VIEWER_PATH, async (request, reply) => {
    const viewer = await options.viewer.viewer(await requestIdentity(request));
    return reply.header('cache-control', 'private, no-store').send(viewer);
  });
}
