import type { Db } from '@grocer/db/client';
import { executeNamed } from '@grocer/db/named-statement';
import { type SqlExecutor, sqlRows } from '@grocer/db/sql-rows';
import { CHRISTMAS_WINDOW } from '@grocer/domain/slots/slot-campaigns';
import type { GeneratedSlot } from '@grocer/domain/slots/slot-generator';
import { sql } from 'drizzle-orm';

/**
 * The slots context's SQL (decision 0034). Capacity is a counter row per slot: a booking takes a
 * place with `UPDATE slots SET booked = booked + 1 WHERE id = … AND booked < capacity`, which
 * PostgreSQL re-checks on the latest row version under read committed, so however many bookings
 * race (in any number of server processes) no slot goes over capacity; the CHECK constraint
 * would refuse it anyway. Every change NOTIFYs `slot_availability` in its transaction.
 */

export const AVAILABILITY_CHANNEL = 'slot_availability';

/** A pg_advisory_xact_lock class: one customer's bookings take turns (the Christmas limit). */
const CUSTOMER_LOCK_CLASS = 120_012;

export interface SlotRow {
  id: string;
  branch_id: number;
  slot_type: string;
  grid_type: string;
  slot_date: string;
  start_at: Date | string;
  end_at: Date | string;
  capacity: number;
  booked: number;
  base_price_pence: number;
  campaign: string | null;
}

export interface ReservationRow {
  id: string;
  customer_id: number;
  customer_order_id: string;
  slot_id: string;
  branch_id: number;
  address_id: number | null;
  postcode: string;
  green_slot: boolean;
  delivery_charge_pence: number;
  /** What the delivery pass paid of the slot's charge (decision 0087). */
  delivery_pass_saving_pence: number;
  status: string;
  expires_at: Date | string;
}

/** A reservation with its slot. */
export type ReservationWithSlot = ReservationRow & {
  slot_type: string;
  grid_type: string;
  slot_date: string;
  start_at: Date | string;
  end_at: Date | string;
};

/** One slot's counter after a change, as the NOTIFY carries it. */
export interface SlotCounter {
  id: string;
  branch_id: number;
  slot_type: string;
  slot_date: string;
  booked: number;
  capacity: number;
}

type Executor = SqlExecutor;
const rows = sqlRows;

const SLOT_COLUMNS = sql.raw(`s.id::text AS id, s.branch_id, s.slot_type, s.grid_type,
  s.slot_date::text AS slot_date, s.start_at, s.end_at, s.capacity, s.booked,
  s.base_price_pence, s.campaign`);

const RESERVATION_COLUMNS = sql.raw(`r.id::text AS id, r.customer_id,
  r.customer_order_id::text AS customer_order_id, r.slot_id::text AS slot_id, r.branch_id,
  r.address_id, r.postcode, r.green_slot, r.delivery_charge_pence, r.delivery_pass_saving_pence,
  r.status, r.expires_at, s.slot_type, s.grid_type, s.slot_date::text AS slot_date, s.start_at, s.end_at`);

/** A live reservation at `now`: confirmed, or unconfirmed and not yet past its expiry. */
const liveAt = (now: Date) =>
  sql`(r.status = 'CONFIRMED' OR (r.status = 'UNCONFIRMED' AND r.expires_at > ${now}))`;

const COUNTER_RETURNING = sql.raw(`id::text AS id, branch_id, slot_type,
  slot_date::text AS slot_date, booked, capacity`);

/** PostgreSQL's deadlock and serialisation failures: the transaction is run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

function isRetryable(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code && RETRYABLE.has(e.code)) return true;
  }
  return false;
}

/** What a booking transaction sees once the slot (and the order's old one) is locked. */
export interface BookingView {
  slot: SlotRow;
  /** The order's live reservation before this booking, if any. */
  previous: ReservationRow | null;
  /** The branch's delivery windows that day (for the green-slot rule); delivery only. */
  dayDeliveries: SlotRow[];
  /** The customer's other live reservations on Christmas-window days. */
  christmasSlots: number;
}

export type BookingPlan<R> =
  | {
      outcome: 'book';
      addressId: number | null;
      postcode: string;
      greenSlot: boolean;
      deliveryChargePence: number;
      /** What the delivery pass paid of the slot's charge (decision 0087); 0 when none. */
      deliveryPassSavingPence?: number;
      expiresAt: Date;
    }
  | { outcome: 'refuse'; refusal: R };

