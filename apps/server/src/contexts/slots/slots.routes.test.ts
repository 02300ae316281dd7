import { ANONYMOUS } from '@grocer/domain/identity/identity';
import { DELIVERY_AREA_NOT_SERVED_TITLE } from '@grocer/domain/messages/slot-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_BRANCH_ID, TestSlots } from './slots.fixture.ts';
import { type SlotShopper, slotShopper } from './slots-shopper.fixture.ts';

/**
 * The slot calls over REST and the customer slot over GraphQL (decision 0034), on a real
 * database, with slots of the tests' own on far-future days.
 */

let t: TestApp;
let slots: TestSlots;
const accounts: TestAccount[] = [];

beforeAll(async () => {
  t = await createTestApp();
  slots = new TestSlots(t.database);
});

afterAll(async () => {
  await slots.remove();
  for (const account of accounts) await account.remove();
  await t.close();
});

async function shopper(): Promise<SlotShopper> {
  const made = await slotShopper(t);
  accounts.push(made.account);
  return made;
}

const CURRENT_SLOT = `query ($id: String!) { currentSlot(customerOrderId: $id) {
  currentSlot { slotType branchId branchName addressId addressSummary postcode slotDate
    startDateTime endDateTime slotExpiryTime orderCutOff amendOrderCutOff slotReservationId
    slotGridType greenSlot deliveryCharge { amount currencyCode } status }
  failures { message type } } }`;

describe('slot days', () => {
  it('proves the default branch’s grid answers days from tomorrow with its collection slots, to anyone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/slots/v1/slotdays',
      payload: { slotType: 'GROCERY_COLLECTION', branchId: TEST_BRANCH_ID, days: 3 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json();
    expect(view.branchId).toBe(TEST_BRANCH_ID);
    expect(view.days).toHaveLength(3);
    expect(view.days[0].slots.length).toBeGreaterThan(0);
    expect(view.days[0].slots[0]).toMatchObject({ slotType: 'GROCERY_COLLECTION' });
    // Tomorrow's slots close at the day's order cut-off late this evening, so a run after it saw
    // them UNAVAILABLE; the day after tomorrow is open whenever the test runs.
    expect(view.days[1].slots[0]).toMatchObject({
      slotType: 'GROCERY_COLLECTION',
      price: { amount: 0, currencyCode: 'GBP' },
      availability: 'AVAILABLE',
      durationMinutes: 60,
      bookedByMe: false,
    });
  });

  it('proves a delivery grid for an address outside every delivery area is refused with the spec’s text', async () => {
    const sam = await shopper();
    const addressId = await sam.addAddress('ZE1 0AA');
    const response = await sam.send('POST', '/api/slots/v1/slotdays', {
      slotType: 'DELIVERY',
      addressId,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'DELIVERY_AREA_NOT_SERVED',
      message: DELIVERY_AREA_NOT_SERVED_TITLE,
    });
  });
});

describe('booking', () => {
  it('proves a shopper books a collection slot, sees it as the current slot, and cancels it, giving the place back', async () => {
    const sam = await shopper();
    const slot = await slots.add({ capacity: 2 });
    const booked = await sam.send('POST', '/api/slots/v1/bookslot', { slotId: slot.id });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({
      slotType: 'GROCERY_COLLECTION',
      branchId: TEST_BRANCH_ID,
      addressId: -1,
      slotDate: slot.date,
      startDateTime: slot.start.toISOString(),
      status: 'UNCONFIRMED',
      deliveryCharge: { amount: 0 },
    });
    expect(await slots.counts(slot.id)).toEqual({ booked: 1, capacity: 2, live: 1 });

    const orderId = await t.app.services.trolley.openOrderId(sam.identity);
    const current = await sam.send('POST', '/api/graphql', {
      query: CURRENT_SLOT,
      variables: { id: orderId },
    });
    expect(current.json().data.currentSlot.currentSlot).toMatchObject({
      slotReservationId: booked.json().slotReservationId,
      slotType: 'GROCERY_COLLECTION',
    });

    const cancelled = await sam.send('DELETE', '/api/slots/v1/bookslot');
    expect(cancelled.statusCode).toBe(204);
    expect(await slots.counts(slot.id)).toEqual({ booked: 0, capacity: 2, live: 0 });
    expect(await t.app.services.slots.currentSlot(sam.identity)).toBeNull();
    expect((await sam.send('DELETE', '/api/slots/v1/bookslot')).statusCode).toBe(404);
  });

  it('proves a delivery slot is booked for an address its branch delivers to, and the trolley then charges for it', async () => {
    const sam = await shopper();
    const addressId = await sam.addAddress('RG1 4AB');
    const slot = await slots.add({ slotType: 'DELIVERY', basePricePence: 450 });
    const booked = await sam.send('POST', '/api/slots/v1/bookslot', {
      slotId: slot.id,
      addressId,
      expectedPricePence: 450,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({
      slotType: 'DELIVERY',
      addressId,
      postcode: 'RG1 4AB',
      branchName: '1 Slot Street',
      deliveryCharge: { amount: 450 },
    });
    const trolley = await t.app.services.trolley.currentTrolley(sam.identity);
    expect(trolley?.trolleyTotals.deliveryCharge.amount).toBe(450);
  });

  it('proves an anonymous caller cannot book', async () => {
    const slot = await slots.add();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/slots/v1/bookslot',
      payload: { slotId: slot.id },
    });
    expect(response.statusCode).toBe(401);
    expect(await t.app.services.slots.currentSlot(ANONYMOUS)).toBeNull();
  });
});

