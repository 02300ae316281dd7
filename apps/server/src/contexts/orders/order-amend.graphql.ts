import { orderIdSchema } from '@grocer/domain/trolley/trolley-input.schema';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../errors/parse-input.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { OrderAmendService } from './order-amend.contract.ts';
import { amendAnswer } from './order-amend.routes.ts';
import { changeSlotBodySchema } from './order-amend.schemas.ts';

/**
 * The amend mutations (spec doc 2 §7: amendOrder(customerOrderId), cancelAmendOrder
 * (orderIdToAmend), changeSlotAmend; decision 0042), answering `failures { message type }` as
 * the spec's calls do, through the same service as the REST calls. Another customer's order is
 * a NOT_FOUND failure.
 */

type Context = { reply: FastifyReply };

const SIGN_IN_MESSAGE = 'Sign in to change your order.';
const amendArgs = z.object({ customerOrderId: orderIdSchema }).strict();
const cancelArgs = z.object({ orderIdToAmend: orderIdSchema }).strict();

const answered = async (work: () => ReturnType<typeof amendAnswer> | Promise<unknown>) =>
  withFailures({ order: null }, async () => {
    const order = (await work()) as { customerOrderId: string; status: string };
    return { order: { customerOrderId: order.customerOrderId, status: order.status } };
  });

export const orderAmendGraphql: GraphqlModule<{ orderAmend: OrderAmendService }> = {
  owns: {
    'Mutation.amendOrder': { arg: 'customerOrderId', resource: 'order' },
    'Mutation.cancelAmendOrder': { arg: 'orderIdToAmend', resource: 'order' },
    'Mutation.changeSlotAmend': { arg: 'customerOrderId', resource: 'order' },
  },

  typeDefs: /* GraphQL */ `
    type AmendedOrder {
      customerOrderId: String!
      "AMENDING while being changed; PLACED again once checked out or the amend is cancelled."
      status: String!
    }

    type AmendOrderPayload {
      order: AmendedOrder
      failures: [Failure!]
    }

    extend type Mutation {
      "Starts amending a placed order before its amend cut-off; its lines go back to the trolley."
      amendOrder(customerOrderId: String!): AmendOrderPayload!
      "Cancels the amend: the order is PLACED as it was."
      cancelAmendOrder(orderIdToAmend: String!): AmendOrderPayload!
      "Starts an amend if needed, then books slotId for the order (confirmed at re-checkout)."
      changeSlotAmend(
        customerOrderId: String!
        slotId: String
        addressId: Int
        expectedPricePence: Int
      ): AmendOrderPayload!
    }
  `,

  resolvers: ({ orderAmend }) => ({
    Mutation: {
      amendOrder: (_root: unknown, args: unknown, context: Context) =>
        answered(async () => {
          const identity = await signedInIdentity(context.reply.request, SIGN_IN_MESSAGE);
          const { customerOrderId } = parseInput(amendArgs, args, 'variables');
          return amendAnswer(await orderAmend.amendOrder(identity, customerOrderId));
        }),
      cancelAmendOrder: (_root: unknown, args: unknown, context: Context) =>
        answered(async () => {
          const identity = await signedInIdentity(context.reply.request, SIGN_IN_MESSAGE);
          const { orderIdToAmend } = parseInput(cancelArgs, args, 'variables');
          return amendAnswer(await orderAmend.cancelAmendOrder(identity, orderIdToAmend));
        }),
      changeSlotAmend: (_root: unknown, args: Record<string, unknown>, context: Context) =>
        answered(async () => {
          const identity = await signedInIdentity(context.reply.request, SIGN_IN_MESSAGE);
          const { customerOrderId, ...rest } = args;
          const { customerOrderId: id } = parseInput(amendArgs, { customerOrderId }, 'variables');
          const present = Object.fromEntries(
            Object.entries(rest).filter(([, value]) => value !== null && value !== undefined),
          );
          const slot = parseInput(changeSlotBodySchema, present, 'variables');
          return amendAnswer(
            await orderAmend.changeSlotAmend(
              identity,
              id,
              slot.slotId === undefined ? undefined : { ...slot, slotId: slot.slotId },
            ),
          );
        }),
    },
  }),
};
