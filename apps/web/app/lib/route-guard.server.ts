import {
  loginRedirectFor,
  meetsRequirement,
  type PageRequirement,
} from '@grocer/domain/navigation/route-guard';
import { identityContext } from '@grocer/server/web/load-context';
import { type MiddlewareFunction, redirect } from 'react-router';
import { toRoutePath } from './app-path.ts';

/**
 * The one route guard (spec doc 1 §2): a visitor who does not meet the requirement goes to login
 * with `redirect` holding the page asked for. Layout routes run it as middleware, so no page
 * loader below runs for them.
 */
export function requireSignIn(requirement: PageRequirement): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const identity = await context.get(identityContext)();
    if (!meetsRequirement(identity, requirement)) {
      const url = new URL(request.url);
      throw redirect(toRoutePath(loginRedirectFor(`${url.pathname}${url.search}`)));
    }
    return next();
  };
}
