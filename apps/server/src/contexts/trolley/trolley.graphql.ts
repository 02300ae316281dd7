import {
  DEFAULT_RECOMMENDATIONS_SIZE,
  recommendationsPageSchema,
} from '@grocer/domain/trolley/trolley-input.schema';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { toGraphqlFailure } from '../../errors/error-handler.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { type GraphqlFailure, withFailures } from '../../graphql/with-failures.ts';
import { requestIdentity } from '../identity/request-identity.plugin.ts';
import type {
  Trolley,
  TrolleyChange,
  TrolleyFlags,
  TrolleyItemInput,
  TrolleyItemUpdate,
  TrolleyService,
} from './trolley.contract.ts';

/**
 * The trolley's GraphQL (spec doc 1 §7 Trolley (graph), decision 0031): get trolley by orderId
 * (with recommendations when asked), the minimum order values, and the changes the client
 * trolley queue sends. Every answer carries `failures: [{message, type}]`; failures of type
 * '400' or '410' are the conflict handler's (a product cap, a product no longer sold).
 */

type Context = { reply: FastifyReply };

const identityOf = (context: Context) => requestIdentity(context.reply.request);

/** A change's answer; notices (a quantity cut to the cap) come back as failures beside the data. */
async function changePayload(work: () => Promise<TrolleyChange>) {
  let failures: GraphqlFailure[] = [];
  const payload = await withFailures({ trolley: null, trolleyItems: [] }, async () => {
    const change = await work();
    failures = change.notices.map((notice) =>
      toGraphqlFailure(new AppError(notice.code, notice.message)),
    );
    return { trolley: change.trolley, trolleyItems: change.trolleyItems };
  });
  return failures.length > 0 ? { ...payload, failures } : payload;
}

const ORDER = { arg: 'orderId', resource: 'trolley' } as const;

