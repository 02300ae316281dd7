import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { loadSitemapXml } from '../features/navigation/api/site-map.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/sitemap-xml';

/**
 * sitemap.xml (decision 0078): the public, indexable pages, beside the pages at /ecom; robots.txt
 * at the site's root names it. The same for everyone, so it is kept in the shared page cache.
 */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ context }: Route.LoaderArgs) {
  const xml = await loadSitemapXml(getServices(context));
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
