import { isSharedPageHandle } from '@grocer/domain/shell/shared-page';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * Answers whether a storefront URL path renders a shared page: the route it matches (its deepest
 * match) declares `handle.sharedPage` (see @grocer/domain/shell/shared-page). Worked out from the
 * build's own route table, so it cannot disagree with what the router renders.
 */
export function sharedPageMatcher(build: ServerBuild): (pathname: string) => boolean {
  const children = new Map<string | undefined, RouteObject[]>();
  const shared = new Set<string>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    if (isSharedPageHandle(route.module.handle)) shared.add(route.id);
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject);
    children.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index ? route : { ...route, children: tree(route.id) },
    );
  const routes = tree(undefined);
  return (pathname) => {
    // Client navigation asks for `<path>.data`, and for the home page `<base>/_root.data`.
    const path = pathname.endsWith('/_root.data')
      ? pathname.slice(0, -'/_root.data'.length)
      : pathname.endsWith('.data')
        ? pathname.slice(0, -'.data'.length)
        : pathname;
    const matches = matchRoutes(routes, path, build.basename);
    const leaf = matches?.at(-1);
    return leaf !== undefined && shared.has(leaf.route.id as string);
  };
}
