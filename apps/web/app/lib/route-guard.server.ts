import type { Identity } from '@grocer/domain/identity/identity';
import { pagePathOf } from '@grocer/domain/navigation/page-path';
import {
  loginRedirectFor,
  meetsRequirement,
  type PageRequirement,
} from '@grocer/domain/navigation/route-guard';
import { identityContext } from '@grocer/server/web/load-context';
import { type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { toRoutePath } from './app-path.ts';

/**
 * The one route guard (spec doc 1 §2): a visitor who does not meet the requirement goes to login
 * with `redirect` holding the page asked for. Every login redirect in the storefront is built
 * here, on the domain's `loginRedirectFor`.
 */

/**
 * A loader's or action's redirect to login, coming back to `wanted` (a storefront path) after.
 * React Router adds its basename to a loader's redirect, so `/ecom` is taken off here.
 */
export function loginRedirect(wanted: string, init?: ResponseInit): Response {
  return redirect(toRoutePath(loginRedirectFor(wanted)), init);
}

/**
 * The page to come back to after signing in. `request.url` is the raw request: a client
 * navigation's `<page>.data`, with React Router's own `_routes` and `index` parameters. A GET
 * comes back to the page and its query; a form post to the page it was posted to, without the
 * query (which named the post, not the page).
 */
function pageAskedFor(request: Request): string {
  const url = new URL(request.url);
  const path = pagePathOf(url.pathname);
  if (request.method !== 'GET' && request.method !== 'HEAD') return path;
  for (const routerParam of ['_routes', 'index']) {
    if (url.searchParams.has(routerParam)) url.searchParams.delete(routerParam);
  }
  return `${path}${url.search}`;
}

/**
 * Who is asking, for a loader or action that needs someone signed in (the default) or a customer
 * to act for (`'customer'`: not staff signed in as themselves). Anyone else is sent to login and
 * brought back afterwards. Layouts' middleware already guards their pages; loaders and actions
 * call this too, because an action can be reached without the page (a plain form post) and the
 * identity is what they act with.
 */
export async function requireCustomer(
  request: Request,
  context: Readonly<RouterContextProvider>,
  requirement: PageRequirement = 'signed-in',
): Promise<Identity> {
  const identity = await context.get(identityContext)();
  if (!meetsRequirement(identity, requirement)) throw loginRedirect(pageAskedFor(request));
  return identity;
}

/**
 * The same guard for a layout, as middleware, so no page loader below runs for a visitor who
 * does not meet it.
 */
export function requireSignIn(requirement: PageRequirement): MiddlewareFunction<Response> {
  // `url` is the page asked for, without the `.data` of a client navigation's request.
  return async ({ url, context }, next) => {
    const identity = await context.get(identityContext)();
    if (!meetsRequirement(identity, requirement)) {
      // A full storefront path: React Router adds its basename to loaders' redirects, not to
      // middleware's.
      throw redirect(loginRedirectFor(`${url.pathname}${url.search}`));
    }
    return next();
  };
}
