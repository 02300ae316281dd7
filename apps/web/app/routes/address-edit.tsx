import {
  ADDRESS_ERROR_MODAL,
  CANNOT_EDIT_MODAL,
  EDIT_ADDRESS_HEADING,
  EDIT_ADDRESS_TITLE,
} from '@grocer/domain/messages/address-book-messages';
import { data, redirect } from 'react-router';
import {
  addressAreaIdentity,
  addressBookService,
  lookupFromQuery,
  PRIVATE_PAGE_HEADERS,
  postcodeLookupService,
  runAddressAction,
} from '../features/addresses/api/address-book.server.ts';
import { AddressForm } from '../features/addresses/components/address-form.tsx';
import { AddressPage, AddressPageNotice } from '../features/addresses/components/address-page.tsx';
import { PostcodeLookupLinks } from '../features/addresses/components/postcode-lookup-links.tsx';
import {
  ADDRESS_AREAS,
  addressIdOf,
  bookWithNotice,
} from '../features/addresses/lib/address-areas.ts';
import {
  addressFormValues,
  withSuggestedAddress,
} from '../features/addresses/lib/address-form-values.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import type { LayoutHandle } from '../lib/layout-handle.ts';
import type { Route } from './+types/address-edit';

/**
 * The edit-address page (spec doc 1 §2 standalone /*\/addresses/edit/{addressId}). It checks the
 * edit permission first (doc 2 §4): an address an order or a booked slot uses shows the
 * cannot-edit message instead of the form. Another customer's address, or none, is a 404.
 */
export const handle: LayoutHandle = { minimalHeader: true };

export function meta() {
  return [{ title: EDIT_ADDRESS_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

const notFound = () => data({ reason: 'not-found' }, { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { area, identity } = await addressAreaIdentity(request, context);
  const addressId = addressIdOf(params.addressId);
  if (addressId === null) throw notFound();
  const service = addressBookService(context);
  const [address, permissions] = await Promise.all([
    service.get(identity, addressId),
    service.permissions(identity, addressId),
  ]);
  if (!address || !permissions) throw notFound();
  const lookup = permissions.edit
    ? await lookupFromQuery(postcodeLookupService(context), new URL(request.url).searchParams)
    : { view: { kind: 'none' as const }, suggested: null };
  const start = addressFormValues(address);
  return {
    area,
    addressId,
    editable: permissions.edit,
    lookup: lookup.view,
    initialValues: lookup.suggested ? withSuggestedAddress(start, lookup.suggested.address) : start,
    suggestionId: lookup.suggested?.id ?? null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { area, identity } = await addressAreaIdentity(request, context);
  const addressId = addressIdOf(params.addressId);
  if (addressId === null) throw notFound();
  const form = await request.formData();
  form.set('intent', 'edit');
  form.set('addressId', String(addressId));
  const answer = await runAddressAction(addressBookService(context), identity, form);
  if (answer.result.ok) throw redirect(bookWithNotice(area, answer.result.notice));
  return data(answer.result, { status: answer.status });
}

export default function AddressEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { area, addressId, editable, lookup, initialValues, suggestionId } = loaderData;
  const hydrated = useHydrated();
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const book = ADDRESS_AREAS[area].book;
  const blocked = !editable || refusal?.modal === 'cannot-edit';
  return (
    <AddressPage backHref={book} heading={EDIT_ADDRESS_HEADING}>
      {blocked ? (
        <AddressPageNotice text={CANNOT_EDIT_MODAL} alert={refusal !== undefined} />
      ) : (
        <>
          {refusal?.modal === 'error' && <AddressPageNotice text={ADDRESS_ERROR_MODAL} alert />}
          {!hydrated && <PostcodeLookupLinks view={lookup} />}
          <AddressForm
            key={suggestionId ?? 'address'}
            intent="edit"
            addressId={addressId}
            initialValues={refusal?.values ?? initialValues}
            errors={refusal?.errors}
            result={refusal}
            cancel={{ href: book }}
          />
        </>
      )}
    </AddressPage>
  );
}
