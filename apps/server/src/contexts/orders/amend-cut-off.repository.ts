import type { Db } from '@grocer/db/client';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import type { AmendCutOffOutcome } from '@grocer/domain/orders/order-amend-cut-off';
import { sql } from 'drizzle-orm';
import type { AmendCutOffRecord } from './fulfilment.contract.ts';

/**
 * How the cut-off ended an amend whose original slot had filled (decision 0059). The end is one
 * transaction: the order AMENDING → PLACED on its original payment (in the slot the shopper held,
 * or with its original slot snapshot when set aside), the kept original dropped, and a finished
 * `money_workflows` run of kind `amend-cut-off` recording the outcome, which is what staff, View
 * Order and the scheduler read. The row is written DONE, so the recovery sweep never takes it.
 */

export const AMEND_CUT_OFF_KIND = 'amend-cut-off';

export type { AmendCutOffRecord };

/**
 * The scheduler's condition: the order was not set aside at its cut-off (an SQL fragment on
 * `orders`), so a set-aside order is left for staff instead of being queued every tick.
 */
export const notSetAsideAtCutOff = sql`NOT EXISTS (SELECT 1 FROM money_workflows w
  WHERE w.customer_order_id = orders.customer_order_id AND w.kind = ${AMEND_CUT_OFF_KIND}
    AND w.outcome = 'set-aside')`;

export class AmendCutOffRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * AMENDING → PLACED on the original payment, in `heldSlot` when given, with the outcome
   * recorded (the original slot read from the order). Null when the order was no longer
   * AMENDING (nothing written).
   */
  async end(input: {
    customerOrderId: string;
    customerId: number;
    outcome: AmendCutOffOutcome;
    heldSlot: unknown;
    at: Date;
  }): Promise<AmendCutOffRecord | null> {
    const { customerOrderId: id, customerId } = input;
    const slot =
      input.heldSlot === null ? sql`slot` : sql`${JSON.stringify(input.heldSlot)}::jsonb`;
    return this.#db.transaction(async (tx) => {
      const [order] = await rows<{ slot: unknown }>(
        tx,
        sql`SELECT slot FROM orders
          WHERE customer_order_id = ${id}::bigint AND customer_id = ${customerId}
            AND status = 'AMENDING'
          FOR UPDATE`,
      );
      if (!order) return null;
      const record: AmendCutOffRecord = {
        outcome: input.outcome,
        at: input.at.toISOString(),
        originalSlot: order.slot,
        heldSlot: input.heldSlot,
      };
      const moved = await rows<{ id: string }>(
        tx,
        sql`UPDATE orders SET status = 'PLACED', slot = ${slot}, challenge_url = NULL,
            payment_id = COALESCE((SELECT a.original->>'paymentId' FROM order_amendments a
              WHERE a.customer_order_id = orders.customer_order_id), payment_id),
            updated_at = now()
          WHERE customer_order_id = ${id}::bigint AND customer_id = ${customerId}
            AND status = 'AMENDING'
          RETURNING customer_order_id::text AS id`,
      );
      if (!moved[0]) return null;
      await tx.execute(sql`DELETE FROM order_amendments WHERE customer_order_id = ${id}::bigint`);
      await tx.execute(
        sql`INSERT INTO money_workflows (kind, customer_order_id, customer_id, step, status,
            outcome, data)
          VALUES (${AMEND_CUT_OFF_KIND}, ${id}::bigint, ${customerId}, 'end-amend', 'DONE',
            ${record.outcome}, ${JSON.stringify(record)}::jsonb)`,
      );
      return record;
    });
  }

  /** The latest cut-off outcome of each order that has one (any customer's: staff). */
  async outcomes(customerOrderIds: readonly string[]): Promise<Map<string, AmendCutOffRecord>> {
    if (customerOrderIds.length === 0) return new Map();
    const found = await rows<{ id: string; data: AmendCutOffRecord }>(
      this.#db,
      sql`SELECT DISTINCT ON (customer_order_id) customer_order_id::text AS id, data
        FROM money_workflows
        WHERE kind = ${AMEND_CUT_OFF_KIND} AND customer_order_id IN (${sql.join(
          customerOrderIds.map((id) => sql`${id}::bigint`),
          sql`, `,
        )})
        ORDER BY customer_order_id, id DESC`,
    );
    return new Map(found.map((row) => [row.id, row.data]));
  }

  /** One customer's order's latest cut-off outcome, or null. */
  async outcomeOf(customerOrderId: string, customerId: number): Promise<AmendCutOffRecord | null> {
    const [found] = await rows<{ data: AmendCutOffRecord }>(
      this.#db,
      sql`SELECT data FROM money_workflows
        WHERE kind = ${AMEND_CUT_OFF_KIND} AND customer_order_id = ${customerOrderId}::bigint
          AND customer_id = ${customerId}
        ORDER BY id DESC LIMIT 1`,
    );
    return found?.data ?? null;
  }

  /** Orders set aside at their cut-off and still PLACED: staff must act (oldest first). */
  async setAsideOrderIds(limit: number): Promise<string[]> {
    const found = await rows<{ id: string }>(
      this.#db,
      sql`SELECT o.customer_order_id::text AS id FROM orders o
        WHERE o.status = 'PLACED' AND EXISTS (SELECT 1 FROM money_workflows w
          WHERE w.customer_order_id = o.customer_order_id AND w.kind = ${AMEND_CUT_OFF_KIND}
            AND w.outcome = 'set-aside')
        ORDER BY o.customer_order_id LIMIT ${limit}`,
    );
    return found.map((row) => row.id);
  }
}
