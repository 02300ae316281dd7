import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { SlotTestCatalogue } from '../slots/slots-catalogue.fixture.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import type { TestTenders } from '../tenders/tenders.fixture.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * Every way checkout's placement is refused, through POST /api/orders/v1/orders on the real
 * database (decision 0040): each answers its catalogued code and status and leaves nothing
 * behind — no order row, the trolley open with its lines, the slot not confirmed and every gift
 * card's balance as it was.
 */

let t: TestApp;
let tenders: TestTenders;
let catalogue: SlotTestCatalogue;
let shoppers: OrderShoppers;

/** The collection minimum: one 500p milk is short of it, two (what `ready` gives) reach it. */
const MINIMUM_PENCE = 800;

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({
    firstRun: 200,
    env: { MINIMUM_ORDER_COLLECTION_PENCE: String(MINIMUM_PENCE) },
  });
  ({ t, tenders, catalogue, shoppers } = world);
});

afterAll(() => world.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

type Ready = Awaited<ReturnType<OrderShoppers['ready']>>;

interface Case {
  name: string;
  code: string;
  status: number;
  card?: string;
  /** One milk only, short of the minimum. */
  oneMilk?: boolean;
  /** Changes the shopper's state before placing; may change the card the request names. */
  arrange?(ready: Ready): Promise<{ paymentCardId?: number } | undefined>;
}

const cases: Case[] = [
  {
    name: 'a card with insufficient funds',
    code: 'INSUFFICIENT_FUNDS',
    status: 422,
    card: '4000000000009995',
  },
  {
    name: 'a line sold out online (a hard conflict)',
    code: 'HAS_HARD_CONFLICTS',
    status: 409,
    async arrange({ orderId }) {
      await catalogue.putInTrolley(orderId, catalogue.soldOut);
      return undefined;
    },
  },
  {
    name: 'a trolley short of the minimum spend',
    code: 'MINIMUM_SPEND_NOT_MET',
    status: 422,
    oneMilk: true,
  },
  {
    // Issue 21: a hold that ran out says so (410 SLOT_EXPIRED: book again), not NO_SLOT.
    name: 'a slot reservation that has lapsed',
    code: 'SLOT_EXPIRED',
    status: 410,
    async arrange({ orderId }) {
      await t.database.db.execute(
        sql`UPDATE slot_reservations SET expires_at = now() - interval '1 minute'
          WHERE customer_order_id = ${orderId}::bigint`,
      );
      return undefined;
    },
  },
  {
    name: 'a slot reservation cancelled',
    code: 'NO_SLOT',
    status: 422,
    async arrange({ shopper }) {
      const cancelled = await shopper.send('DELETE', '/api/slots/v1/bookslot');
      expect(cancelled.statusCode, cancelled.body).toBe(204);
      return undefined;
    },
  },
  {
    name: 'a saved card deleted meanwhile',
    code: 'PAYMENT_CARD_NOT_FOUND',
    status: 404,
    async arrange({ shopper, input }) {
      expect(
        await t.app.services.paymentCards.remove(shopper.identity, input().paymentCardId),
      ).toBe(true);
      return undefined;
    },
  },
  {
    name: "another shopper's card",
    code: 'PAYMENT_CARD_NOT_FOUND',
    status: 404,
    async arrange() {
      const other = await shoppers.ready();
      return { paymentCardId: other.input().paymentCardId };
    },
  },
  {
    name: 'a gift voucher used on another order between applying and placing',
    code: 'ORDER_ORCHESTRATION_037',
    status: 422,
    async arrange({ shopper, orderId }) {
      const voucher = await tenders.voucher({ value: 300 });
      const other = await shoppers.ready();
      await twoMilks(other.orderId);
      for (const [order, customer] of [
        [orderId, shopper.id],
        [other.orderId, other.shopper.id],
      ] as const) {
        await t.database.db.execute(
          sql`INSERT INTO order_gift_vouchers (customer_order_id, gift_voucher_id, customer_id)
            VALUES (${order}::bigint, ${voucher.id}, ${customer})`,
        );
      }
      const placed = await t.app.services.orders.placeOrder(other.shopper.identity, other.input());
      expect(placed.outcome).toBe('placed');
      expect(await tenders.voucherStatus(voucher.id)).toBe('REDEEMED');
      return undefined;
    },
  },
];

async function twoMilks(orderId: string) {
  await t.database.db.execute(
    sql`UPDATE trolley_items SET quantity_amount = 2
      WHERE customer_order_id = ${orderId}::bigint AND product_id = ${catalogue.milk.id}`,
  );
}

const linesOf = async (shopper: SlotShopper, orderId: string) =>
  (await t.app.services.trolley.getTrolley(shopper.identity, orderId)).trolleyItems
    .map((i) => `${i.productId}x${i.quantity.amount}`)
    .sort();

describe('a refused placement', () => {
  it.each(cases)('proves $name answers $code $status and leaves nothing behind', async (c) => {
    const ready = await shoppers.ready(c.card);
    const { shopper, orderId, input } = ready;
    if (!c.oneMilk) await twoMilks(orderId);
    // A gift card on every order: its balance must come back whatever step refused.
    const card = await tenders.giftCard({ balance: 150 });
    await tenders.applyCard(orderId, shopper.id, card.id);
    const changed = (await c.arrange?.(ready)) ?? {};
    const lines = await linesOf(shopper, orderId);
    const slotBefore = await rows<{ status: string }>(
      sql`SELECT status FROM slot_reservations WHERE customer_order_id = ${orderId}::bigint ORDER BY id`,
    );
    const { idempotencyKey, ...body } = { ...input(), ...changed };

    const response = await shopper.send('POST', '/api/orders/v1/orders', body, {
      'idempotency-key': idempotencyKey,
    });

    expect(response.statusCode, response.body).toBe(c.status);
    expect(response.json().code).toBe(c.code);
    expect(
      await rows(sql`SELECT 1 FROM orders WHERE customer_order_id = ${orderId}::bigint`),
    ).toEqual([]);
    expect(await t.app.services.trolley.openOrderId(shopper.identity)).toBe(orderId);
    expect(await linesOf(shopper, orderId)).toEqual(lines);
    const slotAfter = await rows<{ status: string }>(
      sql`SELECT status FROM slot_reservations WHERE customer_order_id = ${orderId}::bigint ORDER BY id`,
    );
    expect(slotAfter).toEqual(slotBefore);
    expect(slotAfter.map((r) => r.status)).not.toContain('CONFIRMED');
    expect(await tenders.balanceOf(card.id)).toBe(150);
  });
});
