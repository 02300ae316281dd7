import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freePort, startServerProcess, type TestServer } from '../../../test/two-servers.ts';
import { type SlotShopper, slotShopper } from '../slots/slots-shopper.fixture.ts';
import { fillTrolley, TestTenders } from './tenders.fixture.ts';

/**
 * Redemption, the placement workflow's tender step (decision 0039): balances debited by
 * conditional updates, vouchers used once, all or nothing, and given back as compensation. The
 * rush runs through two server processes on one PostgreSQL (skipped without DATABASE_URL); on
 * PGlite two apps in this process share the database.
 */

const databaseUrl = inject('databaseUrl');
const HOOKS = { E2E_TEST_HOOKS: 'true' };

let t: TestApp;
let tenders: TestTenders;
const shoppers: SlotShopper[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: HOOKS });
  tenders = new TestTenders(t.database);
});

afterAll(async () => {
  for (const shopper of shoppers) await shopper.account.remove();
  await tenders.remove();
  await t.close();
});

async function orderOf(): Promise<{ shopper: SlotShopper; orderId: string }> {
  const shopper = await slotShopper(t);
  shoppers.push(shopper);
  const { orderId } = await fillTrolley(t.app, shopper);
  return { shopper, orderId };
}

describe('redeeming an order’s gift cards and vouchers', () => {
  it('proves vouchers go first, cards take what is left, a second redeem answers the first, and release gives it all back', async () => {
    const { shopper, orderId } = await orderOf();
    const voucher = await tenders.voucher({ value: 1_000 });
    const first = await tenders.giftCard({ balance: 1_500 });
    const second = await tenders.giftCard({ balance: 5_000 });
    await t.database.db.execute(
      sql`INSERT INTO order_gift_vouchers (customer_order_id, gift_voucher_id, customer_id)
        VALUES (${orderId}::bigint, ${voucher.id}, ${shopper.id})`,
    );
    await tenders.applyCard(orderId, shopper.id, first.id);
    await tenders.applyCard(orderId, shopper.id, second.id);
    const redemption = t.app.tenderRedemption;

    const redeemed = await redemption.redeem(shopper.id, orderId, 4_000);
    expect(redeemed).toEqual({
      outcome: 'ok',
      value: {
        customerOrderId: orderId,
        giftVouchers: [
          { serialNumber: voucher.serialNumber, redeemed: { amount: 1_000, currencyCode: 'GBP' } },
        ],
        giftCards: [
          {
            serialNumber: first.serialNumber,
            redeemed: { amount: 1_500, currencyCode: 'GBP' },
            remainingBalance: { amount: 0, currencyCode: 'GBP' },
          },
          {
            serialNumber: second.serialNumber,
            redeemed: { amount: 1_500, currencyCode: 'GBP' },
            remainingBalance: { amount: 3_500, currencyCode: 'GBP' },
          },
        ],
        toPay: { amount: 0, currencyCode: 'GBP' },
      },
    });
    expect(await tenders.balanceOf(first.id)).toBe(0);
    expect(await tenders.balanceOf(second.id)).toBe(3_500);
    expect(await tenders.voucherStatus(voucher.id)).toBe('REDEEMED');
    // A retried step debits nothing more.
    const again = await redemption.redeem(shopper.id, orderId, 4_000);
    expect(again.outcome).toBe('ok');
    expect(await tenders.balanceOf(second.id)).toBe(3_500);
    // Another customer cannot redeem or release it.
    const { shopper: other } = await orderOf();
    await redemption.releaseRedemption(other.id, orderId);
    expect(await tenders.balanceOf(first.id)).toBe(0);

    await redemption.releaseRedemption(shopper.id, orderId);
    expect(await tenders.balanceOf(first.id)).toBe(1_500);
    expect(await tenders.balanceOf(second.id)).toBe(5_000);
    expect(await tenders.voucherStatus(voucher.id)).toBe('ACTIVE');
    // Releasing twice gives back nothing more.
    await redemption.releaseRedemption(shopper.id, orderId);
    expect(await tenders.balanceOf(second.id)).toBe(5_000);
  });

  it('proves a card spent elsewhere meanwhile refuses the whole redemption, and a used voucher is ORDER_ORCHESTRATION_037', async () => {
    const a = await orderOf();
    const b = await orderOf();
    const shared = await tenders.giftCard({ balance: 2_000 });
    const voucher = await tenders.voucher({ value: 500 });
    await tenders.applyCard(a.orderId, a.shopper.id, shared.id);
    await tenders.applyCard(b.orderId, b.shopper.id, shared.id);
    for (const { orderId, shopper } of [a, b]) {
      await t.database.db.execute(
        sql`INSERT INTO order_gift_vouchers (customer_order_id, gift_voucher_id, customer_id)
          VALUES (${orderId}::bigint, ${voucher.id}, ${shopper.id})`,
      );
    }
    const redemption = t.app.tenderRedemption;
    expect((await redemption.redeem(a.shopper.id, a.orderId, 2_500)).outcome).toBe('ok');
    const refused = await redemption.redeem(b.shopper.id, b.orderId, 2_500);
    expect(refused).toMatchObject({
      outcome: 'refused',
      failure: { code: 'ORDER_ORCHESTRATION_037' },
    });
    // Without the voucher, the card has nothing left for b: the balance never goes below zero.
    await t.database.db.execute(
      sql`DELETE FROM order_gift_vouchers WHERE customer_order_id = ${b.orderId}::bigint`,
    );
    const second = await redemption.redeem(b.shopper.id, b.orderId, 2_500);
    expect(second.outcome).toBe('ok');
    expect(await tenders.balanceOf(shared.id)).toBe(0);
  });
});

