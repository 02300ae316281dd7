import { LOGOUT_CONFIRM_TEXT } from '@grocer/domain/messages/account-messages';
import { Form, redirect, redirectDocument } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import {
  authService,
  clearSessionCookie,
  identityOf,
} from '../features/account/api/auth.server.ts';
import styles from '../features/account/components/account-form.module.css';
import type { Route } from './+types/log-out';

export function meta() {
  return [{ title: 'Sign out' }];
}

/** Ends the session and goes to the home page with a full load (spec doc 3 §7); failure → log-out/error. */
async function signOut(context: Route.LoaderArgs['context']): Promise<never> {
  try {
    await authService(context).signOut(await identityOf(context));
  } catch {
    throw redirect('/log-out/error');
  }
  throw redirectDocument('/', { headers: { 'Set-Cookie': clearSessionCookie() } });
}

/**
 * The account menu's Sign out is a link here. Followed from this shop (or typed), it signs out at
 * once. A link from another site, or a browser prefetching the link, only gets a page asking to
 * confirm with a posted form, so nobody can sign a shopper out from elsewhere.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = request.headers.get('sec-fetch-site');
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`;
  const fromElsewhere = site !== null && site !== 'same-origin' && site !== 'none';
  if (fromElsewhere || purpose.includes('prefetch')) return { confirm: true };
  return signOut(context);
}

export async function action({ context }: Route.ActionArgs) {
  return signOut(context);
}

export default function LogOut() {
  return (
    <PageContainer>
      <div className={styles.page}>
        <h1>Sign out</h1>
        <p>{LOGOUT_CONFIRM_TEXT}</p>
        <Form method="post">
          <button type="submit" className={buttonClass()}>
            Sign out
          </button>
        </Form>
      </div>
    </PageContainer>
  );
}
