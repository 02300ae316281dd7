import type { GraphqlModule } from './graphql-module.ts';

/**
 * The types every context's schema shares, and the empty roots the contexts extend. Expected
 * failures come back in the payload as `failures: [{message, type}]` (spec doc 1 §7), not as
 * GraphQL errors (see with-failures.ts).
 */
export const baseGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type Query

    type Mutation

    type Failure {
      message: String!
      type: String!
    }

    type Money {
      amount: Int!
      currencyCode: String!
    }

    type Quantity {
      amount: Float!
      uom: String!
    }
  `,
  resolvers: () => ({}),
};