/** Servers with the redemption hook: processes on PostgreSQL, apps in this process on PGlite. */
async function hookServers(): Promise<TestServer[]> {
  if (databaseUrl) {
    return Promise.all([
      startServerProcess(databaseUrl, HOOKS),
      startServerProcess(databaseUrl, HOOKS),
    ]);
  }
  return Promise.all(
    [0, 1].map(async () => {
      const app = await createTestApp({ database: t.database, env: HOOKS });
      const port = await freePort();
      await app.app.listen({ host: '127.0.0.1', port });
      return { origin: `http://127.0.0.1:${port}`, stop: () => app.close() };
    }),
  );
}

describe('parallel redemption of one gift card', () => {
  it(`proves orders redeeming one card at once through two servers${databaseUrl ? ' (processes, PostgreSQL)' : ' (PGlite)'} never take it below zero nor more than it held`, async () => {
    const servers = await hookServers();
    try {
      const INITIAL = 10_000;
      const card = await tenders.giftCard({ balance: INITIAL });
      const orders = [];
      for (let i = 0; i < 16; i += 1) {
        const order = await orderOf();
        await tenders.applyCard(order.orderId, order.shopper.id, card.id);
        orders.push(order);
      }
      const answers = await Promise.all(
        orders.map(async ({ shopper, orderId }, i) => {
          const server = servers[i % 2] as TestServer;
          const response = await fetch(`${server.origin}/api/test-hooks/v1/tender-redemptions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              customerId: shopper.id,
              customerOrderId: orderId,
              amountToPay: 3_000,
            }),
          });
          return { status: response.status, body: (await response.json()) as never };
        }),
      );
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      let redeemed = 0;
      for (const answer of answers) {
        if (answer.status === 200) {
          const body = answer.body as { giftCards: { redeemed: { amount: number } }[] };
          redeemed += body.giftCards[0]?.redeemed.amount ?? 0;
        } else {
          expect(answer).toMatchObject({
            status: 409,
            body: { code: 'GIFT_CARD_BALANCE_CHANGED' },
          });
        }
      }
      const balance = await tenders.balanceOf(card.id);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(redeemed).toBeLessThanOrEqual(INITIAL);
      expect(redeemed).toBe(INITIAL - balance);
      // At least the first three fit whole.
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(3);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }, 180_000);
});
