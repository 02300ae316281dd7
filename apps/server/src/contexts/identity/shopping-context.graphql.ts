import { createHash } from 'node:crypto';
import type { Identity } from '@grocer/domain/identity/identity';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { toGraphqlFailure } from '../../errors/error-handler.ts';
import { requestIdentity } from './request-identity.plugin.ts';

/**
 * The shopping-context query (spec doc 1 §7 Session): the client sends its customer id hashed
 * (SHA-256, base64) and gets back whom the session acts for, the order in progress and the
 * default branch. Orders do not exist yet, so the order fields are null until they do.
 *
 * Not yet merged into the schema: graphql.plugin.ts adds `shoppingContextTypeDefs` to its schema
 * and spreads `shoppingContextResolvers().Query` into its resolvers.
 */
export const shoppingContextTypeDefs = /* GraphQL */ `
  type ShoppingContext {
    customerId: String!
    customerOrderId: String
    customerOrderState: String
    defaultBranchId: String!
  }

  type ShoppingContextPayload {
    shoppingContext: ShoppingContext
    failures: [Failure!]
  }

  extend type Query {
    shoppingContext(customerId: String!): ShoppingContextPayload!
  }
`;

/** Spec: the customer id as the client hashes it (SHA-256 of its decimal text, base64). */
export function hashCustomerId(customerId: number): string {
  return createHash('sha256').update(String(customerId)).digest('base64');
}

export interface ShoppingContext {
  customerId: string;
  customerOrderId: string | null;
  customerOrderState: string | null;
  defaultBranchId: string;
}

/** The context for `identity`, asked for by its hashed customer id; another id is refused. */
export function shoppingContextOf(
  identity: Identity,
  hashedCustomerId: string,
): {
  shoppingContext: ShoppingContext | null;
  failures: { message: string; type: string }[] | null;
} {
  if (hashedCustomerId !== hashCustomerId(identity.customerId)) {
    const refused = new AppError('FORBIDDEN', 'That is not the customer this session acts for.');
    return { shoppingContext: null, failures: [toGraphqlFailure(refused)] };
  }
  return {
    shoppingContext: {
      customerId: String(identity.customerId),
      customerOrderId: null,
      customerOrderState: null,
      defaultBranchId: String(identity.defaultBranchId),
    },
    failures: null,
  };
}

export function shoppingContextResolvers() {
  return {
    Query: {
      shoppingContext: async (
        _root: unknown,
        args: { customerId: string },
        context: { reply: FastifyReply },
      ) => shoppingContextOf(await requestIdentity(context.reply.request), args.customerId),
    },
  };
}
