import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createTrolleyCatalogue,
  type FixtureName,
  TROLLEY_TEST_NOW,
  type TrolleyCatalogue,
} from './trolley-catalogue.fixture.ts';
import { call, type Shopper, shopperFor } from './trolley-graphql.fixture.ts';

let t: TestApp;
let catalogue: TrolleyCatalogue;
const accounts: TestAccount[] = [];
let shopper: Shopper;
let stranger: Shopper;

beforeAll(async () => {
  t = await createTestApp({ now: () => TROLLEY_TEST_NOW });
  catalogue = await createTrolleyCatalogue(t.database);
  const [a, b] = [await createTestAccount(t.database), await createTestAccount(t.database)];
  accounts.push(a, b);
  shopper = await shopperFor(t.app, a.id);
  stranger = await shopperFor(t.app, b.id);
});
afterAll(async () => {
  for (const account of accounts) await account.remove();
  await catalogue.remove();
  await t.close();
});
afterEach(async () => {
  await call(t.app, 'emptyTrolley', { orderId: shopper.orderId }, shopper.token);
});

const item = (name: FixtureName, amount: number, extra: Record<string, unknown> = {}) => ({
  lineNumber: catalogue.products[name].lineNumber,
  productId: catalogue.products[name].id,
  quantity: { amount, uom: 'C62' },
  ...extra,
});

const add = (name: FixtureName, amount: number, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'addItemToTrolley',
    { orderId: shopper.orderId, trolleyItem: item(name, amount, extra) },
    shopper.token,
  );

const getTrolley = async (who: Shopper = shopper) =>
  (await call(t.app, 'getTrolley', { orderId: who.orderId }, who.token)).trolley;

const pence = (money: { amount: number }) => money.amount;

describe('getTrolley and the shopping context', () => {
  it('proves a new shopper has an empty trolley on their open order, nothing to pay and the minimum not met', async () => {
    const trolley = await getTrolley();
    expect(trolley).toMatchObject({
      orderId: shopper.orderId,
      amendingOrder: false,
      instantCheckout: false,
      slotChangeable: true,
      trolleyItems: [],
      conflicts: [],
    });
    expect(trolley.trolleyTotals).toMatchObject({
      collectionMinimumOrderValue: { amount: 4000, currencyCode: 'GBP' },
      deliveryMinimumOrderValue: { amount: 4000 },
      itemTotalEstimatedCost: { amount: 0, currencyCode: 'GBP' },
      totalEstimatedCost: { amount: 0 },
      minimumSpendThresholdMet: false,
      trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: 0 },
    });
  });

  it('proves the minimum order values query answers the configured values, signed in or not', async () => {
    const answer = await call(t.app, 'minimumOrderValues', {}, null);
    expect(answer).toEqual({
      minimumOrderValues: {
        collectionMinimumOrderValue: { amount: 4000, currencyCode: 'GBP' },
        deliveryMinimumOrderValue: { amount: 4000, currencyCode: 'GBP' },
        entertainingCollectionMinimumOrderValue: { amount: 0, currencyCode: 'GBP' },
      },
      failures: null,
    });
  });
});

