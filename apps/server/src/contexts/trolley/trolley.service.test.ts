import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { EMPTY_VIEWER_TROLLEY } from '@grocer/domain/trolley/trolley-summary';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TrolleyService } from './trolley.contract.ts';
import {
  createTrolleyCatalogue,
  type FixtureName,
  TROLLEY_TEST_NOW,
  type TrolleyCatalogue,
} from './trolley-catalogue.fixture.ts';

let t: TestApp;
let catalogue: TrolleyCatalogue;
let trolley: TrolleyService;
const accounts: TestAccount[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => TROLLEY_TEST_NOW });
  catalogue = await createTrolleyCatalogue(t.database);
  trolley = t.app.services.trolley;
});
afterAll(async () => {
  for (const account of accounts) await account.remove();
  await catalogue.remove();
  await t.close();
});

async function account(role: 'customer' | 'staff' = 'customer') {
  const created = await createTestAccount(t.database, { role });
  accounts.push(created);
  return created;
}

/** A session of `accountId` (acting for `customerId`): its cookie secret and identity. */
async function sessionOf(accountId: number, customerId?: number) {
  const session = await t.app.identityService.startSession(
    accountId,
    customerId === undefined ? undefined : { customerId },
  );
  const { identity } = await t.app.identityService.resolve({
    sessionSecret: session.secret,
    bearerToken: null,
  });
  return { secret: session.secret, identity };
}

async function identityOf(accountId: number, customerId?: number): Promise<Identity> {
  return (await sessionOf(accountId, customerId)).identity;
}

const item = (name: FixtureName, amount: number, extra: Record<string, unknown> = {}) => ({
  lineNumber: catalogue.products[name].lineNumber,
  productId: catalogue.products[name].id,
  quantity: { amount, uom: 'C62' as const },
  ...extra,
});

async function liveSessions(accountId: number): Promise<number> {
  const result = await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM sessions WHERE account_id = ${accountId} AND revoked_at IS NULL`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('the header summary', () => {
  it('proves the summary counts items (a weighed line once) and the total after offers, and allocates nothing for a shopper without a trolley', async () => {
    const shopperAccount = await account();
    const shopper = await identityOf(shopperAccount.id);
    expect(await trolley.summary(shopper)).toEqual({ itemCount: 0, total: 0 });
    expect(await trolley.summary(ANONYMOUS)).toEqual({ itemCount: 0, total: 0 });
    const trolleys = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM trolleys WHERE customer_id = ${shopperAccount.id}`,
    );
    expect((trolleys as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const orderId = (await trolley.currentOrderId(shopper)) as string;
    await trolley.addItem(shopper, orderId, item('beans', 2));
    await trolley.addItem(
      shopper,
      orderId,
      item('ham', 0, { quantity: { amount: 300, uom: 'GRM' } }),
    );
    // 2 tins for £2 and 300 g of £32/kg ham (£9.60).
    expect(await trolley.summary(shopper)).toEqual({ itemCount: 3, total: 1160 });
    // The lines the client queue holds, without prices, for quantities on cached pages' cards.
    expect(await trolley.lines(shopper)).toEqual([
      {
        trolleyItemId: expect.any(Number),
        lineNumber: catalogue.products.beans.lineNumber,
        productId: catalogue.products.beans.id,
        quantity: { amount: 2, uom: 'C62' },
        canSubstitute: true,
        noteToShopper: null,
        personalisedMessage: null,
      },
      expect.objectContaining({ quantity: { amount: 300, uom: 'GRM' } }),
    ]);
    expect(await trolley.lines(ANONYMOUS)).toEqual([]);
    // The page frame's fragment: the same count, total and lines, from one read.
    expect(await trolley.viewerTrolley(shopper)).toEqual({
      orderId,
      itemCount: 3,
      total: 1160,
      lines: await trolley.lines(shopper),
    });
    expect(await trolley.viewerTrolley(ANONYMOUS)).toEqual(EMPTY_VIEWER_TROLLEY);
  });

  it('proves currentTrolley is the open trolley, the same order every time, and none for anonymous', async () => {
    const shopper = await identityOf((await account()).id);
    const first = await trolley.currentTrolley(shopper);
    const second = await trolley.currentTrolley(shopper);
    expect(first?.orderId).toBe(second?.orderId);
    expect(await trolley.currentTrolley(ANONYMOUS)).toBeNull();
    expect(await trolley.currentOrderId(ANONYMOUS)).toBeNull();
  });
});

