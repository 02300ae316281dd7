import { ADDRESS_DELETE_REFUSALS } from '@grocer/domain/address/address-refusals';
import {
  CHRISTMAS_SLOT_LIMIT_TITLE,
  DELIVERY_AREA_NOT_SERVED_TITLE,
  DELIVERY_CHARGE_CHANGED_TITLE,
  ENTERTAINING_ONLY_TITLE,
  NO_EARLIER_SLOTS_TITLE,
  NO_SLOTS_AVAILABLE_TITLE,
  RESTRICTION_CONFLICT_TITLE,
  SLOT_EXPIRED_TITLE,
  SLOT_OFFERS_NOT_VALID_TITLE,
  SLOT_TAKEN_TITLE,
  UNAVAILABLE_ITEMS_TITLE,
} from '@grocer/domain/messages/slot-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_BRANCH_ID, TestSlots } from './slots.fixture.ts';
import { SlotsRepository } from './slots.repository.ts';
import { createSlotTestCatalogue, type SlotTestCatalogue } from './slots-catalogue.fixture.ts';
import { type SlotShopper, slotShopper } from './slots-shopper.fixture.ts';

/**
 * Booking, refusal by refusal (decision 0034), each the error-catalogue code with the spec's
 * modal title, on a real database. The clock stands on 1 December of a far-future year, so the
 * tests' slots and Christmas days are theirs alone.
 */

const YEAR = 2200 + Math.floor(Math.random() * 800);
const day = (n: number) => `${YEAR}-12-${String(n).padStart(2, '0')}`;
const START = new Date(`${day(1)}T10:00:00Z`);
let clock = START;

let t: TestApp;
let slots: TestSlots;
let catalogue: SlotTestCatalogue;
const accounts: TestAccount[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  slots = new TestSlots(t.database);
  catalogue = await createSlotTestCatalogue(t.database, YEAR);
});

afterAll(async () => {
  await slots.remove();
  for (const account of accounts) await account.remove();
  await catalogue.remove();
  await t.close();
});

async function shopper(): Promise<SlotShopper> {
  const made = await slotShopper(t);
  accounts.push(made.account);
  return made;
}

async function orderOf(who: SlotShopper): Promise<string> {
  return (await t.app.services.trolley.currentOrderId(who.identity)) as string;
}

const book = (who: SlotShopper, body: object) => who.send('POST', '/api/slots/v1/bookslot', body);

function refusal(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  const body = response.json() as { code: string; message: string; detail?: unknown };
  expect(body.code).toBe(code);
  return body;
}

