import { isStaffSignOn } from '@grocer/domain/identity/identity';
import { identityContext } from '@grocer/server/web/load-context';
import type { Route } from './+types/resources.staff-sign-on';

/**
 * Whether this browser's session is staff signed on as a customer: the header asks after
 * hydration (shared pages render signed out), only when the sign-on hint cookie is present.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const identity = await context.get(identityContext)();
  return Response.json(
    { staffSignOn: isStaffSignOn(identity) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
