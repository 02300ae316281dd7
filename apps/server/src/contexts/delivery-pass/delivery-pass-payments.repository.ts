import type { Db } from '@grocer/db/client';
import { andCustomerIn, sqlRows as rows } from '@grocer/db/sql-rows';
import type { DeliveryPassPlanId } from '@grocer/domain/delivery-pass/delivery-pass-plans';
import { sql } from 'drizzle-orm';

/** Where a delivery pass payment run stands (decision 0094). */
export type PassPaymentStatus =
  | 'IN_PROGRESS'
  | 'CHALLENGE'
  | 'TAKEN'
  | 'REFUSED'
  | 'REFUNDED'
  | 'ABANDONED';

/** One payment run of the delivery pass context: a buy or a renewal. */
export interface PassPaymentRow {
  id: number;
  customerId: number;
  kind: 'BUY' | 'RENEWAL';
  key: string;
  plan: DeliveryPassPlanId;
  cardId: number;
  pricePence: number;
  purchases: number;
  passId: number | null;
  fromExpiry: Date | null;
  paymentId: string | null;
  status: PassPaymentStatus;
  step: string | null;
}

interface Raw {
  id: number | string;
  customer_id: number;
  kind: 'BUY' | 'RENEWAL';
  idempotency_key: string;
  plan: string;
  card_id: number;
  price_pence: number;
  purchases: number;
  pass_id: number | string | null;
  from_expiry: Date | string | null;
  payment_id: string | null;
  status: PassPaymentStatus;
  step: string | null;
}

const rowOf = (raw: Raw): PassPaymentRow => ({
  id: Number(raw.id),
  customerId: raw.customer_id,
  kind: raw.kind,
  key: raw.idempotency_key,
  plan: raw.plan as DeliveryPassPlanId,
  cardId: raw.card_id,
  pricePence: raw.price_pence,
  purchases: raw.purchases,
  passId: raw.pass_id === null ? null : Number(raw.pass_id),
  fromExpiry: raw.from_expiry === null ? null : new Date(raw.from_expiry),
  paymentId: raw.payment_id,
  status: raw.status,
  step: raw.step,
});

const COLUMNS = sql`id, customer_id, kind, idempotency_key, plan, card_id, price_pence, purchases,
  pass_id, from_expiry, payment_id, status, step`;

/**
 * The `delivery_pass_payments` runs (decision 0094). A run is written before the provider is
 * asked, records each step's start, and ends TAKEN (the pass started or renewed), REFUSED,
 * REFUNDED (paid for a pass another buy had started: given back) or ABANDONED (never asked, or a
 * 3-D Secure check nobody came back to, voided). One row per idempotency key: the same buy again
 * runs the same row again, which the provider's keys make harmless.
 */
