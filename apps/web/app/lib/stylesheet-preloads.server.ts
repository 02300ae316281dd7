import type { EntryContext } from 'react-router';

/**
 * The matched routes' stylesheets (one for the whole storefront) as `Link` preload header
 * values: the browser asks for the render-blocking stylesheet as soon as the response starts,
 * rather than after the script preloads React puts first in the head, which on HTTP/1.1 take
 * the six connections before it.
 */
export function stylesheetPreloads(
  context: Pick<EntryContext, 'manifest' | 'staticHandlerContext'>,
): string[] {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) hrefs.add(href);
  }
  return [...hrefs].map((href) => `<${href}>; rel=preload; as=style`);
}
