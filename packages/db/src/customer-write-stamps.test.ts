import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';

/**
 * The customer's write stamp (decision 0103): the database's triggers move it in every
 * transaction writing what the page frame's viewer shows of a customer, once per transaction,
 * and for that customer only. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
let database: Database;
const run = Math.floor(Math.random() * 1e9);
const sessionId = `${run}`.padStart(64, 'a');
const branchId = 900_000_000 + (run % 90_000_000);
let ann: number;
let bob: number;
let slotId: number;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const stampQuery = (customer: number) =>
  sql`SELECT (SELECT stamp::text FROM customer_write_stamps WHERE customer_id = ${customer}) AS stamp`;
const stampOf = async (customer: number) =>
  (await rows<{ stamp: string | null }>(stampQuery(customer)))[0]?.stamp ?? null;

async function account(name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    sql`INSERT INTO accounts (email, first_name, last_name, password_hash)
      VALUES (${`stamp-${name.toLowerCase()}-${run}@example.com`}, ${name}, 'Stamp', 'x') RETURNING id`,
  );
  return Number(row?.id);
}

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = url ? await openDatabase({ url, poolSize: 2 }) : await openDatabase({});
  await database.migrate();
  ann = await account('Ann');
  bob = await account('Bob');
  await database.db.execute(
    sql`INSERT INTO branches (id, name, line1, town, postcode)
      VALUES (${branchId}, 'Stamp Branch', '1 Stamp Row', 'Reading', 'RG1 1AA')`,
  );
  const [slot] = await rows<{ id: number }>(
    sql`INSERT INTO slots (start_at, end_at, slot_date, branch_id, base_price_pence, slot_type,
        grid_type, capacity)
      VALUES ('2290-01-02T10:00Z', '2290-01-02T11:00Z', '2290-01-02', ${branchId}, 0,
        'GROCERY_COLLECTION', 'DEFAULT', 5) RETURNING id`,
  );
  slotId = Number(slot?.id);
});

afterAll(async () => {
  for (const id of [ann, bob]) {
    if (id) await database.db.execute(sql`DELETE FROM accounts WHERE id = ${id}`);
  }
  if (slotId) await database.db.execute(sql`DELETE FROM slots WHERE id = ${slotId}`);
  await database.db.execute(sql`DELETE FROM branches WHERE id = ${branchId}`);
  await database.close();
});

/** Each write the viewer can see, as Ann's, in the order a shopper's rows come and go. */
const writes = (): [string, () => ReturnType<typeof sql>][] => [
  ['a trolley', () => sql`INSERT INTO trolleys (customer_id) VALUES (${ann})`],
  [
    'a trolley line',
    () => sql`INSERT INTO trolley_items (customer_order_id, line_number, product_id,
        quantity_amount, quantity_uom)
      SELECT customer_order_id, '123', '123-1-2', 1, 'C62' FROM trolleys WHERE customer_id = ${ann}`,
  ],
  [
    'a trolley line changed',
    () => sql`UPDATE trolley_items SET quantity_amount = 2 WHERE customer_order_id IN
      (SELECT customer_order_id FROM trolleys WHERE customer_id = ${ann})`,
  ],
  [
    'a trolley line removed',
    () => sql`DELETE FROM trolley_items WHERE customer_order_id IN
      (SELECT customer_order_id FROM trolleys WHERE customer_id = ${ann})`,
  ],
  [
    'a favourite',
    () => sql`INSERT INTO favourites (customer_id, line_number, added_at)
      VALUES (${ann}, '123', now())`,
  ],
  ['a favourite removed', () => sql`DELETE FROM favourites WHERE customer_id = ${ann}`],
  [
    'a slot reservation',
    () => sql`INSERT INTO slot_reservations (slot_id, customer_order_id, expires_at, customer_id,
        postcode, delivery_charge_pence, branch_id)
      SELECT ${slotId}, customer_order_id, '2290-01-01T10:00Z', ${ann}, 'RG1 1AA', 0, ${branchId}
      FROM trolleys WHERE customer_id = ${ann}`,
  ],
  [
    'a slot reservation cancelled',
    () => sql`UPDATE slot_reservations SET status = 'CANCELLED' WHERE customer_id = ${ann}`,
  ],
  [
    'an address',
    () => sql`INSERT INTO addresses (customer_id, line1, postal_code, first_name, last_name)
      VALUES (${ann}, '1 Stamp Row', 'RG1 1AA', 'Ann', 'Stamp')`,
  ],
  [
    'a delivery pass',
    () => sql`INSERT INTO delivery_passes (plan, customer_id, price_pence, card_id, starts_at,
        expires_at)
      VALUES ('ANYTIME_6', ${ann}, 3000, 1, '2290-01-01', '2290-07-01')`,
  ],
  [
    'a personal offer',
    () => sql`INSERT INTO incentive_offers (created, kind, description, value, customer_id)
      VALUES (now(), 'SPEND_AMOUNT_OFF', '£5 off', 500, ${ann})`,
  ],
  [
    'a loyalty membership',
    () => sql`INSERT INTO loyalty_memberships (created, modified, customer_id, type, card_number)
      VALUES (now(), now(), ${ann}, 'mywaitrose', ${String(run).padStart(16, '0')})`,
  ],
  ['the first name', () => sql`UPDATE accounts SET first_name = 'Annie' WHERE id = ${ann}`],
  ['the trolley given up', () => sql`DELETE FROM trolleys WHERE customer_id = ${ann}`],
];

