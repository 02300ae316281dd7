import { isSignedIn } from '@grocer/domain/identity/identity';
import {
  ACCOUNT_HARD_LOCKED,
  SIGN_IN_FAILED,
  SIGN_IN_THROTTLED,
} from '@grocer/domain/messages/account-messages';
import { fieldErrors, signInSchema } from '@grocer/domain/validation/account.schema';
import { useRef } from 'react';
import { data, Form, Link, redirect, redirectDocument, useNavigation } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { FormAlert, FormField } from '../components/ui/form-field.tsx';
import {
  authService,
  clientOf,
  identityOf,
  sessionCookie,
  textField,
} from '../features/account/api/auth.server.ts';
import styles from '../features/account/components/account-form.module.css';
import { useFocusFirstError } from '../features/account/hooks/use-focus-first-error.ts';
import {
  applyPendingActions,
  clearPendingActionsCookie,
  hasPendingActions,
} from '../features/trolley/api/pending-actions.server.ts';
import { redirectQuery, redirectRoutePath, safeStorefrontPath } from '../lib/app-path.ts';
import { adoptVisitorCookie } from '../lib/experiments.server.ts';
import type { LayoutHandle } from '../lib/layout-handle.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/sign-in';

export const handle: LayoutHandle = { minimalHeader: true, minimalFooter: true };

export function meta() {
  return [{ title: 'Log in' }];
}

/** Where to go after signing in: the `redirect` parameter when it is a storefront path. */
function targetOf(value: unknown): string {
  return safeStorefrontPath(value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const target = targetOf(new URL(request.url).searchParams.get('redirect'));
  if (isSignedIn(await identityOf(context))) throw redirect(redirectRoutePath(target));
  return { target };
}

type ActionResult = {
  fields: Record<string, string>;
  form: string | null;
  email: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const target = targetOf(textField(form, 'redirect'));
  const email = textField(form, 'email');
  const parsed = signInSchema.safeParse({ email, password: textField(form, 'password') });
  if (!parsed.success) {
    return data<ActionResult>(
      { fields: fieldErrors(parsed.error), form: null, email },
      { status: 400 },
    );
  }
  const outcome = await authService(context).signIn(parsed.data, clientOf(context));
  switch (outcome.outcome) {
    case 'signed-in': {
      const headers = new Headers({
        'Set-Cookie': sessionCookie(outcome.session.secret, outcome.session.expiresAt),
      });
      // What the shopper pressed before signing in (an add) is applied now, so the page they
      // return to shows it, with or without JavaScript (decision 0032).
      const cookies = request.headers.get('cookie');
      if (hasPendingActions(cookies)) {
        const { identity } = await getServices(context).identity.resolve({
          sessionSecret: outcome.session.secret,
          bearerToken: null,
        });
        if (await applyPendingActions(context, identity, cookies)) {
          headers.append('Set-Cookie', clearPendingActionsCookie());
        }
      }
      // Their experiments' variations follow the customer (decision 0072).
      const visitor = await adoptVisitorCookie(context, request, outcome.accountId);
      if (visitor !== null) headers.append('Set-Cookie', visitor);
      // A full page load: every part of the page about the shopper is fetched afresh.
      throw redirectDocument(redirectRoutePath(target), { headers });
    }
    case 'soft-locked':
      // Spec doc 1 §8: soft_locked goes to forgot-password-locked.
      throw redirect('/forgot-password/locked');
    case 'hard-locked':
      return data<ActionResult>({ fields: {}, form: ACCOUNT_HARD_LOCKED, email }, { status: 403 });
    case 'throttled':
      return data<ActionResult>(
        { fields: {}, form: SIGN_IN_THROTTLED, email },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      );
    case 'invalid-credentials':
      return data<ActionResult>({ fields: {}, form: SIGN_IN_FAILED, email }, { status: 401 });
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  const submitting = useNavigation().state === 'submitting';
  const query = redirectQuery(loaderData.target);
  return (
    <div className={styles.page}>
      <h1>Sign in</h1>
      <Form method="post" ref={formRef} className={styles.form} noValidate>
        {actionData?.form && (
          <FormAlert>
            <p>{actionData.form}</p>
          </FormAlert>
        )}
        <input type="hidden" name="redirect" value={loaderData.target} />
        <FormField
          label="Email address"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={actionData?.email}
          error={actionData?.fields.email}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={actionData?.fields.password}
        />
        <button type="submit" className={buttonClass({ block: true })} aria-disabled={submitting}>
          Sign in
        </button>
      </Form>
      <ul className={styles.links}>
        <li>
          <Link to="/forgot-password">Forgotten your password?</Link>
        </li>
        <li>
          <Link to={`/registration${query}`}>Create an account</Link>
        </li>
      </ul>
    </div>
  );
}
