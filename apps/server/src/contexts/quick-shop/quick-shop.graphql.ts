import { DEFAULT_RECOMMENDATIONS_SIZE } from '@grocer/domain/trolley/trolley-input.schema';
import type { FastifyReply } from 'fastify';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { QuickShopService } from './quick-shop.contract.ts';
import { EXPERIENCE_HEADER } from './quick-shop.schemas.ts';

/**
 * The order query with recommendations over GraphQL (spec doc 1 §7, doc 2 §7: customerOrderId,
 * recommendationsSize, recommendationsStart, productsSize, trolleyId; a header naming the
 * previous-order experience; decision 0082), through the quick shop's service. Another
 * customer's order answers NOT_FOUND, as one that does not exist.
 */

type Context = { reply: FastifyReply };

interface Args {
  customerOrderId: string;
  recommendationsSize: number;
  recommendationsStart: number;
  productsSize: number;
  trolleyId?: string | null;
}

export const quickShopGraphql: GraphqlModule<{ quickShop: QuickShopService }> = {
  owns: {
    'Query.getOrderWithRecommendations': { arg: 'customerOrderId', resource: 'order' },
  },

  typeDefs: /* GraphQL */ `
    type OrderWithRecommendationsPayload {
      order: OrderDetails
      "The catalogue's products of the order's lines still sold, in line order."
      products: [Product!]
      "Popular products of the order's shelves in neither the order nor the trolley."
      recommendations: [Product!]
      failures: [Failure!]
    }

    extend type Query {
      "The shopper's order, its products and recommendations (send the header experience: previous-order)."
      getOrderWithRecommendations(
        customerOrderId: String!
        recommendationsSize: Int = ${DEFAULT_RECOMMENDATIONS_SIZE}
        recommendationsStart: Int = 0
        productsSize: Int = 100
        trolleyId: String
      ): OrderWithRecommendationsPayload!
    }
  `,

  resolvers: ({ quickShop }) => ({
    Query: {
      getOrderWithRecommendations: (_root: unknown, args: Args, context: Context) =>
        withFailures({ order: null, products: null, recommendations: null }, async () => {
          const request = context.reply.request;
          const identity = await signedInIdentity(request, 'Sign in to see your orders.');
          const header = request.headers[EXPERIENCE_HEADER];
          const found = await quickShop.orderWithRecommendations(identity, {
            ...args,
            experience: Array.isArray(header) ? header.join(',') : (header ?? null),
          });
          const { order } = found;
          return {
            ...found,
            // OrderDetails as the order query answers it (its totals grouped).
            order: {
              ...order,
              totals: { estimated: order.estimatedTotals, actual: order.actualTotals },
            },
          };
        }),
    },
  }),
};
