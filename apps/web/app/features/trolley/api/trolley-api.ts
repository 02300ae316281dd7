import type { QueueItem, TrolleyCall, TrolleyFailure } from '@grocer/domain/trolley/trolley-queue';
import { firstFailure } from '@grocer/domain/trolley/trolley-queue';
import { queueItemOf } from '@grocer/domain/trolley/trolley-summary';
import type { PreviousNote, Trolley } from '@grocer/server/contexts/trolley/trolley.contract';
import { fetchJson } from '../../../lib/client-fetch.ts';
import { type GraphqlOptions, graphqlRequest } from '../../../lib/graphql-client.ts';

/**
 * The trolley's GraphQL calls from the browser (spec doc 1 §7 Trolley (graph), decision 0032):
 * the client trolley queue's calls and the refresh. Every change answers with the whole trolley,
 * priced, so the header total and the trolley page follow without another call.
 */

const MONEY = 'amount currencyCode';

const ITEM = `
  trolleyItemId lineNumber productId quantity { amount uom } reservedQuantity canSubstitute
  noteToShopper personalisedMessage depositCharge { ${MONEY} }
  discounts { id description status category typeCode loyaltyOnly saving { ${MONEY} } }
  retailPrice { ${MONEY} } price { ${MONEY} } saving { ${MONEY} } totalPrice { ${MONEY} }
  triggeredPromotions untriggeredPromotions expiredPromotionIds estimated priced
`;

const TROLLEY = `
  orderId version amendingOrder instantCheckout slotChangeable subPreference
  trolleyItems { ${ITEM} }
  trolleyTotals {
    collectionMinimumOrderValue { ${MONEY} } deliveryMinimumOrderValue { ${MONEY} }
    deliveryCharge { ${MONEY} } itemTotalEstimatedCost { ${MONEY} }
    totalEstimatedCost { ${MONEY} } totalDepositCharge { ${MONEY} }
    savingsFromOffers { ${MONEY} } savingsFromOffersAndIncentives { ${MONEY} }
    savingsFromLoyaltyScheme { ${MONEY} } minimumSpendThresholdMet
    trolleyItemCounts { hardConflicts softConflicts noConflicts }
  }
  conflicts {
    addToTrolley itemId productId lineNumber type priority outOfStock reason
    messages { title reason dismissal aside longGroup longItem }
    resolutionActions { id message } prohibitedActions slotOptionDates { date type }
  }
`;

const CHANGE = `trolley { ${TROLLEY} } trolleyItems { ${ITEM} } failures { message type }`;

export const GET_TROLLEY = `query getTrolley($orderId: String!) {
  getTrolley(orderId: $orderId) { trolley { ${TROLLEY} } failures { message type } }
}`;

const MUTATIONS = {
  addItemToTrolley: `mutation addItemToTrolley($orderId: String!, $trolleyItem: TrolleyItemInput!) {
    addItemToTrolley(orderId: $orderId, trolleyItem: $trolleyItem) { ${CHANGE} } }`,
  updateTrolleyItem: `mutation updateTrolleyItem($trolleyItemId: Int!, $trolleyItem: TrolleyItemUpdateInput!) {
    updateTrolleyItem(trolleyItemId: $trolleyItemId, trolleyItem: $trolleyItem) { ${CHANGE} } }`,
  updateTrolleyItems: `mutation updateTrolleyItems($orderId: String!, $trolleyItems: [TrolleyItemInput!]!) {
    updateTrolleyItems(orderId: $orderId, trolleyItems: $trolleyItems) { ${CHANGE} } }`,
  replaceTrolleyItem: `mutation replaceTrolleyItem($orderId: String!, $trolleyItem: TrolleyItemInput!) {
    replaceTrolleyItem(orderId: $orderId, trolleyItem: $trolleyItem) { ${CHANGE} } }`,
  emptyTrolley: `mutation emptyTrolley($orderId: String!) { emptyTrolley(orderId: $orderId) { ${CHANGE} } }`,
  updateTrolleySubPreferences: `mutation updateTrolleySubPreferences($orderId: String!, $subPreference: Boolean!) {
    updateTrolleySubPreferences(orderId: $orderId, subPreference: $subPreference) { ${CHANGE} } }`,
} as const;

type MutationName = keyof typeof MUTATIONS;

interface ChangePayload {
  trolley: Trolley | null;
  trolleyItems: Trolley['trolleyItems'];
  failures: TrolleyFailure[] | null;
}

/** What one call came to: its outcome for the queue, the trolley now, and any notice. */
export interface TrolleyCallResult {
  ok: boolean;
  items: QueueItem[];
  failure: TrolleyFailure | null;
  /** A failure that concerns the whole trolley (it is gone, or not the shopper's). */
  trolleyError: boolean;
  trolley: Trolley | null;
  /** A change made, with a notice beside it (a quantity cut to the product cap). */
  notice: TrolleyFailure | null;
}

const itemInput = (item: QueueItem) => ({
  trolleyItemId: item.trolleyItemId,
  lineNumber: item.lineNumber,
  productId: item.productId,
  quantity: item.quantity,
  canSubstitute: item.canSubstitute,
  noteToShopper: item.noteToShopper,
  personalisedMessage: item.personalisedMessage,
});