describe('addItemToTrolley', () => {
  it('proves an added line is priced with its offer: 2 tins on "2 for £2" cost £2, the saving shows', async () => {
    const answer = await add('beans', 2);
    expect(answer.failures).toBeNull();
    const [line] = answer.trolleyItems;
    expect(line).toMatchObject({
      lineNumber: catalogue.products.beans.lineNumber,
      productId: catalogue.products.beans.id,
      quantity: { amount: 2, uom: 'C62' },
      canSubstitute: true,
      reservedQuantity: 0,
      retailPrice: { amount: 250 },
      price: { amount: 125 },
      saving: { amount: 50 },
      totalPrice: { amount: 200, currencyCode: 'GBP' },
      triggeredPromotions: [catalogue.promotionIds.twoForTwo],
      untriggeredPromotions: [],
      discounts: [
        expect.objectContaining({
          description: 'Any 2 for £2',
          status: 'TRIGGERED',
          category: 'OFFER',
        }),
      ],
      priced: true,
      estimated: false,
    });
    expect(line.trolleyItemId).toBeGreaterThan(0);
    expect(answer.trolley.trolleyTotals).toMatchObject({
      itemTotalEstimatedCost: { amount: 200 },
      savingsFromOffers: { amount: 50 },
      savingsFromOffersAndIncentives: { amount: 50 },
      trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: 1 },
    });
  });

  it('proves one tin of the offer shows it untriggered, and a second product completes it across lines', async () => {
    const one = await add('beans', 1);
    expect(one.trolleyItems[0]).toMatchObject({
      totalPrice: { amount: 125 },
      untriggeredPromotions: [catalogue.promotionIds.twoForTwo],
    });
    const both = await add('spaghetti', 1);
    expect(both.trolley.trolleyTotals.itemTotalEstimatedCost.amount).toBe(200);
    expect(both.trolley.trolleyTotals.savingsFromOffers.amount).toBe(35);
    const lines = both.trolley.trolleyItems;
    expect(
      lines
        .map((l: { totalPrice: { amount: number } }) => pence(l.totalPrice))
        .reduce((a: number, b: number) => a + b),
    ).toBe(200);
  });

  it('proves adding a line already in the trolley sets its quantity on the same line (no duplicate)', async () => {
    const first = await add('milk', 3);
    const again = await add('milk', 1, { noteToShopper: 'semi-skimmed if none' });
    expect(again.trolleyItems).toHaveLength(1);
    expect(again.trolleyItems[0]).toMatchObject({
      trolleyItemId: first.trolleyItems[0].trolleyItemId,
      quantity: { amount: 1 },
      noteToShopper: 'semi-skimmed if none',
    });
    expect(again.trolley.trolleyItems).toHaveLength(1);
    expect(again.trolley.version).toBe(first.trolley.version + 1);
  });

  it('proves a quantity over the product cap is cut to the cap with the cap message as a type 400 failure', async () => {
    const answer = await add('eggs', 10);
    expect(answer.failures).toEqual([
      { message: 'Sorry, you can only order 6 of this item', type: '400' },
    ]);
    expect(answer.trolleyItems[0].quantity).toEqual({ amount: 6, uom: 'C62' });
    expect((await getTrolley()).trolleyItems[0].quantity.amount).toBe(6);
  });

  it('proves a product sold out online, gone from the catalogue or past its last order date is refused as type 410 and nothing is stored', async () => {
    await add('milk', 1);
    const before = await getTrolley();
    const soldOut = await add('soldOut', 1);
    expect(soldOut).toEqual({
      trolley: null,
      trolleyItems: [],
      failures: [
        {
          message: "Sorry, Zqx sold out crumpets has sold out online, so it hasn't been added.",
          type: '410',
        },
      ],
    });
    const unknown = await call(
      t.app,
      'addItemToTrolley',
      {
        orderId: shopper.orderId,
        trolleyItem: {
          lineNumber: '999999999999',
          productId: 'no-such-product',
          quantity: { amount: 1, uom: 'C62' },
        },
      },
      shopper.token,
    );
    expect(unknown.failures).toEqual([
      { message: 'Sorry, this item is not available', type: '410' },
    ]);
    const pudding = await add('pudding', 1);
    expect(pudding.failures[0]).toEqual({
      message:
        'Sorry, Zqx Christmas pudding can no longer be ordered: the last day to order it was 1 March.',
      type: '410',
    });
    expect(await getTrolley()).toEqual(before);
  });

  it('proves a temporarily unavailable product is added with a soft conflict the shopper can remove', async () => {
    const answer = await add('unavailable', 2);
    expect(answer.failures).toBeNull();
    expect(answer.trolley.conflicts).toEqual([
      expect.objectContaining({
        type: 'SOFT',
        reason: 'TEMPORARILY_UNAVAILABLE',
        addToTrolley: true,
        outOfStock: true,
        lineNumber: catalogue.products.unavailable.lineNumber,
        itemId: answer.trolleyItems[0].trolleyItemId,
        resolutionActions: [{ id: 'REMOVE_ITEM', message: 'Remove item' }],
        prohibitedActions: ['CHANGE_QUANTITY'],
      }),
    ]);
    expect(answer.trolley.trolleyTotals.trolleyItemCounts).toEqual({
      hardConflicts: 0,
      softConflicts: 1,
      noConflicts: 0,
    });
  });

  it('proves a deli product is priced by weight as an estimate: 250 g of £32/kg ham is £8', async () => {
    const answer = await add('ham', 250, { quantity: { amount: 250, uom: 'GRM' } });
    expect(answer.trolleyItems[0]).toMatchObject({
      quantity: { amount: 250, uom: 'GRM' },
      totalPrice: { amount: 800 },
      price: { amount: 3200 },
      estimated: true,
    });
    const inItems = await add('ham', 2);
    expect(inItems.failures).toEqual([
      {
        message: 'Invalid quantity.uom: Zqx honey roast ham is not sold by the item.',
        type: 'VALIDATION_FAILED',
      },
    ]);
  });

  it('proves a was/now product shows the was price as its retail price and the difference as a saving', async () => {
    const answer = await add('cheese', 2);
    expect(answer.trolleyItems[0]).toMatchObject({
      retailPrice: { amount: 800 },
      price: { amount: 300 },
      saving: { amount: 200 },
      totalPrice: { amount: 600 },
    });
  });

  it('proves deposits are charged per item beside the item total, and substitutes stay off where prohibited', async () => {
    const answer = await add('cola', 2, { canSubstitute: true });
    expect(answer.trolleyItems[0]).toMatchObject({
      depositCharge: { amount: 20 },
      canSubstitute: false,
    });
    expect(answer.trolley.trolleyTotals).toMatchObject({
      itemTotalEstimatedCost: { amount: 300 },
      totalDepositCharge: { amount: 20 },
      totalEstimatedCost: { amount: 320 },
    });
  });

  it('proves a personalisable product gets a new line on every add, with a message no longer than it allows', async () => {
    const first = await add('cake', 1, { personalisedMessage: 'Happy birthday Sam' });
    const second = await add('cake', 1, { personalisedMessage: 'Well done Alex' });
    expect(
      second.trolley.trolleyItems.map(
        (l: { personalisedMessage: string }) => l.personalisedMessage,
      ),
    ).toEqual(['Happy birthday Sam', 'Well done Alex']);
    expect(second.trolleyItems[0].trolleyItemId).not.toBe(first.trolleyItems[0].trolleyItemId);
    const tooLong = await add('cake', 1, { personalisedMessage: 'x'.repeat(31) });
    expect(tooLong.failures).toEqual([
      {
        message: 'Invalid personalisedMessage: must be at most 30 characters',
        type: 'VALIDATION_FAILED',
      },
    ]);
    const onBeans = await add('beans', 1, { personalisedMessage: 'Hello' });
    expect(onBeans.failures[0].message).toBe(
      'Invalid personalisedMessage: This product takes no personalised message.',
    );
    expect((await getTrolley()).trolleyItems).toHaveLength(2);
  });

  it('proves bad quantities (negative, 10^9, a fraction of an item, an unknown unit) are refused with the field named and nothing stored', async () => {
    await add('milk', 2);
    const before = await getTrolley();
    const cases: [unknown, string][] = [
      [
        { amount: -1, uom: 'C62' },
        'Invalid variables.quantity.amount: must be 0 (none) or from 1 to 99',
      ],
      [
        { amount: 1e9, uom: 'C62' },
        'Invalid variables.quantity.amount: must be 0 (none) or from 1 to 99',
      ],
      [{ amount: 1.5, uom: 'C62' }, 'Invalid variables.quantity.amount: must be a whole number'],
      [
        { amount: 1, uom: 'LTR' },
        'Invalid variables.quantity.uom: must be one of C62, KGM, GRM, LBR',
      ],
    ];
    for (const [quantity, message] of cases) {
      const answer = await add('milk', 0, { quantity });
      expect(answer.failures, JSON.stringify(quantity)).toEqual([
        { message, type: 'VALIDATION_FAILED' },
      ]);
    }
    // Not a number at all never reaches the trolley: GraphQL refuses the variable.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: {
        query: `mutation ($orderId: String!, $trolleyItem: TrolleyItemInput!) {
          addItemToTrolley(orderId: $orderId, trolleyItem: $trolleyItem) { failures { message } } }`,
        variables: {
          orderId: shopper.orderId,
          trolleyItem: item('milk', 0, { quantity: { amount: 'NaN', uom: 'C62' } }),
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(await getTrolley()).toEqual(before);
  });
});

