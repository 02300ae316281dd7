import { MAX_ADDRESSES } from '@grocer/domain/address/address-book-rules';
import { addressUpdatePlan, nothingChanged } from '@grocer/domain/address/address-changes';
import { addressFieldErrors, addressFormSchema } from '@grocer/domain/address/address-form.schema';
import { suggestionIdSchema } from '@grocer/domain/address/address-lookup.schema';
import {
  ADDRESS_SUGGESTION_UNKNOWN,
  addressBookFull,
} from '@grocer/domain/address/address-refusals';
import { type Identity, isStaffSignOn } from '@grocer/domain/identity/identity';
import type {
  AddressBookService,
  PostcodeLookupService,
  SuggestedAddress,
} from '@grocer/server/contexts/addresses/addresses.contract';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider } from 'react-router';
import { requireCustomer } from '../../../lib/route-guard.server.ts';
import { getServices } from '../../../lib/services.server.ts';
import { SHOW_ALL_PARAM, SHOW_ALL_VALUE } from '../components/address-book-list.tsx';
import {
  type AddressActionResult,
  type AddressIntent,
  type AddressModalKind,
  addressIntentOf,
} from '../lib/address-action-result.ts';
import {
  type AddressArea,
  type AddressNotice,
  addressAreaOf,
  addressIdOf,
  addressNoticeOf,
  NOTICE_PARAM,
} from '../lib/address-areas.ts';
import type { AddressBookEntry } from '../lib/address-book-entry.ts';
import {
  type AddressFormValues,
  newAddressForm,
  readAddressForm,
} from '../lib/address-form-values.ts';
import { type LookupQuery, lookupQueryOf } from '../lib/lookup-query.ts';
import type { LookupView } from '../lib/lookup-view.ts';

type Context = Readonly<RouterContextProvider>;

/** The addresses context's address book (decision 0027), through the load context. */
export function addressBookService(context: Context): AddressBookService {
  return getServices(context).addresses;
}

export function postcodeLookupService(context: Context): PostcodeLookupService {
  return getServices(context).postcodeLookup;
}

/** Pages about one shopper's addresses: never kept by a browser or a proxy (decision 0020). */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/**
 * The customer area (`/customer/...`) is for staff signed on as the customer only; to anyone
 * else signed in it does not exist (404), so it says nothing about itself (decision 0029).
 */
export async function staffSignOnIdentity(request: Request, context: Context): Promise<Identity> {
  const identity = await requireCustomer(request, context);
  if (!isStaffSignOn(identity)) throw data({ reason: 'not-found' }, { status: 404 });
  return identity;
}

/** The book, contact address first, with what each address allows (OPTIONS, spec doc 2 §7). */
export function loadAddressBook(
  service: AddressBookService,
  identity: Identity,
): Promise<AddressBookEntry[]> {
  return service.entries(identity);
}

type Answer = { result: AddressActionResult; status: number };

const succeeded = (intent: AddressIntent, notice: AddressNotice, addressId?: number): Answer => ({
  result: { ok: true, intent, notice, at: Date.now(), ...(addressId ? { addressId } : {}) },
  status: 200,
});

function refused(
  intent: AddressIntent,
  status: number,
  problem: {
    addressId?: number | null;
    errors?: Record<string, string>;
    values?: AddressFormValues | null;
    modal?: AddressModalKind | null;
  },
): Answer {
  return {
    result: {
      ok: false,
      intent,
      addressId: problem.addressId ?? null,
      errors: problem.errors ?? {},
      values: problem.values ?? null,
      modal: problem.modal ?? null,
      at: Date.now(),
    },
    status,
  };
}

/**
 * The address book's form posts, one `intent` each: add, edit, make-contact, delete. Every page
 * with the book (and the add, edit and delete pages) answers with this; the result drives the
 * form's errors, the spec's modals and the snackbar. Expected refusals are answers (400, 404,
 * 409, 423), never exceptions; a service's own 4xx refusal becomes the generic address error.
 */
