import {
  CUSTOMER_ADDRESSES_TITLE,
  customerAddressesHeading,
  STAFF_ADDRESS_AUDIT_NOTE,
} from '@grocer/domain/messages/address-book-messages';
import { data } from 'react-router';
import {
  addressActionResponse,
  addressBookService,
  loadAddressBook,
  PRIVATE_PAGE_HEADERS,
  runAddressAction,
  staffSignOnIdentity,
} from '../features/addresses/api/address-book.server.ts';
import {
  SHOW_ALL_PARAM,
  SHOW_ALL_VALUE,
} from '../features/addresses/components/address-book-list.tsx';
import { AddressBookManager } from '../features/addresses/components/address-book-manager.tsx';
import { addressNoticeOf, NOTICE_PARAM } from '../features/addresses/lib/address-areas.ts';
import { newAddressForm } from '../features/addresses/lib/address-form-values.ts';
import { getServices } from '../lib/services.server.ts';
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
  const [customer, entries] = await Promise.all([
    getServices(context).myDetails.details(identity),
    loadAddressBook(addressBookService(context), identity),
  ]);
  if (!customer) throw data({ reason: 'not-found' }, { status: 404 });
  const params = new URL(request.url).searchParams;
  return {
    customerName: [customer.title, customer.firstName, customer.lastName].filter(Boolean).join(' '),
    entries,
    newAddress: newAddressForm(customer),
    notice: addressNoticeOf(params.get(NOTICE_PARAM)),
    expanded: params.get(SHOW_ALL_PARAM) === SHOW_ALL_VALUE,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await staffSignOnIdentity(request, context);
  const answer = await runAddressAction(
    addressBookService(context),
    identity,
    await request.formData(),
  );
  return addressActionResponse(answer);
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
