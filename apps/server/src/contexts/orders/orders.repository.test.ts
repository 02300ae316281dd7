import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type NewOrder, type NewOrderLine, OrdersRepository } from './orders.repository.ts';

let t: TestApp;
let repository: OrdersRepository;
let customer: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  repository = new OrdersRepository(t.database.db);
  customer = await createTestAccount(t.database);
  stranger = await createTestAccount(t.database);
});
afterAll(async () => {
  // Orders and placements go with their accounts.
  await customer.remove();
  await stranger.remove();
  await t.close();
});

let nextOrderId = 9_400_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
function freshOrderId(): string {
  nextOrderId += 1;
  return String(nextOrderId);
}

const order = (customerOrderId: string, customerId: number): NewOrder => ({
  customerOrderId,
  customerId,
  status: 'PENDING',
  totals: { totalEstimatedCost: { amount: 5000, currencyCode: 'GBP' } },
  slot: { slotType: 'DELIVERY', startDateTime: '2026-11-26T10:00:00Z' },
  redeemedPence: 1000,
  amountToPayPence: 4000,
  paymentCardId: 7,
  contactNumber: '07700 900123',
  deliveryNote: 'Side door',
  subPreference: true,
  paperStatement: false,
});

const line = (lineNumber: string, pricePence: number): NewOrderLine => ({
  lineNumber,
  productId: `${lineNumber}-p`,
  quantity: { amount: 2, uom: 'C62' },
  canSubstitute: true,
  noteToShopper: null,
  personalisedMessage: null,
  pricePence,
  retailPricePence: pricePence * 2,
  savingPence: 0,
  totalPricePence: pricePence * 2,
  depositChargePence: 0,
  estimated: false,
});

describe('orders', () => {
  it('proves an order is stored with its lines and prices, and only its customer sees it', async () => {
    const id = freshOrderId();
    expect(
      await repository.createOrder(order(id, customer.id), [line('101', 150), line('102', 99)]),
    ).toBe(true);
    const found = await repository.findOrder(id, customer.id);
    expect(found?.order).toMatchObject({
      customer_order_id: id,
      status: 'PENDING',
      redeemed_pence: 1000,
      amount_to_pay_pence: 4000,
      delivery_note: 'Side door',
    });
    expect(found?.lines.map((l) => [l.line_number, l.price_pence, l.total_price_pence])).toEqual([
      ['101', 150, 300],
      ['102', 99, 198],
    ]);
    expect(await repository.findOrder(id, stranger.id)).toBeNull();
    expect(await repository.deleteOrder(id, stranger.id)).toBe(false);
  });

  it('proves a trolley becomes one order only, even when two placements create it at once', async () => {
    const id = freshOrderId();
    const results = await Promise.all([
      repository.createOrder(order(id, customer.id), [line('101', 150)]),
      repository.createOrder(order(id, customer.id), [line('201', 300)]),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await repository.findOrder(id, customer.id))?.lines).toHaveLength(1);
  });

  it('proves deleting an order (the compensation) takes its lines, and the trolley may become an order again', async () => {
    const id = freshOrderId();
    await repository.createOrder(order(id, customer.id), [line('101', 150)]);
    expect(await repository.deleteOrder(id, customer.id)).toBe(true);
    expect(await repository.findOrder(id, customer.id)).toBeNull();
    expect(await repository.createOrder(order(id, customer.id), [line('101', 150)])).toBe(true);
  });

  it('proves a status moves only from the status it is in, and only as the lifecycle allows', async () => {
    const id = freshOrderId();
    await repository.createOrder(order(id, customer.id), []);
    const move = { customerOrderId: id, customerId: customer.id, challengeUrl: null };
    await expect(
      repository.moveOrder({ ...move, from: 'PLACED', to: 'PAYMENT_FAILED', paymentId: null }),
    ).rejects.toThrow(/cannot move/);
    await repository.recordChallenge({
      customerOrderId: id,
      customerId: customer.id,
      paymentId: 'pay_1',
      challengeUrl: '/psp/challenge/pay_1',
    });
    expect((await repository.findOrder(id, customer.id))?.order).toMatchObject({
      status: 'PENDING',
      challenge_url: '/psp/challenge/pay_1',
    });
    expect(
      await repository.moveOrder({ ...move, from: 'PENDING', to: 'PLACED', paymentId: 'pay_1' }),
    ).toBe(true);
    // Already placed: the same move again finds no PENDING order.
    expect(
      await repository.moveOrder({ ...move, from: 'PENDING', to: 'PLACED', paymentId: 'pay_2' }),
    ).toBe(false);
    expect((await repository.findOrder(id, customer.id))?.order).toMatchObject({
      status: 'PLACED',
      payment_id: 'pay_1',
      challenge_url: null,
    });
  });
});

describe('placement idempotency', () => {
  it('proves the first call claims a key, the same key then answers the first answer, and another request under it is refused', async () => {
    const claim = {
      customerId: customer.id,
      idempotencyKey: `key-${freshOrderId()}`,
      customerOrderId: freshOrderId(),
      requestHash: 'h1',
    };
    const first = await repository.claimPlacement(claim);
    expect(first.kind).toBe('claimed');
    expect(await repository.claimPlacement(claim)).toEqual({ kind: 'in-progress' });
    if (first.kind !== 'claimed') return;
    await repository.finishPlacement(first.placementId, 201, { order: { status: 'PLACED' } });
    expect(await repository.claimPlacement(claim)).toEqual({
      kind: 'answered',
      status: 201,
      body: { order: { status: 'PLACED' } },
    });
    expect(await repository.claimPlacement({ ...claim, requestHash: 'h2' })).toEqual({
      kind: 'mismatch',
    });
    // Keys are the customer's own: another customer's same key is a new placement.
    expect((await repository.claimPlacement({ ...claim, customerId: stranger.id })).kind).toBe(
      'claimed',
    );
  });

  it('proves two calls with one key at once give exactly one claim, and a released key can be claimed again', async () => {
    const claim = {
      customerId: customer.id,
      idempotencyKey: `key-${freshOrderId()}`,
      customerOrderId: freshOrderId(),
      requestHash: 'h',
    };
    const results = await Promise.all([
      repository.claimPlacement(claim),
      repository.claimPlacement(claim),
    ]);
    const claimed = results.filter((r) => r.kind === 'claimed');
    expect(claimed).toHaveLength(1);
    const [won] = claimed;
    if (won?.kind !== 'claimed') return;
    await repository.releasePlacement(won.placementId);
    expect((await repository.claimPlacement(claim)).kind).toBe('claimed');
  });
});
