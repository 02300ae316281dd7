import type { Db } from '@grocer/db/client';
import {
  MANAGERS_SPECIAL_DISCOUNT_TYPE,
  MANAGERS_SPECIAL_TYPE_CODE,
  managersSpecialDescription,
} from '@grocer/domain/promotions/managers-special';
import { type SQL, sql } from 'drizzle-orm';
import type { ManagersSpecialRow } from './catalogue.contract.ts';

/**
 * Manager's specials (decision 0097) over the catalogue's own tables: each is a `promotions` row
 * of type MANAGERS_SPECIAL with one `promotion_products` row, and a `managers_specials` row
 * saying who made and ended it, when.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers return `{ rows }`; the shared Db type cannot say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface SpecialRecord {
  promotion_id: number;
  product_id: string;
  line_number: string;
  name: string;
  special_price_pence: number;
  shelf_price_pence: number;
  current_shelf_pence: number;
  start_date: string | Date;
  expiry_date: string | Date;
  created_by_staff_id: number | null;
  created_at: string | Date;
  ended_by_staff_id: number | null;
  ended_at: string | Date | null;
}

const date = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function toRow(record: SpecialRecord): ManagersSpecialRow {
  return {
    promotionId: record.promotion_id,
    productId: record.product_id,
    lineNumber: record.line_number,
    name: record.name,
    specialPricePence: record.special_price_pence,
    shelfPricePence: record.current_shelf_pence,
    start: date(record.start_date),
    expiry: date(record.expiry_date),
    createdByStaffId: record.created_by_staff_id,
    createdAt: date(record.created_at),
    endedByStaffId: record.ended_by_staff_id,
    endedAt: record.ended_at === null ? null : date(record.ended_at),
  };
}

const SELECT = sql`SELECT ms.promotion_id, ms.product_id, p.line_number, p.name,
    ms.special_price_pence, ms.shelf_price_pence, p.display_price_pence AS current_shelf_pence,
    pr.start_date, pr.expiry_date, ms.created_by_staff_id, ms.created_at,
    ms.ended_by_staff_id, ms.ended_at
  FROM managers_specials ms
  JOIN promotions pr ON pr.id = ms.promotion_id
  JOIN products p ON p.id = ms.product_id`;

/** The facts the special rule needs about a product. */
export interface SpecialProductFacts {
  id: string;
  lineNumber: string;
  shelfPricePence: number;
  soldByItem: boolean;
  available: boolean;
  /** A special of the product not ended and not expired at the time asked. */
  runningPromotionId: number | null;
}

