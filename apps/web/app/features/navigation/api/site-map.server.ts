import { ANONYMOUS } from '@grocer/domain/identity/identity';
import {
  contentSiteMapPaths,
  type SiteMapInput,
  type SiteMapSection,
  siteMapSections,
  sitemapPaths,
  sitemapXml,
} from '@grocer/domain/navigation/site-map';
import { RECIPES_PAGE_SIZE } from '@grocer/domain/recipes/recipe-listing';
import {
  ALL_CATEGORIES,
  RECIPES_PATH,
  recipeCollectionHref,
  recipeHref,
} from '@grocer/domain/recipes/recipe-paths';
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

/**
 * The recipe pages (decision 0084): the landing, all recipes, each collection and every recipe,
 * read 54 at a time (the listing's most) side by side.
 */
async function recipePaths(recipes: AppServices['recipes']): Promise<string[]> {
  const [collections, first] = await Promise.all([
    recipes.collections(),
    recipes.list(ANONYMOUS, { start: 0, size: RECIPES_PAGE_SIZE, sortBy: 'A_TO_Z' }),
  ]);
  const starts = [];
  for (let start = RECIPES_PAGE_SIZE; start < first.totalMatches; start += RECIPES_PAGE_SIZE) {
    starts.push(start);
  }
  const rest = await Promise.all(
    starts.map((start) =>
      recipes.list(ANONYMOUS, { start, size: RECIPES_PAGE_SIZE, sortBy: 'A_TO_Z' }),
    ),
  );
  return [
    RECIPES_PATH,
    recipeCollectionHref(ALL_CATEGORIES),
    ...collections.map((collection) => recipeCollectionHref(collection.id)),
    ...[first, ...rest].flatMap((page) => page.recipes.map((recipe) => recipeHref(recipe))),
  ];
}

/** sitemap.xml, its URLs on the configured public origin. */
export async function loadSitemapXml(
  services: Pick<AppServices, 'catalogue' | 'content' | 'site' | 'recipes'>,
): Promise<string> {
  const [input, recipes] = await Promise.all([
    siteMapInput(services),
    recipePaths(services.recipes),
  ]);
  return sitemapXml(services.site.publicOrigin, sitemapPaths({ ...input, recipePaths: recipes }));
}
