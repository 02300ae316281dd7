import { createHash } from 'node:crypto';
import type { Identity } from '@grocer/domain/identity/identity';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import { requestIdentity } from './request-identity.plugin.ts';

/**
 * The shopping-context query (spec doc 1 §7 Session): the client sends its customer id hashed
 * (SHA-256, base64) and gets back whom the session acts for, the order in progress and the
 * default branch. The order in progress is the open trolley's customer order (decision 0031:
 * allocated by the trolley context the first time it is asked for, state PENDING until the
 * orders context takes order ids over); null when not signed in.
 */

/** Spec doc 1 §4: the trolley is fetched when the order state is AMENDING or PENDING. */
export const OPEN_ORDER_STATE = 'PENDING';

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
export async function shoppingContextOf(
  identity: Identity,
  hashedCustomerId: string,
  trolley: Pick<TrolleyService, 'currentOrderId'>,
): Promise<ShoppingContext> {
  if (hashedCustomerId !== hashCustomerId(identity.customerId)) {
    throw new AppError('FORBIDDEN', 'That is not the customer this session acts for.');
  }
  const customerOrderId = await trolley.currentOrderId(identity);
  return {
    customerId: String(identity.customerId),
    customerOrderId,
    customerOrderState: customerOrderId === null ? null : OPEN_ORDER_STATE,
    defaultBranchId: String(identity.defaultBranchId),
  };
}

export const shoppingContextGraphql: GraphqlModule<{ trolley: TrolleyService }> = {
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

  resolvers: ({ trolley }) => ({
    Query: {
      shoppingContext: (
        _root: unknown,
        args: { customerId: string },
        context: { reply: FastifyReply },
      ) =>
        withFailures({ shoppingContext: null }, async () => ({
          shoppingContext: await shoppingContextOf(
            await requestIdentity(context.reply.request),
            args.customerId,
            trolley,
          ),
        })),
    },
  }),
};
