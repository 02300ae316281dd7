import { pagePathOf } from '@grocer/domain/navigation/page-path';
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
  // Matching costs about 0.1 ms and every signed-in request to a page asks, so answers are kept
  // (the route table is fixed for the build's life); the map is emptied if paths run wild.
  const answers = new Map<string, boolean>();
  return (pathname) => {
    const known = answers.get(pathname);
    if (known !== undefined) return known;
    if (answers.size >= MAX_REMEMBERED_PATHS) answers.clear();
    const answer = matchShared(pathname);
    answers.set(pathname, answer);
    return answer;
  };

  function matchShared(pathname: string): boolean {
    const matches = matchRoutes(routes, pagePathOf(pathname), build.basename);
    const leaf = matches?.at(-1);
    return leaf !== undefined && shared.has(leaf.route.id as string);
  }
}

const MAX_REMEMBERED_PATHS = 10_000;
