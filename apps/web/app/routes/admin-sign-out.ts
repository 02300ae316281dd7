import { redirect } from 'react-router';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-sign-out';

/** Ends the console session (the storefront session, if any, is left alone). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const { setCookie } = await getServices(context).staff.signOut(staff);
  throw redirect('/admin/sign-in', { headers: { 'Set-Cookie': setCookie } });
}

export function loader() {
  throw redirect('/admin');
}