describe('updateTrolleyItem', () => {
  it('proves a line changes quantity, substitution flag and note by its id, and quantity 0 removes it', async () => {
    const added = await add('milk', 1);
    const id = added.trolleyItems[0].trolleyItemId;
    const update = (trolleyItem: Record<string, unknown>) =>
      call(t.app, 'updateTrolleyItem', { trolleyItemId: id, trolleyItem }, shopper.token);
    expect(
      (await update({ quantity: { amount: 4, uom: 'C62' } })).trolleyItems[0].quantity.amount,
    ).toBe(4);
    expect((await update({ canSubstitute: false })).trolleyItems[0]).toMatchObject({
      canSubstitute: false,
      quantity: { amount: 4 },
    });
    expect(
      (await update({ noteToShopper: '  use by next week  ' })).trolleyItems[0].noteToShopper,
    ).toBe('use by next week');
    expect((await update({ noteToShopper: null })).trolleyItems[0].noteToShopper).toBeNull();
    const removed = await update({ quantity: { amount: 0, uom: 'C62' } });
    expect(removed.failures).toBeNull();
    expect(removed.trolleyItems).toEqual([]);
    expect(removed.trolley.trolleyItems).toEqual([]);
    const gone = await update({ canSubstitute: true });
    expect(gone).toEqual({
      trolley: null,
      trolleyItems: [],
      failures: [{ message: 'That item is no longer in your trolley.', type: 'NOT_FOUND' }],
    });
  });

  it('proves raising a line over its cap is cut to the cap, and lowering a sold-out line is allowed', async () => {
    const added = await add('eggs', 2);
    const id = added.trolleyItems[0].trolleyItemId;
    const raised = await call(
      t.app,
      'updateTrolleyItem',
      { trolleyItemId: id, trolleyItem: { quantity: { amount: 12, uom: 'C62' } } },
      shopper.token,
    );
    expect(raised.trolleyItems[0].quantity.amount).toBe(6);
    expect(raised.failures[0]).toEqual({
      message: 'Sorry, you can only order 6 of this item',
      type: '400',
    });
  });
});

