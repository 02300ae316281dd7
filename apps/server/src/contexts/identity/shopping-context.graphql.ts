import { createHash } from 'node:crypto';
import type { Identity } from '@grocer/domain/identity/identity';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { requestIdentity } from './request-identity.plugin.ts';

/**
 * The shopping-context query (spec doc 1 §7 Session): the client sends its customer id hashed
 * (SHA-256, base64) and gets back whom the session acts for, the order in progress and the
 * default branch. Orders do not exist yet, so the order fields are null until they do.
 */

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
export function shoppingContextOf(identity: Identity, hashedCustomerId: string): ShoppingContext {
  if (hashedCustomerId !== hashCustomerId(identity.customerId)) {
    throw new AppError('FORBIDDEN', 'That is not the customer this session acts for.');
  }
  return {
    customerId: String(identity.customerId),
    customerOrderId: null,
    customerOrderState: null,
    defaultBranchId: String(identity.defaultBranchId),
  };
}

export const shoppingContextGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
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
  `,

  resolvers: () => ({
    Query: {
      shoppingContext: (
        _root: unknown,
        args: { customerId: string },
        context: { reply: FastifyReply },
      ) =>
        withFailures({ shoppingContext: null }, async () => ({
          shoppingContext: shoppingContextOf(
            await requestIdentity(context.reply.request),
            args.customerId,
          ),
        })),
    },
  }),
};
