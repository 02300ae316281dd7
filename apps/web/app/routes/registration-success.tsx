import { isSignedIn } from '@grocer/domain/identity/identity';
import { REGISTRATION_SUCCESS_TITLE } from '@grocer/domain/messages/account-messages';
import { Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { authService, identityOf } from '../features/account/api/auth.server.ts';
import styles from '../features/account/components/account-form.module.css';
import { redirectRoutePath, safeStorefrontPath } from '../lib/app-path.ts';
import type { Route } from './+types/registration-success';

export function meta() {
  return [{ title: 'Register' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const target = safeStorefrontPath(new URL(request.url).searchParams.get('redirect'));
  const identity = await identityOf(context);
  if (!isSignedIn(identity)) throw redirect('/registration');
  const account = await authService(context).self(identity);
  return { firstName: account?.firstName ?? '', continueTo: redirectRoutePath(target) };
}

export default function RegistrationSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <h1>{REGISTRATION_SUCCESS_TITLE}</h1>
      <p>Welcome, {loaderData.firstName}. You're signed in and ready to shop.</p>
      <Link to={loaderData.continueTo} reloadDocument className={buttonClass()}>
        Continue shopping
      </Link>
    </div>
  );
}
