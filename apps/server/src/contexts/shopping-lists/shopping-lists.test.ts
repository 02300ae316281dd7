import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { MAX_SHOPPING_LISTS } from '@grocer/domain/shopping-lists/shopping-list-rules';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNED_RESOURCES } from '../../../test/access/owned-resources.ts';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Shopping lists over REST and GraphQL (decision 0081), on a real database: each call's bad
 * input, another shopper's list, signed out; filling a list from the multi-search box and from an
 * order; a list of 100 items to the trolley in one batch; staff signed on as the customer,
 * audited. Every shopper here is made for the test and removed with their lists and trolley.
 */

let t: TestApp;
const accountsMade: TestAccount[] = [];
/** Available products sold each, with no message to personalise and no dates: 101 of them. */
let plain: Product[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const found: Product[] = [];
  for (let start = 0; found.length <= 100; start += 100) {
    const listing = await t.app.services.catalogue.browse({
      categoryPath: 'groceries',
      start,
      size: 100,
    });
    if (!listing || listing.products.length === 0) break;
    found.push(
      ...listing.products.filter(
        (p) =>
          p.availability === 'AVAILABLE' &&
          p.weights.uoms.length === 1 &&
          p.weights.uoms[0] === 'C62' &&
          p.maxPersonalisedMessageLength === null &&
          p.restriction === null,
      ),
    );
  }
  plain = found.slice(0, 101);
  if (plain.length < 101) throw new Error('the test catalogue has too few plain products');
});

afterAll(async () => {
  for (const account of accountsMade) await account.remove();
  await t.close();
});

interface Shopper {
  id: number;
  identity: Identity;
  send(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  graphql(query: string, variables?: object): Promise<Record<string, unknown>>;
}

function callerWith(headers: Record<string, string>, id: number, identity: Identity): Shopper {
  return {
    id,
    identity,
    send: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
    async graphql(query, variables = {}) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers,
        payload: { query, variables },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    },
  };
}

/** A new shopper calling with a bearer token, as their own app would. */
async function shopper(): Promise<Shopper> {
  const account = await createTestAccount(t.database);
  accountsMade.push(account);
  const session = await t.app.identityService.startSession(account.id);
  const identity: Identity = {
    ...ANONYMOUS,
    customerId: account.id,
    principalId: account.id,
    sessionId: session.sessionId,
  };
  const { accessToken } = t.app.identityService.issueAccessToken(identity);
  return callerWith({ authorization: `Bearer ${accessToken}` }, account.id, identity);
}

const anonymous = () => callerWith({}, -1, ANONYMOUS);

const LISTS = '/api/shopping-lists/v1/lists';

