import { isSignedIn } from '@grocer/domain/identity/identity';
import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { requestIdentity } from '../identity/request-identity.plugin.ts';
import type { OrderHistoryService } from './order-history.contract.ts';

/**
 * View order and cancel over GraphQL (spec doc 2 §7: the order query, the cancelOrder mutation;
 * decision 0041), through the same service as REST. Another customer's order answers NOT_FOUND,
 * as one that does not exist; a refused cancel answers its catalogue code as the failure type.
 */

type Context = { reply: FastifyReply };

const ORDER = { arg: 'customerOrderId', resource: 'order' } as const;

const CANCEL_MESSAGES = {
  NOT_FOUND: M.NO_SUCH_ORDER,
  ORDER_NOT_CANCELLABLE: M.ORDER_NOT_CANCELLABLE,
  ORDER_CANCEL_CUTOFF_PASSED: M.ORDER_NOT_CANCELLABLE,
  PAYMENT_VOID_REFUSED: M.PAYMENT_NOT_VOIDABLE,
} as const;

async function signedIn(context: Context) {
  const identity = await requestIdentity(context.reply.request);
  if (!isSignedIn(identity)) throw new AppError('UNAUTHENTICATED', M.SIGN_IN);
  return identity;
}

export const orderHistoryGraphql: GraphqlModule<{ orderHistory: OrderHistoryService }> = {
  owns: {
    'Query.order': ORDER,
    'Mutation.cancelOrder': ORDER,
  },

  typeDefs: /* GraphQL */ `
    type OrderLink {
      "init-amend, init-changeslot or cancel"
      rel: String!
      title: String!
      href: String!
      method: String!
    }

    type OrderAlert {
      type: String!
      message: String!
    }

    type OrderEstimatedTotals {
      giftCards: Money!
      giftVouchers: Money!
      paymentCard: Money!
      toPay: Money!
      totalSavings: Money!
      orderLevelSavings: Money!
      offerSavings: Money!
      membershipSavings: Money!
      incentiveSavings: Money!
      totalPrice: Money!
      deliveryCharge: Money!
      carrierBagCharge: Money!
      orderLines: Money!
      depositCharge: Money!
    }

    type OrderActualTotals {
      paid: Money!
      savings: Money!
      partnerDiscountSavings: Money!
      membershipSavings: Money!
      offerSavings: Money!
      deliveryCharge: Money!
      carrierBagCharge: Money!
      pickedPrice: Money!
      depositCharge: Money!
    }

    type OrderDeliveryAddress {
      addressId: Int!
      summary: String
      postcode: String!
    }

    type OrderSlot {
      branchId: Int!
      branchName: String
      type: String!
      startDateTime: String!
      endDateTime: String!
      amendOrderCutoffDateTime: String!
      shopByDateTime: String
      deliveryAddress: OrderDeliveryAddress
      price: Money!
      "CONFIRMED or CANCELLED"
      status: String!
    }

    type OrderGiftCard {
      serialNumber: String!
      remainingBalance: Money!
      amountToDeduct: Money!
    }

    type OrderGiftVoucher {
      serialNumber: String!
      status: String!
      value: Money!
    }

    type OrderBillingAddress {
      id: Int!
      line1: String!
      line2: String!
      line3: String!
      town: String!
      region: String!
      country: String!
      postalCode: String!
    }

    type OrderCardPayment {
      cardType: String!
      cardholderName: String!
      maskedCardNumber: String!
      startDate: String
      expiryDate: String!
      businessAccount: Boolean!
      billingAddress: OrderBillingAddress
    }

    type OrderPaymentInfo {
      giftCards: [OrderGiftCard!]!
      vouchers: [OrderGiftVoucher!]!
      cardPayment: OrderCardPayment
    }

    type OrderPersonalisedInfo {
      message: String!
      quantity: Float!
    }

    type OrderLineAdjustment {
      id: String!
      displayText: String!
      adjustmentType: String!
      amount: Money!
      status: String!
    }

    type OrderLineSubstitute {
      lineNumber: String!
      productId: String!
      "The substitute's catalogue name and price; null when no longer in the catalogue."
      name: String
      price: Money
      quantity: Quantity!
    }

    type OrderLine {
      lineNumber: String!
      productId: String!
      orderLineStatus: String!
      orderLineType: String!
      substitutionAllowed: Boolean!
      noteToShopper: String
      supplierOrderRequired: Boolean!
      sequenceNumber: Int!
      substitutes: [OrderLineSubstitute!]!
      personalisedInfos: [OrderPersonalisedInfo!]!
      quantity: Quantity!
      price: Money!
      unitPrice: Money!
      salePrice: Money!
      totalPrice: Money!
      estimated: Boolean!
      estimatedPrice: Money!
      estimatedTotalPrice: Money!
      depositCharge: Money!
      adjustments: [OrderLineAdjustment!]!
    }

    type OrderDeliveryStatus {
      status: String!
      text: String!
      etaStart: String
      etaEnd: String
      trackingEtaStart: String
      trackingEtaEnd: String
      runningLate: Boolean!
      driverName: String
    }

    type OrderTotals {
      estimated: OrderEstimatedTotals!
      "Null until the order is picked."
      actual: OrderActualTotals
    }

    "Spec doc 2 §3 Order."
    type OrderDetails {
      customerOrderId: String!
      status: String!
      shopNumber: Int
      containsEntertainingLines: Boolean!
      created: String!
      lastUpdated: String!
      bagless: Boolean!
      substitutionsAllowed: Boolean!
      paperStatement: Boolean!
      alcoholPresent: Boolean!
      numberOfItems: Int!
      deliveryNote: String
      contactNumber: String
      partnerDiscountCardNumber: String
      links: [OrderLink!]!
      alerts: [OrderAlert!]!
      totals: OrderTotals!
      slots: [OrderSlot!]!
      paymentInfo: OrderPaymentInfo!
      orderLines: [OrderLine!]!
      deliveryStatus: OrderDeliveryStatus!
    }

    type OrderPayload {
      order: OrderDetails
      failures: [Failure!]
    }

    extend type Query {
      order(customerOrderId: String!): OrderPayload!
    }

    extend type Mutation {
      "Cancels a placed order before its amend cut-off."
      cancelOrder(customerOrderId: String!): OrderPayload!
    }
  `,

  resolvers: ({ orderHistory }) => {
    const shaped = (order: Awaited<ReturnType<OrderHistoryService['getOrder']>>) =>
      order && {
        ...order,
        totals: { estimated: order.estimatedTotals, actual: order.actualTotals },
      };
    return {
      Query: {
        order: (_root: unknown, args: { customerOrderId: string }, context: Context) =>
          withFailures({ order: null }, async () => {
            const identity = await signedIn(context);
            const order = await orderHistory.getOrder(identity, args.customerOrderId);
            if (!order) throw new AppError('NOT_FOUND', M.NO_SUCH_ORDER);
            return { order: shaped(order) };
          }),
      },
      Mutation: {
        cancelOrder: (_root: unknown, args: { customerOrderId: string }, context: Context) =>
          withFailures({ order: null }, async () => {
            const identity = await signedIn(context);
            const outcome = await orderHistory.cancelOrder(identity, args.customerOrderId);
            if (outcome.outcome === 'refused') {
              throw new AppError(outcome.code, CANCEL_MESSAGES[outcome.code]);
            }
            return { order: shaped(outcome.order) };
          }),
      },
    };
  },
};
