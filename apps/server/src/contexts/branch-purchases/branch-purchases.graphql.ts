import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';
import type { FastifyReply } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { BranchPurchasesService } from './branch-purchases.contract.ts';
import { boughtInStoreQuerySchema } from './branch-purchases.schemas.ts';

type Context = { reply: FastifyReply };

/**
 * Bought in store over GraphQL (decision 0079), through the same service as REST. Its aisles are
 * the favourites module's FavouritesCategory.
 */
export const branchPurchasesGraphql: GraphqlModule<{ branchPurchases: BranchPurchasesService }> = {
  typeDefs: /* GraphQL */ `
      type BoughtInStoreProduct {
        product: Product!
        "Branch visits in the last year that bought it."
        timesBought: Int!
        lastBought: String!
      }

      type BoughtInStore {
        products: [BoughtInStoreProduct!]!
        totalMatches: Int!
        start: Int!
        size: Int!
        categories: [FavouritesCategory!]!
        categoryId: String
      }

      type BoughtInStorePayload {
        boughtInStore: BoughtInStore
        failures: [Failure!]
      }

      extend type Query {
        "The products the shopper bought in our branches in the last year, most recently bought first."
        boughtInStore(categoryId: String, start: Int, size: Int): BoughtInStorePayload!
      }
    `,
  resolvers: ({ branchPurchases }) => ({
    Query: {
      boughtInStore: (
        _root: unknown,
        args: { categoryId?: string | null; start?: number | null; size?: number | null },
        context: Context,
      ) =>
        withFailures({ boughtInStore: null }, async () => {
          const identity = await signedInIdentity(context.reply.request, M.SIGN_IN);
          const query = parseInput(
            boughtInStoreQuerySchema,
            Object.fromEntries(Object.entries(args).filter(([, value]) => value != null)),
            'variables',
          );
          const listing = await branchPurchases.boughtInStore(identity.customerId, query);
          return {
            boughtInStore: {
              ...listing,
              products: listing.products.map(({ timesBought, lastBought, ...product }) => ({
                product,
                timesBought,
                lastBought,
              })),
            },
          };
        }),
    },
  }),
};
