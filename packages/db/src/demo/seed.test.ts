import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { addresses } from '../schema/addresses.ts';
import { categories, promotionGroups } from '../schema/catalogue.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoAddresses } from './demo-addresses.ts';
import { DEMO_LOYALTY_MEMBERS } from './demo-loyalty.ts';
import { isSeeded, resetDemoData, type SeedCounts, seedDemoCatalogue } from './seed.ts';
import { demoStreet } from './uk-addresses.ts';

const NOW = new Date('2025-11-20T12:00:00Z');

async function count(database: Database, table: string): Promise<number> {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? -1;
}

/** The same checks against PGlite and PostgreSQL: the seed must behave identically on both. */
function seedingSuite(open: () => Promise<{ database: Database; dispose: () => Promise<void> }>) {
  let database: Database;
  let dispose: () => Promise<void>;
  let counts: SeedCounts;
  let seconds: number;

  beforeAll(async () => {
    ({ database, dispose } = await open());
    await database.migrate();
    expect(await isSeeded(database.db)).toBe(false);
    const started = performance.now();
    counts = await seedDemoCatalogue(database, { now: NOW });
    seconds = (performance.now() - started) / 1000;
  });

  afterAll(async () => {
    await dispose?.();
  });

  it('writes the default catalogue and reports what it wrote', async () => {
    console.info(
      `seeded ${database.kind} with ${counts.products} products in ${seconds.toFixed(1)}s`,
    );
    expect(counts.products).toBeGreaterThanOrEqual(6_000);
    expect(counts.promotions).toBeGreaterThanOrEqual(300);
    expect(counts.branches).toBeGreaterThanOrEqual(40);
    expect(counts.accounts).toBe(DEMO_ACCOUNTS.length);
    expect(counts.addresses).toBe(3);
    // The demo member's card, and the partnership member's two (decision 0086).
    expect(counts.loyaltyMembers).toBe(DEMO_LOYALTY_MEMBERS.length);
    expect(DEMO_LOYALTY_MEMBERS).toHaveLength(3);
    // A year of branch shopping for the two demo shoppers (decision 0079).
    expect(counts.branchPurchases).toBeGreaterThan(500);
    const tables: [keyof SeedCounts, string][] = [
      ['categories', 'categories'],
      ['products', 'products'],
      ['productCategories', 'product_categories'],
      ['promotions', 'promotions'],
      ['promotionGroups', 'promotion_groups'],
      ['promotionProducts', 'promotion_products'],
      ['branches', 'branches'],
      ['accounts', 'accounts'],
      ['addresses', 'addresses'],
      ['loyaltyMembers', 'loyalty_memberships'],
      ['branchPurchases', 'branch_purchases'],
    ];
    for (const [key, table] of tables)
      expect(await count(database, table), table).toBe(counts[key]);
    expect(await isSeeded(database.db)).toBe(true);
  });

  it('keeps Christmas 335064 and the category tree intact in the database', async () => {
    const [christmas] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.id, '335064'));
    expect(christmas).toMatchObject({ parentId: '10051', path: 'groceries/christmas', depth: 1 });
  });

  it('moves the promotion group serial past the seeded ids', async () => {
    const [group] = await database.db
      .insert(promotionGroups)
      .values({ promotionId: 50_001, name: 'Extra', threshold: 1 })
      .returning({ id: promotionGroups.id });
    expect(group?.id).toBe(counts.promotionGroups + 1);
    await database.db.delete(promotionGroups).where(eq(promotionGroups.id, group?.id ?? 0));
  });

  it('stores demo accounts with lower-case emails and argon2id hashes of the published passwords', async () => {
    const rows = await database.db.select().from(accounts).orderBy(accounts.id);
    expect(rows.map((r) => r.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    expect(rows.find((r) => r.email === 'staff@example.com')?.role).toBe('staff');
    for (const [i, row] of rows.entries()) {
      expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(row.passwordHash, DEMO_ACCOUNTS[i]?.password ?? '')).toBe(true);
      expect(await verify(row.passwordHash, 'wrong password')).toBe(false);
    }
    await expect(
      database.db
        .insert(accounts)
        .values({ email: 'Mixed@Example.com', passwordHash: 'x', firstName: 'A', lastName: 'B' }),
    ).rejects.toThrow();
  });

  it('gives the demo shoppers address books from the lookup’s streets, the first the contact address', async () => {
    const books = await database.db
      .select({ email: accounts.email, address: addresses })
      .from(addresses)
      .innerJoin(accounts, eq(accounts.id, addresses.customerId))
      .orderBy(addresses.id);
    expect(books.map(({ email, address }) => [email, address.isContact, address.town])).toEqual([
      ['shopper@example.com', true, 'Reading'],
      ['shopper@example.com', false, 'Oxford'],
      ['second.shopper@example.com', true, 'London'],
    ]);
    for (const { address } of books) {
      const street = demoStreet(address.postalCode);
      expect(street?.houses.find((house) => house.udprn === address.udprn)).toMatchObject({
        line1: address.line1,
        line2: address.line2,
      });
      expect(address.status).toBe('ACTIVE');
    }
    expect(books[0]?.address).toMatchObject({ title: 'Mrs', firstName: 'Jane', lastName: 'Marsh' });
    // Seeding again adds nothing: the books are no longer empty.
    expect(await seedDemoAddresses(database.db)).toBe(0);
  });

  it('can be reset and seeded again with a smaller catalogue', async () => {
    await resetDemoData(database.db);
    expect(await isSeeded(database.db)).toBe(false);
    const again = await seedDemoCatalogue(database, { now: NOW, products: 300, accounts: false });
    expect(await count(database, 'products')).toBe(300);
    expect(again.accounts).toBe(0);
  });
}

describe('seeding PGlite', () => {
  seedingSuite(async () => {
    const database = await openDatabase({});
    return { database, dispose: () => database.close() };
  });
});

// Runs against a throwaway database created beside DATABASE_URL, never DATABASE_URL's own contents.
describe.runIf(Boolean(process.env.DATABASE_URL))('seeding PostgreSQL', () => {
  seedingSuite(async () => {
    const adminUrl = process.env.DATABASE_URL ?? '';
    const name = `grocer_db_seed_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    return {
      database,
      async dispose() {
        await database.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  });
});
