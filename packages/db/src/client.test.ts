import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

async function tableCount(query: (text: string) => Promise<{ rows: { n: number }[] }>) {
  const result = await query(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
  );
  return result.rows[0]?.n ?? 0;
}

describe('embedded PGlite', () => {
  it('migrates a new database, and migrating again changes nothing', async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      const count = () => tableCount((text) => database.db.execute(sql.raw(text)) as never);
      const first = await count();
      expect(first).toBeGreaterThan(5);
      await database.migrate();
      expect(await count()).toBe(first);
    } finally {
      await database.close();
    }
  });
});

// A throwaway database beside DATABASE_URL, never DATABASE_URL's own contents.
describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL', () => {
  it('migrates with a pool of one connection, and from two processes at once', async () => {
    const adminUrl = process.env.DATABASE_URL ?? '';
    const name = `grocer_db_client_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const one = await openDatabase({ url: url.toString(), poolSize: 1 });
    const other = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await Promise.all([one.migrate(), other.migrate()]);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const files = await check.query(
        "select count(*)::int as n from information_schema.tables where table_name = 'products'",
      );
      await check.end();
      expect(files.rows[0].n).toBe(1);
      expect(applied.rows[0].n).toBeGreaterThan(2);
    } finally {
      await one.close();
      await other.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});
