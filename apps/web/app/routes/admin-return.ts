import { identityContext } from '@grocer/server/web/load-context';
import { redirect } from 'react-router';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-return';

/**
 * 'Return to admin': ends the staff sign-on session and goes back to that customer in the
 * console, where the console session (its own cookie) still holds (decision 0022).
 */
export async function action({ context }: Route.ActionArgs) {
  const identity = await context.get(identityContext)();
  const returned = await getServices(context).staff.returnToAdmin(identity);
  if (!returned) throw redirect('/admin/customers');
  const headers = new Headers();
  for (const cookie of returned.setCookies) headers.append('Set-Cookie', cookie);
  throw redirect(`/admin/customers/${returned.customerId}`, { headers });
}

export function loader() {
  throw redirect('/admin');
}
