import { DEMO_PROMO_CODES } from '@grocer/db/demo/demo-tenders';
import { pspPayments } from '@grocer/db/schema/psp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import type { OrderWorld } from './orders.fixture.ts';
import { openOrderWorld } from './orders.fixture.ts';

/**
 * Money truth (issue 21, decision 0050): the shopper pays exactly what checkout showed. For each
 * demo promo code's terms, with and without a gift voucher and gift cards, the card is authorised
 * for checkout's "To pay" to the penny, each gift card gives what checkout said it would, and View
 * Order shows the same totals. A gift card drained between checkout and placement refuses the
 * placement with nothing charged.
 */

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 260 });
});

afterAll(() => world.close());

type Totals = Record<string, { amount: number }>;

interface Summary {
  totals: Totals;
  giftCards: { serialNumber: string; amountToDeduct: { amount: number } }[];
}

/** A shopper ready to place £45.00 of milk (nine at £5.00) with a booked slot and a saved card. */
async function readyAt45() {
  const ready = await world.shoppers.ready();
  await world.t.database.db.execute(
    sql`UPDATE trolley_items SET quantity_amount = 9 WHERE customer_order_id = ${ready.orderId}::bigint`,
  );
  return ready;
}

async function summary(shopper: SlotShopper, orderId: string): Promise<Summary> {
  const response = await shopper.send('GET', `/api/tenders/v1/orders/${orderId}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Summary;
}

const shown = (s: Summary) => ({
  toPay: { amount: s.totals.toPay?.amount ?? -1, currencyCode: 'GBP' },
  giftCards: { amount: s.totals.giftCards?.amount ?? -1, currencyCode: 'GBP' },
  giftVouchers: { amount: s.totals.giftVouchers?.amount ?? -1, currencyCode: 'GBP' },
  orderLevelSavings: { amount: s.totals.orderLevelSavings?.amount ?? -1, currencyCode: 'GBP' },
  giftCardAmounts: s.giftCards.map((card) => ({
    amount: card.amountToDeduct.amount,
    currencyCode: 'GBP',
  })),
});

async function authorisedPence(paymentId: string | null): Promise<number> {
  if (!paymentId) return 0;
  const [row] = await world.t.database.db
    .select({ amount: pspPayments.amountPence })
    .from(pspPayments)
    .where(eq(pspPayments.id, paymentId));
  return row?.amount ?? -1;
}

const ACTIVE_DEMO_CODES = DEMO_PROMO_CODES.filter((code) => code.expiresAt === null);

const TENDERS = [
  { name: 'no tenders', voucher: 0, cards: [] as number[] },
  { name: 'a £10 voucher', voucher: 1_000, cards: [] },
  { name: 'a £25 gift card', voucher: 0, cards: [2_500] },
  { name: 'a £10 voucher and a £5 gift card', voucher: 1_000, cards: [500] },
  { name: 'a £10 voucher, a £5 and a £100 gift card', voucher: 1_000, cards: [500, 10_000] },
];

describe('the shopper pays what checkout showed', () => {
  const cases = [null, ...ACTIVE_DEMO_CODES].flatMap((demo) =>
    TENDERS.map((tenders) => ({ demo, tenders })),
  );

  it.each(
    cases.map((c) => [`${c.demo?.code ?? 'no promo code'} with ${c.tenders.name}`, c] as const),
  )(
    'proves %s: the card is authorised for To pay and each gift card gives what was shown',
    async (_name, { demo, tenders }) => {
      const { shopper, orderId, input } = await readyAt45();
      if (demo) {
        const code = await world.tenders.promoCode({
          kind: demo.discountKind,
          value: demo.discountValue,
          minimumSpend: demo.minimumSpendPence,
        });
        const applied = await shopper.send(
          'POST',
          `/api/tenders/v1/orders/${orderId}/add-promo-code`,
          {
            code,
          },
        );
        expect(applied.statusCode).toBe(200);
      }
      if (tenders.voucher > 0) {
        const voucher = await world.tenders.voucher({ value: tenders.voucher });
        const added = await shopper.send(
          'POST',
          `/api/tenders/v1/orders/${orderId}/add-gift-voucher`,
          { serialNumber: voucher.serialNumber },
        );
        expect(added.statusCode).toBe(200);
      }
      const cards = [];
      for (const balance of tenders.cards) {
        const card = await world.tenders.giftCard({ balance });
        await world.tenders.applyCard(orderId, shopper.id, card.id);
        cards.push({ ...card, balance });
      }

      const checkout = await summary(shopper, orderId);
      const toPay = checkout.totals.toPay?.amount ?? -1;
      const promo = demo
        ? Math.min(
            demo.discountKind === 'AMOUNT_OFF'
              ? demo.discountValue
              : Math.floor((4_500 * demo.discountValue) / 100),
            4_500,
          )
        : 0;
      // What a shopper reads: £45.00 less the code's discount, less vouchers and gift cards.
      expect(checkout.totals.orderLevelSavings?.amount).toBe(promo);
      expect(checkout.totals.totalPrice?.amount).toBe(4_500 - promo);

      const placed = await shopper.send(
        'POST',
        '/api/orders/v1/orders',
        { ...input(), expectedTotals: shown(checkout), idempotencyKey: undefined },
        { 'idempotency-key': `money-${orderId}` },
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json() as { paymentId: string | null; amountToPayPence: number };
      expect(order.amountToPayPence).toBe(toPay);
      expect(await authorisedPence(order.paymentId)).toBe(toPay);
      for (const [i, card] of cards.entries()) {
        const debited = card.balance - (await world.tenders.balanceOf(card.id));
        expect(debited).toBe(checkout.giftCards[i]?.amountToDeduct.amount);
      }

      const view = await shopper.send('GET', `/api/orders/v1/orders/${orderId}`);
      const estimated = (view.json() as { estimatedTotals: Totals }).estimatedTotals;
      for (const field of ['toPay', 'totalPrice', 'orderLevelSavings', 'giftCards', 'giftVouchers'])
        expect(estimated[field]?.amount, field).toBe(checkout.totals[field]?.amount);
    },
  );
});

describe('a tender that changed since checkout', () => {
  it('proves a gift card drained by another order between checkout and placement refuses it with GIFT_CARD_BALANCE_CHANGED and charges nothing', async () => {
    const { shopper, orderId, input } = await readyAt45();
    const card = await world.tenders.giftCard({ balance: 2_500 });
    await world.tenders.applyCard(orderId, shopper.id, card.id);
    const checkout = await summary(shopper, orderId);
    expect(checkout.totals.toPay?.amount).toBe(2_000);

    // Another order spends £20 of the card.
    await world.t.database.db.execute(
      sql`UPDATE gift_cards SET balance_pence = 500 WHERE id = ${card.id}`,
    );
    const placed = await shopper.send(
      'POST',
      '/api/orders/v1/orders',
      { ...input(), expectedTotals: shown(checkout), idempotencyKey: undefined },
      { 'idempotency-key': `drained-${orderId}` },
    );
    expect(placed.statusCode).toBe(409);
    expect(placed.json().code).toBe('GIFT_CARD_BALANCE_CHANGED');
    expect(await world.tenders.balanceOf(card.id)).toBe(500);
    const payments = await world.t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM orders WHERE customer_order_id = ${orderId}::bigint`,
    );
    expect((payments as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // The trolley is still open, and checkout now shows the card's real cover.
    expect((await summary(shopper, orderId)).totals.toPay?.amount).toBe(4_000);
  });

  it('proves a gift card emptied since it was added refuses placement even when the caller sends no expected totals', async () => {
    const { shopper, orderId, input } = await readyAt45();
    const card = await world.tenders.giftCard({ balance: 2_500 });
    await world.tenders.applyCard(orderId, shopper.id, card.id);
    await world.t.database.db.execute(
      sql`UPDATE gift_cards SET balance_pence = 0 WHERE id = ${card.id}`,
    );
    const placed = await shopper.send(
      'POST',
      '/api/orders/v1/orders',
      { ...input(), idempotencyKey: undefined },
      {
        'idempotency-key': `emptied-${orderId}`,
      },
    );
    expect(placed.statusCode).toBe(409);
    expect(placed.json().code).toBe('GIFT_CARD_BALANCE_CHANGED');
  });

  it('proves a trolley changed since checkout answers ORDER_TOTAL_CHANGED and charges nothing', async () => {
    const { shopper, orderId, input } = await readyAt45();
    const checkout = await summary(shopper, orderId);
    await world.t.database.db.execute(
      sql`UPDATE trolley_items SET quantity_amount = 10 WHERE customer_order_id = ${orderId}::bigint`,
    );
    const placed = await shopper.send(
      'POST',
      '/api/orders/v1/orders',
      { ...input(), expectedTotals: shown(checkout), idempotencyKey: undefined },
      { 'idempotency-key': `changed-${orderId}` },
    );
    expect(placed.statusCode).toBe(409);
    expect(placed.json().code).toBe('ORDER_TOTAL_CHANGED');
    const again = await shopper.send(
      'POST',
      '/api/orders/v1/orders',
      {
        ...input(),
        expectedTotals: shown(await summary(shopper, orderId)),
        idempotencyKey: undefined,
      },
      { 'idempotency-key': `changed-again-${orderId}` },
    );
    expect(again.statusCode).toBe(201);
    expect(await authorisedPence((again.json() as { paymentId: string }).paymentId)).toBe(5_000);
  });
});

describe('the partner discount card', () => {
  it('proves the card on the trolley is kept on the placed order and View Order shows it masked', async () => {
    const { shopper, orderId, input } = await readyAt45();
    const applied = await shopper.send(
      'PUT',
      `/api/tenders/v1/orders/${orderId}/partner-discount-card`,
      { partnerDiscountCardNumber: '1234 5678 97' },
    );
    expect(applied.statusCode).toBe(200);
    const placed = await shopper.send(
      'POST',
      '/api/orders/v1/orders',
      { ...input(), idempotencyKey: undefined },
      { 'idempotency-key': `partner-${orderId}` },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const view = await shopper.send('GET', `/api/orders/v1/orders/${orderId}`);
    expect(view.json().partnerDiscountCardNumber).toBe('******7897');
  });
});
