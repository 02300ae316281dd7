import { redirect } from 'react-router';
import { safeStorefrontPath } from '../lib/app-path.ts';
import type { Route } from './+types/login';

/** The login initiator: hands over to the sign-in page, keeping where to return afterwards. */
export function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get('redirect');
  const back = wanted ? safeStorefrontPath(wanted) : null;
  throw redirect(back ? `/sign-in?redirect=${encodeURIComponent(back)}` : '/sign-in');
}
