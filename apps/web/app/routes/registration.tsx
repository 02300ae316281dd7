import { PASSWORD_MIN_LENGTH } from '@grocer/domain/identity/account-rules';
import { isSignedIn } from '@grocer/domain/identity/identity';
import {
  REGISTRATION_EMAIL_UNAVAILABLE,
  REGISTRATION_EXPIRED,
  REGISTRATION_THROTTLED,
} from '@grocer/domain/messages/account-messages';
import { fieldErrors, newAccountSchema } from '@grocer/domain/validation/account.schema';
import { useRef } from 'react';
import { data, Form, Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { FormAlert, FormField } from '../components/ui/form-field.tsx';
import {
  authService,
  clientOf,
  identityOf,
  registrationDraftCookie,
  textField,
} from '../features/account/api/auth.server.ts';
import styles from '../features/account/components/account-form.module.css';
import { useFocusFirstError } from '../features/account/hooks/use-focus-first-error.ts';
import { redirectQuery, redirectRoutePath, safeStorefrontPath } from '../lib/app-path.ts';
import type { LayoutHandle } from '../lib/layout-handle.ts';
import type { Route } from './+types/registration';

export const handle: LayoutHandle = { minimalFooter: true };

export function meta() {
  return [{ title: 'Register' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = safeStorefrontPath(url.searchParams.get('redirect'));
  if (isSignedIn(await identityOf(context))) throw redirect(redirectRoutePath(target));
  return { target, expired: url.searchParams.has('expired') };
}

type ActionResult = { fields: Record<string, string>; form: string | null; email: string };

/** Step 1: email and password. The account is created by step 2, account details. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const target = safeStorefrontPath(textField(form, 'redirect'));
  const email = textField(form, 'email');
  const parsed = newAccountSchema.safeParse({ email, password: textField(form, 'password') });
  if (!parsed.success) {
    return data<ActionResult>(
      { fields: fieldErrors(parsed.error), form: null, email },
      { status: 400 },
    );
  }
  const outcome = await authService(context).startRegistration(parsed.data, clientOf(context));
  switch (outcome.outcome) {
    case 'draft':
      throw redirect(`/registration/account-details${redirectQuery(target)}`, {
        headers: { 'Set-Cookie': registrationDraftCookie(outcome.draft, outcome.maxAgeSeconds) },
      });
    case 'email-unavailable':
      return data<ActionResult>(
        { fields: {}, form: REGISTRATION_EMAIL_UNAVAILABLE, email },
        { status: 409 },
      );
    case 'throttled':
      return data<ActionResult>(
        { fields: {}, form: REGISTRATION_THROTTLED, email },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      );
  }
}

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  const query = redirectQuery(loaderData.target);
  const formError = actionData?.form ?? (loaderData.expired ? REGISTRATION_EXPIRED : null);
  return (
    <div className={styles.page}>
      <h1>Register</h1>
      <p>Create an account to book a slot, save favourites and check out.</p>
      <Form method="post" ref={formRef} className={styles.form} noValidate>
        {formError && (
          <FormAlert>
            <p>{formError}</p>
            {actionData?.form === REGISTRATION_EMAIL_UNAVAILABLE && (
              <ul className={styles.links}>
                <li>
                  <Link to={`/sign-in${query}`}>Sign in</Link>
                </li>
                <li>
                  <Link to="/forgot-password">Reset your password</Link>
                </li>
              </ul>
            )}
          </FormAlert>
        )}
        <input type="hidden" name="redirect" value={loaderData.target} />
        <FormField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={actionData?.email}
          error={actionData?.fields.email}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password.`}
          error={actionData?.fields.password}
        />
        <button type="submit" className={buttonClass({ block: true })}>
          Continue
        </button>
      </Form>
      <p>
        Already have an account? <Link to={`/sign-in${query}`}>Sign in</Link>
      </p>
    </div>
  );
}