export class DeliveryPassPaymentsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * The run for `key`, IN_PROGRESS: new, or the earlier run of the same key taken up again
   * (unless it was TAKEN, which is answered as it stands).
   */
  async begin(input: {
    customerId: number;
    kind: 'BUY' | 'RENEWAL';
    key: string;
    plan: DeliveryPassPlanId;
    cardId: number;
    pricePence: number;
    purchases: number;
    passId: number | null;
    fromExpiry: Date | null;
  }): Promise<PassPaymentRow> {
    const [row] = await rows<Raw>(
      this.#db,
      sql`INSERT INTO delivery_pass_payments
            (customer_id, kind, idempotency_key, plan, card_id, price_pence, purchases, pass_id,
             from_expiry)
          VALUES (${input.customerId}, ${input.kind}, ${input.key}, ${input.plan},
                  ${input.cardId}, ${input.pricePence}, ${input.purchases}, ${input.passId},
                  ${input.fromExpiry?.toISOString() ?? null}::timestamptz)
          ON CONFLICT (idempotency_key) DO UPDATE SET
            status = CASE WHEN delivery_pass_payments.status = 'TAKEN' THEN 'TAKEN'
              ELSE 'IN_PROGRESS' END,
            progressed_at = now()
          WHERE delivery_pass_payments.customer_id = excluded.customer_id
          RETURNING ${COLUMNS}`,
    );
    if (!row) throw new Error('delivery pass payment not recorded');
    return rowOf(row);
  }

  /** The customer's run of `key`; null when none. */
  async find(customerId: number, key: string): Promise<PassPaymentRow | null> {
    const [row] = await rows<Raw>(
      this.#db,
      sql`SELECT ${COLUMNS} FROM delivery_pass_payments
          WHERE idempotency_key = ${key} AND customer_id = ${customerId}`,
    );
    return row ? rowOf(row) : null;
  }

  /** The run is starting `step` (and knows its payment, once asked). */
  async started(id: number, step: string, paymentId: string | null): Promise<void> {
    await this.#db.execute(
      sql`UPDATE delivery_pass_payments SET step = ${step},
            payment_id = coalesce(${paymentId}, payment_id), progressed_at = now()
          WHERE id = ${id} AND status = 'IN_PROGRESS'`,
    );
  }

  /** The run ended: `status`, with its payment and (for a pass started) the pass. */
  async finish(
    id: number,
    status: Exclude<PassPaymentStatus, 'IN_PROGRESS'>,
    change: { paymentId?: string | null; passId?: number | null } = {},
  ): Promise<void> {
    await this.#db.execute(
      sql`UPDATE delivery_pass_payments SET status = ${status},
            payment_id = coalesce(${change.paymentId ?? null}, payment_id),
            pass_id = coalesce(${change.passId ?? null}::bigint, pass_id), progressed_at = now()
          WHERE id = ${id} AND status = 'IN_PROGRESS'`,
    );
  }

  /** The customer's buy waiting on `paymentId`'s check, taken up (IN_PROGRESS); null if none. */
  async takeChallenge(customerId: number, paymentId: string): Promise<PassPaymentRow | null> {
    const [row] = await rows<Raw>(
      this.#db,
      sql`UPDATE delivery_pass_payments SET status = 'IN_PROGRESS', progressed_at = now()
          WHERE payment_id = ${paymentId} AND customer_id = ${customerId}
            AND status = 'CHALLENGE'
          RETURNING ${COLUMNS}`,
    );
    return row ? rowOf(row) : null;
  }

  /**
   * One run the sweep should settle, taken (its time pushed on, so no other process takes it
   * within the lease): IN_PROGRESS untouched for `leaseMs`, or a CHALLENGE older than
   * `challengeMs`. Null when there is none.
   */
  async takeStale(options: {
    leaseMs: number;
    challengeMs: number;
    customerIds?: readonly number[] | undefined;
  }): Promise<PassPaymentRow | null> {
    const [row] = await rows<Raw>(
      this.#db,
      sql`UPDATE delivery_pass_payments SET progressed_at = now()
          WHERE id = (
            SELECT id FROM delivery_pass_payments
            WHERE ((status = 'IN_PROGRESS'
                    AND progressed_at <= now() - make_interval(secs => ${options.leaseMs / 1000}))
                OR (status = 'CHALLENGE'
                    AND progressed_at <= now() - make_interval(secs => ${options.challengeMs / 1000})))
              ${andCustomerIn(options.customerIds)}
            ORDER BY progressed_at
            LIMIT 1
            FOR UPDATE SKIP LOCKED)
          RETURNING ${COLUMNS}`,
    );
    return row ? rowOf(row) : null;
  }

  /** A CHALLENGE nobody came back to, voided: ABANDONED (only if still waiting). */
  async abandonChallenge(id: number): Promise<boolean> {
    const changed = await rows<{ id: number }>(
      this.#db,
      sql`UPDATE delivery_pass_payments SET status = 'ABANDONED', progressed_at = now()
          WHERE id = ${id} AND status = 'CHALLENGE' RETURNING id`,
    );
    return changed.length > 0;
  }
}
