import { isSignedIn } from '@grocer/domain/identity/identity';
import { SIGNED_IN_TITLE } from '@grocer/domain/messages/account-messages';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { identityOf } from '../features/account/api/auth.server.ts';
import styles from '../features/account/components/account-form.module.css';
import { redirectRoutePath, safeStorefrontPath } from '../lib/app-path.ts';
import { loginRedirect } from '../lib/route-guard.server.ts';
import type { Route } from './+types/auth-success';

export function meta() {
  return [{ title: 'Log in' }];
}

/**
 * Where a completed sign-in can be confirmed (a native app's webview watches for this address).
 * Anonymous visitors are sent to sign in, keeping where they were going.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const target = safeStorefrontPath(new URL(request.url).searchParams.get('redirect'));
  if (!isSignedIn(await identityOf(context))) {
    throw loginRedirect(target);
  }
  return { continueTo: redirectRoutePath(target) };
}

export default function AuthSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <h1>{SIGNED_IN_TITLE}</h1>
      <Link to={loaderData.continueTo} reloadDocument className={buttonClass()}>
        Continue
      </Link>
    </div>
  );
}
