import { PASSWORD_MIN_LENGTH, TITLES } from '@grocer/domain/identity/account-rules';
import { isStaffSignOn } from '@grocer/domain/identity/identity';
import { passwordProblemMessage } from '@grocer/domain/identity/password-policy';
import {
  EMAIL_SECTION,
  EMAIL_UPDATED,
  MY_DETAILS_HEADING,
  MY_DETAILS_THROTTLED,
  MY_DETAILS_TITLE,
  NAME_SECTION,
  NAME_UPDATED,
  PASSWORD_SECTION,
  PASSWORD_UPDATED,
  STAFF_CANNOT_CHANGE_CREDENTIALS,
} from '@grocer/domain/messages/my-details-messages';
import { fieldErrors } from '@grocer/domain/validation/account.schema';
import { CURRENT_PASSWORD_INCORRECT, EMAIL_IN_USE } from '@grocer/domain/validation/messages';
import {
  emailChangeSchema,
  nameChangeSchema,
  passwordChangeSchema,
} from '@grocer/domain/validation/my-details.schema';
import { type ReactNode, useRef } from 'react';
import { data, Form } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { FormAlert, FormField, SelectField } from '../components/ui/form-field.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import {
  myDetailsService,
  PRIVATE_PAGE_HEADERS,
} from '../features/account/api/account-settings.server.ts';
import { textField } from '../features/account/api/auth.server.ts';
import styles from '../features/account/components/account-form.module.css';
import { useFocusFirstError } from '../features/account/hooks/use-focus-first-error.ts';
import { loginRedirect, requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/my-details';
import page from './my-details.module.css';

/** Never a shared page: everything on it is the shopper's (decision 0020). */
export function meta() {
  return [{ title: MY_DETAILS_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

const HERE = '/ecom/my-details';

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const account = await myDetailsService(context).details(identity);
  // The account has gone since the session began.
  if (!account) throw loginRedirect(HERE);
  return { account, staffSignOn: isStaffSignOn(identity) };
}

type Intent = 'name' | 'email' | 'password';

type ActionResult = {
  intent: Intent;
  fields: Record<string, string>;
  form: string | null;
  values: Record<string, string>;
  /** The success message, with a stamp so a repeated success still clears the form. */
  done: { message: string; at: number } | null;
};

const refused = (
  intent: Intent,
  status: number,
  problem: { fields?: Record<string, string>; form?: string; values?: Record<string, string> },
  init?: ResponseInit,
) =>
  data<ActionResult>(
    {
      intent,
      fields: problem.fields ?? {},
      form: problem.form ?? null,
      values: problem.values ?? {},
      done: null,
    },
    { ...init, status },
  );

const succeeded = (intent: Intent, message: string): ActionResult => ({
  intent,
  fields: {},
  form: null,
  values: {},
  done: { message, at: Date.now() },
});

/** What the three forms share when a change with the current password is refused. */
function credentialRefusal(
  intent: Intent,
  outcome: { outcome: string; retryAfterSeconds?: number },
  passwordField: string,
  values: Record<string, string>,
) {
  switch (outcome.outcome) {
    case 'unauthenticated':
      throw loginRedirect(HERE);
    case 'staff-sign-on':
      return refused(intent, 403, { form: STAFF_CANNOT_CHANGE_CREDENTIALS, values });
    case 'throttled':
      return refused(
        intent,
        429,
        { form: MY_DETAILS_THROTTLED, values },
        { headers: { 'Retry-After': String(outcome.retryAfterSeconds ?? 60) } },
      );
    default:
      return refused(intent, 400, {
        fields: { [passwordField]: CURRENT_PASSWORD_INCORRECT },
        values,
      });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const form = await request.formData();
  const service = myDetailsService(context);
  const intent = textField(form, 'intent');
  switch (intent) {
    case 'name': {
      const values = {
        title: textField(form, 'title'),
        firstName: textField(form, 'firstName'),
        lastName: textField(form, 'lastName'),
      };
      const parsed = nameChangeSchema.safeParse(values);
      if (!parsed.success) {
        return refused(intent, 400, { fields: fieldErrors(parsed.error), values });
      }
      const outcome = await service.changeName(identity, parsed.data);
      if (outcome.outcome === 'unauthenticated') throw loginRedirect(HERE);
      return succeeded(intent, NAME_UPDATED);
    }
    case 'email': {
      const values = { email: textField(form, 'email') };
      const parsed = emailChangeSchema.safeParse({
        email: values.email,
        password: textField(form, 'password'),
      });
      if (!parsed.success) {
        return refused(intent, 400, { fields: fieldErrors(parsed.error), values });
      }
      const outcome = await service.changeEmail(identity, parsed.data);
      if (outcome.outcome === 'changed') return succeeded(intent, EMAIL_UPDATED);
      if (outcome.outcome === 'email-in-use') {
        return refused(intent, 409, { fields: { email: EMAIL_IN_USE }, values });
      }
      return credentialRefusal(intent, outcome, 'password', values);
    }
    case 'password': {
      const parsed = passwordChangeSchema.safeParse({
        currentPassword: textField(form, 'currentPassword'),
        newPassword: textField(form, 'newPassword'),
      });
      if (!parsed.success) return refused(intent, 400, { fields: fieldErrors(parsed.error) });
      const outcome = await service.changePassword(identity, parsed.data);
      if (outcome.outcome === 'changed') return succeeded(intent, PASSWORD_UPDATED);
      if (outcome.outcome === 'invalid-password') {
        return refused(intent, 400, {
          fields: { newPassword: passwordProblemMessage(outcome.problem) },
        });
      }
      return credentialRefusal(intent, outcome, 'currentPassword', {});
    }
    default:
      return refused('name', 400, { form: 'Choose which details to change.' });
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={page.section} aria-labelledby={id}>
      <h2 id={id} className={page.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One form of the page: its own errors, its success message, focus on its first error. */
function DetailsForm({
  intent,
  result,
  submit,
  formKey,
  children,
}: {
  intent: Intent;
  result: ActionResult | undefined;
  submit: string;
  formKey: string;
  children: (mine: ActionResult | undefined) => ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const mine = result?.intent === intent ? result : undefined;
  useFocusFirstError(formRef, mine?.done ? undefined : mine);
  return (
    <>
      {mine?.done && (
        <p role="status" className={page.done}>
          {mine.done.message}
        </p>
      )}
      <Form
        method="post"
        ref={formRef}
        className={styles.form}
        noValidate
        key={`${formKey}-${mine?.done?.at ?? ''}`}
      >
        <input type="hidden" name="intent" value={intent} />
        {mine?.form && (
          <FormAlert>
            <p>{mine.form}</p>
          </FormAlert>
        )}
        {children(mine)}
        <button type="submit" className={buttonClass()}>
          {submit}
        </button>
      </Form>
    </>
  );
}

export default function MyDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { account, staffSignOn } = loaderData;
  return (
    <PageContainer>
      <div className={page.layout}>
        <h1>{MY_DETAILS_HEADING}</h1>
        <Section id="my-details-name" title={NAME_SECTION}>
          <DetailsForm
            intent="name"
            result={actionData}
            submit="Save name"
            formKey={`${account.title}|${account.firstName}|${account.lastName}`}
          >
            {(mine) => (
              <>
                <SelectField
                  label="Title"
                  name="title"
                  options={TITLES}
                  defaultValue={mine?.values.title ?? account.title ?? undefined}
                  error={mine?.fields.title}
                />
                <FormField
                  label="First name"
                  name="firstName"
                  autoComplete="given-name"
                  defaultValue={mine?.values.firstName ?? account.firstName}
                  error={mine?.fields.firstName}
                />
                <FormField
                  label="Last name"
                  name="lastName"
                  autoComplete="family-name"
                  defaultValue={mine?.values.lastName ?? account.lastName}
                  error={mine?.fields.lastName}
                />
              </>
            )}
          </DetailsForm>
        </Section>

        <Section id="my-details-email" title={EMAIL_SECTION}>
          <p>
            You sign in with <strong className={page.email}>{account.email}</strong>.
          </p>
          {staffSignOn ? (
            <p>{STAFF_CANNOT_CHANGE_CREDENTIALS}</p>
          ) : (
            <DetailsForm
              intent="email"
              result={actionData}
              submit="Change email address"
              formKey="email"
            >
              {(mine) => (
                <>
                  <FormField
                    label="New email address"
                    name="email"
                    type="email"
                    autoComplete="email"
                    defaultValue={mine?.values.email}
                    error={mine?.fields.email}
                  />
                  <FormField
                    label="Current password"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    error={mine?.fields.password}
                  />
                </>
              )}
            </DetailsForm>
          )}
        </Section>

        <Section id="my-details-password" title={PASSWORD_SECTION}>
          {staffSignOn ? (
            <p>{STAFF_CANNOT_CHANGE_CREDENTIALS}</p>
          ) : (
            <DetailsForm
              intent="password"
              result={actionData}
              submit="Change password"
              formKey="password"
            >
              {(mine) => (
                <>
                  <FormField
                    label="Current password"
                    name="currentPassword"
                    type="password"
                    autoComplete="current-password"
                    error={mine?.fields.currentPassword}
                  />
                  <FormField
                    label="New password"
                    name="newPassword"
                    type="password"
                    autoComplete="new-password"
                    hint={`At least ${PASSWORD_MIN_LENGTH} characters. Changing it signs you out on your other devices.`}
                    error={mine?.fields.newPassword}
                  />
                </>
              )}
            </DetailsForm>
          )}
        </Section>
      </div>
    </PageContainer>
  );
}
