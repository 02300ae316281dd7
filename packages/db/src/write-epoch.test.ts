import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { executeNamed } from './named-statement.ts';

/** The embedded database's write epoch (decision 0060); PostgreSQL has none. */
let database: Database;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = url ? await openDatabase({ url, poolSize: 1 }) : await openDatabase({});
  await database.db.execute(sql`CREATE TEMPORARY TABLE epoch_probe (n int)`);
});
afterAll(async () => {
  await database.db.execute(sql`DROP TABLE IF EXISTS epoch_probe`);
  await database.close();
});

describe('the write epoch', () => {
  it('proves reads leave it standing and every kind of write moves it', async () => {
    if (database.kind === 'postgres') {
      expect(database.writeEpoch).toBeUndefined();
      return;
    }
    const epoch = () => database.writeEpoch?.() ?? -1;
    const start = epoch();
    await database.db.execute(sql`SELECT count(*) FROM epoch_probe`);
    await executeNamed(database.db, sql`SELECT n FROM epoch_probe WHERE n = ${1}`);
    expect(epoch()).toBe(start);

    const writes = [
      () => database.db.execute(sql`INSERT INTO epoch_probe (n) VALUES (1)`),
      () => executeNamed(database.db, sql`UPDATE epoch_probe SET n = ${2}`),
      () => database.db.execute(sql`WITH gone AS (DELETE FROM epoch_probe RETURNING n) SELECT 1`),
      () =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO epoch_probe (n) VALUES (3)`);
        }),
    ];
    for (const write of writes) {
      const before = epoch();
      await write();
      expect(epoch()).toBeGreaterThan(before);
    }
  });
});
