import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAccount,
  identityOfAccount,
  type TestAccount,
} from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { slotShopper } from '../slots/slots-shopper.fixture.ts';
import type { InterstitialsView } from './interstitials.contract.ts';

/**
 * Manager's specials (issue 28, decision 0097) through real HTTP on a real database: staff make
 * and end them in the console's calls (strangers 401, customers 403, bad input 400), the
 * interstitial shows each at the price the pricing engine gives it, and the trolley charges
 * exactly that once the product is added; a special shows once, not again in a later step at the
 * shelf price. Every account, trolley and special here is the
 * test's own and is removed after it.
 */

let t: TestApp;
let staffToken: string;
const made: TestAccount[] = [];
const specialIds: number[] = [];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Available products sold by the item, in no promotion, dearer than £1. */
async function plainProducts(count: number) {
  const found = await rows<{ line_number: string; id: string; display_price_pence: number }>(
    sql`SELECT p.line_number, p.id, p.display_price_pence FROM products p
      WHERE p.availability = 'AVAILABLE' AND p.uoms @> '["C62"]'::jsonb
        AND p.display_price_pence > 100
        AND NOT EXISTS (SELECT 1 FROM promotion_products pp WHERE pp.product_id = p.id)
      ORDER BY md5(p.id) LIMIT ${count}`,
  );
  if (found.length < count) throw new Error('seed has too few products without offers');
  return found.map((row) => ({
    lineNumber: row.line_number,
    productId: row.id,
    shelfPence: row.display_price_pence,
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createTestAccount(t.database, { role: 'staff', firstName: 'Manon' });
  made.push(staff);
  const session = await t.app.identityService.startSession(staff.id);
  staffToken = t.app.identityService.issueAccessToken({
    ...identityOfAccount(staff.id, 'staff'),
    sessionId: session.sessionId,
  }).accessToken;
});

afterAll(async () => {
  for (const id of specialIds) {
    await t.database.db.execute(sql`DELETE FROM promotions WHERE id = ${id}`);
  }
  for (const account of made) await account.remove();
  await t.close();
});

/** A signed-in shopper (the slot tests' own) and their open trolley. */
async function shopper() {
  const s = await slotShopper(t);
  made.push(s.account);
  const orderId = (await t.app.services.trolley.currentOrderId(s.identity)) as string;
  return { ...s, orderId };
}

const SPECIALS = '/api/staff/v1/managers-specials';

function asStaff(method: InjectOptions['method'], url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${staffToken}` },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

async function makeSpecial(lineNumber: string, specialPricePence: number, days = 7) {
  const response = await asStaff('POST', SPECIALS, { lineNumber, specialPricePence, days });
  expect(response.statusCode, response.body).toBe(201);
  const special = response.json<{ promotionId: number; createdByName: string }>();
  specialIds.push(special.promotionId);
  return special;
}

describe("manager's specials", () => {
  it('proves the interstitial shows the price the trolley then charges, and an ended special is gone from both', async () => {
    const [tart, bread] = await plainProducts(2);
    if (!tart || !bread) throw new Error('unreachable');
    const specialPence = tart.shelfPence - 37;
    const special = await makeSpecial(tart.lineNumber, specialPence);
    expect(special.createdByName).toMatch(/Manon/);

    const s = await shopper();
    // Hearted, so missed favourites would show it too: it shows once, as the special.
    await t.app.services.favourites.add(s.identity.customerId, tart.lineNumber);
    await t.app.services.trolley.addItem(s.identity, s.orderId, {
      lineNumber: bread.lineNumber,
      productId: bread.productId,
      quantity: { amount: 1, uom: 'C62' },
    });
    const response = await s.send(
      'GET',
      `/api/interstitials/v1/interstitials/${s.orderId}?stepId=managers-special`,
    );
    expect(response.statusCode).toBe(200);
    const view = response.json<InterstitialsView>();
    const step = view.steps.find((one) => one.id === 'managers-special');
    expect(step).toMatchObject({ valid: true, current: true, label: "Manager's specials" });
    const shown = view.interstitials.find((one) => one.id === 'managers-special');
    const offered = shown?.specials.find((one) => one.lineNumber === tart.lineNumber);
    expect(offered).toEqual({
      lineNumber: tart.lineNumber,
      promotionId: special.promotionId,
      description: expect.stringMatching(/^Manager's special /),
      pricePence: specialPence,
      regularPricePence: tart.shelfPence,
      savingPence: 37,
    });
    expect(shown?.products.map((p) => p.lineNumber)).toContain(tart.lineNumber);
    const elsewhere = view.interstitials
      .filter((one) => one.id !== 'managers-special')
      .flatMap((one) => one.products.map((p) => p.lineNumber));
    expect(elsewhere).not.toContain(tart.lineNumber);

    // Two of them in the trolley: each at the price the interstitial showed.
    const added = await s.send('POST', '/api/graphql', {
      query: `mutation ($orderId: String!, $trolleyItem: TrolleyItemInput!) {
          addItemToTrolley(orderId: $orderId, trolleyItem: $trolleyItem) {
            trolleyItems { lineNumber totalPrice { amount } discounts { id status } }
            failures { message } } }`,
      variables: {
        orderId: s.orderId,
        trolleyItem: {
          lineNumber: tart.lineNumber,
          productId: tart.productId,
          quantity: { amount: 2, uom: 'C62' },
        },
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [line] = added.json().data.addItemToTrolley.trolleyItems as {
      lineNumber: string;
      totalPrice: { amount: number };
      discounts: { id: number; status: string }[];
    }[];
    expect(line?.totalPrice.amount).toBe((offered?.pricePence ?? -1) * 2);
    expect(line?.discounts).toEqual([{ id: special.promotionId, status: 'TRIGGERED' }]);

    // In the trolley now: not suggested again.
    const after = await t.app.services.interstitials.interstitials(s.identity, s.orderId);
    const again = after.interstitials.find((one) => one.id === 'managers-special');
    expect(again?.specials.map((one) => one.lineNumber) ?? []).not.toContain(tart.lineNumber);

    // Ended by staff: the trolley is back at the shelf price and the listing says who ended it.
    const ended = await asStaff('DELETE', `${SPECIALS}/${special.promotionId}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ endedByName: expect.stringMatching(/Manon/) });
    const back = await t.app.services.trolley.getTrolley(s.identity, s.orderId);
    const shelfLine = back.trolleyItems.find((item) => item.lineNumber === tart.lineNumber);
    expect(shelfLine?.totalPrice.amount).toBe(tart.shelfPence * 2);
    const listing = await asStaff('GET', SPECIALS);
    expect(listing.statusCode).toBe(200);
    const { running, past } = listing.json<{
      running: { promotionId: number }[];
      past: { promotionId: number; endedByName: string }[];
    }>();
    expect(running.map((one) => one.promotionId)).not.toContain(special.promotionId);
    expect(past.map((one) => one.promotionId)).toContain(special.promotionId);
  });

  it('proves strangers get 401, customers 403, and bad input 400, 404 or 409 with nothing made', async () => {
    const [product] = await plainProducts(1);
    if (!product) throw new Error('unreachable');
    const body = { lineNumber: product.lineNumber, specialPricePence: 50, days: 3 };
    const stranger = await t.app.inject({ method: 'POST', url: SPECIALS, payload: body });
    expect(stranger.statusCode).toBe(401);
    const s = await shopper();
    expect((await s.send('GET', SPECIALS)).statusCode).toBe(403);
    const customerPost = await s.send('POST', SPECIALS, body);
    expect(customerPost.statusCode).toBe(403);

    const cases: [unknown, number, RegExp][] = [
      [{ ...body, specialPricePence: '0.50' }, 400, /specialPricePence/],
      [{ ...body, specialPricePence: 12.5 }, 400, /specialPricePence/],
      [{ ...body, days: undefined }, 400, /days/],
      [{ ...body, extra: 1 }, 400, /extra|Unrecognized/i],
      [{ ...body, lineNumber: 'abc' }, 400, /lineNumber/],
      [{ ...body, specialPricePence: product.shelfPence }, 400, /below the shelf price/],
      [{ ...body, days: 29 }, 400, /from 1 to 28/],
      [{ ...body, lineNumber: '999999999999' }, 404, /999999999999/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await asStaff('POST', SPECIALS, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.body).toMatch(message);
    }
    expect((await asStaff('DELETE', `${SPECIALS}/abc`)).statusCode).toBe(400);
    expect((await asStaff('DELETE', `${SPECIALS}/799999999`)).statusCode).toBe(404);
    const listing = await asStaff('GET', SPECIALS);
    const running = listing.json<{ running: { lineNumber: string }[] }>().running;
    expect(running.map((one) => one.lineNumber)).not.toContain(product.lineNumber);

    // One special a product at a time.
    const first = await makeSpecial(product.lineNumber, 50);
    const second = await asStaff('POST', SPECIALS, body);
    expect(second.statusCode).toBe(409);
    expect((await asStaff('DELETE', `${SPECIALS}/${first.promotionId}`)).statusCode).toBe(200);
    expect((await asStaff('DELETE', `${SPECIALS}/${first.promotionId}`)).statusCode).toBe(404);
  });
});
