import {
  ACCOUNT_ROUTES,
  CONTENT_ROUTES,
  SHOPPING_ROUTES,
} from '@grocer/domain/navigation/site-map';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAIN_NAV_LINKS } from './features/shell/lib/header-links.ts';
import routes from './routes.ts';

/**
 * The site map's pages (decision 0078) against the app's own route table: each must be a page
 * the storefront has, not the not-found page and not a page still to come.
 */
function toRouteObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file;
    if (entry.index) return { id, index: true };
    return { id, path: entry.path, children: toRouteObjects(entry.children ?? []) };
  });
}

const table = toRouteObjects(routes);

/** The route a storefront path renders (its deepest match). */
function routeOf(path: string): string | undefined {
  const matches = matchRoutes(table, path.replace(/\?.*$/, ''), '/ecom');
  return matches?.at(-1)?.route.id;
}

const sitePaths = [
  ...SHOPPING_ROUTES,
  ...ACCOUNT_ROUTES,
  ...CONTENT_ROUTES.help,
  ...CONTENT_ROUTES.about,
].map((route) => route.path);

describe('the site map’s pages', () => {
  it('proves each is a page of the storefront, not the not-found page or one still to come', () => {
    for (const path of sitePaths) {
      const id = routeOf(path);
      expect(id, path).toBeDefined();
      expect(id, path).not.toBe('routes/not-found.tsx');
      expect(id, path).not.toMatch(/^coming-soon\//);
    }
  });

  it('proves the header’s New leads to the featured aisle page, and Recipes to the recipes landing', () => {
    const href = (label: string) => MAIN_NAV_LINKS.find((link) => link.label === label)?.href;
    expect(routeOf(href('New') ?? '')).toBe('routes/featured.tsx');
    expect(routeOf(href('Recipes') ?? '')).toBe('routes/recipes.tsx');
    expect(routeOf('/ecom/recipes/all-categories')).toBe('recipes-all-categories');
    expect(routeOf('/ecom/recipes/quick-weeknight/vegetarian')).toBe('recipes-collection');
    expect(routeOf('/ecom/recipe/chilli-con-carne')).toBe('routes/recipe.tsx');
    expect(routeOf('/ecom/recipes/meal-plans')).not.toBe('recipes-collection');
  });

  it('proves the generated site map and sitemap.xml take their paths before the content pages do', () => {
    expect(routeOf('/ecom/content/site-map')).toBe('routes/site-map.tsx');
    expect(routeOf('/ecom/sitemap.xml')).toBe('routes/sitemap-xml.ts');
  });
});