describe('updateTrolleyItems, replaceTrolleyItem, emptyTrolley and updateTrolleySubPreferences', () => {
  it('proves a batch changes several lines at once and answers the lines it concerned', async () => {
    await add('milk', 1);
    await add('soup', 1);
    const answer = await call(
      t.app,
      'updateTrolleyItems',
      {
        orderId: shopper.orderId,
        trolleyItems: [item('milk', 0), item('soup', 3), item('beans', 2, { trolleyItemId: -1 })],
      },
      shopper.token,
    );
    expect(answer.failures).toBeNull();
    expect(answer.trolleyItems.map((l: { lineNumber: string }) => l.lineNumber)).toEqual([
      catalogue.products.soup.lineNumber,
      catalogue.products.beans.lineNumber,
    ]);
    // 3 soups on '3 for 2' cost two.
    expect(answer.trolleyItems[0].totalPrice.amount).toBe(360);
    expect(answer.trolley.trolleyItems).toHaveLength(2);
  });

  it('proves a batch with one bad line changes nothing at all', async () => {
    await add('milk', 1);
    const before = await getTrolley();
    const answer = await call(
      t.app,
      'updateTrolleyItems',
      { orderId: shopper.orderId, trolleyItems: [item('milk', 5), item('soldOut', 1)] },
      shopper.token,
    );
    expect(answer.failures[0].type).toBe('410');
    expect(await getTrolley()).toEqual(before);
  });

  it('proves undo of a remove brings the line back with its note and substitution flag', async () => {
    const added = await add('soup', 2, { noteToShopper: 'any flavour', canSubstitute: false });
    const line = added.trolleyItems[0];
    await call(
      t.app,
      'updateTrolleyItem',
      { trolleyItemId: line.trolleyItemId, trolleyItem: { quantity: { amount: 0, uom: 'C62' } } },
      shopper.token,
    );
    const undone = await call(
      t.app,
      'replaceTrolleyItem',
      {
        orderId: shopper.orderId,
        trolleyItem: {
          ...item('soup', 2),
          trolleyItemId: line.trolleyItemId,
          noteToShopper: 'any flavour',
          canSubstitute: false,
        },
      },
      shopper.token,
    );
    expect(undone.trolleyItems[0]).toMatchObject({
      lineNumber: line.lineNumber,
      quantity: { amount: 2 },
      noteToShopper: 'any flavour',
      canSubstitute: false,
    });
  });

  it('proves emptying the trolley removes every line and answers the (empty) trolley', async () => {
    await add('milk', 1);
    await add('soup', 1);
    const answer = await call(t.app, 'emptyTrolley', { orderId: shopper.orderId }, shopper.token);
    expect(answer.trolleyItems).toEqual([]);
    expect(answer.trolley.trolleyItems).toEqual([]);
    expect(answer.trolley.trolleyTotals.itemTotalEstimatedCost.amount).toBe(0);
  });

  it('proves substitute-all turns every line on or off, never on for a product that prohibits it, and new lines follow it', async () => {
    await add('milk', 1);
    await add('cola', 1);
    const off = await call(
      t.app,
      'updateTrolleySubPreferences',
      { orderId: shopper.orderId, subPreference: false },
      shopper.token,
    );
    expect(off.trolley.subPreference).toBe(false);
    expect(off.trolleyItems.map((l: { canSubstitute: boolean }) => l.canSubstitute)).toEqual([
      false,
      false,
    ]);
    expect((await add('soup', 1)).trolleyItems[0].canSubstitute).toBe(false);
    const on = await call(
      t.app,
      'updateTrolleySubPreferences',
      { orderId: shopper.orderId, subPreference: true },
      shopper.token,
    );
    const flags = Object.fromEntries(
      on.trolleyItems.map((l: { lineNumber: string; canSubstitute: boolean }) => [
        l.lineNumber,
        l.canSubstitute,
      ]),
    );
    expect(flags).toEqual({
      [catalogue.products.milk.lineNumber]: true,
      [catalogue.products.cola.lineNumber]: false,
      [catalogue.products.soup.lineNumber]: true,
    });
  });
});

