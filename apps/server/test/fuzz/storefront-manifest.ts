import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { STOREFRONT_BASE } from '../../src/web/storefront.plugin.ts';

export interface StorefrontRoute {
  /** Full path, React Router syntax: `/ecom/products/:name/:id`. */
  path: string;
  /** Route ids answering at this path (a layout's index and the root share `/ecom`). */
  ids: string[];
  /** Has a loader or a component: answers GET. */
  page: boolean;
  /** Has an action: answers POST. */
  action: boolean;
}

/** Every path of a React Router build's route manifest, as the server mounts it. */
export async function storefrontRoutes(buildDirectory: string): Promise<StorefrontRoute[]> {
  const build = (await import(
    pathToFileURL(join(buildDirectory, 'server', 'index.js')).href
  )) as ServerBuild;
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    if (!route) return '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const routes: StorefrontRoute[] = [];
  for (const [id, route] of Object.entries(build.routes)) {
    // Pathless layouts and the root render only through their children.
    if (!route || (!route.path && !route.index)) continue;
    const path = `${STOREFRONT_BASE}${fullPath(id)}`;
    const module = route.module as { loader?: unknown; action?: unknown; default?: unknown };
    let entry = routes.find((known) => known.path === path);
    if (!entry) {
      entry = { path, ids: [], page: false, action: false };
      routes.push(entry);
    }
    entry.ids.push(id);
    entry.page ||= Boolean(module.loader || module.default);
    entry.action ||= Boolean(module.action);
  }
  return routes;
}
