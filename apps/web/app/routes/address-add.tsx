import { ADD_ADDRESS, ADD_ADDRESS_TITLE } from '@grocer/domain/messages/address-book-messages';
import { BACK_TO_SLOT_BOOKING } from '@grocer/domain/messages/slot-page-messages';
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
import { AddressPage } from '../features/addresses/components/address-page.tsx';
import { PostcodeLookupLinks } from '../features/addresses/components/postcode-lookup-links.tsx';
import {
  ADDRESS_AREAS,
  bookWithNotice,
  RETURN_TO_PARAM,
  returnPathOf,
  returnWithAddress,
} from '../features/addresses/lib/address-areas.ts';
import {
  newAddressForm,
  withSuggestedAddress,
} from '../features/addresses/lib/address-form-values.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { toRoutePath } from '../lib/app-path.ts';
import type { LayoutHandle } from '../lib/layout-handle.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/address-add';

/**
 * The add-address page (spec doc 1 §2 standalone /{addressPath}/addresses/add; decision 0029:
 * `myaccount` for the shopper, `customer` for staff signed on). The whole job without
 * JavaScript: the postcode lookup is a GET form to this page, whose links fill the form.
 * Slot booking sends the shopper here with `?returnTo=` its grid, and gets them back with the
 * new address chosen (decision 0036).
 */
export const handle: LayoutHandle = { minimalHeader: true };

export function meta() {
  return [{ title: ADD_ADDRESS_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { area, identity } = await addressAreaIdentity(request, context);
  const url = new URL(request.url);
  const [account, addresses, lookup] = await Promise.all([
    getServices(context).myDetails.details(identity),
    addressBookService(context).list(identity),
    lookupFromQuery(postcodeLookupService(context), url.searchParams),
  ]);
  if (!account) throw data({ reason: 'not-found' }, { status: 404 });
  const start = newAddressForm(account);
  return {
    area,
    lookup: lookup.view,
    initialValues: lookup.suggested ? withSuggestedAddress(start, lookup.suggested.address) : start,
    suggestionId: lookup.suggested?.id ?? null,
    hasAddresses: addresses.length > 0,
    returnPath: returnPathOf(url.searchParams),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { area, identity } = await addressAreaIdentity(request, context);
  const form = await request.formData();
  form.set('intent', 'add');
  const answer = await runAddressAction(addressBookService(context), identity, form);
  if (answer.result.ok) {
    const back = returnPathOf(new URL(request.url).searchParams);
    const added = answer.result.addressId;
    throw redirect(
      back && added ? returnWithAddress(back, added) : bookWithNotice(area, answer.result.notice),
    );
  }
  return data(answer.result, { status: answer.status });
}

export default function AddressAdd({ loaderData, actionData }: Route.ComponentProps) {
  const { area, lookup, initialValues, suggestionId, hasAddresses, returnPath } = loaderData;
  const hydrated = useHydrated();
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const back = returnPath ? toRoutePath(returnPath) : ADDRESS_AREAS[area].book;
  return (
    <AddressPage
      backHref={back}
      heading={ADD_ADDRESS}
      {...(returnPath ? { backLabel: BACK_TO_SLOT_BOOKING } : {})}
    >
      {!hydrated && (
        <PostcodeLookupLinks
          view={lookup}
          keep={returnPath ? { [RETURN_TO_PARAM]: returnPath } : {}}
        />
      )}
      <AddressForm
        key={suggestionId ?? 'new'}
        intent="add"
        initialValues={refusal?.values ?? initialValues}
        {...(suggestionId ? { initialSuggestionId: suggestionId } : {})}
        errors={refusal?.errors}
        result={refusal}
        offerContactAddress={hasAddresses}
        cancel={{ href: back }}
      />
    </AddressPage>
  );
}
