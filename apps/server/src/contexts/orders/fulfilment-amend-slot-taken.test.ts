import { jobs } from '@grocer/db/schema/jobs';
import { mailOutbox } from '@grocer/db/schema/mail';
import { AMEND_CUT_OFF_ALERT } from '@grocer/domain/orders/order-amend-cut-off';
import { AMEND_CUT_OFF_MESSAGES as M } from '@grocer/domain/orders/order-messages';
import { addDays } from '@grocer/domain/time/calendar-date';
import { londonIsoDate } from '@grocer/domain/time/london-date';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestSlots } from '../slots/slots.fixture.ts';
import { SlotsRepository } from '../slots/slots.repository.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * An order still AMENDING at its cut-off whose original slot filled while the shopper held
 * another one (decision 0059). The shopper changes slot while amending (the original's place goes
 * back), someone else takes the original's last place, the shopper never checks out, and the
 * cut-off passes: the scheduler queues the order and the job starts its fulfilment. The order is
 * fulfilled as placed in the slot still held, or set aside for staff when that hold lapsed;
 * either way staff see it, View Order says so and an email is queued. The clock is moved.
 */

let t: TestApp;
let slots: TestSlots;
let shoppers: OrderShoppers;
let offsetMs = 0;
let world: OrderWorld;
const emails: string[] = [];
const at = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 760, now: at });
  ({ t, slots, shoppers } = world);
});

afterAll(async () => {
  offsetMs = 0;
  const db = t.database.db;
  await db.delete(jobs).where(like(jobs.jobKey, 'order-%'));
  if (emails.length > 0) await db.delete(mailOutbox).where(inArray(mailOutbox.toAddress, emails));
  await world.close();
});

const services = () => t.app.services;
let minutes = 9 * 60 + 1;

/** A one-place collection slot `days` from today, at a time no other test uses. */
async function slotIn(days: number, capacity = 1) {
  minutes += 6;
  return slots.add({
    date: addDays(londonIsoDate(new Date()), days),
    startMinutes: minutes,
    capacity,
  });
}

async function book(shopper: SlotShopper, slotId: string) {
  await services().trolley.currentOrderId(shopper.identity);
  const booked = await shopper.send('POST', '/api/slots/v1/bookslot', { slotId });
  expect(booked.statusCode, booked.body).toBe(200);
}

/** The order's live reservations (unconfirmed and unexpired, or confirmed), by slot. */
async function liveSlotsOf(orderId: string): Promise<string[]> {
  const result = (await t.database.db.execute(
    sql`SELECT slot_id::text AS slot_id FROM slot_reservations
      WHERE customer_order_id = ${orderId}::bigint
        AND (status = 'CONFIRMED' OR (status = 'UNCONFIRMED' AND expires_at > ${at()}))`,
  )) as unknown as { rows: { slot_id: string }[] };
  return result.rows.map((row) => row.slot_id);
}

/**
 * Placed in a one-place slot, then amended: two milks in the trolley (never checked out) and the
 * slot changed to `other`, `minutesBeforeCutOff` before the cut-off; then a stranger takes the
 * original slot's place. Returns the order as placed and the clock just past its cut-off.
 */
async function amendingWhileOriginalFills(otherInDays: number, minutesBeforeCutOff: number) {
  offsetMs = 0;
  const ready = await shoppers.ready();
  const { shopper, orderId } = ready;
  emails.push(shopper.account.email);
  const original = await slotIn(4);
  await book(shopper, original.id);
  const placed = await services().orders.placeOrder(shopper.identity, ready.input());
  if (placed.outcome !== 'placed') throw new Error(`not placed: ${JSON.stringify(placed)}`);
  const cutOff = new Date((placed.order.slot as { amendOrderCutOff: string }).amendOrderCutOff);

  offsetMs = cutOff.getTime() - Date.now() - minutesBeforeCutOff * 60_000;
  const other = await slotIn(4 + otherInDays, 5);
  const changed = await services().orderAmend.changeSlotAmend(shopper.identity, orderId, {
    slotId: other.id,
  });
  expect(changed).toMatchObject({ outcome: 'ok', order: { status: 'AMENDING' } });
  await services().trolley.addItem(shopper.identity, orderId, {
    lineNumber: world.catalogue.milk.lineNumber,
    productId: world.catalogue.milk.id,
    quantity: { amount: 2, uom: 'C62' },
  });
  // The original's place went back when the shopper changed slot; a stranger takes it.
  await book(await shoppers.stranger(), original.id);
  expect(await slots.counts(original.id)).toMatchObject({ booked: 1, capacity: 1, live: 1 });
  // The shopper gives up: "Cancel changes" cannot bring the original slot back.
  expect(await services().orderAmend.cancelAmendOrder(shopper.identity, orderId)).toEqual({
    outcome: 'refused',
    code: 'ORIGINAL_SLOT_TAKEN',
  });

  offsetMs = cutOff.getTime() - Date.now() + 60_000;
  return { ...ready, order: placed.order, original, other, cutOff };
}

