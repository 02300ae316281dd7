import type { Database } from '@grocer/db/client';
import { londonWallClock } from '@grocer/domain/slots/london-time';
import { basePricePence } from '@grocer/domain/slots/slot-price';
import type { BookableSlotType, SlotGridType } from '@grocer/domain/slots/slot-templates';
import { addDays } from '@grocer/domain/time/calendar-date';
import { sql } from 'drizzle-orm';

/**
 * Slots of a test's own (decision 0034): on far-future days picked at random, so test files
 * running at once on one PostgreSQL never share a slot, with the capacity the test needs.
 * `remove` deletes them and, through the foreign key, their reservations.
 */

export interface TestSlotSpec {
  branchId?: number;
  slotType?: BookableSlotType;
  gridType?: SlotGridType;
  /** London day; a random far-future one by default. */
  date?: string;
  /** London wall-clock start, minutes past midnight (default 10:00). */
  startMinutes?: number;
  durationMinutes?: number;
  capacity?: number;
  booked?: number;
  basePricePence?: number;
}

export interface TestSlot {
  id: string;
  branchId: number;
  slotType: BookableSlotType;
  date: string;
  start: Date;
  end: Date;
}

export const TEST_BRANCH_ID = 651;

/** A random day between the years 2200 and 2999 (never a real slot's). */
export function farFutureDate(): string {
  const year = 2200 + Math.floor(Math.random() * 800);
  return addDays(`${year}-01-01`, Math.floor(Math.random() * 300));
}

export class TestSlots {
  readonly #database: Database;
  readonly #ids: string[] = [];

  constructor(database: Database) {
    this.#database = database;
  }

  async add(spec: TestSlotSpec = {}): Promise<TestSlot> {
    const branchId = spec.branchId ?? TEST_BRANCH_ID;
    const slotType = spec.slotType ?? 'GROCERY_COLLECTION';
    const gridType = spec.gridType ?? 'DEFAULT';
    const date = spec.date ?? farFutureDate();
    const startMinutes = spec.startMinutes ?? 600;
    const start = londonWallClock(date, startMinutes);
    const end = londonWallClock(date, startMinutes + (spec.durationMinutes ?? 60));
    const price = spec.basePricePence ?? basePricePence(slotType, gridType, date, startMinutes);
    const result = await this.#database.db.execute(
      sql`INSERT INTO slots (branch_id, slot_type, grid_type, slot_date, start_at, end_at,
          capacity, booked, base_price_pence)
        VALUES (${branchId}, ${slotType}, ${gridType}, ${date}::date, ${start}, ${end},
          ${spec.capacity ?? 5}, ${spec.booked ?? 0}, ${price})
        RETURNING id::text AS id`,
    );
    const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id as string;
    this.#ids.push(id);
    return { id, branchId, slotType, date, start, end };
  }

  /** The slot's counter and its reservations by status, as stored. */
  async counts(slotId: string): Promise<{ booked: number; capacity: number; live: number }> {
    const result = await this.#database.db.execute(
      sql`SELECT s.booked, s.capacity,
          (SELECT count(*)::int FROM slot_reservations r
            WHERE r.slot_id = s.id AND r.status IN ('UNCONFIRMED', 'CONFIRMED')) AS live
        FROM slots s WHERE s.id = ${slotId}::bigint`,
    );
    return (result as unknown as { rows: { booked: number; capacity: number; live: number }[] })
      .rows[0] as { booked: number; capacity: number; live: number };
  }

  async remove(): Promise<void> {
    if (this.#ids.length === 0) return;
    await this.#database.db.execute(
      sql`DELETE FROM slots WHERE id = ANY(${sql.param(this.#ids)}::bigint[])`,
    );
    this.#ids.length = 0;
  }
}
