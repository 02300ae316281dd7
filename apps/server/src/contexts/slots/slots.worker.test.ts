import { londonIsoDate } from '@grocer/domain/slots/london-time';
import { SLOT_GENERATION_DAYS_AHEAD } from '@grocer/domain/slots/slot-generator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestSlots } from './slots.fixture.ts';

/**
 * The slot worker (decision 0034), on as in a real start: every branch has its slots for the
 * days ahead once the app is ready, and lapsed reservations give their places back on the
 * sweeper's interval without anyone booking.
 */

let t: TestApp;
let slots: TestSlots;
let account: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ env: { SLOT_WORKER: 'true', SLOT_SWEEP_INTERVAL_SECONDS: '1' } });
  slots = new TestSlots(t.database);
  account = await createTestAccount(t.database);
});

afterAll(async () => {
  await slots.remove();
  await account.remove();
  await t.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the slot worker', () => {
  it('proves every branch has its slots from today for the days ahead once the app is ready', async () => {
    const today = londonIsoDate(new Date());
    const [counted] = await rows<{ branches: number; short: number }>(
      sql`SELECT count(*)::int AS branches,
          count(*) FILTER (WHERE days < ${SLOT_GENERATION_DAYS_AHEAD + 1})::int AS short
        FROM (SELECT b.id, count(d.slot_date)::int AS days FROM branches b
          LEFT JOIN slot_days d ON d.branch_id = b.id AND d.slot_date >= ${today}::date
          GROUP BY b.id) AS per_branch`,
    );
    expect(counted?.branches).toBeGreaterThan(1);
    expect(counted?.short).toBe(0);
    const [delivery] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM slots
        WHERE slot_type = 'DELIVERY' AND grid_type = 'DEFAULT' AND slot_date = ${today}::date`,
    );
    expect(delivery?.n).toBe(counted?.branches ? counted.branches * 15 : -1);
  });

  it('proves a lapsed reservation is given back by the sweeper, nobody booking', async () => {
    const slot = await slots.add({ capacity: 1, booked: 1 });
    await t.database.db.execute(
      sql`INSERT INTO slot_reservations (customer_id, customer_order_id, slot_id, branch_id,
          postcode, delivery_charge_pence, status, expires_at)
        VALUES (${account.id}, ${800_000_000 + account.id}, ${slot.id}::bigint, ${slot.branchId},
          'RG1 1AA', 0, 'UNCONFIRMED', now() - interval '1 minute')`,
    );
    let counts = await slots.counts(slot.id);
    for (let i = 0; i < 50 && counts.booked > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      counts = await slots.counts(slot.id);
    }
    expect(counts).toEqual({ booked: 0, capacity: 1, live: 0 });
    const [reservation] = await rows<{ status: string }>(
      sql`SELECT status FROM slot_reservations WHERE slot_id = ${slot.id}::bigint`,
    );
    expect(reservation?.status).toBe('EXPIRED');
  });
});
