import {
  DETAILS_AND_ADDRESSES_HEADING,
  DETAILS_AND_ADDRESSES_TITLE,
  EDIT_YOUR_DETAILS,
  YOUR_DETAILS_SECTION,
} from '@grocer/domain/messages/address-book-messages';
import { Link } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import {
  answerAddressBookPost,
  loadAddressBookPage,
  PRIVATE_PAGE_HEADERS,
} from '../features/addresses/api/address-book.server.ts';
import { AddressBookManager } from '../features/addresses/components/address-book-manager.tsx';
import { loginRedirect, requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/details-and-addresses';
import page from './details-and-addresses.module.css';

/**
 * Account details and the address book (spec doc 2 §2 myaccount details-and-addresses; issue
 * 10). Inside the signed-in guard; never a shared page. Every action works as a plain form post;
 * with JavaScript the add, edit and choose dialogs open from the hash (decision 0029).
 */
export function meta() {
  return [{ title: DETAILS_AND_ADDRESSES_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const page = await loadAddressBookPage(request, context, identity);
  // The account has gone since the session began.
  if (!page) {
    throw loginRedirect('/ecom/myaccount/details-and-addresses');
  }
  return page;
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerAddressBookPost(request, context, await requireCustomer(request, context));
}

export default function DetailsAndAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const { account, entries, newAddress, notice, expanded } = loaderData;
  return (
    <PageContainer>
      <div className={page.layout}>
        <h1>{DETAILS_AND_ADDRESSES_HEADING}</h1>
        <section className={page.details} aria-labelledby="your-details-heading">
          <h2 id="your-details-heading" className={page.sectionTitle}>
            {YOUR_DETAILS_SECTION}
          </h2>
          <dl className={page.facts}>
            <dt>Name</dt>
            <dd>
              {[account.title, account.firstName, account.lastName].filter(Boolean).join(' ')}
            </dd>
            <dt>Email</dt>
            <dd className={page.email}>{account.email}</dd>
          </dl>
          <p>
            <Link to="/my-details">{EDIT_YOUR_DETAILS}</Link>
          </p>
        </section>
        <AddressBookManager
          area="myaccount"
          entries={entries}
          newAddress={newAddress}
          notice={notice}
          actionResult={actionData}
          initiallyExpanded={expanded}
        />
      </div>
    </PageContainer>
  );
}
