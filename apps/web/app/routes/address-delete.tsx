import {
  ADDRESS_ERROR_MODAL,
  CANCEL,
  DELETE_ADDRESS_TITLE,
  DELETE_BLOCKED_MODALS,
  DELETE_CONFIRM_MODAL,
} from '@grocer/domain/messages/address-book-messages';
import { data, Form, Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import {
  addressAreaIdentity,
  addressBookService,
  PRIVATE_PAGE_HEADERS,
  runAddressAction,
} from '../features/addresses/api/address-book.server.ts';
import { addressLines } from '../features/addresses/components/address-card.tsx';
import {
  AddressPage,
  AddressPageNotice,
  addressPageStyles as styles,
} from '../features/addresses/components/address-page.tsx';
import {
  ADDRESS_AREAS,
  addressIdOf,
  bookWithNotice,
} from '../features/addresses/lib/address-areas.ts';
import type { Route } from './+types/address-delete';

/**
 * The delete confirmation page (spec doc 1 §2 my-details/addresses/delete?addressId=; the
 * customer area's twin at customer/addresses/delete). Without JavaScript it is how an address is
 * deleted: it asks first, or says which of the three refusals (423 CONTACT_ADDRESS,
 * FINAL_ADDRESS, ACTIVE_TROLLEY_ORDER) stands in the way.
 */
export function meta() {
  return [{ title: DELETE_ADDRESS_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

const notFound = () => data({ reason: 'not-found' }, { status: 404 });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { area, identity } = await addressAreaIdentity(request, context);
  const addressId = addressIdOf(new URL(request.url).searchParams.get('addressId'));
  if (addressId === null) throw notFound();
  const service = addressBookService(context);
  const [address, permissions] = await Promise.all([
    service.get(identity, addressId),
    service.permissions(identity, addressId),
  ]);
  if (!address || !permissions) throw notFound();
  return {
    area,
    address,
    block: permissions.deleteBlock,
    deletable: permissions.delete,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { area, identity } = await addressAreaIdentity(request, context);
  const addressId = addressIdOf(new URL(request.url).searchParams.get('addressId'));
  if (addressId === null) throw notFound();
  const form = new FormData();
  form.set('intent', 'delete');
  form.set('addressId', String(addressId));
  const answer = await runAddressAction(addressBookService(context), identity, form);
  if (answer.result.ok) throw redirect(bookWithNotice(area, answer.result.notice));
  return data(answer.result, { status: answer.status });
}

export default function AddressDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { area, address, block, deletable } = loaderData;
  const book = ADDRESS_AREAS[area].book;
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const refusedModal = refusal?.modal ?? null;
  const blockedBy =
    refusedModal && refusedModal !== 'error' && refusedModal !== 'cannot-edit'
      ? refusedModal
      : block;
  const content = (
    <AddressPage backHref={book} heading={DELETE_CONFIRM_MODAL.title}>
      <address className={styles.summary}>
        {addressLines(address).map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
      {blockedBy ? (
        <>
          <AddressPageNotice
            text={DELETE_BLOCKED_MODALS[blockedBy]}
            alert={refusal !== undefined}
          />
          <p>
            <Link to={book} className={buttonClass()}>
              {CANCEL}
            </Link>
          </p>
        </>
      ) : !deletable || refusedModal === 'error' ? (
        <AddressPageNotice text={ADDRESS_ERROR_MODAL} alert={refusal !== undefined} />
      ) : (
        <>
          <p>{DELETE_CONFIRM_MODAL.message}</p>
          <div className={styles.actions}>
            <Form method="post">
              <button type="submit" className={buttonClass()}>
                {DELETE_CONFIRM_MODAL.confirm}
              </button>
            </Form>
            <Link to={book} className={buttonClass({ variant: 'ghost' })}>
              {CANCEL}
            </Link>
          </div>
        </>
      )}
    </AddressPage>
  );
  return area === 'myaccount' ? <PageContainer>{content}</PageContainer> : content;
}
