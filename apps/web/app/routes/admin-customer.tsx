import {
  AUDIT_LOG_EMPTY,
  AUDIT_LOG_TITLE,
  SAVED_TROLLEY_WAITING_TITLE,
  SIGN_ON_AS_CUSTOMER,
  STAFF_CONSOLE_TITLE,
  savedTrolleyWaiting,
  trolleySavedNotice,
} from '@grocer/domain/messages/staff-messages';
import { readCookie, SESSION_COOKIE } from '@grocer/domain/shell/cookies';
import { auditActionDetail, auditActionLabel } from '@grocer/domain/staff/staff-console';
import { data, Form, Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { loyaltyAction } from '../features/staff/api/loyalty-membership.server.ts';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import trolleyStyles from '../features/staff/components/broken-trolley.module.css';
import { LoyaltyMembershipPanel } from '../features/staff/components/loyalty-membership-panel.tsx';
import { noticeCountOf, TROLLEY_SAVED_PARAM } from '../features/staff/lib/broken-trolley-paths.ts';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import {
  LOYALTY_CONFIRM_PARAM,
  LOYALTY_CONFIRM_REMOVE,
  LOYALTY_DONE_PARAM,
  loyaltyDoneNotice,
  loyaltyDoneOf,
} from '../features/staff/lib/loyalty-membership.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-customer';
import styles from './admin-console.module.css';

function customerIdOf(value: string | undefined): number {
  if (value === undefined || !/^[1-9]\d{0,8}$/.test(value)) {
    throw data({ reason: 'not-found' }, { status: 404 });
  }
  return Number(value);
}

/**
 * One customer: details, sessions, whether a saved broken trolley waits, the loyalty membership
 * (decision 0091), the staff actions taken for them, and 'Sign on as customer'. After a trolley
 * save (decision 0033) it says what was saved (`?trolleySaved=N`); after a loyalty action, what
 * it did (`?loyaltyDone=…`); `?loyalty=remove` opens the membership removal's confirmation.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const customerId = customerIdOf(params.customerId);
  const services = getServices(context);
  const [view, savedTrolley] = await Promise.all([
    services.staff.viewCustomer(staff, customerId),
    services.trolley.savedTrolleyOf(staff, customerId),
  ]);
  if (!view) throw data({ reason: 'not-found' }, { status: 404 });
  const query = new URL(request.url).searchParams;
  const saved = noticeCountOf(query.get(TROLLEY_SAVED_PARAM));
  const schemeName = services.site.loyaltySchemeName;
  const loyaltyDone = loyaltyDoneOf(query.get(LOYALTY_DONE_PARAM));
  return {
    ...view,
    savedTrolley,
    notice: saved === null ? null : trolleySavedNotice(saved),
    schemeName,
    confirmLoyaltyRemoval: query.get(LOYALTY_CONFIRM_PARAM) === LOYALTY_CONFIRM_REMOVE,
    loyaltyNotice: loyaltyDone === null ? null : loyaltyDoneNotice(loyaltyDone, schemeName),
  };
}

/**
 * The loyalty membership's forms (decision 0091), told apart by their `intent`; otherwise 'Sign
 * on as customer': a new storefront session for the customer, then the storefront.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const customerId = customerIdOf(params.customerId);
  const form = await request.formData();
  const loyalty = await loyaltyAction(context, staff, customerId, form);
  if (loyalty !== null) return loyalty;
  const result = await getServices(context).staff.signOnAsCustomer(
    staff,
    customerId,
    readCookie(request.headers.get('cookie'), SESSION_COOKIE),
  );
  if (result.kind === 'not-found') throw data({ reason: 'not-found' }, { status: 404 });
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
  throw redirect('/', { headers });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData
    ? `${loaderData.customer.firstName} ${loaderData.customer.lastName}`
    : 'Customer';
  return [{ title: `${name} · ${STAFF_CONSOLE_TITLE}` }];
}

function auditDetailText(action: string, detail: Record<string, unknown>): string {
  const text = auditActionDetail(action, detail);
  return text ? ` (${text})` : '';
}

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, audit, savedTrolley, notice } = loaderData;
  const name = [customer.title, customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <>
      <p>
        <Link to="/admin/customers">Find another customer</Link>
      </p>
      <h1>{name}</h1>
      {notice && (
        <p className={trolleyStyles.notice} role="status">
          {notice}
        </p>
      )}
      {savedTrolley && (
        <section aria-labelledby="saved-trolley" className={trolleyStyles.waiting}>
          <h2 id="saved-trolley">{SAVED_TROLLEY_WAITING_TITLE}</h2>
          <p>{savedTrolleyWaiting(savedTrolley.lineCount, formatDateTime(savedTrolley.savedAt))}</p>
        </section>
      )}
      <dl className={styles.details}>
        <dt>Customer number</dt>
        <dd>{customer.customerId}</dd>
        <dt>Email</dt>
        <dd>{customer.email}</dd>
        <dt>Registered</dt>
        <dd>{formatDateTime(customer.createdAt)}</dd>
        <dt>Last signed in</dt>
        <dd>{customer.lastLoginAt ? formatDateTime(customer.lastLoginAt) : 'Never'}</dd>
        <dt>Live sessions</dt>
        <dd>{customer.liveSessions}</dd>
      </dl>
      <Form method="post" reloadDocument>
        <button type="submit" className={buttonClass()}>
          {SIGN_ON_AS_CUSTOMER}
        </button>
      </Form>
      <LoyaltyMembershipPanel
        schemeName={loaderData.schemeName}
        loyalty={loaderData.loyalty}
        customerPath={`/admin/customers/${customer.customerId}`}
        confirmRemove={loaderData.confirmLoyaltyRemoval && actionData === undefined}
        notice={actionData ? null : loaderData.loyaltyNotice}
        problem={actionData?.loyaltyProblem ?? null}
      />
      <section aria-labelledby="audit-log" className={styles.results}>
        <h2 id="audit-log">{AUDIT_LOG_TITLE}</h2>
        {audit.length === 0 ? (
          <p>{AUDIT_LOG_EMPTY}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Staff</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {audit.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{entry.staffName}</td>
                  <td>
                    {auditActionLabel(entry.action)}
                    {auditDetailText(entry.action, entry.detail)}
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