export const trolleyGraphql: GraphqlModule<{ trolley: TrolleyService }> = {
  owns: {
    'Query.getTrolley': ORDER,
    'Mutation.addItemToTrolley': ORDER,
    'Mutation.updateTrolleyItems': ORDER,
    'Mutation.replaceTrolleyItem': ORDER,
    'Mutation.emptyTrolley': ORDER,
    'Mutation.updateTrolleySubPreferences': ORDER,
    'Mutation.updateTrolleyItem': { arg: 'trolleyItemId', resource: 'trolley-item' },
  },

  typeDefs: /* GraphQL */ `
    type TrolleyDiscount {
      id: Int!
      description: String!
      "TRIGGERED or UNTRIGGERED"
      status: String!
      "OFFER"
      category: String!
      typeCode: String!
      loyaltyOnly: Boolean!
      saving: Money!
    }

    type TrolleyItem {
      trolleyItemId: Int!
      lineNumber: String!
      productId: String!
      quantity: Quantity!
      reservedQuantity: Float!
      canSubstitute: Boolean!
      noteToShopper: String
      personalisedMessage: String
      depositCharge: Money!
      discounts: [TrolleyDiscount!]!
      retailPrice: Money!
      price: Money!
      saving: Money!
      totalPrice: Money!
      triggeredPromotions: [Int!]!
      untriggeredPromotions: [Int!]!
      expiredPromotionIds: [Int!]!
      estimated: Boolean!
      priced: Boolean!
    }

    type TrolleyItemCounts {
      hardConflicts: Int!
      softConflicts: Int!
      noConflicts: Int!
    }

    type TrolleyTotals {
      collectionMinimumOrderValue: Money!
      deliveryMinimumOrderValue: Money!
      deliveryCharge: Money!
      itemTotalEstimatedCost: Money!
      totalEstimatedCost: Money!
      totalDepositCharge: Money!
      savingsFromOffers: Money!
      savingsFromOffersAndIncentives: Money!
      savingsFromLoyaltyScheme: Money!
      minimumSpendThresholdMet: Boolean!
      trolleyItemCounts: TrolleyItemCounts!
    }

    type ConflictMessages {
      title: String!
      reason: String!
      dismissal: String!
      aside: String
      longGroup: String
      longItem: String!
    }

    type ConflictAction {
      "BOOK_SLOT, CHANGE_QUANTITY, CHANGE_SLOT_DATE, CHANGE_SLOT_TYPE or REMOVE_ITEM"
      id: String!
      message: String!
    }

    type SlotOptionDate {
      date: String!
      "DELIVERY or COLLECTION"
      type: String!
    }

    type Conflict {
      addToTrolley: Boolean!
      itemId: Int!
      productId: String!
      lineNumber: String!
      "HARD or SOFT"
      type: String!
      priority: Int!
      outOfStock: Boolean!
      reason: String!
      messages: ConflictMessages!
      resolutionActions: [ConflictAction!]!
      prohibitedActions: [String!]!
      slotOptionDates: [SlotOptionDate!]!
    }

    type Trolley {
      orderId: String!
      version: Int!
      amendingOrder: Boolean!
      instantCheckout: Boolean!
      slotChangeable: Boolean!
      subPreference: Boolean
      trolleyItems: [TrolleyItem!]!
      trolleyTotals: TrolleyTotals!
      conflicts: [Conflict!]!
    }

    type GetTrolleyPayload {
      trolley: Trolley
      "Only worked out when asked for."
      recommendations: [Product!]
      failures: [Failure!]
    }

    type TrolleyChangePayload {
      trolley: Trolley
      "The lines the call concerned, as now stored (a removed line is left out)."
      trolleyItems: [TrolleyItem!]!
      failures: [Failure!]
    }

    type MinimumOrderValues {
      collectionMinimumOrderValue: Money!
      deliveryMinimumOrderValue: Money!
      entertainingCollectionMinimumOrderValue: Money!
    }

    "A note the shopper left on a product in an earlier order (decision 0098)."
    type PreviousShopperNote {
      lineNumber: String!
      name: String
      noteToShopper: String!
    }

    type PreviousShopperNotesPayload {
      notes: [PreviousShopperNote!]
      failures: [Failure!]
    }

    type MinimumOrderValuesPayload {
      minimumOrderValues: MinimumOrderValues
      failures: [Failure!]
    }

    input QuantityInput {
      amount: Float!
      "C62 (items), KGM, GRM or LBR"
      uom: String!
    }

    input TrolleyItemInput {
      "An existing line's id, or the client's optimistic id (negative)."
      trolleyItemId: Int
      lineNumber: String!
      productId: String!
      quantity: QuantityInput!
      "The server's; a value sent is checked and ignored."
      reservedQuantity: Float
      canSubstitute: Boolean
      noteToShopper: String
      personalisedMessage: String
    }

    input TrolleyItemUpdateInput {
      quantity: QuantityInput
      canSubstitute: Boolean
      noteToShopper: String
      personalisedMessage: String
    }

    extend type Query {
      "The trolley of the caller's open order; recommendations only when selected."
      getTrolley(
        orderId: String!
        recommendationsSize: Int = ${DEFAULT_RECOMMENDATIONS_SIZE}
        recommendationsStart: Int = 0
      ): GetTrolleyPayload!
      "'Reuse shopper notes?': the notes the caller left on these products in earlier orders."
      previousShopperNotes(lineNumbers: [String!]!): PreviousShopperNotesPayload!
      minimumOrderValues: MinimumOrderValuesPayload!
    }

    extend type Mutation {
      addItemToTrolley(orderId: String!, trolleyItem: TrolleyItemInput!): TrolleyChangePayload!
      updateTrolleyItem(trolleyItemId: Int!, trolleyItem: TrolleyItemUpdateInput!): TrolleyChangePayload!
      updateTrolleyItems(orderId: String!, trolleyItems: [TrolleyItemInput!]!): TrolleyChangePayload!
      "Undo of a remove."
      replaceTrolleyItem(orderId: String!, trolleyItem: TrolleyItemInput!): TrolleyChangePayload!
      emptyTrolley(orderId: String!): TrolleyChangePayload!
      updateTrolleySubPreferences(orderId: String!, subPreference: Boolean!): TrolleyChangePayload!
    }
  `,

  resolvers: ({ trolley }) => {
    const worked = new WeakMap<Trolley, Promise<TrolleyFlags>>();
    const flag =
      (name: keyof TrolleyFlags) => async (found: Trolley, _args: unknown, context: Context) => {
        let flags = worked.get(found);
        if (!flags) {
          flags = identityOf(context).then((identity) => trolley.flags(identity, found));
          worked.set(found, flags);
        }
        return (await flags)[name];
      };
    return {
      Query: {
        getTrolley: (
          _root: unknown,
          args: { orderId: string; recommendationsSize: number; recommendationsStart: number },
          context: Context,
        ) =>
          withFailures({ trolley: null, recommendations: null }, async () => {
            const identity = await identityOf(context);
            const found = await trolley.getTrolley(identity, args.orderId);
            const page = parseInput(
              recommendationsPageSchema,
              { size: args.recommendationsSize, start: args.recommendationsStart },
              'variables',
            );
            return {
              trolley: found,
              // Worked out only when the field is selected (GetTrolleyPayload.recommendations).
              recommendations: () => trolley.recommendations(identity, args.orderId, page),
            };
          }),

        previousShopperNotes: (_: unknown, args: { lineNumbers: string[] }, context: Context) =>
          withFailures({ notes: null }, async () => ({
            notes: await trolley.previousNotes(await identityOf(context), args.lineNumbers),
          })),
        minimumOrderValues: () =>
          withFailures({ minimumOrderValues: null }, async () => ({
            minimumOrderValues: trolley.minimumOrderValues(),
          })),
      },

      // The spec's flags from the order, slot, cards and tenders (decision 0056): read only when
      // selected, once per trolley answered.
      Trolley: {
        amendingOrder: flag('amendingOrder'),
        instantCheckout: flag('instantCheckout'),
        slotChangeable: flag('slotChangeable'),
      },

      GetTrolleyPayload: {
        recommendations: (payload: { recommendations: (() => Promise<unknown>) | null }) =>
          payload.recommendations?.() ?? null,
      },

      Mutation: {
        addItemToTrolley: (
          _root: unknown,
          args: { orderId: string; trolleyItem: TrolleyItemInput },
          context: Context,
        ) =>
          changePayload(async () =>
            trolley.addItem(await identityOf(context), args.orderId, args.trolleyItem),
          ),

        updateTrolleyItem: (
          _root: unknown,
          args: { trolleyItemId: number; trolleyItem: TrolleyItemUpdate },
          context: Context,
        ) =>
          changePayload(async () =>
            trolley.updateItem(await identityOf(context), args.trolleyItemId, args.trolleyItem),
          ),

        updateTrolleyItems: (
          _root: unknown,
          args: { orderId: string; trolleyItems: TrolleyItemInput[] },
          context: Context,
        ) =>
          changePayload(async () =>
            trolley.updateItems(await identityOf(context), args.orderId, args.trolleyItems),
          ),

        replaceTrolleyItem: (
          _root: unknown,
          args: { orderId: string; trolleyItem: TrolleyItemInput },
          context: Context,
        ) =>
          changePayload(async () =>
            trolley.replaceItem(await identityOf(context), args.orderId, args.trolleyItem),
          ),

        emptyTrolley: (_root: unknown, args: { orderId: string }, context: Context) =>
          changePayload(async () => trolley.emptyTrolley(await identityOf(context), args.orderId)),

        updateTrolleySubPreferences: (
          _root: unknown,
          args: { orderId: string; subPreference: boolean },
          context: Context,
        ) =>
          changePayload(async () =>
            trolley.updateSubPreferences(
              await identityOf(context),
              args.orderId,
              args.subPreference,
            ),
          ),
      },
    };
  },
};
