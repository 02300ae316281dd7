import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { DEFAULT_MINIMUM_ORDER_VALUES } from '@grocer/domain/pricing/minimum-order';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import { TestSlots } from '../slots/slots.fixture.ts';
import { shopperFor } from '../slots/slots-shopper.fixture.ts';
import type { Trolley, TrolleyService } from './trolley.contract.ts';
import { TrolleyRepository } from './trolley.repository.ts';
import { createTrolleyService } from './trolley.service.ts';
import {
  createTrolleyCatalogue,
  type FixtureName,
  TROLLEY_TEST_NOW,
  type TrolleyCatalogue,
} from './trolley-catalogue.fixture.ts';
import { TrolleyViewCache } from './trolley-view-cache.ts';

/**
 * getTrolley under the customer's write stamp (decision 0103) against the slow path. As in
 * production, every read is a request of its own: the identity is resolved afresh, with the
 * stamp read beside the session. A read whose stamp has not moved reads nothing of the trolley
 * (counted here), and every read equals a service working every read out afresh, whatever
 * changed: lines written straight to the database, the time (an offer starting, a new day), a
 * slot held and its hold running out, a loyalty membership.
 */

let clock = TROLLEY_TEST_NOW;
let t: TestApp;
let catalogue: TrolleyCatalogue;
let slots: TestSlots;
let account: TestAccount;
let secret = '';
let orderId = '';
let kept: TrolleyService;
let fresh: TrolleyService;
/** Reads of the trolley's row and lines by the kept service. */
let trolleyReads = 0;

class CountingRepository extends TrolleyRepository {
  override async loadUnlessHeld(orderId: string, customerId: number, heldStamp: string | null) {
    trolleyReads += 1;
    return super.loadUnlessHeld(orderId, customerId, heldStamp);
  }
}

/** The shopper as a request of their own finds them: the session and stamp read now. */
async function request(): Promise<Identity> {
  return (await t.app.identityService.resolve({ sessionSecret: secret, bearerToken: null }))
    .identity;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  catalogue = await createTrolleyCatalogue(t.database);
  slots = new TestSlots(t.database);
  account = await createTestAccount(t.database);
  secret = (await t.app.identityService.startSession(account.id)).secret;
  const services = t.app.services;
  const deps = {
    catalogue: services.catalogue as CatalogueEngine,
    staff: services.staff,
    identity: services.identity,
    slots: {
      bookedSlot: async (customerId: number, order: string) =>
        (
          await services.slots.slotOfOpenOrder(
            { ...ANONYMOUS, customerId, principalId: customerId },
            order,
          )
        ).booked,
    },
    loyalty: services.loyalty,
    minimumOrderValues: DEFAULT_MINIMUM_ORDER_VALUES,
    now: () => clock,
  };
  kept = createTrolleyService({
    ...deps,
    repository: new CountingRepository(t.database.db),
    viewCache: new TrolleyViewCache(),
  });
  fresh = createTrolleyService({
    ...deps,
    repository: new TrolleyRepository(t.database.db),
    viewCache: null,
  });
  orderId = (await kept.currentOrderId(await request())) as string;
});

afterAll(async () => {
  await slots.remove();
  await account.remove();
  await catalogue.remove();
  await t.close();
});

const item = (name: FixtureName, amount: number) => ({
  lineNumber: catalogue.products[name].lineNumber,
  productId: catalogue.products[name].id,
  quantity: { amount, uom: 'C62' as const },
});

/** A request's kept read and the slow path's: equal; the kept one, with whether it read. */
async function read(): Promise<{ trolley: Trolley; readTrolley: boolean }> {
  const before = trolleyReads;
  const trolley = await kept.getTrolley(await request(), orderId);
  expect(trolley).toEqual(await fresh.getTrolley(await request(), orderId));
  return { trolley, readTrolley: trolleyReads > before };
}

const pence = (trolley: Trolley) => trolley.trolleyTotals.itemTotalEstimatedCost.amount;

