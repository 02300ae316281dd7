import type { Db } from '@grocer/db/client';
import { executeNamed } from '@grocer/db/named-statement';
import { sqlRows as rows, type SqlExecutor } from '@grocer/db/sql-rows';
import type { IncentiveKind } from '@grocer/domain/incentives/incentive-rules';
import { sql } from 'drizzle-orm';
import type { IncentiveGrant } from './incentives.contract.ts';

export interface StoredIncentive {
  id: number;
  kind: IncentiveKind;
  description: string;
  value: number;
  lineNumber: string | null;
  thresholdPence: number;
  validFrom: string | null;
  validTo: string | null;
  loaded: boolean;
}

interface Row {
  id: number;
  kind: IncentiveKind;
  description: string;
  value: number;
  line_number: string | null;
  threshold_pence: number;
  valid_from: string | null;
  valid_to: string | null;
  loaded: boolean;
}

const COLUMNS = sql`id, kind, description, value, line_number, threshold_pence,
  to_char(valid_from, 'YYYY-MM-DD') AS valid_from, to_char(valid_to, 'YYYY-MM-DD') AS valid_to,
  loaded`;

const stored = (row: Row): StoredIncentive => ({
  id: Number(row.id),
  kind: row.kind,
  description: row.description,
  value: Number(row.value),
  lineNumber: row.line_number,
  thresholdPence: Number(row.threshold_pence),
  validFrom: row.valid_from,
  validTo: row.valid_to,
  loaded: row.loaded,
});

/**
 * The incentive_offers table (decision 0088). Loading is one UPDATE of the customer's own row,
 * so two processes loading and unloading the same offer leave it as the last write says.
 */
export class IncentivesRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async list(customerId: number): Promise<StoredIncentive[]> {
    const found = await rows<Row>(
      this.#db,
      sql`SELECT ${COLUMNS} FROM incentive_offers WHERE customer_id = ${customerId} ORDER BY id`,
    );
    return found.map(stored);
  }

  /** Loaded offers not ended before `today` (the trolley asks on every read: named). */
  async loaded(customerId: number, today: string): Promise<StoredIncentive[]> {
    const { rows: found } = await executeNamed<Row>(
      this.#db,
      sql`SELECT ${COLUMNS} FROM incentive_offers
          WHERE customer_id = ${customerId} AND loaded
            AND (valid_to IS NULL OR valid_to >= ${today}::date)
          ORDER BY id`,
    );
    return found.map(stored);
  }

  async find(customerId: number, id: number): Promise<StoredIncentive | null> {
    const [row] = await rows<Row>(
      this.#db,
      sql`SELECT ${COLUMNS} FROM incentive_offers WHERE customer_id = ${customerId} AND id = ${id}`,
    );
    return row ? stored(row) : null;
  }

  async setLoaded(
    customerId: number,
    id: number,
    loaded: boolean,
    at: Date,
  ): Promise<StoredIncentive | null> {
    const [row] = await rows<Row>(
      this.#db,
      sql`UPDATE incentive_offers
          SET loaded = ${loaded}, loaded_at = ${loaded ? at.toISOString() : null}::timestamptz
          WHERE customer_id = ${customerId} AND id = ${id}
          RETURNING ${COLUMNS}`,
    );
    return row ? stored(row) : null;
  }

  /**
   * Gives the drafts unless the customer has ever had an offer: one transaction holding the
   * customer's lock, so two processes answering a first look give one set. True when given.
   */
  async giveFirst(customerId: number, drafts: readonly IncentiveGrant[], at: Date) {
    return this.#db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(88, ${customerId})`);
      const [any] = await rows<{ id: number }>(
        tx,
        sql`SELECT id FROM incentive_offers WHERE customer_id = ${customerId} LIMIT 1`,
      );
      if (any) return false;
      for (const draft of drafts) await this.insert(customerId, draft, at, tx);
      return true;
    });
  }

  async insert(
    customerId: number,
    grant: IncentiveGrant,
    at: Date,
    executor: SqlExecutor = this.#db,
  ): Promise<number> {
    const loaded = grant.loaded ?? false;
    const [row] = await rows<{ id: number }>(
      executor,
      sql`INSERT INTO incentive_offers (customer_id, kind, description, value, line_number,
            threshold_pence, valid_from, valid_to, loaded, loaded_at, created)
          VALUES (${customerId}, ${grant.kind}, ${grant.description}, ${grant.value},
            ${grant.lineNumber}, ${grant.thresholdPence ?? 0}, ${grant.validFrom ?? null}::date,
            ${grant.validTo ?? null}::date, ${loaded},
            ${loaded ? at.toISOString() : null}::timestamptz, ${at.toISOString()}::timestamptz)
          RETURNING id`,
    );
    return Number(row?.id);
  }
}
