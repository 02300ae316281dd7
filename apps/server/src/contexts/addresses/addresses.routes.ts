import {
  type AddressDeleteBlock,
  allowedMethodsFor,
} from '@grocer/domain/address/address-book-rules';
import {
  ADDRESS_DELETE_REFUSALS,
  ADDRESS_EDIT_REFUSAL,
  ADDRESS_LOOKUP_UNAVAILABLE,
  ADDRESS_NOT_FOUND,
} from '@grocer/domain/address/address-refusals';
import type { Identity } from '@grocer/domain/identity/identity';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type {
  Address,
  AddressBookService,
  AddressOutcome,
  PostcodeLookupOutcome,
  PostcodeLookupService,
} from './addresses.contract.ts';
import {
  addressBodySchema,
  addresseeBodySchema,
  addressListQuerySchema,
  addressParamsSchema,
  deliveryBodySchema,
  lookupQuerySchema,
  profileBodySchema,
  suggestionParamsSchema,
} from './addresses.schemas.ts';
import { LOOKUP_RETRY_AFTER_SECONDS } from './postcode-lookup.service.ts';

/**
 * Staff signed on as a customer send the customer's id in this header (spec doc 2 §6, §7);
 * anyone may. When sent, it must name the customer the session acts for (decision 0027).
 */
export const SUBJECT_ID_HEADER = 'x-subject-id';

const SIGN_IN_MESSAGE = 'Sign in to manage your addresses.';
const ADDRESS = '/addresses/v2/addresses';
const ONE_ADDRESS = `${ADDRESS}/:addressId`;
const owns = { param: 'addressId', resource: 'address' } as const;
/** Codes every address book call may answer besides validation. */
const CALLER_ERRORS = ['UNAUTHENTICATED', 'FORBIDDEN'] as const;

/** Who is asking comes first (401), then whether the subject header names them (403). */
async function callerOf(request: FastifyRequest): Promise<Identity> {
  const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
  const subject = request.headers[SUBJECT_ID_HEADER];
  if (subject !== undefined && subject !== String(identity.customerId)) {
    throw new AppError(
      'FORBIDDEN',
      `The ${SUBJECT_ID_HEADER} header must name the customer this session acts for.`,
    );
  }
  return identity;
}