describe('recommendations', () => {
  it('proves getTrolley with recommendations answers popular products of the aisle not in the trolley, 8 by default, paged', async () => {
    await add('milk', 1);
    const first = await call(
      t.app,
      'getTrolleyWithRecommendations',
      { orderId: shopper.orderId },
      shopper.token,
    );
    expect(first.failures).toBeNull();
    expect(first.recommendations.length).toBeGreaterThan(0);
    expect(first.recommendations.length).toBeLessThanOrEqual(8);
    const next = await call(
      t.app,
      'getTrolleyWithRecommendations',
      { orderId: shopper.orderId, size: 2, start: 1 },
      shopper.token,
    );
    expect(next.recommendations.map((p: { id: string }) => p.id)).toEqual(
      first.recommendations.slice(1, 3).map((p: { id: string }) => p.id),
    );
    const tooMany = await call(
      t.app,
      'getTrolleyWithRecommendations',
      { orderId: shopper.orderId, size: 1000 },
      shopper.token,
    );
    expect(tooMany.failures[0].type).toBe('VALIDATION_FAILED');
  });
});

describe('whose trolley', () => {
  it('proves another customer gets NOT_FOUND for the order, as for an order that does not exist, and the owner’s trolley is untouched', async () => {
    const added = await add('milk', 2);
    const before = await getTrolley();
    for (const orderId of [shopper.orderId, '99999999999']) {
      expect((await call(t.app, 'getTrolley', { orderId }, stranger.token)).failures).toEqual([
        { message: 'No such trolley.', type: 'NOT_FOUND' },
      ]);
      const taken = await call(
        t.app,
        'addItemToTrolley',
        { orderId, trolleyItem: item('milk', 9) },
        stranger.token,
      );
      expect(taken.failures).toEqual([{ message: 'No such trolley.', type: 'NOT_FOUND' }]);
      const emptied = await call(t.app, 'emptyTrolley', { orderId }, stranger.token);
      expect(emptied.failures[0].type).toBe('NOT_FOUND');
    }
    const line = await call(
      t.app,
      'updateTrolleyItem',
      {
        trolleyItemId: added.trolleyItems[0].trolleyItemId,
        trolleyItem: { quantity: { amount: 9, uom: 'C62' } },
      },
      stranger.token,
    );
    expect(line.failures).toEqual([
      { message: 'That item is no longer in your trolley.', type: 'NOT_FOUND' },
    ]);
    expect(await getTrolley()).toEqual(before);
  });

  it('proves an anonymous caller has no trolley: every call is UNAUTHENTICATED', async () => {
    expect((await call(t.app, 'getTrolley', { orderId: shopper.orderId }, null)).failures).toEqual([
      { message: 'Sign in to use your trolley.', type: 'UNAUTHENTICATED' },
    ]);
    expect(
      (
        await call(
          t.app,
          'addItemToTrolley',
          { orderId: shopper.orderId, trolleyItem: item('milk', 1) },
          null,
        )
      ).failures[0].type,
    ).toBe('UNAUTHENTICATED');
  });
});
