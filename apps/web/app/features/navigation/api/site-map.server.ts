import {
  contentSiteMapPaths,
  type SiteMapInput,
  type SiteMapSection,
  siteMapSections,
  sitemapPaths,
  sitemapXml,
} from '@grocer/domain/navigation/site-map';
import type { AppServices } from '@grocer/server/web/app-services';

/**
 * What the site map is generated from (decision 0078): both taxonomies (cached 5 minutes by the
 * catalogue) and the published title of each content page the spec names (a page not published
 * is left out).
 */
async function siteMapInput(
  services: Pick<AppServices, 'catalogue' | 'content' | 'site'>,
): Promise<SiteMapInput> {
  const paths = contentSiteMapPaths();
  const [groceries, entertaining, pages] = await Promise.all([
    services.catalogue.getTaxonomy(),
    services.catalogue.getEntertainingTaxonomy(),
    Promise.all(paths.map((path) => services.content.getPage(path))),
  ]);
  const contentTitles = new Map<string, string>();
  for (const page of pages) if (page) contentTitles.set(page.path, page.title);
  return { brandName: services.site.brandName, groceries, entertaining, contentTitles };
}

/** The site map page's sections. */
export async function loadSiteMap(
  services: Pick<AppServices, 'catalogue' | 'content' | 'site'>,
): Promise<{ sections: SiteMapSection[] }> {
  return { sections: siteMapSections(await siteMapInput(services)) };
}

/** sitemap.xml, its URLs on the configured public origin. */
export async function loadSitemapXml(
  services: Pick<AppServices, 'catalogue' | 'content' | 'site'>,
): Promise<string> {
  return sitemapXml(services.site.publicOrigin, sitemapPaths(await siteMapInput(services)));
}