async function makeList(who: Shopper, name: string): Promise<number> {
  const response = await who.send('POST', LISTS, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

function problem(response: LightMyRequestResponse) {
  return { status: response.statusCode, message: response.json().message as string };
}

describe('a shopper’s lists over REST', () => {
  it('proves a list is made, named, filled, changed and deleted in the spec’s shape', async () => {
    const ann = await shopper();
    const [bread, milk] = plain as [Product, Product];

    const created = await ann.send('POST', LISTS, { name: '  Weekly   shop ' });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toEqual({
      id: expect.any(Number),
      name: 'Weekly shop',
      numItems: 0,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      items: [],
    });
    const url = `${LISTS}/${list.id}`;

    const added = await ann.send('POST', `${url}/items`, { lineNumber: bread.lineNumber });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      added: true,
      shoppingList: {
        numItems: 1,
        items: [{ lineNumber: bread.lineNumber, quantity: bread.defaultQuantity }],
      },
    });
    // The same product again leaves the list as it was.
    const again = await ann.send('POST', `${url}/items`, {
      lineNumber: bread.lineNumber,
      quantity: { amount: 5, uom: 'C62' },
    });
    expect(again.json()).toMatchObject({ added: false, shoppingList: { numItems: 1 } });
    expect(again.json().shoppingList.items[0].quantity).toEqual(bread.defaultQuantity);

    const set = await ann.send('PUT', `${url}/items/${milk.lineNumber}`, {
      quantity: { amount: 3, uom: 'C62' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().items).toEqual([
      { lineNumber: bread.lineNumber, quantity: bread.defaultQuantity },
      { lineNumber: milk.lineNumber, quantity: { amount: 3, uom: 'C62' } },
    ]);

    const renamed = await ann.send('PATCH', url, { name: 'Saturday' });
    expect(renamed.json()).toMatchObject({ name: 'Saturday', numItems: 2 });
    expect((await ann.send('GET', LISTS)).json().shoppingLists).toEqual([
      expect.objectContaining({ id: list.id, name: 'Saturday', numItems: 2 }),
    ]);

    const removed = await ann.send('DELETE', `${url}/items/${bread.lineNumber}`);
    expect(removed.json()).toMatchObject({ numItems: 1 });
    // Removing it twice is as once.
    expect((await ann.send('DELETE', `${url}/items/${bread.lineNumber}`)).statusCode).toBe(200);
    const zero = await ann.send('PUT', `${url}/items/${milk.lineNumber}`, {
      quantity: { amount: 0, uom: 'C62' },
    });
    expect(zero.json()).toMatchObject({ numItems: 0, items: [] });

    expect((await ann.send('DELETE', url)).statusCode).toBe(204);
    expect(problem(await ann.send('GET', url))).toEqual({
      status: 404,
      message: 'Sorry, we could not find that list.',
    });
  });

  it('proves every call refuses bad input with a message, changing nothing', async () => {
    const bob = await shopper();
    const id = await makeList(bob, 'Party');
    const url = `${LISTS}/${id}`;
    const [first] = plain as [Product];
    const cases: [InjectOptions['method'], string, unknown, number, RegExp][] = [
      ['POST', LISTS, { name: '' }, 400, /Please enter your list name/],
      ['POST', LISTS, { name: 'x'.repeat(51) }, 400, /Must be no more than 50 characters/],
      ['POST', LISTS, { name: '<b>' }, 400, /Invalid list name/],
      ['POST', LISTS, { name: 'Ok', colour: 'red' }, 400, /colour/],
      ['POST', LISTS, { name: ' PARTY ' }, 409, /You already have a list called PARTY/],
      ['GET', `${LISTS}/abc`, undefined, 400, /must be a shopping list id/],
      ['PATCH', url, { name: '   ' }, 400, /Please enter your list name/],
      ['PATCH', url, {}, 400, /name/],
      ['POST', `${url}/items`, { lineNumber: 'abc' }, 400, /must be 1 to 12 digits/],
      [
        'POST',
        `${url}/items`,
        { lineNumber: first.lineNumber, quantity: { amount: 100, uom: 'C62' } },
        400,
        /must be 0 \(none\) or from 1 to 99/,
      ],
      [
        'POST',
        `${url}/items`,
        { lineNumber: first.lineNumber, quantity: { amount: 0, uom: 'C62' } },
        400,
        /must be more than 0/,
      ],
      ['POST', `${url}/items`, { lineNumber: '999999999999' }, 422, /could not find that product/],
      [
        'POST',
        `${url}/items`,
        { lineNumber: first.lineNumber, quantity: { amount: 0.5, uom: 'KGM' } },
        422,
        /is not sold by the kilogram/,
      ],
      [
        'PUT',
        `${url}/items/${first.lineNumber}`,
        { quantity: { amount: 1.5, uom: 'C62' } },
        400,
        /whole number/,
      ],
      ['PUT', `${url}/items/${first.lineNumber}`, { amount: 1 }, 400, /body\.quantity/],
      ['PUT', `${url}/items/x1`, { quantity: { amount: 1, uom: 'C62' } }, 400, /lineNumber/],
      ['DELETE', `${url}/items/1234567890123`, undefined, 400, /must be 1 to 12 digits/],
      ['POST', `${url}/items/from-search`, { searchTerms: ' \n ' }, 400, /at least one item/],
      ['POST', `${url}/items/from-search`, {}, 400, /searchTerms/],
      ['POST', `${url}/items/from-order`, { customerOrderId: 'x' }, 400, /customer order id/],
      ['POST', `${url}/items/from-order`, { customerOrderId: '99999999' }, 404, /No such order/],
      ['POST', `${url}/trolley`, { now: true }, 400, /now/],
    ];
    for (const [method, path, body, status, message] of cases) {
      const answer = await bob.send(method, path, body);
      expect(answer.statusCode, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.json().message, `${method} ${path}`).toMatch(message);
    }
    expect((await bob.send('GET', LISTS)).json().shoppingLists).toEqual([
      expect.objectContaining({ name: 'Party', numItems: 0 }),
    ]);
  });

  it('proves another shopper’s list is not found by any call, and a signed-out caller is 401', async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const id = await makeList(owner, 'Mine');
    const [first] = plain as [Product];
    await owner.send('POST', `${LISTS}/${id}/items`, { lineNumber: first.lineNumber });
    const url = `${LISTS}/${id}`;
    const calls: [InjectOptions['method'], string, unknown][] = [
      ['GET', url, undefined],
      ['PATCH', url, { name: 'Theirs' }],
      ['DELETE', url, undefined],
      ['POST', `${url}/items`, { lineNumber: first.lineNumber }],
      ['PUT', `${url}/items/${first.lineNumber}`, { quantity: { amount: 2, uom: 'C62' } }],
      ['DELETE', `${url}/items/${first.lineNumber}`, undefined],
      ['POST', `${url}/items/from-search`, { searchTerms: 'milk' }],
      ['POST', `${url}/items/from-order`, { customerOrderId: '1' }],
      ['POST', `${url}/trolley`, {}],
    ];
    for (const [method, path, body] of calls) {
      expect((await stranger.send(method, path, body)).statusCode, `${method} ${path}`).toBe(404);
      // Bad input from a stranger is still not found: nothing is said about the list.
      expect((await stranger.send(method, path, { bad: true })).statusCode).toBe(404);
      const signedOut = await anonymous().send(method, path, body);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().message).toBe('Sign in to use your lists.');
    }
    expect((await anonymous().send('GET', LISTS)).statusCode).toBe(401);
    expect((await anonymous().send('POST', LISTS, { name: 'x' })).statusCode).toBe(401);
    expect((await stranger.send('GET', LISTS)).json().shoppingLists).toEqual([]);
    // The owner's list is as it was.
    expect((await owner.send('GET', url)).json()).toMatchObject({ name: 'Mine', numItems: 1 });
  });

  it('proves the limits: 30 lists a shopper, 100 products a list', async () => {
    const carol = await shopper();
    for (let n = 1; n <= MAX_SHOPPING_LISTS; n += 1) {
      await t.app.services.shoppingLists.create(carol.identity, `List ${n}`);
    }
    expect(problem(await carol.send('POST', LISTS, { name: 'One more' }))).toEqual({
      status: 422,
      message: 'You can keep up to 30 lists. Delete one to make another.',
    });
    const [full] = (await carol.send('GET', LISTS)).json().shoppingLists as { id: number }[];
    const url = `${LISTS}/${full?.id}`;
    for (const product of plain.slice(0, 100)) {
      await t.app.services.shoppingLists.addItem(carol.identity, full?.id as number, {
        lineNumber: product.lineNumber,
      });
    }
    const last = plain[100] as Product;
    expect(
      problem(await carol.send('POST', `${url}/items`, { lineNumber: last.lineNumber })),
    ).toEqual({
      status: 422,
      message: 'A list holds up to 100 products.',
    });
    expect(
      (
        await carol.send('PUT', `${url}/items/${last.lineNumber}`, {
          quantity: { amount: 1, uom: 'C62' },
        })
      ).statusCode,
    ).toBe(422);
    expect((await carol.send('GET', url)).json().numItems).toBe(100);
  });
});

