import type { Identity } from '@grocer/domain/identity/identity';
import { readCookie } from '@grocer/domain/shell/cookies';
import { STAFF_SESSION_COOKIE } from '@grocer/domain/staff/staff-console';
import type { AppServices } from '@grocer/server/web/app-services';
import { identityContext } from '@grocer/server/web/load-context';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

type Access = Awaited<ReturnType<AppServices['staff']['access']>>;

/** Loaders and actions of one request share the lookup (the layout's and the page's). */
const answers = new WeakMap<Request, Promise<Access>>();

/**
 * The staff member a console request is from (decision 0022). Every console loader and action
 * calls this itself, since React Router runs a page's loader beside its layout's, not after it.
 * Anonymous visitors go to staff sign-in and come back; customers get a 403 page.
 */
export async function requireStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Identity> {
  let answer = answers.get(request);
  if (!answer) {
    answer = getServices(context).staff.access({
      consoleSessionSecret: readCookie(request.headers.get('cookie'), STAFF_SESSION_COOKIE),
      storefrontIdentity: context.get(identityContext),
    });
    answers.set(request, answer);
  }
  // A fresh response each time: React Router rewrites a thrown redirect's Location (adding the
  // basename), so one shared response thrown by two loaders would get `/ecom` twice.
  const access = await answer;
  if (access.kind === 'staff') return access.staff;
  if (access.kind === 'forbidden') {
    throw data({ reason: 'staff-only' }, { status: 403 });
  }
  const url = new URL(request.url);
  const back = request.method === 'GET' ? `${url.pathname}${url.search}` : url.pathname;
  throw redirect(`/admin/sign-in?redirect=${encodeURIComponent(back)}`, {
    headers: access.clearCookie ? { 'Set-Cookie': access.clearCookie } : {},
  });
}