describe('bad input', () => {
  it('proves malformed grid requests are 400s naming the field, before anything is looked up', async () => {
    const cases: [object | string, string][] = [
      [{}, 'body.slotType'],
      [{ slotType: 'DELIVERY_SERVICE' }, 'body.slotType'],
      [{ slotType: 'DELIVERY', days: 0 }, 'body.days'],
      [{ slotType: 'DELIVERY', days: 22 }, 'body.days'],
      [{ slotType: 'DELIVERY', fromDate: '2025-02-30' }, 'body.fromDate'],
      [{ slotType: 'DELIVERY', branchId: '651' }, 'body.branchId'],
      [{ slotType: 'DELIVERY', gridType: 'CHEAP' }, 'body.gridType'],
      [{ slotType: 'DELIVERY', campaign: 'halloween' }, 'body.campaign'],
      [{ slotType: 'DELIVERY', __proto__: { x: 1 }, extra: true }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/slots/v1/slotdays',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message).toContain(field);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/slots/v1/slotdays',
      headers: { 'content-type': 'application/json' },
      payload: '{"slotType":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe('MALFORMED_JSON');
  });

  it('proves malformed bookings are 400s and change nothing', async () => {
    const sam = await shopper();
    const slot = await slots.add({ slotType: 'DELIVERY', capacity: 1 });
    const cases: [object, string][] = [
      [{}, 'body.slotId'],
      [{ slotId: Number(slot.id) }, 'body.slotId'],
      [{ slotId: `${slot.id};` }, 'body.slotId'],
      [{ slotId: slot.id, expectedPricePence: -1 }, 'body.expectedPricePence'],
      [{ slotId: slot.id, addressId: 'home' }, 'body.addressId'],
      [{ slotId: slot.id }, 'body.addressId'],
    ];
    for (const [payload, field] of cases) {
      const response = await sam.send('POST', '/api/slots/v1/bookslot', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect(await slots.counts(slot.id)).toEqual({ booked: 0, capacity: 1, live: 0 });
    const badId = await sam.send('DELETE', '/api/slots/v1/reservations/x1');
    expect(badId.statusCode).toBe(400);
  });

  it('proves the availability stream wants a branch, a slot type and Accept: text/event-stream', async () => {
    const url = '/api/slots/v1/availability-events';
    expect((await t.app.inject({ url })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${url}?branchId=651&slotType=TAXI` })).statusCode).toBe(400);
    const plain = await t.app.inject({ url: `${url}?branchId=651&slotType=DELIVERY` });
    expect(plain.statusCode).toBe(406);
    expect(plain.json().code).toBe('NOT_ACCEPTABLE');
  });

  it('proves currentSlot answers another customer’s order, or a customer id not the caller’s, as NOT_FOUND', async () => {
    const [ann, bob] = [await shopper(), await shopper()];
    const slot = await slots.add();
    await ann.send('POST', '/api/slots/v1/bookslot', { slotId: slot.id });
    const annsOrder = await t.app.services.trolley.openOrderId(ann.identity);
    const asBob = await bob.send('POST', '/api/graphql', {
      query: CURRENT_SLOT,
      variables: { id: annsOrder },
    });
    expect(asBob.json().data.currentSlot).toEqual({
      currentSlot: null,
      failures: [{ message: 'No such customer order.', type: 'NOT_FOUND' }],
    });
    const wrongCustomer = await ann.send('POST', '/api/graphql', {
      query: `query ($id: String!, $c: String) { currentSlot(customerOrderId: $id, customerId: $c) {
        currentSlot { slotReservationId } failures { type } } }`,
      variables: { id: annsOrder, c: String(bob.id) },
    });
    expect(wrongCustomer.json().data.currentSlot.failures[0].type).toBe('NOT_FOUND');
    const own = await ann.send('POST', '/api/graphql', {
      query: `query ($id: String!, $c: String) { currentSlot(customerOrderId: $id, customerId: $c) {
        currentSlot { slotReservationId } failures { type } } }`,
      variables: { id: annsOrder, c: String(ann.id) },
    });
    expect(own.json().data.currentSlot.currentSlot.slotReservationId).toMatch(/^\d+$/);
  });
});
