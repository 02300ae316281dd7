import { addDays } from '@grocer/domain/time/calendar-date';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokeniseTestCard } from '../../../test/psp-cards.ts';
import {
  startTestSmtpServer,
  type TestSmtpServer,
  waitFor,
} from '../../../test/smtp-test-server.ts';
import type { TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkMoneyInvariants } from '../operations/money-invariants.ts';
import { TestSlots } from '../slots/slots.fixture.ts';
import {
  createSlotTestCatalogue,
  type SlotTestCatalogue,
} from '../slots/slots-catalogue.fixture.ts';
import { type SlotShopper, shopperFor, slotShopper } from '../slots/slots-shopper.fixture.ts';
import { RENEWAL_MAX_ATTEMPTS } from './delivery-pass.service.ts';

/**
 * The delivery pass (issue 27 part B, decision 0087) through real HTTP on a real database: buying
 * with a saved card through the sandbox provider, the status the header reads, a covered slot
 * booked with no delivery charge (grid, booking, trolley, the order's slot), renewal through the
 * job queue, and a declined renewal's email through a real SMTP server.
 */

// A Monday in a 2090s year (the cards' MM/YY must still be current on the test's clock).
const YEAR = 2090 + Math.floor(Math.random() * 8);
const MONDAY = (() => {
  const first = new Date(`${YEAR}-03-01T12:00:00Z`);
  const offset = (8 - first.getUTCDay()) % 7;
  return addDays(`${YEAR}-03-01`, offset + 7 * Math.floor(Math.random() * 20));
})();
let clock = new Date(`${MONDAY}T09:00:00Z`);
/** The payment provider is out of reach while this is true (every call fails as fetch would). */
let providerDown = false;

const PASS = '/api/delivery-pass-orchestration/v1/pass';
let t: TestApp;
let smtp: TestSmtpServer;
let slots: TestSlots;
let catalogue: SlotTestCatalogue;
const accounts: TestAccount[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    now: () => clock,
    paymentTransport: (real) => async (call) => {
      if (providerDown) throw new TypeError('fetch failed: the provider is out of reach');
      return real(call);
    },
    env: {
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: '50',
      MINIMUM_ORDER_DELIVERY_PENCE: '100',
    },
  });
  slots = new TestSlots(t.database);
  catalogue = await createSlotTestCatalogue(t.database, YEAR);
});

afterAll(async () => {
  await slots.remove();
  for (const account of accounts) await account.remove();
  await catalogue.remove();
  await t.close();
  await smtp.close();
});

async function shopper(): Promise<SlotShopper> {
  const made = await slotShopper(t);
  accounts.push(made.account);
  return made;
}

/** A card saved in the shopper's wallet through the provider's hosted form; its id. */
async function savedCard(who: SlotShopper, cardNumber = '4242 4242 4242 4242'): Promise<number> {
  const token = await tokeniseTestCard(t.app, who.identity, { cardNumber, expiryDate: '12/99' });
  const saved = await t.app.services.paymentCards.save(who.identity, { token });
  if (saved.outcome !== 'ok') throw new Error(`card not saved: ${saved.outcome}`);
  return saved.card.id;
}

/** What the provider did with each payment on the saved card `cardId`, oldest first. */
async function paymentsOn(cardId: number) {
  const result = await t.database.db.execute(
    sql`SELECT p.status, p.captured_pence AS captured, p.refunded_pence AS refunded
        FROM psp_payments p JOIN payment_cards c ON c.provider_token = p.token
        WHERE c.id = ${cardId} ORDER BY p.created_at, p.id`,
  );
  return (result as unknown as { rows: { status: string; captured: number; refunded: number }[] })
    .rows;
}

/** The money sweep for this shopper's rows, as a second process would run it a lease later. */
const sweep = (who: SlotShopper) =>
  t.app.moneyRecovery.sweep({ customerIds: [who.id], leaseMs: 0 });

