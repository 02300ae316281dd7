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

  it('hands a NOTIFY to its listeners once the transaction commits, and to none after they stop', async () => {
    const database = await openDatabase({});
    try {
      const heard: string[] = [];
      const stop = await database.listen('test_channel', (payload) => heard.push(payload));
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify('test_channel', 'in a transaction')`);
        expect(heard).toEqual([]);
      });
      await database.db.execute(sql`SELECT pg_notify('test_channel', 'alone')`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual(['in a transaction', 'alone']);
      await stop();
      await database.db.execute(sql`SELECT pg_notify('test_channel', 'unheard')`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual(['in a transaction', 'alone']);
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

  it('hears a NOTIFY sent from another connection on its own LISTEN connection, and listens again after losing it', async () => {
    const database = await openDatabase({ url: process.env.DATABASE_URL ?? '', poolSize: 1 });
    const channel = `test_channel_${process.pid}`;
    const sender = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await sender.connect();
    const heard: string[] = [];
    const until = async (payload: string) => {
      for (let i = 0; i < 100 && !heard.includes(payload); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const stop = await database.listen(channel, (payload) => heard.push(payload));
    try {
      await sender.query('SELECT pg_notify($1, $2)', [channel, 'first']);
      await until('first');
      expect(heard).toEqual(['first']);
      // The server ends the listening connection (a restart, a failover): it comes back.
      await sender.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE query = 'LISTEN ${channel}' AND pid <> pg_backend_pid()`,
      );
      for (let i = 0; i < 60 && !heard.includes('again'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await sender.query('SELECT pg_notify($1, $2)', [channel, 'again']);
      }
      expect(heard).toContain('again');
    } finally {
      await stop();
      await sender.end();
      await database.close();
    }
  });
});
