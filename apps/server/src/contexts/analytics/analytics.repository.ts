import type { Db } from '@grocer/db/client';
import { sqlRows } from '@grocer/db/sql-rows';
import { sql } from 'drizzle-orm';

export interface StoredEvent {
  receivedAt: Date;
  clientId: string;
  sessionId: string;
  customerId: number | null;
  channel: string;
  pageLocation: string;
  eventName: string;
  params: Record<string, string | number | boolean>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows a single insert carries. */
export const INSERT_CHUNK = 1_000;

/** The UTC day a time falls in, as `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const partitionName = (day: string) => `analytics_events_${day.replaceAll('-', '')}`;

/** The analytics_events table and its daily partitions, for the analytics context only. */
export class AnalyticsRepository {
  readonly #db: Db;
  readonly #made = new Set<string>();
  constructor(db: Db) {
    this.#db = db;
  }

  /** Makes the day's partition unless this process made it or it exists. */
  async ensurePartition(day: string): Promise<void> {
    if (this.#made.has(day)) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
    const from = new Date(`${day}T00:00:00.000Z`);
    const to = new Date(from.getTime() + DAY_MS);
    try {
      await this.#db.execute(
        sql.raw(
          `CREATE TABLE IF NOT EXISTS ${partitionName(day)} PARTITION OF analytics_events
             FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
        ),
      );
    } catch (error) {
      // Another process made it at the same moment: what matters is that it exists.
      const code = (error as { code?: string }).code;
      if (code !== '42P07' && code !== '23505') throw error;
    }
    this.#made.add(day);
  }

  /**
   * Inserts the events, up to INSERT_CHUNK a statement: each column goes as one array parameter
   * (`unnest`), so a statement has eight parameters however many rows it carries (PostgreSQL
   * takes at most 65,535), and building it costs the event loop little.
   */
  async insertMany(events: readonly StoredEvent[]): Promise<void> {
    if (events.length === 0) return;
    for (const day of new Set(events.map((event) => utcDay(event.receivedAt)))) {
      await this.ensurePartition(day);
    }
    for (let from = 0; from < events.length; from += INSERT_CHUNK) {
      const chunk = events.slice(from, from + INSERT_CHUNK);
      const column = <T>(pick: (event: StoredEvent) => T) => sql.param(chunk.map(pick));
      await this.#db.execute(sql`
        INSERT INTO analytics_events
          (received_at, client_id, session_id, customer_id, channel, page_location, event_name, params)
        SELECT received_at, client_id, session_id, customer_id, channel, page_location, event_name,
               params::jsonb
        FROM unnest(
          ${column((event) => event.receivedAt.toISOString())}::timestamptz[],
          ${column((event) => event.clientId)}::text[],
          ${column((event) => event.sessionId)}::text[],
          ${column((event) => event.customerId)}::int[],
          ${column((event) => event.channel)}::text[],
          ${column((event) => event.pageLocation)}::text[],
          ${column((event) => event.eventName)}::text[],
          ${column((event) => JSON.stringify(event.params))}::text[]
        ) AS t(received_at, client_id, session_id, customer_id, channel, page_location, event_name,
               params)`);
    }
  }

  /** Drops the partitions of days before `day`; returns how many. */
  async dropPartitionsBefore(day: string): Promise<number> {
    const partitions = await sqlRows<{ name: string }>(
      this.#db,
      sql`SELECT c.relname AS name FROM pg_inherits i
            JOIN pg_class c ON c.oid = i.inhrelid
            JOIN pg_class p ON p.oid = i.inhparent
          WHERE p.relname = 'analytics_events'`,
    );
    const names = partitions.map((partition) => partition.name);
    const limit = partitionName(day);
    let dropped = 0;
    for (const name of names) {
      if (/^analytics_events_\d{8}$/.test(name) && name < limit) {
        await this.#db.execute(sql.raw(`DROP TABLE IF EXISTS ${name}`));
        this.#made.delete(`${name.slice(17, 21)}-${name.slice(21, 23)}-${name.slice(23, 25)}`);
        dropped += 1;
      }
    }
    return dropped;
  }
}