describe('refusals', () => {
  it('proves the last place taken by someone else is SLOT_TAKEN, 409, and nothing is over capacity', async () => {
    const slot = await slots.add({ date: day(3), capacity: 1 });
    const [ann, bob] = [await shopper(), await shopper()];
    expect((await book(ann, { slotId: slot.id })).statusCode).toBe(200);
    const body = refusal(await book(bob, { slotId: slot.id }), 409, 'SLOT_TAKEN');
    expect(body.message).toBe(SLOT_TAKEN_TITLE);
    expect(await slots.counts(slot.id)).toEqual({ booked: 1, capacity: 1, live: 1 });
  });

  it('proves an unknown slot is SLOT_NOT_FOUND, 404', async () => {
    refusal(await book(await shopper(), { slotId: '987654321987' }), 404, 'SLOT_NOT_FOUND');
  });

  it('proves a slot past its order cut-off is SLOT_EXPIRED, 410, with the spec’s text', async () => {
    const today = await slots.add({ date: day(1), startMinutes: 18 * 60 });
    const body = refusal(await book(await shopper(), { slotId: today.id }), 410, 'SLOT_EXPIRED');
    expect(body.message).toBe(SLOT_EXPIRED_TITLE);
  });

  it('proves a grid wholly before tomorrow is NO_EARLIER_SLOTS and a branch day with no slots NO_SLOTS_AVAILABLE, 422', async () => {
    const earlier = await t.app.inject({
      method: 'POST',
      url: '/api/slots/v1/slotdays',
      payload: {
        slotType: 'GROCERY_COLLECTION',
        branchId: TEST_BRANCH_ID,
        fromDate: day(1),
        days: 1,
      },
    });
    expect(refusal(earlier, 422, 'NO_EARLIER_SLOTS')).toMatchObject({
      message: NO_EARLIER_SLOTS_TITLE,
      detail: { firstDate: day(2) },
    });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/slots/v1/slotdays',
      payload: {
        slotType: 'ENTERTAINING_COLLECTION',
        branchId: TEST_BRANCH_ID,
        fromDate: day(26),
        days: 3,
      },
    });
    expect(refusal(none, 422, 'NO_SLOTS_AVAILABLE').message).toBe(NO_SLOTS_AVAILABLE_TITLE);
  });

  it('proves a delivery slot of a branch that does not serve the address is DELIVERY_AREA_NOT_SERVED, 422', async () => {
    const sam = await shopper();
    const addressId = await sam.addAddress('RG1 4AB');
    const [oxford] = (await t.app.services.catalogue.listBranchServices()).filter((branch) =>
      branch.postcode.startsWith('OX2 '),
    );
    const elsewhere = await slots.add({ date: day(4), slotType: 'DELIVERY', branchId: oxford?.id });
    const body = refusal(
      await book(sam, { slotId: elsewhere.id, addressId }),
      422,
      'DELIVERY_AREA_NOT_SERVED',
    );
    expect(body.message).toBe(DELIVERY_AREA_NOT_SERVED_TITLE);
    const unserved = await sam.addAddress('ZE1 0AA');
    const here = await slots.add({ date: day(4), slotType: 'DELIVERY', startMinutes: 12 * 60 });
    refusal(
      await book(sam, { slotId: here.id, addressId: unserved }),
      422,
      'DELIVERY_AREA_NOT_SERVED',
    );
  });

  it('proves another customer’s address is not one to deliver to: ADDRESS_NOT_FOUND, 404', async () => {
    const [ann, bob] = [await shopper(), await shopper()];
    const annsAddress = await ann.addAddress('RG1 4AB');
    const slot = await slots.add({ date: day(4), slotType: 'DELIVERY', startMinutes: 13 * 60 });
    refusal(await book(bob, { slotId: slot.id, addressId: annsAddress }), 404, 'ADDRESS_NOT_FOUND');
    const grid = await bob.send('POST', '/api/slots/v1/slotdays', {
      slotType: 'DELIVERY',
      addressId: annsAddress,
    });
    refusal(grid, 404, 'ADDRESS_NOT_FOUND');
  });

  it('proves a third Christmas slot is CHRISTMAS_SLOT_LIMIT, 409, while two placed orders hold Christmas slots', async () => {
    const sam = await shopper();
    const held = [await slots.add({ date: day(20) }), await slots.add({ date: day(21) })];
    // Two orders placed earlier (the orders issue's part), each holding a Christmas slot.
    for (const [n, slot] of held.entries()) {
      await t.database.db.execute(
        sql`INSERT INTO slot_reservations (customer_id, customer_order_id, slot_id, branch_id,
            postcode, delivery_charge_pence, status, expires_at)
          VALUES (${sam.id}, ${900_000_000 + sam.id * 10 + n}, ${slot.id}::bigint, 651, 'RG1 1AA',
            0, 'CONFIRMED', ${START})`,
      );
    }
    const third = await slots.add({ date: day(23) });
    const body = refusal(await book(sam, { slotId: third.id }), 409, 'CHRISTMAS_SLOT_LIMIT');
    expect(body.message).toBe(CHRISTMAS_SLOT_LIMIT_TITLE);
    // Not a Christmas day: no limit.
    const boxingDay = await slots.add({ date: day(26) });
    expect((await book(sam, { slotId: boxingDay.id })).statusCode).toBe(200);
    // With one of the two given up, a Christmas slot can be booked again.
    await t.database.db.execute(
      sql`UPDATE slot_reservations SET status = 'CANCELLED' WHERE slot_id = ${held[0]?.id}::bigint`,
    );
    expect((await book(sam, { slotId: third.id })).statusCode).toBe(200);
  });

  it('proves groceries in the trolley make an entertaining collection slot ENTERTAINING_ONLY_SLOTS, 409', async () => {
    const sam = await shopper();
    await catalogue.putInTrolley(await orderOf(sam), catalogue.milk);
    const slot = await slots.add({ date: day(8), slotType: 'ENTERTAINING_COLLECTION' });
    const body = refusal(await book(sam, { slotId: slot.id }), 409, 'ENTERTAINING_ONLY_SLOTS');
    expect(body).toMatchObject({
      message: ENTERTAINING_ONLY_TITLE,
      detail: { lineNumbers: [catalogue.milk.lineNumber] },
    });
  });

  it('proves a line restricted to other dates, or needing more notice, is SLOT_RESTRICTION_CONFLICT, 409, naming the days it can have', async () => {
    const sam = await shopper();
    await catalogue.putInTrolley(await orderOf(sam), catalogue.turkey);
    const early = await slots.add({ date: day(10) });
    const body = refusal(await book(sam, { slotId: early.id }), 409, 'SLOT_RESTRICTION_CONFLICT');
    expect(body).toMatchObject({
      message: RESTRICTION_CONFLICT_TITLE,
      detail: {
        lineNumbers: [catalogue.turkey.lineNumber],
        slotOptionDates: [day(20), day(21), day(22), day(23), day(24)],
      },
    });
    const christmasEve = await slots.add({ date: day(24) });
    expect((await book(sam, { slotId: christmasEve.id })).statusCode).toBe(200);

    const pat = await shopper();
    await catalogue.putInTrolley(await orderOf(pat), catalogue.platter);
    const tooSoon = await slots.add({ date: day(2), slotType: 'ENTERTAINING_COLLECTION' });
    refusal(await book(pat, { slotId: tooSoon.id }), 409, 'SLOT_RESTRICTION_CONFLICT');
    const inTime = await slots.add({ date: day(4), slotType: 'ENTERTAINING_COLLECTION' });
    expect((await book(pat, { slotId: inTime.id })).statusCode).toBe(200);
  });

  it('proves an item sold out online is TROLLEY_HAS_UNAVAILABLE_ITEMS, 409, for any slot', async () => {
    const sam = await shopper();
    await catalogue.putInTrolley(await orderOf(sam), catalogue.soldOut);
    const slot = await slots.add({ date: day(5) });
    const body = refusal(
      await book(sam, { slotId: slot.id }),
      409,
      'TROLLEY_HAS_UNAVAILABLE_ITEMS',
    );
    expect(body.message).toBe(UNAVAILABLE_ITEMS_TITLE);
    expect(await slots.counts(slot.id)).toMatchObject({ booked: 0, live: 0 });
  });

  it('proves a price other than the shopper saw is DELIVERY_CHARGE_CHANGED, and an ended green offer SLOT_OFFERS_NOT_VALID, 409, with the price now', async () => {
    const sam = await shopper();
    const addressId = await sam.addAddress('RG1 4AB');
    const slot = await slots.add({
      date: day(9),
      slotType: 'DELIVERY',
      startMinutes: 15 * 60,
      basePricePence: 450,
      capacity: 8,
      booked: 6,
    });
    const changed = refusal(
      await book(sam, { slotId: slot.id, addressId, expectedPricePence: 450 }),
      409,
      'DELIVERY_CHARGE_CHANGED',
    );
    expect(changed).toMatchObject({
      message: DELIVERY_CHARGE_CHANGED_TITLE,
      detail: { pricePence: 550 },
    });
    const offer = refusal(
      await book(sam, { slotId: slot.id, addressId, expectedPricePence: 500 }),
      409,
      'SLOT_OFFERS_NOT_VALID',
    );
    expect(offer).toMatchObject({
      message: SLOT_OFFERS_NOT_VALID_TITLE,
      detail: { pricePence: 550 },
    });
    const booked = await book(sam, { slotId: slot.id, addressId, expectedPricePence: 550 });
    expect(booked.json()).toMatchObject({ deliveryCharge: { amount: 550 }, greenSlot: false });
  });

  it('proves a delivery window next to a booked one is green and 50p off', async () => {
    const [ann, bob] = [await shopper(), await shopper()];
    const [annsAddress, bobsAddress] = [
      await ann.addAddress('RG1 4AB'),
      await bob.addAddress('RG1 4AD'),
    ];
    const nine = await slots.add({
      date: day(11),
      slotType: 'DELIVERY',
      startMinutes: 9 * 60,
      basePricePence: 450,
    });
    const ten = await slots.add({
      date: day(11),
      slotType: 'DELIVERY',
      startMinutes: 10 * 60,
      basePricePence: 300,
    });
    expect((await book(ann, { slotId: nine.id, addressId: annsAddress })).statusCode).toBe(200);
    const grid = await bob.send('POST', '/api/slots/v1/slotdays', {
      slotType: 'DELIVERY',
      addressId: bobsAddress,
      fromDate: day(11),
      days: 1,
    });
    const shown = grid.json().days[0].slots.find((s: { slotId: string }) => s.slotId === ten.id);
    expect(shown).toMatchObject({ greenSlot: true, price: { amount: 250 } });
    const booked = await book(bob, {
      slotId: ten.id,
      addressId: bobsAddress,
      expectedPricePence: 250,
    });
    expect(booked.json()).toMatchObject({ greenSlot: true, deliveryCharge: { amount: 250 } });
  });
});