export async function runAddressAction(
  service: AddressBookService,
  identity: Identity,
  form: FormData,
): Promise<Answer> {
  const intent = addressIntentOf(form.get('intent'));
  if (intent === null) return refused('add', 400, { modal: 'error' });
  try {
    return await runIntent(service, identity, intent, form);
  } catch (error) {
    const refusal = clientErrorOf(error);
    if (!refusal) throw error;
    return refused(intent, refusal.status, {
      addressId: addressIdOf(form.get('addressId')),
      modal: 'error',
    });
  }
}

async function runIntent(
  service: AddressBookService,
  identity: Identity,
  intent: AddressIntent,
  form: FormData,
): Promise<Answer> {
  if (intent === 'add') return addAddress(service, identity, form);
  const addressId = addressIdOf(form.get('addressId'));
  if (addressId === null) return refused(intent, 400, { modal: 'error' });
  switch (intent) {
    case 'edit':
      return editAddress(service, identity, addressId, form);
    case 'make-contact': {
      const outcome = await service.setContactAddress(identity, addressId);
      if (outcome.outcome === 'ok') return succeeded(intent, 'contact-updated');
      return refused(intent, outcome.outcome === 'not-found' ? 404 : 423, {
        addressId,
        modal: 'error',
      });
    }
    case 'delete': {
      const outcome = await service.remove(identity, addressId);
      if (outcome.outcome === 'deleted') return succeeded(intent, 'deleted');
      if (outcome.outcome === 'blocked') {
        return refused(intent, 423, { addressId, modal: outcome.reason });
      }
      return refused(intent, 404, { addressId, modal: 'error' });
    }
  }
}

async function addAddress(
  service: AddressBookService,
  identity: Identity,
  form: FormData,
): Promise<Answer> {
  const values = readAddressForm(form);
  const parsed = addressFormSchema.safeParse(values);
  if (!parsed.success) {
    return refused('add', 400, { errors: addressFieldErrors(parsed.error), values });
  }
  const suggestionId = suggestionIdSchema.safeParse(form.get('suggestionId'));
  const outcome = await service.add(identity, {
    address: parsed.data,
    ...(suggestionId.success ? { suggestionId: suggestionId.data } : {}),
    setContactAddress: form.get('setContactAddress') === 'true',
  });
  switch (outcome.outcome) {
    case 'added':
      return succeeded('add', 'added', outcome.address.id);
    case 'book-full':
      return refused('add', 409, {
        errors: { addressApiError: addressBookFull(MAX_ADDRESSES) },
        values,
      });
    case 'unknown-suggestion':
      return refused('add', 400, {
        errors: { addressApiError: ADDRESS_SUGGESTION_UNKNOWN },
        values,
      });
  }
}

/**
 * Changed-field detection (spec doc 2 §5): only the calls for what changed are made — the
 * place, the addressee, the note — and none when nothing did.
 */
async function editAddress(
  service: AddressBookService,
  identity: Identity,
  addressId: number,
  form: FormData,
): Promise<Answer> {
  const before = await service.get(identity, addressId);
  if (!before) return refused('edit', 404, { addressId, modal: 'error' });
  const values = readAddressForm(form);
  const parsed = addressFormSchema.safeParse(values);
  if (!parsed.success) {
    return refused('edit', 400, { addressId, errors: addressFieldErrors(parsed.error), values });
  }
  const after = parsed.data;
  const plan = addressUpdatePlan({ ...before, ...before.addressee }, after);
  const noteChanged = before.delivery.customerNote.trim() !== after.customerNote.trim();
  if (nothingChanged(plan) && !noteChanged) return succeeded('edit', 'unchanged');

  const steps = [
    plan.address &&
      (() =>
        service.updateAddress(identity, addressId, {
          line1: after.line1,
          line2: after.line2,
          line3: after.line3,
          town: after.town,
          region: after.region,
          country: after.country,
          postalCode: after.postalCode,
        })),
    plan.addressee &&
      (() =>
        service.updateAddressee(identity, addressId, {
          title: after.title,
          firstName: after.firstName,
          lastName: after.lastName,
          contactNumber: after.contactNumber,
        })),
    noteChanged && (() => service.updateDeliveryNote(identity, addressId, after.customerNote)),
  ];
  for (const step of steps) {
    if (!step) continue;
    const outcome = await step();
    if (outcome.outcome === 'not-found') return refused('edit', 404, { addressId, modal: 'error' });
    if (outcome.outcome === 'in-use') {
      return refused('edit', 423, { addressId, modal: 'cannot-edit' });
    }
  }
  return succeeded('edit', 'updated');
}

