import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { LOYALTY_CARD_ALREADY_LINKED } from '@grocer/domain/validation/messages';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TrolleyServices } from '../trolley/trolley.module.ts';
import { LoyaltyRepository } from './loyalty.repository.ts';
import { createLoyaltyService } from './loyalty.service.ts';

/**
 * The loyalty scheme over REST (decision 0086) on a real database: join, link, leave, the card's
 * rewards and picks; bad input and strangers; one card to one account when two ask at once; and
 * member prices in the trolley, at picking's pricing and in the memberships call, from the one
 * source. Every shopper here is made for the test and removed with its membership.
 */

let t: TestApp;
/** The trolley's pricing of lines as for a customer (what picking calls). */
const pricing = () => (t.app.services as unknown as Pick<TrolleyServices, 'pricing'>).pricing;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const accountsMade: TestAccount[] = [];

beforeAll(async () => {
  t = await createTestApp();
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
}

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
  return {
    id: account.id,
    identity,
    send: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${accessToken}` },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
  };
}

const API = '/api/loyalty/v1';
let cardSerial = 0;
/** A card number nobody holds: 9230, the run's time and a serial. */
const freshCard = () =>
  `9230${String(Date.now() % 1e8).padStart(8, '0')}${String(cardSerial++ % 1e4).padStart(4, '0')}`;

describe('joining, linking and leaving', () => {
  it('proves a shopper joins with a new card, sees it, its rewards and picks, and leaves clearing it', async () => {
    const ann = await shopper();
    expect((await ann.send('GET', `${API}/mywaitrosebycard`)).statusCode).toBe(404);

    const joined = await ann.send('POST', `${API}/mywaitrose`);
    expect(joined.statusCode, joined.body).toBe(201);
    const account = joined.json();
    expect(account).toMatchObject({
      membership: { type: 'mywaitrose', number: expect.stringMatching(/^9210\d{12}$/) },
      card: { cardStatus: 'ACTIVE', points: 0, modified: expect.stringMatching(/^\d{4}-/) },
      hasLinkedMembership: false,
    });
    expect(account.card.cardNumber).toBe(account.membership.number);

    const again = await ann.send('POST', `${API}/mywaitrose`);
    expect(again.statusCode).toBe(200);
    expect(again.json().card.cardNumber).toBe(account.card.cardNumber);

    expect((await ann.send('GET', `${API}/mywaitrosebycard`)).json()).toEqual(account);
    expect((await ann.send('GET', `${API}/thresholdRewards`)).json()).toEqual({
      targetThresholdIndex: 0,
      thresholds: [500, 1000, 2000],
    });
    expect((await ann.send('GET', `${API}/propositions`)).json()).toEqual({
      ipick: { remainingPicks: 10, totalPicks: 10, lockedOrUsedPicks: 0 },
    });
    expect((await ann.send('GET', `${API}/linkedMembership`)).json()).toEqual({
      hasLinkedMembership: false,
    });
    const memberships = await ann.send('GET', '/api/memberships/v2/memberships');
    expect(memberships.json().memberships).toEqual([
      { type: 'LOYALTY', number: account.card.cardNumber },
    ]);

    const left = await ann.send('DELETE', `${API}/mywaitrosebycard`);
    expect(left.statusCode).toBe(204);
    expect((await ann.send('GET', `${API}/mywaitrosebycard`)).statusCode).toBe(404);
    expect((await ann.send('DELETE', `${API}/mywaitrosebycard`)).statusCode).toBe(404);
    expect((await ann.send('GET', `${API}/thresholdRewards`)).statusCode).toBe(404);
    expect((await ann.send('GET', `${API}/propositions`)).statusCode).toBe(404);
    // The card is cleared: another shopper may link it now.
    const bob = await shopper();
    const linked = await bob.send('PUT', `${API}/mywaitrosebycard`, {
      cardNumber: account.card.cardNumber,
    });
    expect(linked.statusCode, linked.body).toBe(200);
  });

  it('links a card as printed, refuses one another account holds, and a bad number', async () => {
    const ann = await shopper();
    const bob = await shopper();
    const card = freshCard();
    const printed = card.replace(/(\d{4})(?=\d)/g, '$1 ');

    const linked = await ann.send('PUT', `${API}/mywaitrosebycard`, { cardNumber: printed });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().card.cardNumber).toBe(card);
    // Linking it again changes nothing.
    expect(
      (await ann.send('PUT', `${API}/mywaitrosebycard`, { cardNumber: card })).statusCode,
    ).toBe(200);

    const taken = await bob.send('PUT', `${API}/mywaitrosebycard`, { cardNumber: card });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(LOYALTY_CARD_ALREADY_LINKED);
    expect(taken.json().message).toBe('This number is already linked to another account.');

    for (const cardNumber of ['9220123456789012', '921012345678901', 'abcd', '', 12]) {
      const bad = await bob.send('PUT', `${API}/mywaitrosebycard`, { cardNumber });
      expect(bad.statusCode, String(cardNumber)).toBe(400);
    }
    expect(
      (await bob.send('PUT', `${API}/mywaitrosebycard`, { cardNumber: card, x: 1 })).statusCode,
    ).toBe(400);
    expect((await bob.send('PUT', `${API}/mywaitrosebycard`)).statusCode).toBe(400);
    expect((await bob.send('GET', `${API}/mywaitrosebycard`)).statusCode).toBe(404);
  });

  it('answers a stranger 401 on every call', async () => {
    for (const [method, path] of [
      ['GET', 'mywaitrosebycard'],
      ['PUT', 'mywaitrosebycard'],
      ['DELETE', 'mywaitrosebycard'],
      ['POST', 'mywaitrose'],
      ['GET', 'linkedMembership'],
      ['GET', 'thresholdRewards'],
      ['GET', 'propositions'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `${API}/${path}`,
        ...(method === 'PUT' ? { payload: { cardNumber: freshCard() } } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('proves one card goes to one account when two shoppers link it at once', async () => {
    for (let round = 0; round < 5; round++) {
      const card = freshCard();
      const [ann, bob] = await Promise.all([shopper(), shopper()]);
      const answers = await Promise.all([
        ann.send('PUT', `${API}/mywaitrosebycard`, { cardNumber: card }),
        bob.send('PUT', `${API}/mywaitrosebycard`, { cardNumber: card }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const holders = await t.database.db.execute(
        sql`SELECT customer_id FROM loyalty_memberships WHERE card_number = ${card}`,
      );
      expect(rowsOf(holders)).toHaveLength(1);
    }
  });

  it('proves a shopper joining twice at once holds one card', async () => {
    const ann = await shopper();
    const answers = await Promise.all([
      ann.send('POST', `${API}/mywaitrose`),
      ann.send('POST', `${API}/mywaitrose`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json().card.cardNumber).toBe(answers[1]?.json().card.cardNumber);
  });
});

describe('member prices from the one source', () => {
  it('tells the viewer who is a member, so shared pages show member prices to members only', async () => {
    const ann = await shopper();
    expect((await t.app.services.viewer.viewer(ann.identity)).loyaltyMember).toBe(false);
    expect((await ann.send('POST', `${API}/mywaitrose`)).statusCode).toBe(201);
    expect((await t.app.services.viewer.viewer(ann.identity)).loyaltyMember).toBe(true);
    expect((await ann.send('DELETE', `${API}/mywaitrosebycard`)).statusCode).toBe(204);
    expect((await t.app.services.viewer.viewer(ann.identity)).loyaltyMember).toBe(false);
    expect((await t.app.services.viewer.viewer(ANONYMOUS)).loyaltyMember).toBe(false);
  });

  /** A product in a live members-only offer, bought in the offer's quantity. */
  async function memberOffer(): Promise<
    { lineNumber: string; productId: string; threshold: number }[]
  > {
    const rows = await t.database.db.execute(sql`
      SELECT p.line_number AS "lineNumber", p.id AS "productId", g.threshold
      FROM promotions pr
      JOIN promotion_groups g ON g.promotion_id = pr.id
      JOIN promotion_products pp ON pp.promotion_id = pr.id AND pp.group_id = g.id
      JOIN products p ON p.id = pp.product_id
      WHERE pr.loyalty_only AND NOT pr.hidden AND pr.start_date < now()
        AND pr.expiry_date > now() + interval '5 days' AND p.availability = 'AVAILABLE'
      ORDER BY pr.id, p.line_number
      LIMIT 20`);
    return rowsOf<{ lineNumber: string; productId: string; threshold: number }>(rows);
  }

  it('prices a members-only offer for a member in the trolley and not for anybody else, and stops on leaving', async () => {
    const ann = await shopper();
    const orderId = (await t.app.services.trolley.currentOrderId(ann.identity)) as string;
    let saving = 0;
    for (const offer of await memberOffer()) {
      const added = await t.app.services.trolley
        .addItem(ann.identity, orderId, {
          lineNumber: offer.lineNumber,
          productId: offer.productId,
          quantity: { amount: offer.threshold, uom: 'C62' },
        })
        .catch(() => null);
      if (added === null) continue;
      const before = await t.app.services.trolley.getTrolley(ann.identity, orderId);
      expect(before.trolleyTotals.savingsFromLoyaltyScheme.amount).toBe(0);
      expect((await ann.send('POST', `${API}/mywaitrose`)).statusCode).toBe(201);
      const member = await t.app.services.trolley.getTrolley(ann.identity, orderId);
      saving = member.trolleyTotals.savingsFromLoyaltyScheme.amount;
      expect(saving).toBeGreaterThan(0);
      expect(member.trolleyTotals.itemTotalEstimatedCost.amount).toBe(
        before.trolleyTotals.itemTotalEstimatedCost.amount - saving,
      );
      // Picking's pricing, as for the order's customer.
      const lines = member.trolleyItems.map((item) => ({
        trolleyItemId: item.trolleyItemId,
        lineNumber: item.lineNumber,
        productId: offer.productId,
        quantity: item.quantity,
      }));
      const priced = await pricing().price(lines, null, ann.id);
      expect(priced.loyaltySavingsPence).toBe(saving);
      expect((await pricing().price(lines, null)).loyaltySavingsPence).toBe(0);

      expect((await ann.send('DELETE', `${API}/mywaitrosebycard`)).statusCode).toBe(204);
      const after = await t.app.services.trolley.getTrolley(ann.identity, orderId);
      expect(after.trolleyTotals.savingsFromLoyaltyScheme.amount).toBe(0);
      break;
    }
    expect(saving, 'no members-only offer in the test catalogue could be bought').toBeGreaterThan(
      0,
    );
  });
});

describe('the card in a phone wallet (decision 0089)', () => {
  it('answers a member a signed pass file with the card, and anybody else 404', async () => {
    const ann = await shopper();
    expect((await ann.send('POST', `${API}/appleWallet`)).statusCode).toBe(404);
    const card = (await ann.send('POST', `${API}/mywaitrose`)).json().card.cardNumber as string;
    const pass = await ann.send('POST', `${API}/appleWallet`);
    expect(pass.statusCode).toBe(200);
    expect(pass.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(pass.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pkpass"$/);
    const file = pass.rawPayload;
    // A zip (stored, not compressed) of the pass, its images, the manifest and the signature.
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const text = file.toString('latin1');
    for (const name of ['pass.json', 'manifest.json', 'signature', 'icon.png']) {
      expect(text, name).toContain(name);
    }
    expect(text).toContain(`"message":"${card}"`);
    expect(text).toContain('"storeCard"');
    expect((await t.app.inject({ method: 'POST', url: `${API}/appleWallet` })).statusCode).toBe(
      401,
    );
  });

  it("says 'Sorry, we're experiencing a problem' when the pass cannot be signed", async () => {
    const ann = await shopper();
    expect((await ann.send('POST', `${API}/mywaitrose`)).statusCode).toBe(201);
    const broken = createLoyaltyService({
      repository: new LoyaltyRepository(t.database.db),
      addressOf: async () => null,
      audit: { record: async () => {}, listForCustomer: async () => [] },
      now: () => new Date(),
      config: {
        schemeName: 'myHillside',
        cardPrefixes: ['9210', '9230'],
        rewardThresholds: [500],
        totalPicks: 10,
        pointsPerPound: 1,
        wallet: {
          passTypeIdentifier: 'pass.com.example.test',
          teamIdentifier: 'TEST',
          organizationName: 'Hillside',
          certificates: {
            wwdrPath: '/nonexistent/wwdr.pem',
            signerCertPath: '/nonexistent/signer.pem',
            signerKeyPath: '/nonexistent/signer.key',
          },
        },
      },
    });
    await expect(broken.walletPass(ann.identity)).rejects.toMatchObject({
      code: 'LOYALTY_WALLET_UNAVAILABLE',
      message: "Sorry, we're experiencing a problem",
    });
  });
});
