import { CONTACT_LIMITS } from '@grocer/domain/customer-care/contact-form-options';
import {
  CUSTOMER_CARE_INBOX_TITLE,
  MARK_HANDLED,
  MESSAGE_HANDLED_NOTICE,
  REPLY_SENT_NOTICE,
  SEND_REPLY,
  VIEW_CUSTOMER,
} from '@grocer/domain/messages/customer-care-messages';
import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { FormAlert } from '../components/ui/form-field.tsx';
import inboxStyles from '../features/customer-care/components/care-inbox.module.css';
import { CountedTextArea } from '../features/customer-care/components/counted-text-area.tsx';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-customer-care-message';
import styles from './admin-console.module.css';

function messageIdOf(value: string | undefined): number {
  if (value === undefined || !/^[1-9]\d{0,8}$/.test(value)) {
    throw data({ reason: 'not-found' }, { status: 404 });
  }
  return Number(value);
}

const refused = (code: 'FORBIDDEN' | 'NOT_FOUND') =>
  data(
    { reason: code === 'NOT_FOUND' ? 'not-found' : 'staff-only' },
    {
      status: code === 'NOT_FOUND' ? 404 : 403,
    },
  );

const NOTICES = { handled: MESSAGE_HANDLED_NOTICE, replied: REPLY_SENT_NOTICE } as const;

/**
 * One message in the customer care inbox (decision 0076): what the shopper sent, a link to their
 * customer view when they were signed in, what staff did with it and who, a reply by email and
 * Mark as handled. Opening it is audited (once an hour per staff member), as both actions are.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = messageIdOf(params.messageId);
  const view = await getServices(context).customerCare.openMessage(staff, id);
  if ('outcome' in view) throw refused(view.code);
  const done = new URL(request.url).searchParams.get('done');
  return { ...view, notice: done === 'handled' || done === 'replied' ? NOTICES[done] : null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const id = messageIdOf(params.messageId);
  const form = await request.formData();
  const { customerCare } = getServices(context);
  const intent = form.get('intent');
  if (intent === 'handled') {
    const result = await customerCare.markHandled(staff, id);
    if (result.outcome === 'refused') throw refused(result.code);
    return redirect(`/admin/customer-care/${id}?done=handled`, 303);
  }
  if (intent === 'reply') {
    const text = form.get('reply');
    const result = await customerCare.reply(staff, id, typeof text === 'string' ? text : '');
    if (result.outcome === 'refused') throw refused(result.code);
    if (result.outcome === 'invalid') {
      return data(
        { replyError: result.errors.reply ?? null, reply: typeof text === 'string' ? text : '' },
        { status: 422 },
      );
    }
    return redirect(`/admin/customer-care/${id}?done=replied`, 303);
  }
  throw data({ reason: 'unknown-intent' }, { status: 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? loaderData.message.reference : CUSTOMER_CARE_INBOX_TITLE;
  return [{ title: `${title} · ${STAFF_CONSOLE_TITLE}` }];
}

const ACTIONS = { opened: 'Opened', handled: 'Marked as handled', replied: 'Replied' } as const;

export default function AdminCustomerCareMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, events, notice } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const replyForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (actionData?.replyError) {
      replyForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [actionData]);
  const facts: [string, React.ReactNode][] = [
    ['Received', formatDateTime(message.createdAt)],
    ['From', `${message.firstName} ${message.lastName}`],
    [
      'Email',
      <a key="email" href={`mailto:${message.email}`}>
        {message.email}
      </a>,
    ],
    ['Phone', message.phone],
    [
      'Order number',
      message.orderNumber && (
        <Link key="order" to={`/admin/orders/${message.orderNumber}`}>
          {message.orderNumber}
        </Link>
      ),
    ],
    ['Date of visit', message.eventDate],
    ['Product', message.productName],
    ['Quantity', message.productQuantity],
    ...message.details.map((detail): [string, React.ReactNode] => [detail.label, detail.value]),
    [
      'Status',
      message.handledAt
        ? `Handled ${formatDateTime(message.handledAt)}${message.handledByName ? ` by ${message.handledByName}` : ''}`
        : 'Open',
    ],
  ];
  return (
    <>
      <p>
        <Link to="/admin/customer-care">Back to the inbox</Link>
      </p>
      <h1>{`${message.reference}: ${message.topicLabel}`}</h1>
      {notice && (
        <p className={inboxStyles.notice} role="status">
          {notice}
        </p>
      )}
      <dl className={styles.details}>
        {facts.flatMap(([label, value]) =>
          value === null || value === undefined || value === ''
            ? []
            : [<dt key={`${label}-term`}>{label}</dt>, <dd key={`${label}-value`}>{value}</dd>],
        )}
      </dl>
      {message.customerId !== null && (
        <p>
          <Link to={`/admin/customers/${message.customerId}`}>{VIEW_CUSTOMER}</Link>
        </p>
      )}
      <h2>Message</h2>
      {message.message === '' ? (
        <p className={styles.note}>No message.</p>
      ) : (
        <p className={inboxStyles.message}>{message.message}</p>
      )}

      <div className={inboxStyles.actions}>
        <Form method="post" ref={replyForm} aria-labelledby="reply-heading" noValidate>
          <h2 id="reply-heading">Reply by email</h2>
          {actionData?.replyError && (
            <FormAlert>
              <p>{actionData.replyError}</p>
            </FormAlert>
          )}
          <input type="hidden" name="intent" value="reply" />
          <CountedTextArea
            label={`Your reply to ${message.email}`}
            name="reply"
            maxLength={CONTACT_LIMITS.reply}
            defaultValue={actionData?.reply ?? ''}
            error={actionData?.replyError ?? undefined}
          />
          <button type="submit" className={buttonClass()} aria-disabled={busy}>
            {SEND_REPLY}
          </button>
        </Form>
        {!message.handledAt && (
          <Form method="post">
            <input type="hidden" name="intent" value="handled" />
            <button
              type="submit"
              className={buttonClass({ variant: 'secondary' })}
              aria-disabled={busy}
            >
              {MARK_HANDLED}
            </button>
          </Form>
        )}
      </div>

      <section aria-labelledby="message-history" className={styles.results}>
        <h2 id="message-history">History</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>{formatDateTime(event.at)}</td>
                <td>{event.staffName ?? 'A former staff member'}</td>
                <td>
                  {ACTIONS[event.action]}
                  {event.body && <p className={inboxStyles.reply}>{event.body}</p>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
