import {
  INBOX_FILTERS,
  type InboxFilter,
  inboxFilterOf,
} from '@grocer/domain/customer-care/contact-form-options';
import {
  CUSTOMER_CARE_INBOX_TITLE,
  INBOX_EMPTY,
} from '@grocer/domain/messages/customer-care-messages';
import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { data, Link } from 'react-router';
import inboxStyles from '../features/customer-care/components/care-inbox.module.css';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-customer-care';
import styles from './admin-console.module.css';

const FILTER_LABELS: Record<InboxFilter, string> = {
  open: 'Open',
  handled: 'Handled',
  all: 'All',
};

/**
 * The customer care inbox (decision 0076): what shoppers sent through Contact us and the
 * replacement card form, newest first; open ones unless staff ask for handled ones or all.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const filter = inboxFilterOf(new URL(request.url).searchParams.get('status'));
  const messages = await getServices(context).customerCare.listMessages(staff, filter);
  if (messages === null) throw data({ reason: 'staff-only' }, { status: 403 });
  return { filter, messages };
}

export function meta() {
  return [{ title: `${CUSTOMER_CARE_INBOX_TITLE} · ${STAFF_CONSOLE_TITLE}` }];
}

export default function AdminCustomerCare({ loaderData }: Route.ComponentProps) {
  const { filter, messages } = loaderData;
  return (
    <>
      <h1>{CUSTOMER_CARE_INBOX_TITLE}</h1>
      <p className={styles.help}>
        Messages from Contact us and replacement card requests. Replies go to the sender by email.
      </p>
      <nav aria-label="Messages to show" className={inboxStyles.filters}>
        {INBOX_FILTERS.map((value) => (
          <Link
            key={value}
            to={value === 'open' ? '/admin/customer-care' : `/admin/customer-care?status=${value}`}
            aria-current={value === filter ? 'page' : undefined}
            className={inboxStyles.filter}
          >
            {FILTER_LABELS[value]}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="inbox-messages" className={styles.results}>
        <h2 id="inbox-messages">{`${FILTER_LABELS[filter]} messages`}</h2>
        {messages.length === 0 ? (
          <p>{INBOX_EMPTY}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">From</th>
                <th scope="col">About</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>
                    <Link to={`/admin/customer-care/${message.id}`}>{message.reference}</Link>
                    <div className={styles.note}>{formatDateTime(message.createdAt)}</div>
                  </td>
                  <td>
                    {`${message.firstName} ${message.lastName}`}
                    <div className={styles.note}>{message.email}</div>
                  </td>
                  <td>
                    {message.topicLabel}
                    <div className={styles.note}>{message.handledAt ? 'Handled' : 'Open'}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