describe('filling a list', () => {
  it('proves the multi-search box adds the first match of each line and names those with none', async () => {
    const dan = await shopper();
    const id = await makeList(dan, 'From search');
    const firstMatch = async (term: string) =>
      (await t.app.services.search.search({ searchTerm: term, size: 1 })).products[0]?.lineNumber;
    const milk = await firstMatch('milk');
    const bread = await firstMatch('bread');
    expect(milk && bread).toBeTruthy();

    const filled = await dan.send('POST', `${LISTS}/${id}/items/from-search`, {
      searchTerms: 'milk\nbread; qqqzzzxx\n\nmilk',
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({
      added: [milk, bread],
      alreadyOnList: [],
      notFound: ['qqqzzzxx'],
      shoppingList: { numItems: 2 },
    });
    // Pasting the list again adds nothing new.
    const again = await dan.send('POST', `${LISTS}/${id}/items/from-search`, {
      searchTerms: 'milk, bread',
    });
    expect(again.json()).toMatchObject({ added: [], alreadyOnList: [milk, bread] });
  });

  it('proves an order of the shopper’s fills a list at the quantities ordered; another’s is not found', async () => {
    const erin = await shopper();
    const orderId = await OWNED_RESOURCES.order?.create(t.app, erin.id);
    try {
      const order = await t.app.services.orderHistory.getOrder(erin.identity, orderId as string);
      const id = await makeList(erin, 'Like last time');
      const filled = await erin.send('POST', `${LISTS}/${id}/items/from-order`, {
        customerOrderId: orderId,
      });
      expect(filled.statusCode, filled.body).toBe(200);
      const ordered = (order?.orderLines ?? []).map((line) => ({
        lineNumber: line.lineNumber,
        quantity: line.quantity,
      }));
      expect(ordered.length).toBeGreaterThan(0);
      expect(filled.json().shoppingList.items).toEqual(ordered);

      const other = await shopper();
      const theirs = await makeList(other, 'Not yours');
      expect(
        problem(
          await other.send('POST', `${LISTS}/${theirs}/items/from-order`, {
            customerOrderId: orderId,
          }),
        ),
      ).toEqual({ status: 404, message: 'No such order.' });
    } finally {
      await OWNED_RESOURCES.order?.remove(t.app, orderId as string);
    }
  });
});

describe('Add all items', () => {
  it('proves a list of 100 items goes to the trolley in one batch, counted', async () => {
    const fay = await shopper();
    const id = await makeList(fay, 'Big shop');
    for (const product of plain.slice(0, 100)) {
      await t.app.services.shoppingLists.addItem(fay.identity, id, {
        lineNumber: product.lineNumber,
        quantity: { amount: 2, uom: 'C62' },
      });
    }
    const versionBefore = (await t.app.services.trolley.currentTrolley(fay.identity))?.version;
    const answer = await fay.send('POST', `${LISTS}/${id}/trolley`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'fulfilled', successCount: 100, skipped: [] });
    const trolley = await t.app.services.trolley.currentTrolley(fay.identity);
    expect(trolley?.trolleyItems).toHaveLength(100);
    expect(trolley?.trolleyItems.every((line) => line.quantity.amount === 2)).toBe(true);
    // One batch: the trolley changed once.
    expect(trolley?.version).toBe((versionBefore ?? 0) + 1);

    // Again: the list's quantities go on top of the trolley's.
    const again = await fay.send('POST', `${LISTS}/${id}/trolley`, {});
    expect(again.json()).toMatchObject({ successCount: 100 });
    const after = await t.app.services.trolley.currentTrolley(fay.identity);
    expect(after?.trolleyItems.every((line) => line.quantity.amount === 4)).toBe(true);
  });

  it('proves a product gone from the catalogue is left out and named, the rest added', async () => {
    const gus = await shopper();
    const id = await makeList(gus, 'Mixed');
    const [kept] = plain as [Product];
    await t.app.services.shoppingLists.addItem(gus.identity, id, { lineNumber: kept.lineNumber });
    // A line the catalogue no longer has, as a list keeps it after the product goes.
    await t.database.db.execute(
      // The list's own table, written here to stand for a product that was sold when added.
      sql`INSERT INTO shopping_list_items (shopping_list_id, line_number, quantity_amount, quantity_uom, position, added_at)
       VALUES (${id}, '999999999998', 1, 'C62', 99, now())`,
    );
    const answer = await gus.send('POST', `${LISTS}/${id}/trolley`, {});
    expect(answer.json()).toMatchObject({
      successCount: 1,
      skipped: [{ lineNumber: '999999999998', reason: 'NOT_AVAILABLE' }],
    });
  });
});

describe('GraphQL', () => {
  it('proves the same lists through GraphQL, with hasItem for the Add to list menu', async () => {
    const hal = await shopper();
    const [first] = plain as [Product];
    const created = (await hal.graphql(
      'mutation { createShoppingList(name: "Snacks") { shoppingList { id name } failures { type } } }',
    )) as { createShoppingList: { shoppingList: { id: number } } };
    const id = created.createShoppingList.shoppingList.id;
    const added = await hal.graphql(
      `mutation ($id: Int!, $line: String!) { addShoppingListItem(shoppingListId: $id, lineNumber: $line) {
        added shoppingList { numItems } failures { type } } }`,
      { id, line: first.lineNumber },
    );
    expect(added).toEqual({
      addShoppingListItem: { added: true, shoppingList: { numItems: 1 }, failures: null },
    });
    const lists = await hal.graphql(
      `query ($line: String!) { shoppingLists { shoppingLists { name hasItem(lineNumber: $line) } } }`,
      { line: first.lineNumber },
    );
    expect(lists).toEqual({
      shoppingLists: { shoppingLists: [{ name: 'Snacks', hasItem: true }] },
    });
    const taken = await hal.graphql(
      'mutation { createShoppingList(name: "snacks") { shoppingList { id } failures { type message } } }',
    );
    expect(taken).toEqual({
      createShoppingList: {
        shoppingList: null,
        failures: [{ type: 'CONFLICT', message: 'You already have a list called snacks' }],
      },
    });
    const toTrolley = await hal.graphql(
      'mutation ($id: Int!) { addShoppingListToTrolley(shoppingListId: $id) { status successCount failures { type } } }',
      { id },
    );
    expect(toTrolley).toEqual({
      addShoppingListToTrolley: { status: 'fulfilled', successCount: 1, failures: null },
    });
    const stranger = await shopper();
    expect(
      await stranger.graphql(
        'mutation ($id: Int!) { deleteShoppingList(shoppingListId: $id) { deleted failures { type } } }',
        { id },
      ),
    ).toEqual({ deleteShoppingList: { deleted: null, failures: [{ type: 'NOT_FOUND' }] } });
  });
});

describe('staff signed on as a customer', () => {
  it('proves staff see and change the customer’s lists, each change in the audit log', async () => {
    const staffAccount = await createTestAccount(t.database, { role: 'staff' });
    accountsMade.push(staffAccount);
    const customer = await shopper();
    const own = await makeList(customer, 'Her list');
    const signOn = await t.app.identityService.startSession(staffAccount.id, {
      customerId: customer.id,
    });
    const cookie = `session=${signOn.secret}`;
    const csrf = (await t.app.inject({ url: '/api/auth/v1/csrf', headers: { cookie } })).json()
      .token;
    const staff = callerWith({ cookie, 'x-csrf-token': csrf }, customer.id, customer.identity);
    const [first] = plain as [Product];

    expect((await staff.send('GET', LISTS)).json().shoppingLists).toEqual([
      expect.objectContaining({ id: own, name: 'Her list' }),
    ]);
    const made = await makeList(staff, 'Made by staff');
    expect(
      (await staff.send('POST', `${LISTS}/${own}/items`, { lineNumber: first.lineNumber }))
        .statusCode,
    ).toBe(200);
    expect(
      (await staff.send('PATCH', `${LISTS}/${own}`, { name: 'Her big list' })).statusCode,
    ).toBe(200);
    expect((await staff.send('DELETE', `${LISTS}/${made}`)).statusCode).toBe(204);

    const entries = await t.app.services.staff.audit.listForCustomer(customer.id);
    expect(
      entries
        .filter((entry) => entry.action !== 'signed-on')
        .reverse()
        .map((entry) => [entry.staffId, entry.action, entry.detail]),
    ).toEqual([
      [staffAccount.id, 'shopping-list-created', { shoppingListId: made, name: 'Made by staff' }],
      [staffAccount.id, 'shopping-list-changed', { shoppingListId: own, added: 1 }],
      [staffAccount.id, 'shopping-list-renamed', { shoppingListId: own, name: 'Her big list' }],
      [
        staffAccount.id,
        'shopping-list-deleted',
        { shoppingListId: made, name: 'Made by staff', items: 0 },
      ],
    ]);
    // The customer's own list was made by her: not a staff action.
    expect(entries.some((entry) => entry.detail.name === 'Her list')).toBe(false);
  });
});
