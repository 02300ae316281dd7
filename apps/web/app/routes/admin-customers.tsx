import { EMAIL_MAX_LENGTH } from '@grocer/domain/identity/email-address';
import {
  CUSTOMER_SEARCH_EMPTY,
  CUSTOMER_SEARCH_NO_MATCH,
  CUSTOMER_SEARCH_TITLE,
  ORDER_SEARCH_NOT_AVAILABLE,
  STAFF_CONSOLE_TITLE,
} from '@grocer/domain/messages/staff-messages';
import { customerSearchSchema, isEmptySearch } from '@grocer/domain/staff/staff-console';
import { data, Form, Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-customers';
import styles from './admin-console.module.css';

/** The console's start page: find a customer by email, name or order number. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const input = {
    email: params.get('email') ?? '',
    name: params.get('name') ?? '',
    orderNumber: params.get('orderNumber') ?? '',
  };
  const parsed = customerSearchSchema.safeParse(input);
  if (!parsed.success) {
    return data(
      {
        input,
        problem: parsed.error.issues[0]?.message ?? 'The search is not valid.',
        result: null,
      },
      { status: 400 },
    );
  }
  if (isEmptySearch(parsed.data)) {
    const searched = params.has('email') || params.has('name') || params.has('orderNumber');
    return { input, problem: searched ? CUSTOMER_SEARCH_EMPTY : null, result: null };
  }
  const result = await getServices(context).staff.findCustomers(staff, parsed.data);
  return { input, problem: null, result };
}

export function meta() {
  return [{ title: `${CUSTOMER_SEARCH_TITLE} · ${STAFF_CONSOLE_TITLE}` }];
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { input, problem, result } = loaderData;
  return (
    <>
      <h1>{CUSTOMER_SEARCH_TITLE}</h1>
      <Form method="get" className={styles.search} aria-describedby="customer-search-help">
        <p id="customer-search-help" className={styles.help}>
          {CUSTOMER_SEARCH_EMPTY} Email and name match any part, ignoring case.
        </p>
        <div className={styles.fields}>
          <label>
            Email
            <input
              name="email"
              type="search"
              maxLength={EMAIL_MAX_LENGTH}
              defaultValue={input.email}
            />
          </label>
          <label>
            Name
            <input name="name" type="search" maxLength={100} defaultValue={input.name} />
          </label>
          <label>
            Order number
            <input
              name="orderNumber"
              type="search"
              inputMode="numeric"
              maxLength={20}
              defaultValue={input.orderNumber}
            />
          </label>
        </div>
        <button type="submit" className={buttonClass()}>
          Find customer
        </button>
      </Form>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {result && (
        <section aria-labelledby="customer-results" className={styles.results}>
          <h2 id="customer-results">Customers</h2>
          {result.orderNumberSearched && (
            <p className={styles.note}>{ORDER_SEARCH_NOT_AVAILABLE}</p>
          )}
          {result.customers.length === 0 ? (
            <p>{CUSTOMER_SEARCH_NO_MATCH}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                </tr>
              </thead>
              <tbody>
                {result.customers.map((customer) => (
                  <tr key={customer.customerId}>
                    <td>
                      <Link to={`/admin/customers/${customer.customerId}`}>
                        {customer.customerId}
                      </Link>
                    </td>
                    <td>
                      {[customer.title, customer.firstName, customer.lastName]
                        .filter(Boolean)
                        .join(' ')}
                    </td>
                    <td>{customer.email}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {result.more && <p className={styles.note}>More customers match: narrow the search.</p>}
        </section>
      )}
    </>
  );
}
