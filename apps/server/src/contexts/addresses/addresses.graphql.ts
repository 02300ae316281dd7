import { MAX_ADDRESSES } from '@grocer/domain/address/address-book-rules';
import { addressFormSchema } from '@grocer/domain/address/address-form.schema';
import { suggestionIdSchema } from '@grocer/domain/address/address-lookup.schema';
import {
  ADDRESS_SUGGESTION_UNKNOWN,
  addressBookFull,
} from '@grocer/domain/address/address-refusals';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { AddressBookService } from './addresses.contract.ts';
import { addressListQuerySchema } from './addresses.schemas.ts';

/**
 * Adding an address (spec doc 2 §7: a GraphQL mutation with the address fields, suggestionId,
 * setContactAddress and version 2; failures as `{message, type}`) and the signed-in customer's
 * book as a query. Every input field is optional in the schema, so a missing or bad field comes
 * back as the form's own message in `failures`, not as a GraphQL type error.
 */

const SIGN_IN_MESSAGE = 'Sign in to manage your addresses.';

/** The spec's call is version 2; no other version exists. */
const ADDRESS_CALL_VERSION = 2;

const addAddressInputSchema = z
  .object({
    suggestionId: suggestionIdSchema.nullish(),
    setContactAddress: z.boolean().nullish(),
    version: z
      .literal(ADDRESS_CALL_VERSION, { error: `must be ${ADDRESS_CALL_VERSION}` })
      .nullish(),
  })
  .strict();

/** GraphQL sends null for fields a client leaves out: the form reads them as missing. */
function withoutNulls(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

interface Services {
  addresses: AddressBookService;
}

export const addressesGraphql: GraphqlModule<Services> = {
  typeDefs: /* GraphQL */ `
    type Addressee {
      title: String!
      firstName: String!
      lastName: String!
      contactNumber: String!
      modified: String!
    }

    type AddressDelivery {
      customerNote: String!
    }

    type Address {
      id: Int!
      isContactAddress: Boolean!
      line1: String!
      line2: String!
      line3: String!
      town: String!
      region: String!
      country: String!
      postalCode: String!
      addressStatus: String!
      created: String!
      addressee: Addressee!
      delivery: AddressDelivery!
      uniqueDomesticAddressReferenceNumber: String
    }

    input AddAddressInput {
      line1: String
      line2: String
      line3: String
      town: String
      region: String
      country: String
      postalCode: String
      title: String
      firstName: String
      lastName: String
      contactNumber: String
      customerNote: String
      suggestionId: String
      setContactAddress: Boolean
      version: Int
    }

    type AddAddressPayload {
      address: Address
      failures: [Failure!]
    }

    type AddressesPayload {
      addresses: [Address!]!
      failures: [Failure!]
    }

    extend type Query {
      addresses(sortBy: String): AddressesPayload!
    }

    extend type Mutation {
      addAddress(input: AddAddressInput!): AddAddressPayload!
    }
  `,

  resolvers: (services) => ({
    Query: {
      addresses: (
        _root: unknown,
        args: { sortBy?: string | null },
        context: { reply: FastifyReply },
      ) =>
        withFailures({ addresses: [] }, async () => {
          const identity = await signedInIdentity(context.reply.request, SIGN_IN_MESSAGE);
          const { sortBy } = parseInput(
            addressListQuerySchema,
            args.sortBy == null ? {} : { sortBy: args.sortBy },
            'variables',
          );
          return { addresses: await services.addresses.list(identity, sortBy) };
        }),
    },
    Mutation: {
      addAddress: (
        _root: unknown,
        args: { input: Record<string, unknown> },
        context: { reply: FastifyReply },
      ) =>
        withFailures({ address: null }, async () => {
          const identity = await signedInIdentity(context.reply.request, SIGN_IN_MESSAGE);
          const { suggestionId, setContactAddress, version, ...fields } = withoutNulls(args.input);
          const call = parseInput(
            addAddressInputSchema,
            { suggestionId, setContactAddress, version },
            'variables',
          );
          const address = parseInput(addressFormSchema, fields, 'variables');
          const outcome = await services.addresses.add(identity, {
            address,
            ...(call.suggestionId ? { suggestionId: call.suggestionId } : {}),
            ...(call.setContactAddress ? { setContactAddress: true } : {}),
          });
          switch (outcome.outcome) {
            case 'added':
              return { address: outcome.address };
            case 'book-full':
              throw new AppError('ADDRESS_BOOK_FULL', addressBookFull(MAX_ADDRESSES));
            case 'unknown-suggestion':
              throw new AppError('ADDRESS_SUGGESTION_UNKNOWN', ADDRESS_SUGGESTION_UNKNOWN, {
                issues: [{ field: 'variables.suggestionId', message: ADDRESS_SUGGESTION_UNKNOWN }],
              });
          }
        }),
    },
  }),
};