function mutationOf(
  orderId: string,
  call: TrolleyCall,
): { name: MutationName; variables: Record<string, unknown> } {
  switch (call.kind) {
    case 'ADD_ITEM':
      return {
        name: 'addItemToTrolley',
        variables: { orderId, trolleyItem: itemInput(call.item) },
      };
    case 'REPLACE_ITEM':
      return {
        name: 'replaceTrolleyItem',
        variables: { orderId, trolleyItem: itemInput(call.item) },
      };
    case 'REMOVE_ITEM':
      return {
        name: 'updateTrolleyItem',
        variables: {
          trolleyItemId: call.item.trolleyItemId,
          trolleyItem: { quantity: { amount: 0, uom: call.item.quantity.uom } },
        },
      };
    case 'UPDATE_ITEM': {
      const { item } = call;
      const trolleyItem =
        call.change === 'QUANTITY'
          ? { quantity: item.quantity }
          : call.change === 'SUBSTITUTION'
            ? { canSubstitute: item.canSubstitute }
            : { noteToShopper: item.noteToShopper, personalisedMessage: item.personalisedMessage };
      return {
        name: 'updateTrolleyItem',
        variables: { trolleyItemId: item.trolleyItemId, trolleyItem },
      };
    }
    case 'UPDATE_ITEMS':
      return {
        name: 'updateTrolleyItems',
        variables: { orderId, trolleyItems: call.items.map(itemInput) },
      };
    case 'EMPTY_TROLLEY':
      return { name: 'emptyTrolley', variables: { orderId } };
    case 'UPDATE_SUB_PREFERENCES':
      return {
        name: 'updateTrolleySubPreferences',
        variables: { orderId, subPreference: call.canSubstitute },
      };
  }
}

/** Failures that mean the trolley itself is not there to change (not a line's problem). */
const TROLLEY_WIDE = new Set(['UNAUTHENTICATED', 'NOT_FOUND']);

/** Performs one queue call. Network faults reject (the driver treats them as failures). */
export async function sendTrolleyCall(
  orderId: string,
  call: TrolleyCall,
  options: GraphqlOptions = {},
): Promise<TrolleyCallResult> {
  const { name, variables } = mutationOf(orderId, call);
  const data = await graphqlRequest<Record<MutationName, ChangePayload>>(
    MUTATIONS[name],
    variables,
    options,
  );
  const payload = data[name];
  const failure = firstFailure(payload.failures);
  // A change that was made answers with the trolley; its failures are notices (the cap).
  if (payload.trolley) {
    return {
      ok: true,
      items: payload.trolleyItems.map(queueItemOf),
      failure: null,
      trolleyError: false,
      trolley: payload.trolley,
      notice: failure,
    };
  }
  const refused = failure ?? { message: 'The trolley did not answer', type: 'UNKNOWN' };
  return {
    ok: false,
    items: [],
    failure: refused,
    trolleyError: TROLLEY_WIDE.has(refused.type),
    trolley: null,
    notice: null,
  };
}

/** Fetches the trolley (the refresh after idle, another tab's change, the page's focus). */
export async function fetchTrolley(orderId: string, options: GraphqlOptions = {}) {
  const data = await graphqlRequest<{
    getTrolley: { trolley: Trolley | null; failures: TrolleyFailure[] | null };
  }>(GET_TROLLEY, { orderId }, options);
  const { trolley, failures } = data.getTrolley;
  if (!trolley) throw new Error(firstFailure(failures)?.message ?? 'No trolley');
  return trolley;
}

export const TROLLEY_ORDER_PATH = '/ecom/resources/trolley-order';

/** The shopper's open order id, opening the trolley when there is none yet (decision 0032). */
export async function openTrolleyOrder(options: GraphqlOptions = {}): Promise<string> {
  const answer = await fetchJson<{ orderId?: unknown }>(TROLLEY_ORDER_PATH, {
    ...options,
    method: 'POST',
  });
  if (typeof answer.orderId !== 'string') throw new Error('No trolley order');
  return answer.orderId;
}

export const PREVIOUS_SHOPPER_NOTES = `query previousShopperNotes($lineNumbers: [String!]!) {
  previousShopperNotes(lineNumbers: $lineNumbers) {
    notes { lineNumber name noteToShopper } failures { message type }
  }
}`;

/** The notes the shopper left on these products in earlier orders ('Reuse shopper notes?'). */
export async function fetchPreviousNotes(
  lineNumbers: readonly string[],
  options: GraphqlOptions = {},
): Promise<PreviousNote[]> {
  const data = await graphqlRequest<{
    previousShopperNotes: {
      notes: PreviousNote[] | null;
      failures: TrolleyFailure[] | null;
    };
  }>(PREVIOUS_SHOPPER_NOTES, { lineNumbers }, options);
  const { notes, failures } = data.previousShopperNotes;
  if (!notes) throw new Error(firstFailure(failures)?.message ?? 'No notes');
  return notes;
}