function notFound(): AppError {
  return new AppError('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND);
}

function locked(reason: AddressDeleteBlock, message: string): AppError {
  return new AppError('ADDRESS_LOCKED', message, { reason });
}

/** An edit's outcome as the answer: the address, 404, or 423 ACTIVE_TROLLEY_ORDER. */
function edited(outcome: AddressOutcome<Address>): Address {
  if (outcome.outcome === 'not-found') throw notFound();
  if (outcome.outcome === 'in-use') throw locked('ACTIVE_TROLLEY_ORDER', ADDRESS_EDIT_REFUSAL);
  return outcome.value;
}

function lookedUp<T>(reply: FastifyReply, outcome: PostcodeLookupOutcome<T>): T {
  if (outcome.outcome === 'ok') return outcome.value;
  reply.header('retry-after', String(LOOKUP_RETRY_AFTER_SECONDS));
  throw new AppError('SERVICE_UNAVAILABLE', ADDRESS_LOOKUP_UNAVAILABLE);
}

const listAddresses = apiDoc({
  operationId: 'listAddresses',
  access: 'customer',
  tag: 'addresses',
  summary:
    'The address book: the contact address first, then by creation (newest first by default).',
  query: addressListQuerySchema,
  errors: [...CALLER_ERRORS],
});

const getAddress = apiDoc({
  operationId: 'getAddress',
  access: 'customer',
  owns,
  tag: 'addresses',
  summary: 'One address of the book.',
  params: addressParamsSchema,
  errors: [...CALLER_ERRORS, 'ADDRESS_NOT_FOUND'],
});

const addressOptions = apiDoc({
  operationId: 'addressOptions',
  access: 'customer',
  owns,
  tag: 'addresses',
  summary:
    'Whether the address may be edited and deleted: `Allow` lists the methods, the body says edit, delete and why delete is refused.',
  params: addressParamsSchema,
  errors: [...CALLER_ERRORS, 'ADDRESS_NOT_FOUND'],
});

const updateAddress = apiDoc({
  operationId: 'updateAddress',
  access: 'customer',
  owns,
  tag: 'addresses',
  summary: 'Changes the place (lines, town, county, country, postcode).',
  description:
    'Refused with 423 ADDRESS_LOCKED (reason ACTIVE_TROLLEY_ORDER) while an order in progress or a booked slot uses the address.',
  params: addressParamsSchema,
  body: addressBodySchema,
  errors: [...CALLER_ERRORS, 'ADDRESS_NOT_FOUND', 'ADDRESS_LOCKED'],
});

const deleteAddress = apiDoc({
  operationId: 'deleteAddress',
  access: 'customer',
  owns,
  tag: 'addresses',
  summary: 'Deletes an address.',
  description:
    'Refused with 423 ADDRESS_LOCKED whose `reason` is CONTACT_ADDRESS, FINAL_ADDRESS or ACTIVE_TROLLEY_ORDER.',
  params: addressParamsSchema,
  successStatus: 204,
  errors: [...CALLER_ERRORS, 'ADDRESS_NOT_FOUND', 'ADDRESS_LOCKED'],
});

const updateAddressee = apiDoc({
  operationId: 'updateAddressee',
  access: 'customer',
  owns,
  tag: 'addresses',
  summary: 'Changes who receives deliveries there: title, names and contact number.',
  params: addressParamsSchema,
  body: addresseeBodySchema,
  errors: [...CALLER_ERRORS, 'ADDRESS_NOT_FOUND', 'ADDRESS_LOCKED'],
});

const updateDelivery = apiDoc({
  operationId: 'updateDeliveryNote',
  access: 'customer',
  owns,
  tag: 'addresses',
  summary: 'Changes the note to the driver.',
  params: addressParamsSchema,
  body: deliveryBodySchema,
  errors: [...CALLER_ERRORS, 'ADDRESS_NOT_FOUND', 'ADDRESS_LOCKED'],
});

const changeProfile = apiDoc({
  operationId: 'changeContactAddress',
  access: 'customer',
  tag: 'accounts',
  summary: 'Makes one of the address book’s addresses the contact address.',
  body: profileBodySchema,
  errors: [...CALLER_ERRORS, 'ADDRESS_NOT_FOUND'],
});

const findSuggestions = apiDoc({
  operationId: 'findAddressSuggestions',
  access: 'customer',
  tag: 'address-lookup',
  summary:
    'Address suggestions for a postcode (or a postcode and house); `container` expands a RESULT_SET suggestion.',
  query: lookupQuerySchema,
  errors: [...CALLER_ERRORS, 'SERVICE_UNAVAILABLE'],
});

const retrieveSuggestion = apiDoc({
  operationId: 'retrieveAddressSuggestion',
  access: 'customer',
  tag: 'address-lookup',
  summary: 'The address fields of an ADDRESS suggestion, to fill the form.',
  params: suggestionParamsSchema,
  errors: [...CALLER_ERRORS, 'SUGGESTION_NOT_FOUND', 'SERVICE_UNAVAILABLE'],
});

/**
 * The address book over REST (spec doc 2 §7; decision 0027) and the postcode lookup. Adding an
 * address is the GraphQL mutation `addAddress` (addresses.graphql.ts). Each call checks the
 * caller, then the subject header, then (for one address) that it is the caller's (404
 * otherwise), then its input. Cookie callers send the CSRF header with changes. Answers are
 * `no-store`.
 */
export async function addressesRoutes(
  app: FastifyInstance,
  options: { addresses: AddressBookService; postcodeLookup: PostcodeLookupService },
) {
  const { addresses, postcodeLookup } = options;
  answerNoStore(app);

  /** The caller and the address named in the path, which must be theirs. */
  async function ownAddress(request: FastifyRequest) {
    const identity = await callerOf(request);
    const { addressId } = parseInput(addressParamsSchema, request.params, 'params');
    const address = await addresses.get(identity, addressId);
    if (!address) throw notFound();
    return { identity, address };
  }

  app.get(ADDRESS, listAddresses, async (request) => {
    const identity = await callerOf(request);
    const { sortBy } = parseInput(addressListQuerySchema, request.query, 'query');
    return addresses.list(identity, sortBy);
  });

  app.get(ONE_ADDRESS, getAddress, async (request) => (await ownAddress(request)).address);

  app.options(ONE_ADDRESS, addressOptions, async (request, reply) => {
    const identity = await callerOf(request);
    const { addressId } = parseInput(addressParamsSchema, request.params, 'params');
    // Not the caller's: null, so 404 as for any address of someone else.
    const permissions = await addresses.permissions(identity, addressId);
    if (!permissions) throw notFound();
    const allow = allowedMethodsFor(permissions);
    reply.header('allow', allow.join(', '));
    return { allow, ...permissions };
  });

  app.put(ONE_ADDRESS, updateAddress, async (request) => {
    const { identity, address } = await ownAddress(request);
    const lines = parseInput(addressBodySchema, request.body, 'body');
    return edited(await addresses.updateAddress(identity, address.id, lines));
  });

  app.delete(ONE_ADDRESS, deleteAddress, async (request, reply) => {
    const { identity, address } = await ownAddress(request);
    const outcome = await addresses.remove(identity, address.id);
    if (outcome.outcome === 'not-found') throw notFound();
    if (outcome.outcome === 'blocked') {
      throw locked(outcome.reason, ADDRESS_DELETE_REFUSALS[outcome.reason]);
    }
    return reply.code(204).send();
  });

  app.put(`${ONE_ADDRESS}/addressee`, updateAddressee, async (request) => {
    const { identity, address } = await ownAddress(request);
    const addressee = parseInput(addresseeBodySchema, request.body, 'body');
    return edited(await addresses.updateAddressee(identity, address.id, addressee));
  });

  app.patch(`${ONE_ADDRESS}/delivery`, updateDelivery, async (request) => {
    const { identity, address } = await ownAddress(request);
    const { customerNote } = parseInput(deliveryBodySchema, request.body, 'body');
    return edited(await addresses.updateDeliveryNote(identity, address.id, customerNote));
  });

  app.patch('/accounts/v1/profile', changeProfile, async (request) => {
    const identity = await callerOf(request);
    const { contactAddressId } = parseInput(profileBodySchema, request.body, 'body');
    const outcome = await addresses.setContactAddress(identity, contactAddressId);
    if (outcome.outcome !== 'ok') {
      throw new AppError('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND, {
        issues: [{ field: 'body.contactAddressId', message: ADDRESS_NOT_FOUND }],
      });
    }
    return { contactAddressId: outcome.value.id };
  });

  app.get('/address-lookup/v1/suggestions', findSuggestions, async (request, reply) => {
    await callerOf(request);
    const { text, container } = parseInput(lookupQuerySchema, request.query, 'query');
    const outcome = await postcodeLookup.find(text, container === undefined ? {} : { container });
    return { suggestions: lookedUp(reply, outcome) };
  });

  app.get(
    '/address-lookup/v1/suggestions/:suggestionId',
    retrieveSuggestion,
    async (request, reply) => {
      await callerOf(request);
      const { suggestionId } = parseInput(suggestionParamsSchema, request.params, 'params');
      const address = lookedUp(reply, await postcodeLookup.retrieve(suggestionId));
      if (!address) {
        throw new AppError(
          'SUGGESTION_NOT_FOUND',
          'No such suggestion: search again for the postcode.',
        );
      }
      return address;
    },
  );
}
