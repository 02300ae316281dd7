import { ANONYMOUS_VIEWER } from '@grocer/domain/identity/viewer';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createTrolleyCatalogue,
  TROLLEY_TEST_NOW,
  type TrolleyCatalogue,
} from '../contexts/trolley/trolley-catalogue.fixture.ts';

// The server's viewer route (decision 0060; decision 0032: the viewer fragment carries the
// shopper's trolley to the cards and header of cached pages).
let t: TestApp;
let catalogue: TrolleyCatalogue;
const accounts: TestAccount[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => TROLLEY_TEST_NOW });
  catalogue = await createTrolleyCatalogue(t.database);
});
afterAll(async () => {
  for (const account of accounts) await account.remove();
  await catalogue.remove();
  await t.close();
});

async function shopper() {
  const account = await createTestAccount(t.database);
  accounts.push(account);
  const session = await t.app.identityService.startSession(account.id);
  const { identity } = await t.app.identityService.resolve({
    sessionSecret: session.secret,
    bearerToken: null,
  });
  return { account, identity, cookie: `session=${session.secret}` };
}

async function trolleysOf(customerId: number): Promise<number> {
  const rows = await t.database.db.execute(
    sql`select count(*)::int as n from trolleys where customer_id = ${customerId}`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('the viewer fragment and the trolley', () => {
  it('proves the fragment carries the shopper’s lines, item count and total after offers', async () => {
    const { identity, cookie } = await shopper();
    const orderId = (await t.app.services.trolley.currentOrderId(identity)) as string;
    const { beans, ham } = catalogue.products;
    await t.app.services.trolley.addItem(identity, orderId, {
      lineNumber: beans.lineNumber,
      productId: beans.id,
      quantity: { amount: 3, uom: 'C62' },
    });
    await t.app.services.trolley.addItem(identity, orderId, {
      lineNumber: ham.lineNumber,
      productId: ham.id,
      quantity: { amount: 250, uom: 'GRM' },
    });
    const summary = await t.app.services.trolley.summary(identity);
    const response = await t.app.inject({ url: '/ecom/resources/viewer', headers: { cookie } });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { trolley } = response.json();
    expect(trolley).toMatchObject({ orderId, itemCount: 4, total: summary.total });
    expect(trolley.lines).toEqual([
      expect.objectContaining({
        lineNumber: beans.lineNumber,
        quantity: { amount: 3, uom: 'C62' },
      }),
      expect.objectContaining({
        lineNumber: ham.lineNumber,
        quantity: { amount: 250, uom: 'GRM' },
      }),
    ]);
    // The next visitor gets nothing of it.
    expect((await t.app.inject('/ecom/resources/viewer')).json()).toEqual(ANONYMOUS_VIEWER);
  });

  it('proves reading the fragment never opens a trolley: a shopper without one gets no order id', async () => {
    const { account, cookie } = await shopper();
    const response = await t.app.inject({ url: '/ecom/resources/viewer', headers: { cookie } });
    expect(response.json().trolley).toEqual({ orderId: null, itemCount: 0, total: 0, lines: [] });
    expect(await trolleysOf(account.id)).toBe(0);
  });
});
