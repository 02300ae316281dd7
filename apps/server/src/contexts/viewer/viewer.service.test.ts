import type { Viewer } from '@grocer/domain/identity/viewer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestSlots } from '../slots/slots.fixture.ts';
import {
  createSlotTestCatalogue,
  type SlotTestCatalogue,
} from '../slots/slots-catalogue.fixture.ts';
import { type SlotShopper, slotShopper } from '../slots/slots-shopper.fixture.ts';

/**
 * The page frame's viewer as the storefront fetches it (decisions 0060, 0080): the shopper's
 * name, trolley, booked slot and favourites, read afresh on every request, whatever changed since
 * the last one.
 * The clock stands on 1 December of a far-future year, so the test's slots are its own.
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

async function shopper(): Promise<SlotShopper & { viewer(): Promise<Viewer> }> {
  const made = await slotShopper(t);
  accounts.push(made.account);
  const session = await t.app.identityService.startSession(made.id);
  const cookie = `session=${session.secret}; consent=all`;
  return {
    ...made,
    async viewer() {
      const response = await t.app.inject({ url: '/ecom/resources/viewer', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.json() as Viewer;
    },
  };
}

const milk = (amount: number) => ({
  lineNumber: catalogue.milk.lineNumber,
  productId: catalogue.milk.id,
  quantity: { amount, uom: 'C62' as const },
});

describe('the viewer', () => {
  it('proves a shopper sees their lines and booked collection slot, and each change at the next request', async () => {
    const sam = await shopper();
    const trolley = t.app.services.trolley;
    const orderId = (await trolley.currentOrderId(sam.identity)) as string;
    // Booked with an empty trolley: the slot shows, the trolley is empty.
    const slot = await slots.add({ date: day(4), startMinutes: 11 * 60 });
    expect((await sam.send('POST', '/api/slots/v1/bookslot', { slotId: slot.id })).statusCode).toBe(
      200,
    );
    const booked = await sam.viewer();
    expect(booked).toMatchObject({ signedIn: true, slotBooked: true, trolley: { itemCount: 0 } });
    expect(booked.slot).toMatchObject({
      slotType: 'GROCERY_COLLECTION',
      addressId: -1,
      status: 'UNCONFIRMED',
    });
    expect(booked.slot?.place).toBeTruthy();
    expect(new Date(booked.slot?.startDateTime ?? 0).toISOString()).toBe(
      new Date(slot.start).toISOString(),
    );

    // Lines added: their count and total as getTrolley prices them for the slot, read twice.
    await trolley.addItem(sam.identity, orderId, milk(3));
    const priced = await trolley.getTrolley(sam.identity, orderId);
    for (let i = 0; i < 2; i += 1) {
      const viewer = await sam.viewer();
      expect(viewer.trolley).toMatchObject({
        orderId,
        itemCount: 3,
        total: priced.trolleyTotals.itemTotalEstimatedCost.amount,
      });
      expect(viewer.trolley.lines).toEqual([
        expect.objectContaining({
          lineNumber: catalogue.milk.lineNumber,
          quantity: milk(3).quantity,
        }),
      ]);
      expect(viewer.slotBooked).toBe(true);
    }

    // Changed where the viewer did not look (another line written straight to the database).
    await catalogue.putInTrolley(orderId, catalogue.soldOut);
    expect((await sam.viewer()).trolley.lines).toHaveLength(2);

    // The slot given up: gone at the next request, the lines still there.
    expect((await sam.send('DELETE', '/api/slots/v1/bookslot')).statusCode).toBe(204);
    const cancelled = await sam.viewer();
    expect(cancelled).toMatchObject({ slotBooked: false, slot: null });
    expect(cancelled.trolley.lines).toHaveLength(2);
  });

  it('proves a delivery slot shows the address it goes to, and nobody else sees the shopper', async () => {
    const ann = await shopper();
    const addressId = await ann.addAddress('RG1 4AB', '7 Viewer Row');
    const slot = await slots.add({ date: day(5), slotType: 'DELIVERY', startMinutes: 9 * 60 });
    const answer = await ann.send('POST', '/api/slots/v1/bookslot', { slotId: slot.id, addressId });
    expect(answer.statusCode, answer.body).toBe(200);
    const viewer = await ann.viewer();
    expect(viewer.slot).toMatchObject({ slotType: 'DELIVERY', addressId });
    expect(viewer.slot?.place).toContain('7 Viewer Row');

    // Only time passes: once the hold has run out the slot is gone (on the embedded database
    // within a second, however long nothing is written).
    const expiry = new Date(viewer.slot?.slotExpiryTime ?? 0);
    clock = new Date(expiry.getTime() + 1_000);
    expect(await ann.viewer()).toMatchObject({ slotBooked: false, slot: null });
    clock = START;

    const bob = await shopper();
    const other = await bob.viewer();
    expect(other).toMatchObject({ slotBooked: false, slot: null, trolley: { itemCount: 0 } });
    expect(JSON.stringify(other)).not.toContain('Viewer Row');
  });

  it("proves a shopper's favourites are in their viewer as line numbers, each toggle at the next request, and in nobody else's", async () => {
    const sam = await shopper();
    const bob = await shopper();
    const favourite = (lineNumber: string) => `/api/favourites/v2/favourites/${lineNumber}`;
    const { milk, soldOut } = catalogue;
    expect((await sam.viewer()).favourites).toEqual([]);

    for (const product of [milk, soldOut]) {
      expect((await sam.send('PUT', favourite(product.lineNumber))).statusCode).toBe(200);
    }
    expect(new Set((await sam.viewer()).favourites)).toEqual(
      new Set([milk.lineNumber, soldOut.lineNumber]),
    );

    // Another shopper neither sees them nor changes them: their own toggles are their own.
    expect((await bob.viewer()).favourites).toEqual([]);
    expect((await bob.send('DELETE', favourite(milk.lineNumber))).statusCode).toBe(200);
    expect((await bob.send('PUT', favourite(soldOut.lineNumber))).statusCode).toBe(200);
    expect((await bob.viewer()).favourites).toEqual([soldOut.lineNumber]);
    expect((await sam.viewer()).favourites).toHaveLength(2);

    // Taken off: gone at the next request (on the embedded database too, where answers are kept).
    expect((await sam.send('DELETE', favourite(milk.lineNumber))).statusCode).toBe(200);
    expect((await sam.viewer()).favourites).toEqual([soldOut.lineNumber]);
  });
});
