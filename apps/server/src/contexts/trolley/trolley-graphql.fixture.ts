import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashCustomerId } from '../identity/shopping-context.graphql.ts';

/** Calling the trolley's GraphQL as a customer, for the trolley tests. */

export const TROLLEY_ITEM_FIELDS = `trolleyItemId lineNumber productId quantity { amount uom }
  reservedQuantity canSubstitute noteToShopper personalisedMessage depositCharge { amount }
  discounts { id description status category typeCode loyaltyOnly saving { amount } }
  retailPrice { amount } price { amount } saving { amount } totalPrice { amount currencyCode }
  triggeredPromotions untriggeredPromotions expiredPromotionIds estimated priced`;

export const TROLLEY_FIELDS = `orderId version amendingOrder instantCheckout slotChangeable
  subPreference
  trolleyItems { ${TROLLEY_ITEM_FIELDS} }
  trolleyTotals {
    collectionMinimumOrderValue { amount currencyCode } deliveryMinimumOrderValue { amount }
    deliveryCharge { amount } itemTotalEstimatedCost { amount currencyCode }
    totalEstimatedCost { amount } totalDepositCharge { amount } savingsFromOffers { amount }
    savingsFromOffersAndIncentives { amount } savingsFromLoyaltyScheme { amount }
    minimumSpendThresholdMet trolleyItemCounts { hardConflicts softConflicts noConflicts }
  }
  conflicts { addToTrolley itemId productId lineNumber type priority outOfStock reason
    messages { title reason dismissal aside longGroup longItem }
    resolutionActions { id message } prohibitedActions slotOptionDates { date type } }`;

const CHANGE = `trolley { ${TROLLEY_FIELDS} } trolleyItems { ${TROLLEY_ITEM_FIELDS} } failures { message type }`;

export const OPERATIONS = {
  getTrolley: `query GetTrolley($orderId: String!, $size: Int, $start: Int) {
    getTrolley(orderId: $orderId, recommendationsSize: $size, recommendationsStart: $start) {
      trolley { ${TROLLEY_FIELDS} } failures { message type } } }`,
  getTrolleyWithRecommendations: `query GetTrolleyWithRecommendations($orderId: String!, $size: Int, $start: Int) {
    getTrolley(orderId: $orderId, recommendationsSize: $size, recommendationsStart: $start) {
      trolley { orderId } recommendations { id lineNumber name } failures { message type } } }`,
  addItemToTrolley: `mutation AddItemToTrolley($orderId: String!, $trolleyItem: TrolleyItemInput!) {
    addItemToTrolley(orderId: $orderId, trolleyItem: $trolleyItem) { ${CHANGE} } }`,
  updateTrolleyItem: `mutation UpdateTrolleyItem($trolleyItemId: Int!, $trolleyItem: TrolleyItemUpdateInput!) {
    updateTrolleyItem(trolleyItemId: $trolleyItemId, trolleyItem: $trolleyItem) { ${CHANGE} } }`,
  updateTrolleyItems: `mutation UpdateTrolleyItems($orderId: String!, $trolleyItems: [TrolleyItemInput!]!) {
    updateTrolleyItems(orderId: $orderId, trolleyItems: $trolleyItems) { ${CHANGE} } }`,
  replaceTrolleyItem: `mutation ReplaceTrolleyItem($orderId: String!, $trolleyItem: TrolleyItemInput!) {
    replaceTrolleyItem(orderId: $orderId, trolleyItem: $trolleyItem) { ${CHANGE} } }`,
  emptyTrolley: `mutation EmptyTrolley($orderId: String!) { emptyTrolley(orderId: $orderId) { ${CHANGE} } }`,
  updateTrolleySubPreferences: `mutation UpdateTrolleySubPreferences($orderId: String!, $subPreference: Boolean!) {
    updateTrolleySubPreferences(orderId: $orderId, subPreference: $subPreference) { ${CHANGE} } }`,
  minimumOrderValues: `query MinimumOrderValues { minimumOrderValues {
    minimumOrderValues { collectionMinimumOrderValue { amount currencyCode }
      deliveryMinimumOrderValue { amount currencyCode }
      entertainingCollectionMinimumOrderValue { amount currencyCode } }
    failures { message type } } }`,
  shoppingContext: `query ShoppingContext($customerId: String!) { shoppingContext(customerId: $customerId) {
    shoppingContext { customerOrderId customerOrderState } failures { message type } } }`,
} as const;

export type Operation = keyof typeof OPERATIONS;

/** A customer as the trolley tests play them: a bearer token and their open order. */
export interface Shopper {
  id: number;
  token: string;
  orderId: string;
}

/** The data of one operation's answer (the field's payload), as JSON; asserts a 200. */
export async function call(
  app: FastifyInstance,
  operation: Operation,
  variables: Record<string, unknown>,
  token: string | null,
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read as JSON in the tests
): Promise<any> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query: OPERATIONS[operation], variables },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  const field = operation === 'getTrolleyWithRecommendations' ? 'getTrolley' : operation;
  return body.data[field];
}

/** Signs `accountId` in (a session and its bearer token) and finds their open order. */
export async function shopperFor(app: FastifyInstance, accountId: number): Promise<Shopper> {
  const session = await app.identityService.startSession(accountId);
  const { identity } = await app.identityService.resolve({
    sessionSecret: session.secret,
    bearerToken: null,
  });
  const token = app.identityService.issueAccessToken(identity).accessToken;
  const context = await call(
    app,
    'shoppingContext',
    { customerId: hashCustomerId(accountId) },
    token,
  );
  return { id: accountId, token, orderId: context.shoppingContext.customerOrderId };
}
