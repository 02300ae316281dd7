import { TITLES } from '@grocer/domain/identity/account-rules';
import { REGISTRATION_EMAIL_UNAVAILABLE } from '@grocer/domain/messages/account-messages';
import { readCookie } from '@grocer/domain/shell/cookies';
import { accountDetailsSchema, fieldErrors } from '@grocer/domain/validation/account.schema';
import { useRef } from 'react';
import { data, Form, redirect, redirectDocument } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { FormAlert, FormField, SelectField } from '../components/ui/form-field.tsx';
import {
  authService,
  clearRegistrationDraftCookie,
  REGISTRATION_DRAFT_COOKIE,
  sessionCookie,
  textField,
} from '../features/account/api/auth.server.ts';
import styles from '../features/account/components/account-form.module.css';
import { useFocusFirstError } from '../features/account/hooks/use-focus-first-error.ts';
import { redirectQuery, safeStorefrontPath } from '../lib/app-path.ts';
import { adoptVisitorCookie } from '../lib/experiments.server.ts';
import type { Route } from './+types/registration-account-details';

export function meta() {
  return [{ title: 'Register' }];
}

function draftOf(request: Request): string | null {
  return readCookie(request.headers.get('cookie'), REGISTRATION_DRAFT_COOKIE);
}

/** Step 2 needs step 1's draft; without it (or once it has expired) the shopper starts again. */
export function loader({ request }: Route.LoaderArgs) {
  const target = safeStorefrontPath(new URL(request.url).searchParams.get('redirect'));
  if (!draftOf(request)) throw redirect(`/registration${redirectQuery(target)}`);
  return { target };
}

type ActionResult = {
  fields: Record<string, string>;
  form: string | null;
  values: Record<string, string>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const target = safeStorefrontPath(textField(form, 'redirect'));
  const values = {
    title: textField(form, 'title'),
    firstName: textField(form, 'firstName'),
    lastName: textField(form, 'lastName'),
  };
  const parsed = accountDetailsSchema.safeParse(values);
  if (!parsed.success) {
    return data<ActionResult>(
      { fields: fieldErrors(parsed.error), form: null, values },
      { status: 400 },
    );
  }
  const outcome = await authService(context).completeRegistration(draftOf(request), parsed.data);
  const clearDraft: [string, string] = ['Set-Cookie', clearRegistrationDraftCookie()];
  switch (outcome.outcome) {
    case 'registered': {
      const headers = new Headers([clearDraft]);
      headers.append(
        'Set-Cookie',
        sessionCookie(outcome.session.secret, outcome.session.expiresAt),
      );
      // The new customer keeps this browser's experiments' variations (decision 0072).
      const visitor = await adoptVisitorCookie(context, request, outcome.accountId);
      if (visitor !== null) headers.append('Set-Cookie', visitor);
      // A full page load: the shopper is signed in from here on.
      throw redirectDocument(`/registration/success${redirectQuery(target)}`, { headers });
    }
    case 'draft-invalid':
    case 'throttled':
      throw redirect(`/registration?expired${redirectQuery(target).replace('?', '&')}`, {
        headers: [clearDraft],
      });
    case 'email-unavailable':
      return data<ActionResult>(
        { fields: {}, form: REGISTRATION_EMAIL_UNAVAILABLE, values },
        { status: 409 },
      );
  }
}

export default function AccountDetails({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  return (
    <div className={styles.page}>
      <h1>Your details</h1>
      <Form method="post" ref={formRef} className={styles.form} noValidate>
        {actionData?.form && (
          <FormAlert>
            <p>{actionData.form}</p>
          </FormAlert>
        )}
        <input type="hidden" name="redirect" value={loaderData.target} />
        <SelectField
          label="Title"
          name="title"
          options={TITLES}
          defaultValue={actionData?.values.title}
          error={actionData?.fields.title}
        />
        <FormField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          defaultValue={actionData?.values.firstName}
          error={actionData?.fields.firstName}
        />
        <FormField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          defaultValue={actionData?.values.lastName}
          error={actionData?.fields.lastName}
        />
        <button type="submit" className={buttonClass({ block: true })}>
          Create account
        </button>
      </Form>
    </div>
  );
}
