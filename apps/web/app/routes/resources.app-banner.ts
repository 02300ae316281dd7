import { APP_BANNER_COOKIE, APP_BANNER_HIDE_SECONDS } from '@grocer/domain/shell/cookies';
import { data, redirect } from 'react-router';
import { redirectRoutePath } from '../lib/app-path.ts';
import type { Route } from './+types/resources.app-banner';

/** Closes the app banner for a day. A form posted without JavaScript is sent back to its page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = {
    'Set-Cookie': `${APP_BANNER_COOKIE}=1; Path=/ecom; Max-Age=${APP_BANNER_HIDE_SECONDS}; SameSite=Lax`,
  };
  const back = form.get('redirectTo');
  if (typeof back === 'string' && back !== '') {
    throw redirect(redirectRoutePath(back), { headers });
  }
  return data({ closed: true }, { headers });
}
