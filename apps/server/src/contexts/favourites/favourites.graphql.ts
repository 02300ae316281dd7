import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';
import type { FastifyReply } from 'fastify';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { FavouritesService } from './favourites.contract.ts';

/**
 * Favourites over GraphQL (decision 0079), through the same service as REST: the add and remove
 * mutations answer the favourite's state, or a failure (UNAUTHENTICATED, VALIDATION_FAILED,
 * NOT_FOUND for a line number the catalogue does not know).
 */

type Context = { reply: FastifyReply };

export const favouritesGraphql: GraphqlModule<{ favourites: FavouritesService }> = {
  typeDefs: /* GraphQL */ `
    type Favourite {
      lineNumber: String!
      "True after an add, false after a remove."
      favourite: Boolean!
    }

    type FavouritePayload {
      favourite: Favourite
      failures: [Failure!]
    }

    extend type Mutation {
      "Spec doc 3 §7 PUT favourites/{lineNumber}: makes the product a favourite (again: no change)."
      addFavourite(lineNumber: String!): FavouritePayload!
      "Spec doc 3 §7 DELETE favourites/{lineNumber}: no longer a favourite (never one: no change)."
      removeFavourite(lineNumber: String!): FavouritePayload!
    }
  `,
  resolvers: ({ favourites }) => ({
    Mutation: {
      addFavourite: (_root: unknown, args: { lineNumber: string }, context: Context) =>
        withFailures({ favourite: null }, async () => {
          const identity = await signedInIdentity(context.reply.request, M.SIGN_IN_TO_CHANGE);
          return { favourite: await favourites.add(identity.customerId, args.lineNumber) };
        }),
      removeFavourite: (_root: unknown, args: { lineNumber: string }, context: Context) =>
        withFailures({ favourite: null }, async () => {
          const identity = await signedInIdentity(context.reply.request, M.SIGN_IN_TO_CHANGE);
          return { favourite: await favourites.remove(identity.customerId, args.lineNumber) };
        }),
    },
  }),
};
