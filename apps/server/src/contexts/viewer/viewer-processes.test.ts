import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import type { Viewer } from '@grocer/domain/identity/viewer';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lineNumbers } from '../../../test/catalogue-facts.ts';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  startInProcessServer,
  startServerProcess,
  type TestServer,
} from '../../../test/two-servers.ts';

/**
 * A viewer kept by one server is never given after another server wrote what it shows (decision
 * 0103): a server process of its own on PostgreSQL, an app on the same database in this process
 * on PGlite. Each server keeps the shopper's viewer (asked twice), then the other one, or the
 * database straight, writes; the very next request to the keeping server shows the write.
 */

const databaseUrl = inject('databaseUrl');

let t: TestApp;
let other: TestServer;
let account: TestAccount;
let identity: Identity;
let cookie = '';
let token = '';
let orderId = '';
let products: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  account = await createTestAccount(t.database);
  const session = await t.app.identityService.startSession(account.id);
  identity = {
    ...ANONYMOUS,
    customerId: account.id,
    principalId: account.id,
    sessionId: session.sessionId,
  };
  cookie = `session=${session.secret}; consent=all`;
  token = t.app.identityService.issueAccessToken(identity).accessToken;
  orderId = (await t.app.services.trolley.currentOrderId(identity)) as string;
  products = await lineNumbers(t.database, 3);
  other = databaseUrl ? await startServerProcess(databaseUrl) : await startInProcessServer(t);
}, 180_000);

afterAll(async () => {
  await other?.stop();
  await account?.remove();
  await t.close();
});

/** The viewer as this server (1) or the other (2) answers it. */
async function viewerOn(server: 1 | 2): Promise<Viewer> {
  if (server === 1) {
    const response = await t.app.inject({ url: '/ecom/resources/viewer', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as Viewer;
  }
  const response = await fetch(`${other.origin}/ecom/resources/viewer`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as Viewer;
}

/** Both servers asked twice, so each holds the shopper's viewer; answers what they agree on. */
async function keptOnBoth(): Promise<Viewer> {
  const answers = [await viewerOn(1), await viewerOn(2), await viewerOn(1), await viewerOn(2)];
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  return answers[0] as Viewer;
}

/** Writes go with a bearer token of the same session (a cookie's need the page's CSRF check). */
const authorization = () => ({ authorization: `Bearer ${token}` });

async function favouriteOn(server: 1 | 2, method: 'PUT' | 'DELETE', lineNumber: string) {
  const url = `/api/favourites/v2/favourites/${lineNumber}`;
  const status =
    server === 1
      ? (await t.app.inject({ method, url, headers: authorization() })).statusCode
      : (await fetch(`${other.origin}${url}`, { method, headers: authorization() })).status;
  expect(status).toBe(200);
}

describe('the viewer across server processes', () => {
  it('proves a write on one server shows at the next request to the other, though both kept the viewer', async () => {
    const [first, second] = products as [string, string];
    expect((await keptOnBoth()).favourites).toEqual([]);

    // Hearted on server 2: server 1's kept viewer is not given again, and back.
    await favouriteOn(2, 'PUT', first);
    expect((await viewerOn(1)).favourites).toEqual([first]);
    await keptOnBoth();
    await favouriteOn(1, 'PUT', second);
    expect(new Set((await viewerOn(2)).favourites)).toEqual(new Set([first, second]));

    // A trolley line written straight to the database: the other server shows it at once.
    await keptOnBoth();
    await t.database.db.execute(
      sql`INSERT INTO trolley_items (customer_order_id, line_number, product_id, quantity_amount,
          quantity_uom)
        SELECT ${orderId}, line_number, id, 2, 'C62' FROM products WHERE line_number = ${first}
        LIMIT 1`,
    );
    const added = await viewerOn(2);
    expect(added.trolley.itemCount).toBe(2);
    expect(added.trolley.lines.map((line) => line.lineNumber)).toEqual([first]);

    // The first name changed straight in the database: both servers show it next.
    await keptOnBoth();
    await t.database.db.execute(
      sql`UPDATE accounts SET first_name = 'Renamed' WHERE id = ${account.id}`,
    );
    expect((await viewerOn(2)).firstName).toBe('Renamed');
    expect((await viewerOn(1)).firstName).toBe('Renamed');

    // Signed out on one server: the other answers the anonymous viewer, not the kept one.
    await keptOnBoth();
    await t.app.identityService.endSession(identity.sessionId as string, 'signed-out');
    expect((await viewerOn(2)).signedIn).toBe(false);
    expect((await viewerOn(1)).signedIn).toBe(false);
  });

  it('proves hearts toggled on both servers at once end with both answering what the database holds', async () => {
    const lineNumber = products[2] as string;
    const session = await t.app.identityService.startSession(account.id);
    cookie = `session=${session.secret}; consent=all`;
    token = t.app.identityService.issueAccessToken({
      ...identity,
      sessionId: session.sessionId,
    }).accessToken;
    for (let round = 0; round < 5; round++) {
      await keptOnBoth();
      await Promise.all([
        favouriteOn(1, 'PUT', lineNumber),
        viewerOn(2),
        favouriteOn(2, round % 2 === 0 ? 'DELETE' : 'PUT', lineNumber),
        viewerOn(1),
      ]);
      const found = (await t.database.db.execute(
        sql`SELECT line_number FROM favourites WHERE customer_id = ${account.id}
          AND line_number = ${lineNumber}`,
      )) as unknown as { rows: unknown[] };
      const held = found.rows.length;
      for (const server of [1, 2] as const) {
        expect((await viewerOn(server)).favourites.includes(lineNumber)).toBe(held === 1);
      }
    }
  });
});