async function expectInvariantsHold(who: SlotShopper): Promise<void> {
  const counts = await checkMoneyInvariants(t.database.db, { customerIds: [who.id], leaseMs: 0 });
  expect(counts.filter((count) => count.violations > 0)).toEqual([]);
}

const status = async (who?: SlotShopper) =>
  (who
    ? await who.send('GET', `${PASS}/status`)
    : await t.app.inject({ method: 'GET', url: `${PASS}/status` })
  ).json().status;

describe('buying a delivery pass', () => {
  it('proves a shopper sees it available, buys a 12-month pass with a saved card, and it is active for 12 months', async () => {
    const ann = await shopper();
    expect(await status()).toBe('unknown');
    expect(await status(ann)).toBe('available');
    expect((await t.app.services.viewer.viewer(ann.identity)).deliveryPass).toBe('available');
    const plans = (
      await t.app.inject({ method: 'GET', url: '/api/delivery-pass-orchestration/v1/plans' })
    ).json().plans;
    expect(plans.map((plan: { id: string }) => plan.id)).toEqual([
      'ANYTIME_6',
      'ANYTIME_12',
      'MIDWEEK_6',
    ]);

    const cardId = await savedCard(ann);
    const bought = await ann.send('POST', PASS, { plan: 'ANYTIME_12', cardId });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json()).toMatchObject({
      status: 'active',
      plan: { id: 'ANYTIME_12', price: { amount: 6900, currencyCode: 'GBP' } },
      autoRenew: true,
      startsAt: clock.toISOString(),
      orders: [],
      moneySaved: { amount: 0 },
    });
    expect(new Date(bought.json().expiresAt).getUTCFullYear()).toBe(YEAR + 1);
    expect(await status(ann)).toBe('active');
    expect((await t.app.services.viewer.viewer(ann.identity)).deliveryPass).toBe('active');

    // A second pass while this one lasts is refused, and no money moves.
    const again = await ann.send('POST', PASS, { plan: 'MIDWEEK_6', cardId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DELIVERY_PASS_ALREADY_ACTIVE');
  });

  it('proves a declined card buys nothing, a 3-D Secure card waits on its check, and bad input, strangers and another’s card are 400, 401 and 404', async () => {
    const bob = await shopper();
    const declined = await bob.send('POST', PASS, {
      plan: 'ANYTIME_6',
      cardId: await savedCard(bob, '4000 0000 0000 0002'),
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().code).toBe('PAYMENT_DECLINED');
    const challenged = await bob.send('POST', PASS, {
      plan: 'ANYTIME_6',
      cardId: await savedCard(bob, '4000 0000 0000 3220'),
    });
    expect(challenged.statusCode).toBe(409);
    expect(challenged.json()).toMatchObject({
      code: 'SECURITY_NEEDED',
      detail: { challengeUrl: expect.stringMatching(/^\/psp\/challenge\//) },
    });
    expect(await status(bob)).toBe('available');
    expect((await bob.send('GET', PASS)).statusCode).toBe(404);

    const good = await savedCard(bob);
    expect((await bob.send('POST', PASS, { plan: 'FOREVER', cardId: good })).statusCode).toBe(400);
    expect((await bob.send('POST', PASS, { plan: 'ANYTIME_6', cardId: 'x' })).statusCode).toBe(400);
    expect((await bob.send('POST', PASS, { plan: 'ANYTIME_6' })).statusCode).toBe(400);
    expect((await bob.send('PATCH', PASS, {})).statusCode).toBe(400);
    const stranger = await t.app.inject({
      method: 'POST',
      url: PASS,
      payload: { plan: 'ANYTIME_6', cardId: good },
    });
    expect(stranger.statusCode).toBe(401);
    const carol = await shopper();
    const notHers = await carol.send('POST', PASS, { plan: 'ANYTIME_6', cardId: good });
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().code).toBe('PAYMENT_CARD_NOT_FOUND');
    expect((await carol.send('PATCH', PASS, { autoRenew: false })).statusCode).toBe(404);
    expect(await status(bob)).toBe('available');
  });
});

describe('a buy moves money once', () => {
  it('proves the same Idempotency-Key again answers the pass it bought and charges nothing more', async () => {
    const kim = await shopper();
    const cardId = await savedCard(kim);
    const key = { 'idempotency-key': `pass-${Math.random()}` };
    const first = await kim.send('POST', PASS, { plan: 'ANYTIME_6', cardId }, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await kim.send('POST', PASS, { plan: 'ANYTIME_6', cardId }, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ status: 'active', expiresAt: first.json().expiresAt });
    expect(await paymentsOn(cardId)).toEqual([
      { status: 'CAPTURED', captured: first.json().plan.price.amount, refunded: 0 },
    ]);
    // Another key while the pass lasts is refused before any money moves.
    const other = await kim.send(
      'POST',
      PASS,
      { plan: 'ANYTIME_6', cardId },
      {
        'idempotency-key': `pass-${Math.random()}`,
      },
    );
    expect(other.json().code).toBe('DELIVERY_PASS_ALREADY_ACTIVE');
    expect(await paymentsOn(cardId)).toHaveLength(1);
    await expectInvariantsHold(kim);
  });

  it('proves two buys at once with two cards start one pass and keep one payment: the other is given back', async () => {
    const lee = await shopper();
    const [one, two] = [await savedCard(lee), await savedCard(lee, '5555 5555 5555 4444')];
    const answers = await Promise.all([
      lee.send('POST', PASS, { plan: 'ANYTIME_6', cardId: one }),
      lee.send('POST', PASS, { plan: 'MIDWEEK_6', cardId: two }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().code).toBe('DELIVERY_PASS_ALREADY_ACTIVE');
    const kept = [...(await paymentsOn(one)), ...(await paymentsOn(two))].reduce(
      (sum, p) => sum + p.captured - p.refunded,
      0,
    );
    const won = answers.find((a) => a.statusCode === 201)?.json();
    expect(kept).toBe(won.plan.price.amount);
    await expectInvariantsHold(lee);
  });
});

describe('3-D Secure on buying', () => {
  /** Answers the provider's check page as the shopper would. */
  const answerCheck = (paymentId: string, result: 'complete' | 'fail') =>
    t.app.inject({
      method: 'POST',
      url: `/psp/challenge/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ result }).toString(),
    });

  it('proves a check passed starts the pass, only for the shopper who began it, once; a check failed buys nothing', async () => {
    const gil = await shopper();
    const cardId = await savedCard(gil, '4000 0000 0000 3220');
    const asked = await gil.send('POST', PASS, { plan: 'MIDWEEK_6', cardId });
    expect(asked.statusCode).toBe(409);
    const { paymentId } = asked.json().detail;
    // Not answered yet: still waiting.
    const early = await gil.send('POST', `${PASS}/authentication`, { paymentId });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('DELIVERY_PASS_AUTHENTICATION_REQUIRED');
    expect((await answerCheck(paymentId, 'complete')).statusCode).toBe(200);
    // Another shopper cannot complete it.
    const hal = await shopper();
    expect((await hal.send('POST', `${PASS}/authentication`, { paymentId })).statusCode).toBe(404);
    expect(await status(hal)).toBe('available');
    const done = await gil.send('POST', `${PASS}/authentication`, { paymentId });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ status: 'active', plan: { id: 'MIDWEEK_6' } });
    expect(await status(gil)).toBe('active');
    expect((await gil.send('POST', `${PASS}/authentication`, { paymentId })).statusCode).toBe(404);
    expect((await gil.send('POST', `${PASS}/authentication`, { paymentId: '' })).statusCode).toBe(
      400,
    );

    const ivy = await shopper();
    const ivys = await ivy.send('POST', PASS, {
      plan: 'ANYTIME_6',
      cardId: await savedCard(ivy, '4000 0000 0000 3220'),
    });
    const failed = ivys.json().detail.paymentId;
    expect((await answerCheck(failed, 'fail')).statusCode).toBe(200);
    const refused = await ivy.send('POST', `${PASS}/authentication`, { paymentId: failed });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('PAYMENT_DECLINED');
    expect(await status(ivy)).toBe('available');
  });
});

describe('a 3-D Secure check nobody comes back to', () => {
  it('proves the sweep voids it after an hour: nothing stays held, completing it later is 404, and the shopper can buy again', async () => {
    const max = await shopper();
    const cardId = await savedCard(max, '4000 0000 0000 3220');
    const asked = await max.send('POST', PASS, { plan: 'ANYTIME_6', cardId });
    expect(asked.statusCode).toBe(409);
    const { paymentId } = asked.json().detail;
    // Within the hour the sweep leaves it for the shopper.
    await sweep(max);
    expect(await paymentsOn(cardId)).toEqual([
      { status: 'CHALLENGE_REQUIRED', captured: 0, refunded: 0 },
    ]);
    await t.database.db.execute(
      sql`UPDATE delivery_pass_payments SET progressed_at = now() - interval '61 minutes'
          WHERE customer_id = ${max.id}`,
    );
    await sweep(max);
    expect(await paymentsOn(cardId)).toEqual([{ status: 'VOIDED', captured: 0, refunded: 0 }]);
    expect((await max.send('POST', `${PASS}/authentication`, { paymentId })).statusCode).toBe(404);
    await expectInvariantsHold(max);
    const bought = await max.send('POST', PASS, {
      plan: 'ANYTIME_6',
      cardId: await savedCard(max),
    });
    expect(bought.statusCode, bought.body).toBe(201);
  });
});

describe('a delivery pass pays for delivery', () => {
  it('proves an active pass shows covered slots at £0 in the grid, books one with no charge, the trolley charges none and the pass counts the saving', async () => {
    const dan = await shopper();
    const addressId = await dan.addAddress('RG1 4AB');
    const start = 10 * 60 + 5 * Math.floor(Math.random() * 60);
    const slot = await slots.add({
      date: addDays(MONDAY, 2),
      slotType: 'DELIVERY',
      startMinutes: start,
    });
    const grid = async () =>
      (
        await dan.send('POST', '/api/slots/v1/slotdays', {
          slotType: 'DELIVERY',
          addressId,
          fromDate: addDays(MONDAY, 2),
          days: 1,
        })
      ).json();
    const before = await grid();
    expect(before.isDeliveryPassActive).toBe(false);
    const full = before.days[0].slots.find((s: { slotId: string }) => s.slotId === slot.id);
    expect(full.price.amount).toBeGreaterThan(0);
    expect(full.deliveryPass).toBe(false);

    const cardId = await savedCard(dan);
    expect((await dan.send('POST', PASS, { plan: 'MIDWEEK_6', cardId })).statusCode).toBe(201);
    const after = await grid();
    expect(after.isDeliveryPassActive).toBe(true);
    const covered = after.days[0].slots.find((s: { slotId: string }) => s.slotId === slot.id);
    expect(covered).toMatchObject({ price: { amount: 0 }, deliveryPass: true });

    const booked = await dan.send('POST', '/api/slots/v1/bookslot', {
      slotId: slot.id,
      addressId,
      expectedPricePence: 0,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({
      deliveryCharge: { amount: 0 },
      paidByDeliveryPass: true,
    });
    const orderId = (await t.app.services.trolley.currentOrderId(dan.identity)) as string;
    const trolley = await t.app.services.trolley.getTrolley(dan.identity, orderId);
    expect(trolley.trolleyTotals.deliveryCharge.amount).toBe(0);

    const pass = (await dan.send('GET', PASS)).json();
    expect(pass.orders).toEqual([
      {
        customerOrderId: orderId,
        slotStart: slot.start.toISOString(),
        saved: { amount: full.price.amount, currencyCode: 'GBP' },
      },
    ]);
    expect(pass.moneySaved.amount).toBe(full.price.amount);

    // Placed, the order keeps that the pass paid, and charges no delivery.
    await catalogue.putInTrolley(orderId, catalogue.milk);
    const placed = await t.app.services.orders.placeOrder(dan.identity, {
      customerOrderId: orderId,
      paymentCardId: cardId,
      idempotencyKey: `pass-${orderId}`,
      contactNumber: '07700 900123',
    });
    expect(placed).toMatchObject({
      outcome: 'placed',
      order: {
        slot: { paidByDeliveryPass: true, deliveryCharge: { amount: 0 } },
        totals: { deliveryCharge: { amount: 0, currencyCode: 'GBP' } },
      },
    });

    // A Friday slot is not the midweek pass's: it costs, for the next order, and is not counted.
    const friday = await slots.add({
      date: addDays(MONDAY, 4),
      slotType: 'DELIVERY',
      startMinutes: start,
    });
    const rebooked = await dan.send('POST', '/api/slots/v1/bookslot', {
      slotId: friday.id,
      addressId,
    });
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    expect(rebooked.json().paidByDeliveryPass).toBe(false);
    expect(rebooked.json().deliveryCharge.amount).toBeGreaterThan(0);
    const nextOrder = (await t.app.services.trolley.currentOrderId(dan.identity)) as string;
    expect(nextOrder).not.toBe(orderId);
    const nextTrolley = await t.app.services.trolley.getTrolley(dan.identity, nextOrder);
    expect(nextTrolley.trolleyTotals.deliveryCharge.amount).toBe(
      rebooked.json().deliveryCharge.amount,
    );
    expect((await dan.send('GET', PASS)).json()).toMatchObject({
      orders: [{ customerOrderId: orderId }],
      moneySaved: { amount: full.price.amount },
    });

    // Cancelled, the order had no delivery: the pass no longer counts it or its saving.
    const cancelled = await dan.send('POST', `/api/orders/v1/orders/${orderId}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await dan.send('GET', PASS)).json()).toMatchObject({
      orders: [],
      moneySaved: { amount: 0 },
    });
  });
});

describe('renewal through the job queue', () => {
  it('proves a renewal with a declined card sends the email, leaves the pass to run out and turns auto-renew off', async () => {
    const eve = await shopper();
    const good = await savedCard(eve);
    const bought = (await eve.send('POST', PASS, { plan: 'ANYTIME_6', cardId: good })).json();
    const declined = await savedCard(eve, '4000 0000 0000 0002');
    const changed = await eve.send('PATCH', PASS, { cardId: declined });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().renewsAt).not.toBeNull();

    const saved = clock;
    try {
      clock = new Date(changed.json().renewsAt);
      await t.app.jobs.worker.runOnce();
      const mail = await waitFor(() =>
        smtp.received.find((received) => received.to.includes(eve.account.email)),
      );
      expect(mail.parsed.subject).toBe('We could not renew your delivery pass');
      expect(mail.parsed.text).toContain('6-month Anytime pass');
      expect(mail.parsed.text).toContain('/ecom/myaccount/delivery-pass');

      // Months on, a new session (the first one's token has long lapsed).
      const later = await shopperFor(t.app, eve.account);
      const pass = (await later.send('GET', PASS)).json();
      expect(pass).toMatchObject({
        status: 'active',
        expiresAt: bought.expiresAt,
        autoRenew: false,
        renewalFailed: true,
        renewsAt: null,
      });
      // Run again: nothing more is charged or sent.
      await t.app.jobs.worker.runOnce();
      clock = new Date(bought.expiresAt);
      expect(await status(await shopperFor(t.app, eve.account))).toBe('available');
      expect(
        smtp.received.filter((received) => received.to.includes(eve.account.email)),
      ).toHaveLength(1);
    } finally {
      clock = saved;
    }
  });

  it('proves a renewal with a good card moves the pass on by its plan’s months', async () => {
    const fay = await shopper();
    const bought = (
      await fay.send('POST', PASS, { plan: 'ANYTIME_6', cardId: await savedCard(fay) })
    ).json();
    const saved = clock;
    try {
      clock = new Date(bought.renewsAt);
      await t.app.jobs.worker.runOnce();
      const later = await shopperFor(t.app, fay.account);
      const pass = (await later.send('GET', PASS)).json();
      expect(pass.startsAt).toBe(bought.expiresAt);
      expect(new Date(pass.expiresAt).getTime()).toBeGreaterThan(
        new Date(bought.expiresAt).getTime() + 150 * 86_400_000,
      );
      expect(pass).toMatchObject({ autoRenew: true, renewalFailed: false });
    } finally {
      clock = saved;
    }
  });

  it('proves a renewal whose provider does not answer is tried again and, once it answers, charged once', async () => {
    const gus = await shopper();
    const cardId = await savedCard(gus);
    const bought = (await gus.send('POST', PASS, { plan: 'ANYTIME_6', cardId })).json();
    const saved = clock;
    try {
      clock = new Date(bought.renewsAt);
      providerDown = true;
      await t.app.jobs.worker.runOnce();
      providerDown = false;
      // Not renewed yet, nothing taken, nobody told.
      const waiting = (await (await shopperFor(t.app, gus.account)).send('GET', PASS)).json();
      expect(waiting).toMatchObject({ expiresAt: bought.expiresAt, renewalFailed: false });
      expect(await paymentsOn(cardId)).toHaveLength(1);
      // The queue's next try, an hour on, with the provider back.
      clock = new Date(clock.getTime() + 60 * 60_000);
      await t.app.jobs.worker.runOnce();
      const pass = (await (await shopperFor(t.app, gus.account)).send('GET', PASS)).json();
      expect(pass.startsAt).toBe(bought.expiresAt);
      expect(pass).toMatchObject({ autoRenew: true, renewalFailed: false });
      const price = bought.plan.price.amount;
      expect(await paymentsOn(cardId)).toEqual([
        { status: 'CAPTURED', captured: price, refunded: 0 },
        { status: 'CAPTURED', captured: price, refunded: 0 },
      ]);
      expect(smtp.received.filter((m) => m.to.includes(gus.account.email))).toHaveLength(0);
      await sweep(gus);
      expect(await paymentsOn(cardId)).toHaveLength(2);
      await expectInvariantsHold(gus);
    } finally {
      providerDown = false;
      clock = saved;
    }
  });

  it('proves a renewal whose provider never answers is given up after its last try: the shopper is emailed once, and the provider back, the sweep takes nothing', async () => {
    const hana = await shopper();
    const cardId = await savedCard(hana);
    const bought = (await hana.send('POST', PASS, { plan: 'ANYTIME_6', cardId })).json();
    const saved = clock;
    try {
      clock = new Date(bought.renewsAt);
      providerDown = true;
      for (let attempt = 1; attempt <= RENEWAL_MAX_ATTEMPTS; attempt += 1) {
        await t.app.jobs.worker.runOnce();
        clock = new Date(clock.getTime() + 60 * 60_000);
      }
      const mail = await waitFor(() =>
        smtp.received.find((received) => received.to.includes(hana.account.email)),
      );
      expect(mail.parsed.subject).toBe('We could not renew your delivery pass');
      providerDown = false;
      await sweep(hana);
      await t.app.jobs.worker.runOnce();
      const pass = (await (await shopperFor(t.app, hana.account)).send('GET', PASS)).json();
      expect(pass).toMatchObject({
        expiresAt: bought.expiresAt,
        autoRenew: false,
        renewalFailed: true,
      });
      expect(await paymentsOn(cardId)).toEqual([
        { status: 'CAPTURED', captured: bought.plan.price.amount, refunded: 0 },
      ]);
      expect(
        smtp.received.filter((received) => received.to.includes(hana.account.email)),
      ).toHaveLength(1);
      await expectInvariantsHold(hana);
    } finally {
      providerDown = false;
      clock = saved;
    }
  });
});