describe('versions', () => {
  it('proves every change takes the next version and a refused change takes none', async () => {
    const shopper = await identityOf((await account()).id);
    const orderId = (await trolley.currentOrderId(shopper)) as string;
    const start = (await trolley.getTrolley(shopper, orderId)).version;
    const added = await trolley.addItem(shopper, orderId, item('milk', 1));
    expect(added.trolley.version).toBe(start + 1);
    await expect(trolley.addItem(shopper, orderId, item('soldOut', 1))).rejects.toMatchObject({
      code: 'PRODUCT_NOT_SOLD',
    });
    expect((await trolley.getTrolley(shopper, orderId)).version).toBe(start + 1);
    await trolley.emptyTrolley(shopper, orderId);
    expect((await trolley.getTrolley(shopper, orderId)).version).toBe(start + 2);
  });
});

describe('the add saved before sign-in (applyPendingAdd)', () => {
  it('proves a saved add is added when absent, summed in the same unit, stepped in another, and a new line for a personalisable product', async () => {
    const shopper = await identityOf((await account()).id);
    const absent = await trolley.applyPendingAdd(shopper, item('milk', 2));
    expect(absent.trolleyItems[0]?.quantity).toEqual({ amount: 2, uom: 'C62' });
    const summed = await trolley.applyPendingAdd(shopper, item('milk', 3));
    expect(summed.trolleyItems[0]).toMatchObject({
      trolleyItemId: absent.trolleyItems[0]?.trolleyItemId,
      quantity: { amount: 5, uom: 'C62' },
    });
    const down = await trolley.applyPendingAdd(shopper, item('milk', -2));
    expect(down.trolleyItems[0]?.quantity.amount).toBe(3);
    const ham = { ...item('ham', 0), quantity: { amount: 200, uom: 'GRM' as const } };
    await trolley.applyPendingAdd(shopper, ham);
    const otherUnit = await trolley.applyPendingAdd(shopper, {
      ...ham,
      quantity: { amount: 0.5, uom: 'KGM' },
    });
    // One step of the line's own unit (100 g).
    expect(otherUnit.trolleyItems[0]?.quantity).toEqual({ amount: 300, uom: 'GRM' });
    await trolley.applyPendingAdd(shopper, item('cake', 1, { personalisedMessage: 'Hi' }));
    const cakes = await trolley.applyPendingAdd(
      shopper,
      item('cake', 1, { personalisedMessage: 'Yo' }),
    );
    expect(
      cakes.trolley.trolleyItems.filter((l) => l.productId === catalogue.products.cake.id),
    ).toHaveLength(2);
  });

  it('proves a saved add over the cap is cut to it with the cap notice, and a sold-out one is refused', async () => {
    const shopper = await identityOf((await account()).id);
    const capped = await trolley.applyPendingAdd(shopper, item('eggs', 9));
    expect(capped.trolleyItems[0]?.quantity.amount).toBe(6);
    expect(capped.notices).toEqual([
      {
        code: 'PRODUCT_CAP_EXCEEDED',
        lineNumber: catalogue.products.eggs.lineNumber,
        message: 'Sorry, you can only order 6 of this item',
      },
    ]);
    await expect(trolley.applyPendingAdd(shopper, item('soldOut', 1))).rejects.toMatchObject({
      code: 'PRODUCT_NOT_SOLD',
    });
    await expect(trolley.applyPendingAdd(shopper, item('milk', Number.NaN))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('staff save and restore a broken trolley', () => {
  it('proves staff save the trolley aside, it clears, they return to admin, the customer signs in again; then restore brings the lines back; both are audited', async () => {
    const customerAccount = await account();
    const staffAccount = await account('staff');
    const customer = await identityOf(customerAccount.id);
    const orderId = (await trolley.currentOrderId(customer)) as string;
    await trolley.addItem(customer, orderId, item('milk', 2, { noteToShopper: 'skimmed' }));
    await trolley.addItem(customer, orderId, item('soup', 1, { canSubstitute: false }));
    const signOn = await sessionOf(staffAccount.id, customerAccount.id);
    const staff = signOn.identity;

    expect(await trolley.savedTrolley(staff)).toBeNull();
    const saved = await trolley.saveBrokenTrolley(staff);
    expect(saved.lineCount).toBe(2);
    expect(saved.customerSessionsEnded).toBe(1);
    // The console's read says so too (the staff member's console identity).
    const consoleStaff = await identityOf(staffAccount.id);
    expect(await trolley.savedTrolleyOf(consoleStaff, customerAccount.id)).toMatchObject({
      lineCount: 2,
    });
    expect(saved.setCookies.join('\n')).toMatch(/session=;/);
    expect(await liveSessions(customerAccount.id)).toBe(0);
    // The staff sign-on session has ended too (Return to admin).
    const ended = await t.app.identityService.resolve({
      sessionSecret: signOn.secret,
      bearerToken: null,
    });
    expect(ended.problem).toBe('ended-session');

    const again = await identityOf(customerAccount.id);
    expect((await trolley.getTrolley(again, orderId)).trolleyItems).toEqual([]);

    const staffAgain = await identityOf(staffAccount.id, customerAccount.id);
    expect(await trolley.savedTrolley(staffAgain)).toMatchObject({ lineCount: 2 });
    // The customer has added milk since: it keeps its quantity; the soup comes back.
    await trolley.addItem(again, orderId, item('milk', 5));
    const { trolley: restored, restoredLines } = await trolley.restoreSavedTrolley(staffAgain);
    expect(restoredLines).toBe(1);
    expect(
      restored.trolleyItems.map((l) => [l.lineNumber, l.quantity.amount, l.canSubstitute]),
    ).toEqual([
      [catalogue.products.milk.lineNumber, 5, true],
      [catalogue.products.soup.lineNumber, 1, false],
    ]);
    expect(await trolley.savedTrolley(staffAgain)).toBeNull();
    expect(await trolley.savedTrolleyOf(consoleStaff, customerAccount.id)).toBeNull();
    await expect(trolley.restoreSavedTrolley(staffAgain)).rejects.toMatchObject({
      code: 'SAVED_TROLLEY_NOT_FOUND',
    });

    const audit = await t.app.services.staff.audit.listForCustomer(customerAccount.id);
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['trolley-saved', 'trolley-restored']),
    );
    expect(audit.find((entry) => entry.action === 'trolley-saved')?.detail).toEqual({
      orderId,
      lines: 2,
    });
  });

  it('proves only staff signed on as the customer may save or restore, and an empty trolley is not saved', async () => {
    const customerAccount = await account();
    const customer = await identityOf(customerAccount.id);
    await expect(trolley.saveBrokenTrolley(customer)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(trolley.restoreSavedTrolley(customer)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(trolley.saveBrokenTrolley(ANONYMOUS)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const staffAccount = await account('staff');
    const staffAsThemselves = await identityOf(staffAccount.id);
    await expect(trolley.saveBrokenTrolley(staffAsThemselves)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const staff = await identityOf(staffAccount.id, customerAccount.id);
    await trolley.currentOrderId(customer);
    await expect(trolley.saveBrokenTrolley(staff)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('proves only console staff read whether a saved trolley waits, and a bad customer id is a 400', async () => {
    const customerAccount = await account();
    const customer = await identityOf(customerAccount.id);
    await expect(trolley.savedTrolleyOf(customer, customerAccount.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(trolley.savedTrolleyOf(ANONYMOUS, customerAccount.id)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const staff = await identityOf((await account('staff')).id);
    expect(await trolley.savedTrolleyOf(staff, customerAccount.id)).toBeNull();
    await expect(trolley.savedTrolleyOf(staff, 0)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('swapping an unavailable product', () => {
  it('proves the alternatives are available products of the line’s aisle, not in the trolley, at most four', async () => {
    const shopper = await identityOf((await account()).id);
    const orderId = (await trolley.currentOrderId(shopper)) as string;
    await trolley.addItem(shopper, orderId, item('unavailable', 1));
    const offered = await trolley.alternatives(shopper, catalogue.products.unavailable.lineNumber);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(4);
    for (const product of offered) {
      expect(product.availability).toBe('AVAILABLE');
      expect(product.categories.at(-1)?.id).toBe(catalogue.categoryId);
    }
    // One of them in the trolley already is not offered again.
    const [first] = offered;
    if (!first) throw new Error('no alternative');
    await trolley.addItem(shopper, orderId, {
      lineNumber: first.lineNumber,
      productId: first.id,
      quantity: first.defaultQuantity,
    });
    const again = await trolley.alternatives(shopper, catalogue.products.unavailable.lineNumber);
    expect(again.map((p) => p.lineNumber)).not.toContain(first.lineNumber);
  });

  it('proves a swap adds the replacement at its default quantity and removes the line, in one change', async () => {
    const shopper = await identityOf((await account()).id);
    const orderId = (await trolley.currentOrderId(shopper)) as string;
    await trolley.addItem(shopper, orderId, item('milk', 2));
    const before = await trolley.addItem(shopper, orderId, item('unavailable', 3));
    const [choice] = await trolley.alternatives(shopper, catalogue.products.unavailable.lineNumber);
    if (!choice) throw new Error('no alternative');
    const swapped = await trolley.swapItem(
      shopper,
      catalogue.products.unavailable.lineNumber,
      choice.lineNumber,
    );
    expect(swapped.trolley.version).toBe(before.trolley.version + 1);
    expect(swapped.trolleyItems.map((l) => [l.lineNumber, l.quantity])).toEqual([
      [choice.lineNumber, choice.defaultQuantity],
    ]);
    const after = await trolley.getTrolley(shopper, orderId);
    expect(after.trolleyItems.map((l) => l.lineNumber)).toEqual([
      catalogue.products.milk.lineNumber,
      choice.lineNumber,
    ]);
    expect(after.conflicts).toEqual([]);
  });

  it('proves a swap for a product that cannot be bought, or of a line not in the trolley, changes nothing', async () => {
    const shopperAccount = await account();
    const shopper = await identityOf(shopperAccount.id);
    const orderId = (await trolley.currentOrderId(shopper)) as string;
    const before = await trolley.addItem(shopper, orderId, item('unavailable', 1));
    const unavailable = catalogue.products.unavailable.lineNumber;
    await expect(
      trolley.swapItem(shopper, unavailable, catalogue.products.soldOut.lineNumber),
    ).rejects.toMatchObject({ code: 'PRODUCT_NOT_SOLD' });
    await expect(trolley.swapItem(shopper, unavailable, '999999999999')).rejects.toMatchObject({
      code: 'PRODUCT_NOT_SOLD',
    });
    await expect(
      trolley.swapItem(shopper, catalogue.products.milk.lineNumber, unavailable),
    ).rejects.toMatchObject({ code: 'TROLLEY_ITEM_NOT_FOUND' });
    await expect(trolley.swapItem(shopper, unavailable, unavailable)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(trolley.swapItem(shopper, 'x1', unavailable)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(
      trolley.alternatives(shopper, catalogue.products.milk.lineNumber),
    ).rejects.toMatchObject({ code: 'TROLLEY_ITEM_NOT_FOUND' });
    await expect(trolley.alternatives(ANONYMOUS, unavailable)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    // Another customer's line is not theirs to swap.
    const stranger = await identityOf((await account()).id);
    await expect(
      trolley.swapItem(stranger, unavailable, catalogue.products.milk.lineNumber),
    ).rejects.toMatchObject({ code: 'TROLLEY_ITEM_NOT_FOUND' });
    const after = await trolley.getTrolley(shopper, orderId);
    expect(after.version).toBe(before.trolley.version);
    expect(after.trolleyItems.map((l) => l.lineNumber)).toEqual([unavailable]);
  });
});
