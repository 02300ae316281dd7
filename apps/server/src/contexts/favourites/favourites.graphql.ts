import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';
import type { FastifyReply } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { FavouriteProduct, FavouritesService } from './favourites.contract.ts';
import { favouritesParamsSchema, favouritesQuerySchema } from './favourites.schemas.ts';

/**
 * Favourites over GraphQL (decision 0079), through the same service as REST: the favourites
 * query (another shopper's trolley answers NOT_FOUND), and the add and remove mutations, which
 * answer the favourite's state or a failure (UNAUTHENTICATED, VALIDATION_FAILED, NOT_FOUND for a
 * line number the catalogue does not know).
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

    "An aisle of the shopper's products, with how many (a filter's option)."
    type FavouritesCategory {
      categoryId: String!
      name: String!
      count: Int!
    }

    type PurchaseFrequency {
      "Shops (online orders and branch visits) in the last year that bought it."
      timesBought: Int!
      boughtOnline: Boolean!
      boughtInBranch: Boolean!
      lastBought: String!
    }

    type FavouriteProduct {
      product: Product!
      "The shopper pressed its heart."
      userSelected: Boolean!
      "Null when the shopper has not bought it in the last year."
      purchaseFrequency: PurchaseFrequency
    }

    type FavouritesSummary {
      products: [FavouriteProduct!]!
      totalMatches: Int!
      start: Int!
      size: Int!
      hasMore: Boolean!
    }

    type FavouritesCriteria {
      sortBy: String!
      includes: [String!]!
      categoryIds: [String!]!
      offerflag: Boolean!
      promotionflag: Boolean!
    }

    type Favourites {
      summary: FavouritesSummary!
      forgottenProducts: [FavouriteProduct!]!
      categories: [FavouritesCategory!]!
      criteria: FavouritesCriteria!
    }

    type FavouritesPayload {
      favourites: Favourites
      failures: [Failure!]
    }

    extend type Query {
      "Spec doc 3 §7 GET favourites/{customerOrderId}: the summary (a page of it) and the forgotten products."
      favourites(
        customerOrderId: String!
        ignoreCategories: Boolean
        promotionflag: Boolean
        offerflag: Boolean
        "CATEGORY or PURCHASE_FREQUENCY"
        sortBy: String
        size: Int
        start: Int
        categoryIds: [String!]
        "bought-online, bought-in-branch, user-selected"
        includes: [String!]
      ): FavouritesPayload!
    }

    extend type Mutation {
      "Spec doc 3 §7 PUT favourites/{lineNumber}: makes the product a favourite (again: no change)."
      addFavourite(lineNumber: String!): FavouritePayload!
      "Spec doc 3 §7 DELETE favourites/{lineNumber}: no longer a favourite (never one: no change)."
      removeFavourite(lineNumber: String!): FavouritePayload!
    }
  `,
  owns: { 'Query.favourites': { arg: 'customerOrderId', resource: 'trolley' } },

  resolvers: ({ favourites }) => ({
    Query: {
      favourites: (
        _root: unknown,
        { customerOrderId, ...args }: { customerOrderId: string } & Record<string, unknown>,
        context: Context,
      ) =>
        withFailures({ favourites: null }, async () => {
          const identity = await signedInIdentity(context.reply.request, M.SIGN_IN);
          const params = parseInput(favouritesParamsSchema, { customerOrderId }, 'variables');
          const query = parseInput(
            favouritesQuerySchema,
            Object.fromEntries(Object.entries(args).filter(([, value]) => value != null)),
            'variables',
          );
          const view = await favourites.favourites(identity, params.customerOrderId, query);
          const shaped = ({ userSelected, purchaseFrequency, ...product }: FavouriteProduct) => ({
            product,
            userSelected,
            purchaseFrequency,
          });
          return {
            favourites: {
              ...view,
              summary: { ...view.summary, products: view.summary.products.map(shaped) },
              forgottenProducts: view.forgottenProducts.map(shaped),
            },
          };
        }),
    },
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