/** The action's answer as the route returns it. */
function addressActionResponse(answer: Answer) {
  return data(answer.result, { status: answer.status });
}

/**
 * The loader of a page with the whole book (the shopper's details-and-addresses, the customer
 * address admin): whose book it is, the book, the add form's starting values, the notice and
 * whether the long book is shown in full. Null when the account has gone since the session began.
 */
export async function loadAddressBookPage(request: Request, context: Context, identity: Identity) {
  const [account, entries] = await Promise.all([
    getServices(context).myDetails.details(identity),
    loadAddressBook(addressBookService(context), identity),
  ]);
  if (!account) return null;
  const params = new URL(request.url).searchParams;
  return {
    account,
    entries,
    newAddress: newAddressForm(account),
    notice: addressNoticeOf(params.get(NOTICE_PARAM)),
    expanded: params.get(SHOW_ALL_PARAM) === SHOW_ALL_VALUE,
  };
}

/** The action of a page with the whole book: the posted intent, answered in place. */
export async function answerAddressBookPost(
  request: Request,
  context: Context,
  identity: Identity,
) {
  const answer = await runAddressAction(
    addressBookService(context),
    identity,
    await request.formData(),
  );
  return addressActionResponse(answer);
}

/** The no-JavaScript postcode lookup of the add and edit pages, from the page's query. */
export async function lookupFromQuery(
  service: PostcodeLookupService,
  params: URLSearchParams,
): Promise<{ view: LookupView; suggested: { address: SuggestedAddress; id: string } | null }> {
  const query: LookupQuery = lookupQueryOf(params);
  switch (query.kind) {
    case 'none':
      return { view: { kind: 'none' }, suggested: null };
    case 'find': {
      const found = await service.find(
        query.text,
        query.container ? { container: query.container } : undefined,
      );
      if (found.outcome === 'unavailable') {
        return { view: { kind: 'unavailable', text: query.text }, suggested: null };
      }
      return {
        view: {
          kind: 'suggestions',
          text: query.text,
          inGroup: query.container !== null,
          suggestions: found.value,
        },
        suggested: null,
      };
    }
    case 'retrieve': {
      const retrieved = await service.retrieve(query.suggestionId);
      if (retrieved.outcome === 'unavailable') {
        return { view: { kind: 'unavailable', text: query.text }, suggested: null };
      }
      if (!retrieved.value) {
        return {
          view: { kind: 'suggestions', text: query.text, inGroup: false, suggestions: [] },
          suggested: null,
        };
      }
      return {
        view: { kind: 'filled', text: query.text },
        suggested: { address: retrieved.value, id: query.suggestionId },
      };
    }
  }
}

/** The area a page is in (from its path) and who is asking, checked as that area requires. */
export async function addressAreaIdentity(
  request: Request,
  context: Context,
): Promise<{ area: AddressArea; identity: Identity }> {
  const area = addressAreaOf(new URL(request.url).pathname);
  const identity =
    area === 'customer'
      ? await staffSignOnIdentity(request, context)
      : await requireCustomer(request, context);
  return { area, identity };
}
