import type {
  ContactField,
  ReplacementCardField,
} from '@grocer/domain/customer-care/contact-form-options';
import { TRAP_FIELD } from '@grocer/domain/customer-care/contact-form-options';
import { contactThrottled, TRAP_FILLED } from '@grocer/domain/messages/customer-care-messages';
import type { CareSubmission } from '@grocer/server/contexts/customer-care/customer-care.contract';
import { identityContext, requestInfoContext } from '@grocer/server/web/load-context';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import { CONTACT_FIELDS, REPLACEMENT_CARD_FIELDS } from '../lib/form-fields.ts';

type Context = Readonly<RouterContextProvider>;

/** What a form post answers when it did not go: each field's message, what was typed, why. */
export interface CareFormResult {
  errors: Record<string, string>;
  values: Record<string, string>;
  /** A problem with the whole form: the trap field filled, or too many just now. */
  formError: string | null;
}

/** The form's own fields as typed ('' when absent); never the trap field. */
function valuesOf(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/**
 * Sends a posted form to the customer-care service (one call) and maps its answer: to the
 * thank-you page (303), or back to the form with 422 (fields or the trap) or 429 (the limits),
 * what was typed kept so a page without JavaScript shows it again.
 */
async function send<Field extends string>(
  context: Context,
  form: FormData,
  fields: readonly Field[],
  sentPath: string,
  submit: (
    values: Record<string, string>,
    trap: unknown,
    client: { ip: string },
  ) => Promise<CareSubmission<Field>>,
) {
  const values = valuesOf(form, fields);
  const outcome = await submit(values, form.get(TRAP_FIELD) ?? '', {
    ip: context.get(requestInfoContext).clientIp,
  });
  switch (outcome.outcome) {
    case 'sent':
      return redirect(`${sentPath}?sent=${outcome.reference}`, 303);
    case 'invalid':
      return data<CareFormResult>(
        { errors: outcome.errors as Record<string, string>, values, formError: null },
        { status: 422 },
      );
    case 'trapped':
      return data<CareFormResult>({ errors: {}, values, formError: TRAP_FILLED }, { status: 422 });
    case 'throttled': {
      const phone = getServices(context).site.customerCarePhone;
      return data<CareFormResult>(
        { errors: {}, values, formError: contactThrottled(outcome.retryAfterSeconds, phone) },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      );
    }
  }
}

export async function sendContactForm(context: Context, form: FormData, sentPath: string) {
  const identity = await context.get(identityContext)();
  const { customerCare } = getServices(context);
  return send<ContactField | 'recentOrder'>(
    context,
    form,
    CONTACT_FIELDS,
    sentPath,
    (values, trap, client) => customerCare.submitContactMessage(identity, values, trap, client),
  );
}

export async function sendReplacementCardForm(context: Context, form: FormData, sentPath: string) {
  const identity = await context.get(identityContext)();
  const { customerCare } = getServices(context);
  return send<ReplacementCardField>(
    context,
    form,
    REPLACEMENT_CARD_FIELDS,
    sentPath,
    (values, trap, client) => customerCare.submitReplacementCard(identity, values, trap, client),
  );
}
