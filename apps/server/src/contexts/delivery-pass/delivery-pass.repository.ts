import type { Db } from '@grocer/db/client';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import type { DeliveryPassPlanId } from '@grocer/domain/delivery-pass/delivery-pass-plans';
import { sql } from 'drizzle-orm';

/** A pass row as the service reads it. */
export interface PassRow {
  id: number;
  customerId: number;
  plan: DeliveryPassPlanId;
  pricePence: number;
  cardId: number;
  autoRenew: boolean;
  startsAt: Date;
  expiresAt: Date;
  purchases: number;
  renewals: number;
  renewalFailedAt: Date | null;
  paymentId: string | null;
}

interface RawPass {
  id: number | string;
  customer_id: number;
  plan: string;
  price_pence: number;
  card_id: number;
  auto_renew: boolean;
  starts_at: Date | string;
  expires_at: Date | string;
  purchases: number;
  renewals: number;
  renewal_failed_at: Date | string | null;
  payment_id: string | null;
}

const passOf = (row: RawPass): PassRow => ({
  id: Number(row.id),
  customerId: row.customer_id,
  plan: row.plan as DeliveryPassPlanId,
  pricePence: row.price_pence,
  cardId: row.card_id,
  autoRenew: row.auto_renew,
  startsAt: new Date(row.starts_at),
  expiresAt: new Date(row.expires_at),
  purchases: row.purchases,
  renewals: row.renewals,
  renewalFailedAt: row.renewal_failed_at === null ? null : new Date(row.renewal_failed_at),
  paymentId: row.payment_id,
});

const COLUMNS = sql`id, customer_id, plan, price_pence, card_id, auto_renew, starts_at, expires_at,
  purchases, renewals, renewal_failed_at, payment_id`;

/**
 * The delivery pass tables (decision 0087). One row per customer: a buy inserts it, or starts
 * it again when the last pass has run out (a conditional update, so two buys at once start one
 * pass); a renewal moves the period on only from the period it was queued for.
 */