describe('reservations', () => {
  it('proves the holder of a full slot may book it again (renewing the hold) while others are told it is taken', async () => {
    const [ann, bob] = [await shopper(), await shopper()];
    const slot = await slots.add({ date: day(18), capacity: 1 });
    expect((await book(ann, { slotId: slot.id })).statusCode).toBe(200);
    expect((await book(ann, { slotId: slot.id })).statusCode).toBe(200);
    refusal(await book(bob, { slotId: slot.id }), 409, 'SLOT_TAKEN');
    expect(await slots.counts(slot.id)).toEqual({ booked: 1, capacity: 1, live: 1 });
  });

  it('proves booking another slot gives the first one’s place back, and booking the same one again keeps one place', async () => {
    const sam = await shopper();
    const [first, second] = [await slots.add({ date: day(6) }), await slots.add({ date: day(7) })];
    await book(sam, { slotId: first.id });
    await book(sam, { slotId: first.id });
    expect(await slots.counts(first.id)).toEqual({ booked: 1, capacity: 5, live: 1 });
    const moved = await book(sam, { slotId: second.id });
    expect(moved.json().slotDate).toBe(day(7));
    expect(await slots.counts(first.id)).toEqual({ booked: 0, capacity: 5, live: 0 });
    expect(await slots.counts(second.id)).toEqual({ booked: 1, capacity: 5, live: 1 });
  });

  it('proves a lapsed reservation gives its place back: lazily to the next booking, and to the sweeper', async () => {
    const [ann, bob] = [await shopper(), await shopper()];
    const slot = await slots.add({ date: day(12), capacity: 1 });
    const held = (await book(ann, { slotId: slot.id })).json();
    expect(new Date(held.slotExpiryTime).getTime() - START.getTime()).toBe(120 * 60_000);
    refusal(await book(bob, { slotId: slot.id }), 409, 'SLOT_TAKEN');
    // Two hours on, the bearer tokens have lapsed too: the service is called as the shoppers.
    const service = t.app.services.slots;
    try {
      clock = new Date(START.getTime() + 121 * 60_000);
      expect(await service.currentSlot(ann.identity)).toBeNull();
      expect(await service.bookSlot(bob.identity, { slotId: slot.id })).toMatchObject({
        outcome: 'ok',
      });
      expect(await slots.counts(slot.id)).toEqual({ booked: 1, capacity: 1, live: 1 });

      const other = await slots.add({ date: day(13), capacity: 3 });
      await service.bookSlot(ann.identity, { slotId: other.id });
      expect(await slots.counts(other.id)).toMatchObject({ booked: 1 });
      clock = new Date(clock.getTime() + 121 * 60_000);
      const changed = await new SlotsRepository(t.database.db).expire(clock, other.id);
      expect(changed.map((c) => c.id)).toContain(other.id);
      expect(await slots.counts(other.id)).toEqual({ booked: 0, capacity: 3, live: 0 });
    } finally {
      clock = START;
    }
  });

  it('proves confirming a reservation keeps it past its hold, and one that lapsed first cannot be confirmed', async () => {
    const sam = await shopper();
    const slot = await slots.add({ date: day(14) });
    await book(sam, { slotId: slot.id });
    const orderId = await orderOf(sam);
    const confirmed = await t.app.services.slots.confirmReservation(sam.identity, orderId);
    expect(confirmed).toMatchObject({ outcome: 'ok', value: { status: 'CONFIRMED' } });
    try {
      clock = new Date(START.getTime() + 24 * 60 * 60_000);
      expect(await t.app.services.slots.currentSlot(sam.identity)).toMatchObject({
        status: 'CONFIRMED',
      });
      expect(await new SlotsRepository(t.database.db).expire(clock, slot.id)).not.toContainEqual(
        expect.objectContaining({ id: slot.id }),
      );
    } finally {
      clock = START;
    }

    const pat = await shopper();
    await book(pat, { slotId: (await slots.add({ date: day(15) })).id });
    try {
      clock = new Date(START.getTime() + 3 * 60 * 60_000);
      expect(
        await t.app.services.slots.confirmReservation(pat.identity, await orderOf(pat)),
      ).toMatchObject({
        outcome: 'refused',
        failure: { code: 'SLOT_EXPIRED' },
      });
    } finally {
      clock = START;
    }
  });

  it('proves unconfirming (the placement’s undo) makes a confirmed reservation expire at its old time again, and touches no one else’s', async () => {
    const sam = await shopper();
    const slot = await slots.add({ date: day(17) });
    await book(sam, { slotId: slot.id });
    const orderId = await orderOf(sam);
    const pat = await shopper();
    expect(await t.app.services.slots.unconfirmReservation(sam.identity, orderId)).toBe(false);
    await t.app.services.slots.confirmReservation(sam.identity, orderId);
    expect(await t.app.services.slots.unconfirmReservation(pat.identity, orderId)).toBe(false);
    expect(await t.app.services.slots.unconfirmReservation(sam.identity, orderId)).toBe(true);
    expect(await t.app.services.slots.currentSlot(sam.identity)).toMatchObject({
      status: 'UNCONFIRMED',
    });
    try {
      clock = new Date(START.getTime() + 24 * 60 * 60_000);
      const changed = await new SlotsRepository(t.database.db).expire(clock, slot.id);
      expect(changed.map((c) => c.id)).toContain(slot.id);
    } finally {
      clock = START;
    }
  });
});