export type BookingResult<R> =
  | { outcome: 'booked'; reservation: ReservationWithSlot; changed: SlotCounter[] }
  | { outcome: 'refused'; refusal: R }
  | { outcome: 'slot-not-found' }
  /** Every place was taken when the counter was updated. */
  | { outcome: 'full' };

export class SlotsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Runs `work` in a transaction, again when PostgreSQL picked it as a deadlock's victim. */
  async #transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#db.transaction((tx) => work(tx as unknown as Executor));
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  }

  /** The branch delivering to a postcode district, or null. */
  async deliveryBranch(district: string): Promise<number | null> {
    const { rows: found } = await executeNamed<{ branch_id: number }>(
      this.#db,
      sql`SELECT branch_id FROM delivery_areas WHERE postcode_district = ${district}`,
    );
    return found[0]?.branch_id ?? null;
  }

  /** Branch days (`branchId:date`) already generated from `fromDate` on. */
  async generatedDays(fromDate: string): Promise<Set<string>> {
    const found = await rows<{ key: string }>(
      this.#db,
      sql`SELECT branch_id::text || ':' || slot_date::text AS key FROM slot_days
        WHERE slot_date >= ${fromDate}::date`,
    );
    return new Set(found.map((row) => row.key));
  }

  /**
   * Stores generated slots and marks their branch days generated, in one transaction; a slot
   * that exists already is left as it is (two processes generating at once meet here).
   */
  async storeGenerated(
    slots: readonly GeneratedSlot[],
    days: readonly { branchId: number; date: string }[],
  ): Promise<number> {
    if (days.length === 0) return 0;
    return this.#transaction(async (tx) => {
      let stored = 0;
      for (let start = 0; start < slots.length; start += 1000) {
        const chunk = slots.slice(start, start + 1000);
        const inserted = await rows<{ id: string }>(
          tx,
          sql`INSERT INTO slots (branch_id, slot_type, grid_type, slot_date, start_at, end_at,
              capacity, base_price_pence, campaign)
            SELECT * FROM unnest(
              ${sql.param(chunk.map((s) => s.branchId))}::int[],
              ${sql.param(chunk.map((s) => s.slotType))}::text[],
              ${sql.param(chunk.map((s) => s.gridType))}::text[],
              ${sql.param(chunk.map((s) => s.date))}::date[],
              ${sql.param(chunk.map((s) => s.start.toISOString()))}::timestamptz[],
              ${sql.param(chunk.map((s) => s.end.toISOString()))}::timestamptz[],
              ${sql.param(chunk.map((s) => s.capacity))}::int[],
              ${sql.param(chunk.map((s) => s.basePricePence))}::int[],
              ${sql.param(chunk.map((s) => s.campaign))}::text[])
            ON CONFLICT (branch_id, slot_type, grid_type, start_at) DO NOTHING
            RETURNING id::text AS id`,
        );
        stored += inserted.length;
      }
      await tx.execute(
        sql`INSERT INTO slot_days (branch_id, slot_date)
          SELECT * FROM unnest(${sql.param(days.map((d) => d.branchId))}::int[],
            ${sql.param(days.map((d) => d.date))}::date[])
          ON CONFLICT DO NOTHING`,
      );
      return stored;
    });
  }

  /** A branch's slots of one type on `dates` (every grid), by start. */
  async slotsOn(branchId: number, slotType: string, dates: readonly string[]): Promise<SlotRow[]> {
    const { rows: found } = await executeNamed<SlotRow>(
      this.#db,
      sql`SELECT ${SLOT_COLUMNS} FROM slots s
        WHERE s.branch_id = ${branchId} AND s.slot_type = ${slotType}
          AND s.slot_date = ANY(${sql.param(dates)}::date[])
        ORDER BY s.start_at, s.grid_type, s.id`,
    );
    return found;
  }

  async findSlot(slotId: string): Promise<SlotRow | null> {
    const { rows: found } = await executeNamed<SlotRow>(
      this.#db,
      sql`SELECT ${SLOT_COLUMNS} FROM slots s WHERE s.id = ${slotId}::bigint`,
    );
    return found[0] ?? null;
  }

  /** The order's live reservation at `now`, with its slot. */
  async liveReservationOfOrder(
    customerId: number,
    orderId: string,
    now: Date,
  ): Promise<ReservationWithSlot | null> {
    const { rows: found } = await executeNamed<ReservationWithSlot>(
      this.#db,
      sql`SELECT ${RESERVATION_COLUMNS} FROM slot_reservations r JOIN slots s ON s.id = r.slot_id
        WHERE r.customer_order_id = ${orderId}::bigint AND r.customer_id = ${customerId}
          AND ${liveAt(now)}`,
    );
    return found[0] ?? null;
  }

  /** Whether the customer has ever had a reservation for the order (so the order is theirs). */
  async hasReservedFor(customerId: number, orderId: string): Promise<boolean> {
    const found = await rows<{ one: number }>(
      this.#db,
      sql`SELECT 1 AS one FROM slot_reservations
        WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId} LIMIT 1`,
    );
    return found.length > 0;
  }

  /**
   * Whether the order's last reservation lapsed (expired, or past its expiry and not yet swept)
   * and none is live: the hold ran out rather than none being booked (issue 21: SLOT_EXPIRED).
   */
  async holdLapsed(customerId: number, orderId: string, now: Date): Promise<boolean> {
    const found = await rows<{ status: string; expires_at: Date | string }>(
      this.#db,
      sql`SELECT status, expires_at FROM slot_reservations
        WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
        ORDER BY updated_at DESC, id DESC LIMIT 1`,
    );
    const last = found[0];
    if (!last) return false;
    return (
      last.status === 'EXPIRED' ||
      (last.status === 'UNCONFIRMED' && new Date(last.expires_at).getTime() <= now.getTime())
    );
  }

  /** Whether one of the customer's live reservations is for the slot. */
  async holds(customerId: number, slotId: string, now: Date): Promise<boolean> {
    const found = await rows<{ one: number }>(
      this.#db,
      sql`SELECT 1 AS one FROM slot_reservations r
        WHERE r.customer_id = ${customerId} AND r.slot_id = ${slotId}::bigint AND ${liveAt(now)}
        LIMIT 1`,
    );
    return found.length > 0;
  }

  /** Address ids the customer's live reservations deliver to. */
  async reservedAddressIds(customerId: number, now: Date): Promise<Set<number>> {
    const found = await rows<{ address_id: number }>(
      this.#db,
      sql`SELECT DISTINCT r.address_id FROM slot_reservations r
        WHERE r.customer_id = ${customerId} AND r.address_id IS NOT NULL AND ${liveAt(now)}`,
    );
    return new Set(found.map((row) => row.address_id));
  }

  /**
   * Books `slotId` for the order in one transaction: the customer's bookings take turns (an
   * advisory lock), the old and new slots are locked in id order (so two bookings swapping
   * slots cannot deadlock), `plan` decides on what is locked, then a place is taken with the
   * conditional update, the order's old reservation is given back and the new one inserted.
   * Nothing is written when `plan` refuses or the slot is full.
   */
  async book<R>(input: {
    customerId: number;
    orderId: string;
    slotId: string;
    now: Date;
    isChristmasDay: (date: string) => boolean;
    /** Decides on what is locked; pure (it runs inside the transaction). */
    plan: (view: BookingView) => BookingPlan<R>;
  }): Promise<BookingResult<R>> {
    const { customerId, orderId, slotId, now } = input;
    const full = new Error('full');
    try {
      return await this.#transaction(async (tx): Promise<BookingResult<R>> => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${CUSTOMER_LOCK_CLASS}, ${customerId})`);
        const [previous] = await rows<ReservationRow>(
          tx,
          sql`SELECT r.id::text AS id, r.customer_id, r.customer_order_id::text AS customer_order_id,
              r.slot_id::text AS slot_id, r.branch_id, r.address_id, r.postcode, r.green_slot,
              r.delivery_charge_pence, r.delivery_pass_saving_pence, r.status, r.expires_at
            FROM slot_reservations r
            WHERE r.customer_order_id = ${orderId}::bigint AND r.customer_id = ${customerId}
              AND r.status IN ('UNCONFIRMED', 'CONFIRMED')
            FOR UPDATE`,
        );
        const ids = [...new Set([slotId, ...(previous ? [previous.slot_id] : [])])];
        const locked = await rows<SlotRow>(
          tx,
          sql`SELECT ${SLOT_COLUMNS} FROM slots s
            WHERE s.id = ANY(${sql.param(ids)}::bigint[]) ORDER BY s.id FOR UPDATE`,
        );
        const slot = locked.find((row) => row.id === slotId);
        if (!slot) return { outcome: 'slot-not-found' };
        const same = previous?.slot_id === slotId;
        const dayDeliveries =
          slot.slot_type === 'DELIVERY'
            ? await rows<SlotRow>(
                tx,
                sql`SELECT ${SLOT_COLUMNS} FROM slots s
                  WHERE s.branch_id = ${slot.branch_id} AND s.slot_type = 'DELIVERY'
                    AND s.slot_date = ${slot.slot_date}::date`,
              )
            : [];
        let christmasSlots = 0;
        if (input.isChristmasDay(slot.slot_date)) {
          const [counted] = await rows<{ n: number }>(
            tx,
            sql`SELECT count(*)::int AS n FROM slot_reservations r JOIN slots s ON s.id = r.slot_id
              WHERE r.customer_id = ${customerId} AND r.customer_order_id <> ${orderId}::bigint
                AND ${liveAt(now)}
                AND to_char(s.slot_date, 'MM-DD')
                  BETWEEN ${CHRISTMAS_WINDOW.from} AND ${CHRISTMAS_WINDOW.to}`,
          );
          christmasSlots = counted?.n ?? 0;
        }
        // The order's own place in the slot is not someone else's demand.
        const seen = same ? { ...slot, booked: slot.booked - 1 } : slot;
        const plan = input.plan({
          slot: seen,
          previous: previous ?? null,
          dayDeliveries,
          christmasSlots,
        });
        if (plan.outcome === 'refuse') return { outcome: 'refused', refusal: plan.refusal };

        const changed: SlotCounter[] = [];
        if (!same) {
          const taken = await rows<SlotCounter>(
            tx,
            sql`UPDATE slots SET booked = booked + 1
              WHERE id = ${slotId}::bigint AND booked < capacity
              RETURNING ${COUNTER_RETURNING}`,
          );
          if (!taken[0]) throw full;
          changed.push(taken[0]);
        }
        if (previous) {
          await tx.execute(
            sql`UPDATE slot_reservations SET status = 'CANCELLED', updated_at = ${now}
              WHERE id = ${previous.id}::bigint`,
          );
          if (!same) {
            const given = await rows<SlotCounter>(
              tx,
              sql`UPDATE slots SET booked = booked - 1 WHERE id = ${previous.slot_id}::bigint
                RETURNING ${COUNTER_RETURNING}`,
            );
            changed.push(...given);
          }
        }
        const [inserted] = await rows<{ id: string }>(
          tx,
          sql`INSERT INTO slot_reservations (customer_id, customer_order_id, slot_id, branch_id,
              address_id, postcode, green_slot, delivery_charge_pence, delivery_pass_saving_pence,
              status, expires_at, created_at, updated_at)
            VALUES (${customerId}, ${orderId}::bigint, ${slotId}::bigint, ${slot.branch_id},
              ${plan.addressId}, ${plan.postcode}, ${plan.greenSlot}, ${plan.deliveryChargePence},
              ${plan.deliveryPassSavingPence ?? 0}, 'UNCONFIRMED', ${plan.expiresAt}, ${now}, ${now})
            RETURNING id::text AS id`,
        );
        await notify(tx, changed);
        const reservation = await rows<ReservationWithSlot>(
          tx,
          sql`SELECT ${RESERVATION_COLUMNS} FROM slot_reservations r JOIN slots s ON s.id = r.slot_id
            WHERE r.id = ${inserted?.id}::bigint`,
        );
        return { outcome: 'booked', reservation: reservation[0] as ReservationWithSlot, changed };
      });
    } catch (error) {
      if (error === full) return { outcome: 'full' };
      throw error;
    }
  }

  /**
   * Cancels the customer's live reservation (of the order, or by its id), giving its place back.
   * Null when there was none.
   */
  async cancel(
    customerId: number,
    which: { orderId: string } | { reservationId: string },
    now: Date,
  ): Promise<SlotCounter[] | null> {
    const match =
      'orderId' in which
        ? sql`r.customer_order_id = ${which.orderId}::bigint`
        : sql`r.id = ${which.reservationId}::bigint`;
    return this.#transaction(async (tx) => {
      const [cancelled] = await rows<{ slot_id: string }>(
        tx,
        sql`UPDATE slot_reservations r SET status = 'CANCELLED', updated_at = ${now}
          WHERE ${match} AND r.customer_id = ${customerId} AND ${liveAt(now)}
          RETURNING r.slot_id::text AS slot_id`,
      );
      if (!cancelled) return null;
      const changed = await rows<SlotCounter>(
        tx,
        sql`UPDATE slots SET booked = booked - 1 WHERE id = ${cancelled.slot_id}::bigint
          RETURNING ${COUNTER_RETURNING}`,
      );
      await notify(tx, changed);
      return changed;
    });
  }

  /** Confirms the order's live unconfirmed reservation; null when it has none live. */
  async confirm(
    customerId: number,
    orderId: string,
    now: Date,
  ): Promise<ReservationWithSlot | null> {
    const [confirmed] = await rows<{ id: string }>(
      this.#db,
      sql`UPDATE slot_reservations SET status = 'CONFIRMED', updated_at = ${now}
        WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
          AND status = 'UNCONFIRMED' AND expires_at > ${now}
        RETURNING id::text AS id`,
    );
    if (!confirmed) return null;
    return this.liveReservationOfOrder(customerId, orderId, now);
  }

  /**
   * Undoes `confirm` (the order placement's compensation, decision 0040): CONFIRMED goes back to
   * UNCONFIRMED with the hold it had, so a hold that lapsed meanwhile is expired as any other.
   */
  async unconfirm(customerId: number, orderId: string, now: Date): Promise<boolean> {
    const [unconfirmed] = await rows<{ id: string }>(
      this.#db,
      sql`UPDATE slot_reservations SET status = 'UNCONFIRMED', updated_at = ${now}
        WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
          AND status = 'CONFIRMED'
        RETURNING id::text AS id`,
    );
    return unconfirmed !== undefined;
  }

  /**
   * Expires unconfirmed reservations past their time and gives their places back, in one
   * statement (optionally for one slot: a booking about to be refused for a full slot asks
   * first). Rows another transaction holds are skipped, not waited for. Returns the slots whose
   * counters changed.
   */
  async expire(now: Date, slotId?: string): Promise<SlotCounter[]> {
    const onSlot = slotId === undefined ? sql`` : sql`AND slot_id = ${slotId}::bigint`;
    return this.#transaction(async (tx) => {
      const changed = await rows<SlotCounter>(
        tx,
        sql`WITH picked AS (
            SELECT id FROM slot_reservations
            WHERE status = 'UNCONFIRMED' AND expires_at <= ${now} ${onSlot}
            ORDER BY id LIMIT 1000 FOR UPDATE SKIP LOCKED
          ), expired AS (
            UPDATE slot_reservations r SET status = 'EXPIRED', updated_at = ${now}
            FROM picked WHERE r.id = picked.id
            RETURNING r.slot_id
          ), counts AS (
            SELECT slot_id, count(*)::int AS n FROM expired GROUP BY slot_id
          )
          UPDATE slots s SET booked = s.booked - counts.n
          FROM counts WHERE s.id = counts.slot_id
          RETURNING s.id::text AS id, s.branch_id, s.slot_type, s.slot_date::text AS slot_date,
            s.booked, s.capacity`,
      );
      await notify(tx, changed);
      return changed;
    });
  }
}

/** NOTIFY payloads stay well under PostgreSQL's 8,000-byte limit. */
const NOTIFY_BATCH = 60;

/** Tells every process's listener about changed counters, when the transaction commits. */
async function notify(tx: Executor, changed: readonly SlotCounter[]): Promise<void> {
  for (let start = 0; start < changed.length; start += NOTIFY_BATCH) {
    const payload = JSON.stringify(
      changed
        .slice(start, start + NOTIFY_BATCH)
        .map((c) => [c.id, c.branch_id, c.slot_type, c.slot_date, c.booked, c.capacity]),
    );
    await tx.execute(sql`SELECT pg_notify(${AVAILABILITY_CHANNEL}, ${payload})`);
  }
}