export class DeliveryPassRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async passOf(customerId: number): Promise<PassRow | null> {
    const [row] = await rows<RawPass>(
      this.#db,
      sql`SELECT ${COLUMNS} FROM delivery_passes WHERE customer_id = ${customerId}`,
    );
    return row ? passOf(row) : null;
  }

  async passById(id: number): Promise<PassRow | null> {
    const [row] = await rows<RawPass>(
      this.#db,
      sql`SELECT ${COLUMNS} FROM delivery_passes WHERE id = ${id}`,
    );
    return row ? passOf(row) : null;
  }

  /**
   * Starts a pass: a new row, or the customer's row again when it had run out by `now` and is
   * still at `purchases` buys. Null when another buy got there first (or a pass is active).
   */
  async start(input: {
    customerId: number;
    plan: DeliveryPassPlanId;
    pricePence: number;
    cardId: number;
    startsAt: Date;
    expiresAt: Date;
    paymentId: string;
    purchases: number;
    now: Date;
  }): Promise<PassRow | null> {
    const starts = input.startsAt.toISOString();
    const expires = input.expiresAt.toISOString();
    const [row] = await rows<RawPass>(
      this.#db,
      sql`INSERT INTO delivery_passes
            (customer_id, plan, price_pence, card_id, auto_renew, starts_at, expires_at, purchases,
             renewals, payment_id)
          VALUES (${input.customerId}, ${input.plan}, ${input.pricePence}, ${input.cardId}, true,
                  ${starts}::timestamptz, ${expires}::timestamptz, ${input.purchases + 1}, 0,
                  ${input.paymentId})
          ON CONFLICT (customer_id) DO UPDATE SET
            plan = excluded.plan, price_pence = excluded.price_pence, card_id = excluded.card_id,
            auto_renew = true, starts_at = excluded.starts_at, expires_at = excluded.expires_at,
            purchases = excluded.purchases, renewals = 0, payment_id = excluded.payment_id,
            renewal_failed_at = NULL, updated_at = now()
          WHERE delivery_passes.purchases = ${input.purchases}
            AND delivery_passes.expires_at <= ${input.now.toISOString()}::timestamptz
          RETURNING ${COLUMNS}`,
    );
    return row ? passOf(row) : null;
  }

  async update(
    customerId: number,
    change: { autoRenew?: boolean; cardId?: number },
  ): Promise<PassRow | null> {
    const [row] = await rows<RawPass>(
      this.#db,
      sql`UPDATE delivery_passes SET
            auto_renew = coalesce(${change.autoRenew ?? null}::boolean, auto_renew),
            card_id = coalesce(${change.cardId ?? null}::integer, card_id),
            renewal_failed_at = CASE WHEN ${change.cardId ?? null}::integer IS NULL
              THEN renewal_failed_at ELSE NULL END,
            updated_at = now()
          WHERE customer_id = ${customerId}
          RETURNING ${COLUMNS}`,
    );
    return row ? passOf(row) : null;
  }

  /**
   * Moves the period on from `fromExpiry`; null when it has moved already (a job run twice) or its
   * renewal was given up (the shopper was told it failed).
   */
  async renew(input: {
    id: number;
    fromExpiry: Date;
    expiresAt: Date;
    paymentId: string;
  }): Promise<PassRow | null> {
    const [row] = await rows<RawPass>(
      this.#db,
      sql`UPDATE delivery_passes SET
            starts_at = expires_at, expires_at = ${input.expiresAt.toISOString()}::timestamptz,
            renewals = renewals + 1, payment_id = ${input.paymentId}, renewal_failed_at = NULL,
            updated_at = now()
          WHERE id = ${input.id} AND expires_at = ${input.fromExpiry.toISOString()}::timestamptz
            AND renewal_failed_at IS NULL
          RETURNING ${COLUMNS}`,
    );
    return row ? passOf(row) : null;
  }

  /** The renewal was refused: the pass runs out at its expiry and renews no more. */
  async renewalFailed(id: number, fromExpiry: Date, at: Date): Promise<boolean> {
    const changed = await rows<{ id: number }>(
      this.#db,
      sql`UPDATE delivery_passes SET auto_renew = false,
            renewal_failed_at = ${at.toISOString()}::timestamptz, updated_at = now()
          WHERE id = ${id} AND expires_at = ${fromExpiry.toISOString()}::timestamptz
            AND renewal_failed_at IS NULL
          RETURNING id`,
    );
    return changed.length > 0;
  }

  async uses(
    passId: number,
  ): Promise<{ customerOrderId: string; savedPence: number; slotStart: Date }[]> {
    const found = await rows<{
      customer_order_id: number | string;
      saved_pence: number;
      slot_start: Date | string;
    }>(
      this.#db,
      sql`SELECT customer_order_id, saved_pence, slot_start FROM delivery_pass_uses
          WHERE pass_id = ${passId} ORDER BY slot_start DESC, customer_order_id DESC`,
    );
    return found.map((row) => ({
      customerOrderId: String(row.customer_order_id),
      savedPence: row.saved_pence,
      slotStart: new Date(row.slot_start),
    }));
  }

  async recordUse(input: {
    customerId: number;
    passId: number;
    customerOrderId: string;
    savedPence: number;
    slotStart: Date;
    at: Date;
  }): Promise<void> {
    await this.#db.execute(
      sql`INSERT INTO delivery_pass_uses
            (customer_order_id, customer_id, pass_id, saved_pence, slot_start, recorded_at)
          VALUES (${input.customerOrderId}::bigint, ${input.customerId}, ${input.passId},
                  ${input.savedPence}, ${input.slotStart.toISOString()}::timestamptz,
                  ${input.at.toISOString()}::timestamptz)
          ON CONFLICT (customer_order_id) DO UPDATE SET pass_id = excluded.pass_id,
            saved_pence = excluded.saved_pence, slot_start = excluded.slot_start,
            recorded_at = excluded.recorded_at
          WHERE delivery_pass_uses.customer_id = excluded.customer_id`,
    );
  }

  async forgetUse(customerId: number, customerOrderId: string): Promise<void> {
    await this.#db.execute(
      sql`DELETE FROM delivery_pass_uses
          WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}`,
    );
  }
}