describe("the customer's write stamp", () => {
  it('proves every write the viewer shows moves the customer’s stamp, and nobody else’s', async () => {
    for (const [what, write] of writes()) {
      const [annBefore, bobBefore] = [await stampOf(ann), await stampOf(bob)];
      await database.db.execute(write());
      const annAfter = await stampOf(ann);
      expect(annAfter, what).not.toBeNull();
      expect(annAfter, what).not.toBe(annBefore);
      expect(await stampOf(bob), what).toBe(bobBefore);
    }
  });

  it('proves reads and writes the viewer does not show leave it standing', async () => {
    const before = await stampOf(ann);
    await rows(sql`SELECT * FROM favourites WHERE customer_id = ${ann}`);
    await database.db.execute(sql`UPDATE accounts SET last_name = 'Stamped' WHERE id = ${ann}`);
    await database.db.execute(
      sql`INSERT INTO sessions (id, account_id, customer_id, created_at, last_seen_at, expires_at)
        VALUES (${sessionId}, ${ann}, ${ann}, now(), now(), now() + interval '1 day')`,
    );
    await database.db.execute(sql`DELETE FROM sessions WHERE id = ${sessionId}`);
    expect(await stampOf(ann)).toBe(before);
  });

  it('proves a transaction moves it once, at its commit, and a rolled back one not at all', async () => {
    const before = await stampOf(bob);
    let during: string | null = null;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO trolleys (customer_id) VALUES (${bob})`);
      await tx.execute(
        sql`INSERT INTO favourites (customer_id, line_number, added_at) VALUES (${bob}, '7', now())`,
      );
      // Read inside it: PGlite has one connection, and the stamp moves only at the commit.
      const [row] = (
        (await tx.execute(stampQuery(bob))) as unknown as { rows: { stamp: string }[] }
      ).rows;
      during = row?.stamp ?? null;
    });
    // Not moved until the commit, then once.
    expect(during).toBe(before);
    const after = await stampOf(bob);
    expect(after).not.toBe(before);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM favourites WHERE customer_id = ${bob}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await stampOf(bob)).toBe(after);
  });

  it('proves an account deleted leaves no stamp behind', async () => {
    const carol = await account('Carol');
    await database.db.execute(sql`INSERT INTO trolleys (customer_id) VALUES (${carol})`);
    expect(await stampOf(carol)).not.toBeNull();
    await database.db.execute(sql`DELETE FROM accounts WHERE id = ${carol}`);
    expect(await stampOf(carol)).toBeNull();
  });
});
