import { robotsTxt } from '@grocer/domain/navigation/site-map';
import type { FastifyInstance } from 'fastify';

/**
 * robots.txt at the site's root, where crawlers look for it (decision 0078): the paths they are
 * kept out of, and the sitemap (served by the storefront at /ecom/sitemap.xml) on the public
 * origin. Written once at start-up; the rule is the domain's.
 */
export function registerRobots(app: FastifyInstance, options: { publicOrigin: string }): void {
  const body = robotsTxt(options.publicOrigin);
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body),
  );
}