describe('getTrolley under the customer’s write stamp', () => {
  it('proves a read under an unmoved stamp reads nothing of the trolley and equals the slow path, whatever changed', async () => {
    await kept.updateItems(await request(), orderId, [item('beans', 1), item('milk', 1)]);
    expect((await read()).readTrolley).toBe(true);
    const held = await read();
    expect(held.readTrolley).toBe(false);

    // A line changed straight in the database, by no service: the stamp moved, so it is read.
    await t.database.db.execute(
      sql`UPDATE trolley_items SET quantity_amount = 3
        WHERE customer_order_id = ${orderId}::bigint AND product_id = ${catalogue.products.milk.id}`,
    );
    const changed = await read();
    expect(changed.readTrolley).toBe(true);
    expect(pence(changed.trolley)).toBe(pence(held.trolley) + 200);
    expect((await read()).readTrolley).toBe(false);

    // A loyalty membership taken out straight in the database: read again.
    await t.database.db.execute(
      sql`INSERT INTO loyalty_memberships (created, modified, customer_id, type, card_number)
        VALUES (now(), now(), ${account.id}, 'mywaitrose', ${String(account.id).padStart(16, '7')})`,
    );
    expect((await read()).readTrolley).toBe(true);

    // Only the time moves, 20 s: nothing is read, and the view is this moment's (equal above).
    clock = new Date(clock.getTime() + 20_000);
    expect((await read()).readTrolley).toBe(false);
    // 30 s after it was read: read again (the shop's own changes show within that).
    clock = new Date(clock.getTime() + 11_000);
    expect((await read()).readTrolley).toBe(true);

    // Across London midnight: read again (the trolley's conflicts are today's).
    clock = new Date('2090-03-10T23:59:50Z');
    // A request after hours away writes the session's last-seen time (at most every 5 minutes).
    await request();
    expect((await read()).readTrolley).toBe(true);
    expect((await read()).readTrolley).toBe(false);
    clock = new Date('2090-03-11T00:00:05Z');
    expect((await read()).readTrolley).toBe(true);
  });

  it('proves a held slot is priced while the hold lasts and gone the moment it runs out, with no write', async () => {
    clock = new Date('2090-03-11T09:00:00Z');
    await request();
    // Signed in now (an access token lasts minutes).
    const shopper = await shopperFor(t.app, account);
    const slot = await slots.add({ date: '2090-03-14', slotType: 'DELIVERY', basePricePence: 450 });
    const addressId = await shopper.addAddress('RG1 4AB', '1 Stamp Row');
    const booked = await shopper.send('POST', '/api/slots/v1/bookslot', {
      slotId: slot.id,
      addressId,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const expiry = new Date((booked.json() as { slotExpiryTime: string }).slotExpiryTime);
    const held = await read();
    expect(held.readTrolley).toBe(true);
    expect(held.trolley.trolleyTotals.deliveryCharge.amount).toBeGreaterThan(0);
    expect((await read()).readTrolley).toBe(false);

    // Just before the hold runs out (read again: more than 30 s on), then read under the stamp.
    clock = new Date(expiry.getTime() - 10_000);
    await request();
    expect((await read()).trolley.trolleyTotals.deliveryCharge.amount).toBeGreaterThan(0);
    clock = new Date(expiry.getTime() - 1);
    const last = await read();
    expect(last.readTrolley).toBe(false);
    expect(last.trolley.trolleyTotals.deliveryCharge.amount).toBeGreaterThan(0);
    // Run out, with nothing written: not kept past it.
    clock = new Date(expiry.getTime() + 1);
    const lapsed = await read();
    expect(lapsed.readTrolley).toBe(true);
    expect(lapsed.trolley.trolleyTotals.deliveryCharge.amount).toBe(0);
  });

  it('proves a request that wrote never reads under the stamp it found before its write, and another customer finds no trolley', async () => {
    clock = new Date('2090-03-11T10:00:00Z');
    const identity = await request();
    expect((await kept.getTrolley(identity, orderId)).trolleyItems.length).toBeGreaterThan(0);
    // This request writes (another service, as a second process would, but in this process).
    await fresh.emptyTrolley(identity, orderId);
    const before = trolleyReads;
    expect((await kept.getTrolley(identity, orderId)).trolleyItems).toEqual([]);
    expect(trolleyReads).toBe(before + 1);

    const stranger = await createTestAccount(t.database);
    try {
      const session = await t.app.identityService.startSession(stranger.id);
      const other = (
        await t.app.identityService.resolve({ sessionSecret: session.secret, bearerToken: null })
      ).identity;
      await expect(kept.getTrolley(other, orderId)).rejects.toMatchObject({
        code: 'TROLLEY_NOT_FOUND',
      });
    } finally {
      await stranger.remove();
    }
  });
});
