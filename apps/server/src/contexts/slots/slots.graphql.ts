import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { requestIdentity } from '../identity/request-identity.plugin.ts';
import type { SlotsService } from './slots.contract.ts';

/**
 * The customer slot over GraphQL (spec doc 1 §7 Slot: the currentSlot query with
 * customerOrderId and customerId; §3 Customer slot). `customerId` may be left out; when sent it
 * must be the session's customer id. An order that is not the caller's answers NOT_FOUND, as one
 * that does not exist.
 */

type Context = { reply: FastifyReply };

export const slotsGraphql: GraphqlModule<{ slots: SlotsService }> = {
  owns: {
    'Query.currentSlot': { arg: 'customerOrderId', resource: 'trolley' },
  },

  typeDefs: /* GraphQL */ `
    type CustomerSlot {
      "DELIVERY, GROCERY_COLLECTION or ENTERTAINING_COLLECTION"
      slotType: String!
      branchId: Int!
      "The collection branch's name, or the delivery address's first line."
      branchName: String
      "-1 for collection."
      addressId: Int!
      "'Delivery to:' the address on one line (delivery only)."
      addressSummary: String
      postcode: String!
      "The slot's Europe/London day, YYYY-MM-DD."
      slotDate: String!
      startDateTime: String!
      endDateTime: String!
      slotExpiryTime: String!
      orderCutOff: String!
      amendOrderCutOff: String!
      slotReservationId: String!
      "DEFAULT or SAVER"
      slotGridType: String!
      greenSlot: Boolean!
      deliveryCharge: Money!
      "The delivery pass paid this slot's charge (decision 0087)."
      paidByDeliveryPass: Boolean!
      "UNCONFIRMED or CONFIRMED"
      status: String!
    }

    type CurrentSlotPayload {
      "Null when the order has no slot reserved (or its reservation lapsed)."
      currentSlot: CustomerSlot
      failures: [Failure!]
    }

    extend type Query {
      currentSlot(customerOrderId: String!, customerId: String): CurrentSlotPayload!
    }
  `,

  resolvers: ({ slots }) => ({
    Query: {
      currentSlot: (
        _root: unknown,
        args: { customerOrderId: string; customerId?: string | null },
        context: Context,
      ) =>
        withFailures({ currentSlot: null }, async () => {
          const identity = await requestIdentity(context.reply.request);
          const outcome = await slots.currentSlotOfOrder(identity, args.customerOrderId);
          if (outcome.outcome === 'refused') {
            throw new AppError(outcome.failure.code, outcome.failure.message);
          }
          const customerId = args.customerId ?? null;
          if (customerId !== null && customerId !== String(identity.customerId)) {
            throw new AppError('SLOT_RESERVATION_NOT_FOUND', 'No such customer order.');
          }
          return { currentSlot: outcome.value };
        }),
    },
  }),
};
