import { EMAIL_MAX_LENGTH } from '@grocer/domain/identity/email-address';
import { ANONYMOUS } from '@grocer/domain/identity/identity';
import {
  STAFF_SIGN_IN_FAILED,
  STAFF_SIGN_IN_LOCKED,
  STAFF_SIGN_IN_TITLE,
  staffSignInThrottled,
} from '@grocer/domain/messages/staff-messages';
import { readCookie } from '@grocer/domain/shell/cookies';
import { STAFF_CONSOLE_PATH, STAFF_SESSION_COOKIE } from '@grocer/domain/staff/staff-console';
import { requestInfoContext } from '@grocer/server/web/load-context';
import { data, Form, redirect, useRouteLoaderData } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { MAIN_CONTENT_ID } from '../features/shell/components/skip-link.tsx';
import { AdminHeader } from '../features/staff/components/admin-header.tsx';
import { redirectRoutePath } from '../lib/app-path.ts';
import { getServices } from '../lib/services.server.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/admin-sign-in';
import styles from './admin-sign-in.module.css';

/** Where to go after signing in: a console page named by `redirect`, or the console. */
function consoleTarget(value: unknown): string {
  const path = redirectRoutePath(value, STAFF_CONSOLE_PATH);
  return path.startsWith('/admin/') ? path : '/admin/home';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const secret = readCookie(request.headers.get('cookie'), STAFF_SESSION_COOKIE);
  if (secret !== null) {
    // Only the console session matters here: staff already signed in skip the form.
    const access = await getServices(context).staff.access({
      consoleSessionSecret: secret,
      storefrontIdentity: async () => ANONYMOUS,
    });
    if (access.kind === 'staff') throw redirect(consoleTarget(url.searchParams.get('redirect')));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = form.get('email');
  const password = form.get('password');
  if (typeof email !== 'string' || typeof password !== 'string') {
    return { error: STAFF_SIGN_IN_FAILED };
  }
  const signedIn = await getServices(context).staff.signIn(email, password, {
    ip: context.get(requestInfoContext).clientIp,
  });
  if (signedIn.outcome !== 'signed-in') {
    const error =
      signedIn.outcome === 'throttled'
        ? staffSignInThrottled(signedIn.retryAfterSeconds)
        : signedIn.outcome === 'locked'
          ? STAFF_SIGN_IN_LOCKED
          : STAFF_SIGN_IN_FAILED;
    return data(
      { error, email: email.slice(0, EMAIL_MAX_LENGTH) },
      { status: signedIn.outcome === 'throttled' ? 429 : 200 },
    );
  }
  const target = consoleTarget(new URL(request.url).searchParams.get('redirect'));
  throw redirect(target, { headers: { 'Set-Cookie': signedIn.setCookie } });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ title: STAFF_SIGN_IN_TITLE }, { name: 'robots', content: 'noindex' }];
}

export default function AdminSignIn({ actionData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  const error = actionData?.error ?? null;
  return (
    <>
      <AdminHeader brandName={shell?.site.brandName ?? ''} signedIn={false} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <h1>{STAFF_SIGN_IN_TITLE}</h1>
        {error && (
          <p role="alert" className={styles.error} id="staff-sign-in-error">
            {error}
          </p>
        )}
        <Form method="post" reloadDocument className={styles.form}>
          <label htmlFor="staff-email">Email</label>
          <input
            id="staff-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={EMAIL_MAX_LENGTH}
            defaultValue={actionData && 'email' in actionData ? actionData.email : ''}
            aria-describedby={error ? 'staff-sign-in-error' : undefined}
          />
          <label htmlFor="staff-password">Password</label>
          <input
            id="staff-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
          />
          <button type="submit" className={buttonClass()}>
            Sign in
          </button>
        </Form>
      </main>
    </>
  );
}
