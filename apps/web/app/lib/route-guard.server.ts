import {
  loginRedirectFor,
  meetsRequirement,
  type PageRequirement,
} from '@grocer/domain/navigation/route-guard';
import { identityContext } from '@grocer/server/web/load-context';
import { type MiddlewareFunction, redirect } from 'react-router';

/**
 * The one route guard (spec doc 1 §2): a visitor who does not meet the requirement goes to login
 * with `redirect` holding the page asked for. Layout routes run it as middleware, so no page
 * loader below runs for them.
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