export class ManagersSpecialsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Specials not ended and not yet expired at `now` (started or not), newest first. */
  async running(now: Date): Promise<ManagersSpecialRow[]> {
    const found = await rows<SpecialRecord>(
      this.#db,
      sql`${SELECT} WHERE ms.ended_at IS NULL AND pr.expiry_date > ${now.toISOString()}::timestamptz
        ORDER BY ms.created_at DESC, ms.promotion_id DESC`,
    );
    return found.map(toRow);
  }

  /** Specials that ended or expired, newest first, at most `limit`. */
  async past(now: Date, limit: number): Promise<ManagersSpecialRow[]> {
    const found = await rows<SpecialRecord>(
      this.#db,
      sql`${SELECT} WHERE ms.ended_at IS NOT NULL OR pr.expiry_date <= ${now.toISOString()}::timestamptz
        ORDER BY coalesce(ms.ended_at, pr.expiry_date) DESC, ms.promotion_id DESC LIMIT ${limit}`,
    );
    return found.map(toRow);
  }

  async productFacts(lineNumber: string, now: Date, db: Db = this.#db) {
    const [found] = await rows<{
      id: string;
      line_number: string;
      display_price_pence: number;
      uoms: string[] | string;
      availability: string;
      running: number | null;
    }>(
      db,
      sql`SELECT p.id, p.line_number, p.display_price_pence, p.uoms, p.availability,
          (SELECT ms.promotion_id FROM managers_specials ms
            JOIN promotions pr ON pr.id = ms.promotion_id
            WHERE ms.product_id = p.id AND ms.ended_at IS NULL
              AND pr.expiry_date > ${now.toISOString()}::timestamptz
            LIMIT 1) AS running
        FROM products p WHERE p.line_number = ${lineNumber}
        FOR UPDATE OF p`,
    );
    if (!found) return null;
    const uoms = typeof found.uoms === 'string' ? (JSON.parse(found.uoms) as string[]) : found.uoms;
    const facts: SpecialProductFacts = {
      id: found.id,
      lineNumber: found.line_number,
      shelfPricePence: found.display_price_pence,
      soldByItem: uoms.includes('C62'),
      available: found.availability === 'AVAILABLE',
      runningPromotionId: found.running,
    };
    return facts;
  }

  /**
   * In one transaction: the product's facts (its row locked, so two staff making a special of
   * it at once make one), `decide` on them, and the special when `decide` says so.
   */
  async create<R>(
    lineNumber: string,
    now: Date,
    decide: (facts: SpecialProductFacts | null) =>
      | { create: false; answer: R }
      | {
          create: true;
          specialPricePence: number;
          expiry: Date;
          staffId: number;
        },
  ): Promise<{ created: ManagersSpecialRow } | { answer: R }> {
    return this.#db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const facts = await this.productFacts(lineNumber, now, db);
      const decision = decide(facts);
      if (!decision.create || !facts) {
        return { answer: (decision as { answer: R }).answer };
      }
      const description = managersSpecialDescription(decision.specialPricePence);
      const [{ id } = { id: 0 }] = await rows<{ id: number }>(
        db,
        sql`INSERT INTO promotions (id, type_code, name, description, discount_type, discount_value,
            start_date, expiry_date, hidden, loyalty_only)
          VALUES (nextval('staff_promotion_id_seq'), ${MANAGERS_SPECIAL_TYPE_CODE}, ${description},
            ${description}, ${MANAGERS_SPECIAL_DISCOUNT_TYPE}, ${decision.specialPricePence},
            ${now.toISOString()}::timestamptz, ${decision.expiry.toISOString()}::timestamptz,
            false, false)
          RETURNING id`,
      );
      await db.execute(
        sql`INSERT INTO promotion_products (promotion_id, product_id) VALUES (${id}, ${facts.id})`,
      );
      await db.execute(
        sql`INSERT INTO managers_specials (promotion_id, product_id, special_price_pence,
            shelf_price_pence, created_by_staff_id, created_at)
          VALUES (${id}, ${facts.id}, ${decision.specialPricePence}, ${facts.shelfPricePence},
            ${decision.staffId}, ${now.toISOString()}::timestamptz)`,
      );
      const [created] = await rows<SpecialRecord>(db, sql`${SELECT} WHERE ms.promotion_id = ${id}`);
      if (!created) throw new Error(`managers special ${id} vanished`);
      return { created: toRow(created) };
    });
  }

  /**
   * Ends a running special now: its promotion expires at `now` (so the engine stops pricing it
   * on the second) and the row records who ended it. Null when none such is running.
   */
  async end(promotionId: number, staffId: number, now: Date): Promise<ManagersSpecialRow | null> {
    return this.#db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const at = sql`${now.toISOString()}::timestamptz`;
      const ended = await rows<{ promotion_id: number }>(
        db,
        sql`UPDATE managers_specials ms SET ended_at = ${at}, ended_by_staff_id = ${staffId}
          FROM promotions pr
          WHERE ms.promotion_id = ${promotionId} AND pr.id = ms.promotion_id
            AND ms.ended_at IS NULL AND pr.expiry_date > ${at}
          RETURNING ms.promotion_id`,
      );
      if (ended.length === 0) return null;
      await db.execute(
        sql`UPDATE promotions SET expiry_date = greatest(start_date, ${at}) WHERE id = ${promotionId}`,
      );
      const [row] = await rows<SpecialRecord>(
        db,
        sql`${SELECT} WHERE ms.promotion_id = ${promotionId}`,
      );
      return row ? toRow(row) : null;
    });
  }
}
