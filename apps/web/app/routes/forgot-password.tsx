import {
  FORGOT_PASSWORD_HEADING,
  FORGOT_PASSWORD_INTRO,
  FORGOT_PASSWORD_SUBMIT,
  FORGOT_PASSWORD_THROTTLED,
} from '@grocer/domain/messages/password-reset-messages';
import { fieldErrors } from '@grocer/domain/validation/account.schema';
import { forgotPasswordSchema } from '@grocer/domain/validation/password-reset.schema';
import { useRef } from 'react';
import { data, Form, Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { FormAlert, FormField } from '../components/ui/form-field.tsx';
import { passwordResetService } from '../features/account/api/account-settings.server.ts';
import { clientOf, textField } from '../features/account/api/auth.server.ts';
import styles from '../features/account/components/account-form.module.css';
import { useFocusFirstError } from '../features/account/hooks/use-focus-first-error.ts';
import type { LayoutHandle } from '../lib/layout-handle.ts';
import type { Route } from './+types/forgot-password';

export const handle: LayoutHandle = { minimalHeader: true, minimalFooter: true };

export function meta() {
  return [{ title: 'Forgot Password' }];
}

type ActionResult = { fields: Record<string, string>; form: string | null; email: string };

/**
 * Emails a reset link when the address has an account; the next page is the same either way,
 * and the service takes as long either way (decision 0023).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = textField(form, 'email');
  const parsed = forgotPasswordSchema.safeParse({ email });
  if (!parsed.success) {
    return data<ActionResult>(
      { fields: fieldErrors(parsed.error), form: null, email },
      { status: 400 },
    );
  }
  const outcome = await passwordResetService(context).requestReset(
    parsed.data.email,
    clientOf(context),
  );
  if (outcome.outcome === 'throttled') {
    return data<ActionResult>(
      { fields: {}, form: FORGOT_PASSWORD_THROTTLED, email },
      { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    );
  }
  throw redirect('/forgot-password/success');
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  return (
    <div className={styles.page}>
      <h1>{FORGOT_PASSWORD_HEADING}</h1>
      <p>{FORGOT_PASSWORD_INTRO}</p>
      <Form method="post" ref={formRef} className={styles.form} noValidate>
        {actionData?.form && (
          <FormAlert>
            <p>{actionData.form}</p>
          </FormAlert>
        )}
        <FormField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={actionData?.email}
          error={actionData?.fields.email}
        />
        <button type="submit" className={buttonClass({ block: true })}>
          {FORGOT_PASSWORD_SUBMIT}
        </button>
      </Form>
      <ul className={styles.links}>
        <li>
          <Link to="/sign-in">Back to sign in</Link>
        </li>
      </ul>
    </div>
  );
}