/** The scheduler's tick at the cut-off queues the order; then what the queued job runs. */
async function cutOffPasses(orderId: string) {
  await services().fulfilment.enqueueDue(at());
  const [queued] = await t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.jobKey, `order-${orderId}-fulfil`));
  expect(queued?.kind).toBe('order.start-fulfilment');
  return services().fulfilment.startFulfilment(orderId);
}

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'order-amend-cut-off')));
}

describe('an amending order at its cut-off whose original slot has filled', () => {
  it('proves the order is fulfilled as placed in the slot still held while amending, confirmed, and staff and shopper are told', async () => {
    const { shopper, orderId, order, original, other } = await amendingWhileOriginalFills(0, 30);

    expect(await cutOffPasses(orderId)).toMatchObject({
      outcome: 'ok',
      order: { status: 'FULFIL' },
    });
    // As originally placed: the original lines and authorisation, in the slot it held.
    const after = await services().orders.getOrder(shopper.identity, orderId);
    expect(after).toMatchObject({
      status: 'FULFIL',
      paymentId: order.paymentId,
      amountToPayPence: order.amountToPayPence,
    });
    expect(after?.lines.map((line) => (line.quantity as { amount: number }).amount)).toEqual([1]);
    expect(await services().slots.currentSlotOfOrder(shopper.identity, orderId)).toMatchObject({
      outcome: 'ok',
      value: { status: 'CONFIRMED', startDateTime: other.start.toISOString() },
    });
    // One slot held: the order's place is in the other slot; the original is the stranger's.
    expect(await liveSlotsOf(orderId)).toEqual([other.id]);
    expect(await slots.counts(other.id)).toMatchObject({ booked: 1, live: 1 });
    expect(await slots.counts(original.id)).toMatchObject({ booked: 1, live: 1 });
    // The amend is over: its trolley closed.
    expect(await services().trolley.openOrderId(shopper.identity)).not.toBe(orderId);
    expect(await services().orderAmend.amendingOrder(shopper.identity)).toBeNull();

    // Staff: the list and the order say what happened; nothing for them to do.
    const note = { outcome: 'held-slot', needsStaff: false, note: M.STAFF_HELD_SLOT };
    const listed = await services().fulfilment.listOrders(200);
    expect(listed.find((o) => o.customerOrderId === orderId)?.amendCutOff).toMatchObject(note);
    expect((await services().fulfilment.getOrder(orderId))?.amendCutOff).toMatchObject({
      ...note,
      originalSlotStart: original.start.toISOString(),
    });
    const attention = await services().fulfilment.ordersNeedingAttention(200);
    expect(attention.map((o) => o.customerOrderId)).not.toContain(orderId);

    // The shopper: View Order's alert and slot, and an email.
    const view = await services().orderHistory.getOrder(shopper.identity, orderId);
    expect(view?.alerts).toEqual([{ type: AMEND_CUT_OFF_ALERT, message: M.SHOPPER_HELD_SLOT }]);
    expect(view?.slots[0]?.startDateTime).toBe(other.start.toISOString());
    const [mail, ...more] = await mailsTo(shopper.account.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(M.MAIL_SUBJECT_HELD_SLOT(orderId));
    expect(mail?.textBody).toContain(M.SHOPPER_HELD_SLOT);
    expect(mail?.textBody).toMatch(/Your slot: Collection, \w+day \d{1,2} \w+, \d\d:\d\d to/);
    expect(mail?.textBody).toContain(`/ecom/myaccount/my-orders/order/${orderId}`);
    offsetMs = 0;
  });

  it('proves an order whose held slot is later stays PLACED in it and is started at that slot’s own cut-off', async () => {
    const { shopper, orderId, other } = await amendingWhileOriginalFills(3, 30);

    expect(await cutOffPasses(orderId)).toMatchObject({
      outcome: 'ok',
      order: { status: 'PLACED' },
    });
    const kept = await services().slots.currentSlotOfOrder(shopper.identity, orderId);
    expect(kept).toMatchObject({ outcome: 'ok', value: { status: 'CONFIRMED' } });
    const { amendOrderCutOff, slotReservationId } = (
      kept as { value: { amendOrderCutOff: string; slotReservationId: string } }
    ).value;
    expect(await liveSlotsOf(orderId)).toEqual([other.id]);
    // The start of fulfilment is queued for the kept slot's cut-off, not run now.
    const [later] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.jobKey, `order-${orderId}-fulfil-${slotReservationId}`));
    expect(later?.runAt.toISOString()).toBe(new Date(amendOrderCutOff).toISOString());
    expect((await services().orders.getOrder(shopper.identity, orderId))?.status).toBe('PLACED');

    offsetMs = new Date(amendOrderCutOff).getTime() - Date.now() + 60_000;
    expect(await services().fulfilment.startFulfilment(orderId)).toMatchObject({
      outcome: 'ok',
      order: { status: 'FULFIL' },
    });
    expect((await mailsTo(shopper.account.email)).map((m) => m.subject)).toEqual([
      M.MAIL_SUBJECT_HELD_SLOT(orderId),
    ]);
    offsetMs = 0;
  });

  it('proves an order whose held slot lapsed is set aside for staff: PLACED as placed, no slot, not queued again, flagged, and the shopper told', async () => {
    // The slot was changed three hours before the cut-off: its two-hour hold lapsed.
    const { shopper, orderId, order, original, other } = await amendingWhileOriginalFills(0, 180);

    expect(await cutOffPasses(orderId)).toMatchObject({
      outcome: 'ok',
      order: { status: 'PLACED' },
    });
    const after = await services().orders.getOrder(shopper.identity, orderId);
    expect(after).toMatchObject({
      status: 'PLACED',
      paymentId: order.paymentId,
      amountToPayPence: order.amountToPayPence,
    });
    expect(after?.lines.map((line) => (line.quantity as { amount: number }).amount)).toEqual([1]);
    // No slot held, and none taken from anyone: the lapsed hold's place is given back.
    expect(await liveSlotsOf(orderId)).toEqual([]);
    await new SlotsRepository(t.database.db).expire(at(), other.id);
    expect(await slots.counts(other.id)).toMatchObject({ booked: 0, live: 0 });
    expect(await slots.counts(original.id)).toMatchObject({ booked: 1, live: 1 });
    expect(await services().trolley.openOrderId(shopper.identity)).not.toBe(orderId);

    // The scheduler does not take it again, and the job run again leaves it as it is.
    await t.database.db.delete(jobs).where(eq(jobs.jobKey, `order-${orderId}-fulfil`));
    await services().fulfilment.enqueueDue(at());
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.jobKey, `order-${orderId}-fulfil`)),
    ).toEqual([]);
    expect(await services().fulfilment.startFulfilment(orderId)).toMatchObject({
      outcome: 'ok',
      order: { status: 'PLACED' },
    });

    // Staff: flagged in the list and among the orders needing attention.
    const note = { outcome: 'set-aside', needsStaff: true, note: M.STAFF_SET_ASIDE };
    const attention = await services().fulfilment.ordersNeedingAttention(200);
    expect(attention.find((o) => o.customerOrderId === orderId)?.amendCutOff).toMatchObject(note);
    const listed = await services().fulfilment.listOrders(200);
    expect(listed.find((o) => o.customerOrderId === orderId)?.amendCutOff).toMatchObject(note);

    // The shopper: View Order's alert, no slot shown, nothing to change; an email.
    const view = await services().orderHistory.getOrder(shopper.identity, orderId);
    expect(view?.alerts).toEqual([{ type: AMEND_CUT_OFF_ALERT, message: M.SHOPPER_SET_ASIDE }]);
    expect(view?.slots).toEqual([]);
    expect(view?.links.map((link) => link.rel)).not.toContain('amend');
    const [mail, ...more] = await mailsTo(shopper.account.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(M.MAIL_SUBJECT_SET_ASIDE(orderId));
    expect(mail?.textBody).toContain(M.SHOPPER_SET_ASIDE);
    expect(mail?.textBody).toMatch(/Your original slot: Collection, \w+day/);

    // Staff start it by hand once arranged with the shopper: the flag and alert go.
    const staff = (await shoppers.stranger()).identity;
    expect(await services().fulfilment.startFulfilment(orderId, staff)).toMatchObject({
      outcome: 'ok',
      order: { status: 'FULFIL', amendCutOff: { needsStaff: false } },
    });
    const later = await services().orderHistory.getOrder(shopper.identity, orderId);
    expect(later?.alerts).toEqual([]);
    offsetMs = 0;
  });
});
