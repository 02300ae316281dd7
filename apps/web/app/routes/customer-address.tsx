import {
  CUSTOMER_ADDRESSES_TITLE,
  customerAddressesHeading,
  STAFF_ADDRESS_AUDIT_NOTE,
} from '@grocer/domain/messages/address-book-messages';
import { data } from 'react-router';
import {
  answerAddressBookPost,
  loadAddressBookPage,
  PRIVATE_PAGE_HEADERS,
  staffSignOnIdentity,
} from '../features/addresses/api/address-book.server.ts';
import { AddressBookManager } from '../features/addresses/components/address-book-manager.tsx';
import type { Route } from './+types/customer-address';
import styles from './customer-address.module.css';

/**
 * Customer address admin (spec doc 2 §2 /customer/address): the address book of the customer a
 * staff member is signed on as, with the shopper's own actions. The address book service writes
 * each change to the staff audit log.
 */
export function meta() {
  return [{ title: CUSTOMER_ADDRESSES_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await staffSignOnIdentity(request, context);
  const page = await loadAddressBookPage(request, context, identity);
  if (!page) throw data({ reason: 'not-found' }, { status: 404 });
  const { account, ...book } = page;
  return {
    ...book,
    customerName: [account.title, account.firstName, account.lastName].filter(Boolean).join(' '),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerAddressBookPost(request, context, await staffSignOnIdentity(request, context));
}

export default function CustomerAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { customerName, entries, newAddress, notice, expanded } = loaderData;
  return (
    <div className={styles.page}>
      <h1>{customerAddressesHeading(customerName)}</h1>
      <p className={styles.note}>{STAFF_ADDRESS_AUDIT_NOTE}</p>
      <AddressBookManager
        area="customer"
        entries={entries}
        newAddress={newAddress}
        notice={notice}
        actionResult={actionData}
        initiallyExpanded={expanded}
      />
    </div>
  );
}
