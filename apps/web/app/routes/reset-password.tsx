import { PASSWORD_MIN_LENGTH } from '@grocer/domain/identity/account-rules';
import { passwordProblemMessage } from '@grocer/domain/identity/password-policy';
import {
  RESET_PASSWORD_HEADING,
  RESET_PASSWORD_SUBMIT,
} from '@grocer/domain/messages/password-reset-messages';
import { fieldErrors } from '@grocer/domain/validation/account.schema';
import { resetPasswordSchema } from '@grocer/domain/validation/password-reset.schema';
import { useRef } from 'react';
import { data, Form, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import {
  PRIVATE_PAGE_HEADERS,
  passwordResetService,
} from '../features/account/api/account-settings.server.ts';
import { textField } from '../features/account/api/auth.server.ts';
import styles from '../features/account/components/account-form.module.css';
import { useFocusFirstError } from '../features/account/hooks/use-focus-first-error.ts';
import type { Route } from './+types/reset-password';

const EXPIRED = '/forgot-password/expired';

export function meta() {
  return [{ title: 'Reset Password' }];
}

/**
 * The link's token is in the address: no caching, and no Referer carrying it to another site.
 * `same-origin` rather than `no-referrer`, which would make the form's post send `Origin: null`
 * and be refused as cross-site (decision 0018).
 */
export function headers() {
  return { ...PRIVATE_PAGE_HEADERS, 'Referrer-Policy': 'same-origin' };
}

/**
 * Spec doc 1 §2: a missing or past `exp` goes to forgot-password-expired; so does a token that
 * is unknown, used or past its time on the server (decision 0023).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const link = { token: query.get('token'), exp: query.get('exp') };
  if ((await passwordResetService(context).checkLink(link)) === 'expired') throw redirect(EXPIRED);
  return { token: link.token ?? '' };
}

type ActionResult = { fields: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = resetPasswordSchema.safeParse({ password: textField(form, 'password') });
  if (!parsed.success) {
    return data<ActionResult>({ fields: fieldErrors(parsed.error) }, { status: 400 });
  }
  const outcome = await passwordResetService(context).resetPassword(
    textField(form, 'token'),
    parsed.data.password,
  );
  switch (outcome.outcome) {
    case 'reset':
      throw redirect('/reset-password/success');
    case 'expired':
      throw redirect(EXPIRED);
    case 'invalid-password':
      return data<ActionResult>(
        { fields: { password: passwordProblemMessage(outcome.problem) } },
        { status: 400 },
      );
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  return (
    <div className={styles.page}>
      <h1>{RESET_PASSWORD_HEADING}</h1>
      <Form method="post" ref={formRef} className={styles.form} noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password.`}
          error={actionData?.fields.password}
        />
        <button type="submit" className={buttonClass({ block: true })}>
          {RESET_PASSWORD_SUBMIT}
        </button>
      </Form>
    </div>
  );
}
