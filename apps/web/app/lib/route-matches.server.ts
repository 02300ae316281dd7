import type { EntryContext, StaticHandlerContext } from 'react-router';

type Match = StaticHandlerContext['_match'];
type Matches = ReturnType<Match>;

/** How many paths' matches are kept per build: the site's shared prefixes and recent pages. */
export const ROUTE_MATCHES_KEPT = 4_000;

/** Per build (its static handler's match function), each path's matches, oldest first. */
const keptByBuild = new WeakMap<Match, Map<string, Matches>>();

/**
 * Keeps which routes each path matches, per build, so a render asks React Router's matcher once
 * per path rather than on every request (decision 0107).
 *
 * Why: every document render names the routes of the page's ancestor paths in the inline partial
 * manifest (React Router's lazy route discovery: `/ecom/shop/browse/fresh` names what
 * `/ecom/shop`, `/ecom/shop/browse` … match). Each ancestor is matched against every route of
 * the storefront in turn, and most match nothing, so each walks all of them: a quarter of a
 * render's CPU in the link checker's profile. What a path matches depends only on the path and
 * the build's routes, so the answer is kept: at most `ROUTE_MATCHES_KEPT` paths a build, the
 * least recently used forgotten first. Each caller gets its own copies of the matches and their
 * params; the routes are the build's own objects, as the matcher gives them.
 */
export function keepRouteMatches(context: Pick<EntryContext, 'staticHandlerContext'>): void {
  const handler = context.staticHandlerContext;
  const match = handler._match;
  if (typeof match !== 'function') return;
  const paths = keptByBuild.get(match) ?? new Map<string, Matches>();
  keptByBuild.set(match, paths);
  const remembering: Match = (location) => {
    if (typeof location !== 'string') return match(location);
    let matches = paths.get(location);
    if (matches === undefined) {
      matches = match(location);
      if (paths.size >= ROUTE_MATCHES_KEPT) paths.delete(paths.keys().next().value as string);
    } else {
      paths.delete(location);
    }
    paths.set(location, matches);
    return copies(matches);
  };
  handler._match = remembering;
}

function copies(matches: Matches): Matches {
  return matches?.map((found) => ({ ...found, params: { ...found.params } })) ?? null;
}