describe('what follows the booked slot', () => {
  it('proves the trolley charges the slot’s delivery charge and holds the slot type’s minimum spend', async () => {
    const sam = await shopper();
    const addressId = await sam.addAddress('RG1 4AB');
    await catalogue.putInTrolley(await orderOf(sam), catalogue.platter);
    const before = await t.app.services.trolley.currentTrolley(sam.identity);
    expect(before?.trolleyTotals.deliveryCharge.amount).toBe(0);
    const collection = await slots.add({ date: day(16), slotType: 'ENTERTAINING_COLLECTION' });
    expect((await book(sam, { slotId: collection.id })).statusCode).toBe(200);
    const entertaining = await t.app.services.trolley.currentTrolley(sam.identity);
    // Entertaining collection has no minimum; £5 of platter meets it.
    expect(entertaining?.trolleyTotals.minimumSpendThresholdMet).toBe(true);
    const delivery = await slots.add({ date: day(16), slotType: 'DELIVERY', basePricePence: 450 });
    expect((await book(sam, { slotId: delivery.id, addressId })).statusCode).toBe(200);
    const delivered = await t.app.services.trolley.currentTrolley(sam.identity);
    expect(delivered?.trolleyTotals.deliveryCharge.amount).toBe(450);
    expect(delivered?.trolleyTotals.minimumSpendThresholdMet).toBe(false);
    // An entertaining item cannot be delivered: the trolley says so once delivery is booked.
    expect(delivered?.conflicts.map((c) => c.reason)).toContain('ENTERTAINING_NOT_DELIVERED');
  });

  it('proves a booked slot’s address answers DELETE and PUT with 423 ACTIVE_TROLLEY_ORDER, and is free again once cancelled', async () => {
    const sam = await shopper();
    await sam.addAddress('RG1 4AB', '1 Contact Road');
    const used = await sam.addAddress('RG1 4AD', '2 Slot Lane');
    const slot = await slots.add({ date: day(17), slotType: 'DELIVERY' });
    expect((await book(sam, { slotId: slot.id, addressId: used })).statusCode).toBe(200);

    const url = `/api/addresses/v2/addresses/${used}`;
    const deleted = await sam.send('DELETE', url);
    expect(deleted.statusCode).toBe(423);
    expect(deleted.json()).toMatchObject({
      code: 'ADDRESS_LOCKED',
      reason: 'ACTIVE_TROLLEY_ORDER',
      message: ADDRESS_DELETE_REFUSALS.ACTIVE_TROLLEY_ORDER,
    });
    const put = await sam.send('PUT', url, {
      line1: '3 Elsewhere',
      line2: '',
      line3: '',
      town: 'Reading',
      region: '',
      country: 'GB',
      postalCode: 'RG1 4AD',
    });
    expect(put.statusCode).toBe(423);
    expect(put.json()).toMatchObject({ reason: 'ACTIVE_TROLLEY_ORDER' });

    expect((await sam.send('DELETE', '/api/slots/v1/bookslot')).statusCode).toBe(204);
    expect((await sam.send('DELETE', url)).statusCode).toBe(204);
  });
});
