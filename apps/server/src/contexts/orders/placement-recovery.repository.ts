import type { Db } from '@grocer/db/client';
import { andCustomerIn, sqlRows as rows } from '@grocer/db/sql-rows';
import type { OrderStatus } from '@grocer/domain/orders/order-status';
import { sql } from 'drizzle-orm';

/**
 * The orders context's side of placement recovery (decision 0045): per-step progress on the
 * `order_placements` row, and the sweep's claims of dead placements and of card challenges never
 * completed. Claims take rows with FOR UPDATE SKIP LOCKED and push their time on, so two sweeping
 * processes never take the same row at once and a taken row is not taken again for a lease.
 */

export interface StalePlacement {
  id: number;
  customer_id: number;
  idempotency_key: string;
  customer_order_id: string;
  step: string | null;
}

export interface OrderState {
  status: OrderStatus;
  placement_id: number | null;
  payment_id: string | null;
  challenge_url: string | null;
}

export interface ExpiredChallenge {
  customer_order_id: string;
  customer_id: number;
  payment_id: string;
}

export class PlacementRecoveryRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The placement is starting `step`; its lease starts again. */
  async recordStep(placementId: number, step: string): Promise<void> {
    await this.#db.execute(
      sql`UPDATE order_placements SET step = ${step}, progressed_at = now()
          WHERE id = ${placementId} AND state = 'IN_PROGRESS'`,
    );
  }

  /** One IN_PROGRESS placement that has not started a step for `leaseMs`, taken for another lease. */
  async takeStalePlacement(
    leaseMs: number,
    customerIds?: readonly number[],
  ): Promise<StalePlacement | null> {
    const [taken] = await rows<StalePlacement>(
      this.#db,
      sql`UPDATE order_placements p SET progressed_at = now()
          FROM (
            SELECT id FROM order_placements
            WHERE state = 'IN_PROGRESS'
              AND progressed_at <= now() - make_interval(secs => ${leaseMs / 1000})
              ${andCustomerIn(customerIds)}
            ORDER BY progressed_at LIMIT 1
            FOR UPDATE SKIP LOCKED
          ) picked
          WHERE p.id = picked.id AND p.state = 'IN_PROGRESS'
          RETURNING p.id, p.customer_id, p.idempotency_key,
            p.customer_order_id::text AS customer_order_id, p.step`,
    );
    return taken ?? null;
  }

  async orderState(customerOrderId: string, customerId: number): Promise<OrderState | null> {
    const [found] = await rows<OrderState>(
      this.#db,
      sql`SELECT status, placement_id, payment_id, challenge_url FROM orders
          WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}`,
    );
    return found ?? null;
  }

  /**
   * Whether another placement of the trolley, still within its lease, may be between closing the
   * trolley and writing the order (then a closed trolley without an order may be its doing).
   */
  async otherLivePlacementAt(
    placementId: number,
    customerOrderId: string,
    step: string,
    leaseMs: number,
  ): Promise<boolean> {
    const found = await rows<{ id: number }>(
      this.#db,
      sql`SELECT id FROM order_placements
          WHERE customer_order_id = ${customerOrderId}::bigint AND id <> ${placementId}
            AND state = 'IN_PROGRESS' AND step = ${step}
            AND progressed_at > now() - make_interval(secs => ${leaseMs / 1000})
          LIMIT 1`,
    );
    return found.length > 0;
  }

  /** Deletes the order only if this placement wrote it and it is still PENDING. */
  async deleteOwnPendingOrder(customerOrderId: string, placementId: number): Promise<boolean> {
    const deleted = await rows<{ customer_order_id: string }>(
      this.#db,
      sql`DELETE FROM orders WHERE customer_order_id = ${customerOrderId}::bigint
            AND placement_id = ${placementId} AND status = 'PENDING'
          RETURNING customer_order_id::text AS customer_order_id`,
    );
    return deleted.length > 0;
  }

  /**
   * One PENDING order whose card challenge has waited `expiryMs` without being completed, taken:
   * its challenge URL cleared (a resume from now on is refused) and its time pushed on. One taken
   * before by a sweep that died (challenge cleared, payment kept) is taken again after `leaseMs`.
   */
  async takeExpiredChallenge(
    expiryMs: number,
    leaseMs: number,
    customerIds?: readonly number[],
  ): Promise<ExpiredChallenge | null> {
    const [taken] = await rows<ExpiredChallenge>(
      this.#db,
      sql`UPDATE orders o SET challenge_url = NULL, updated_at = now()
          FROM (
            SELECT customer_order_id, payment_id FROM orders
            WHERE status = 'PENDING' AND payment_id IS NOT NULL
              AND (
                (challenge_url IS NOT NULL
                  AND updated_at <= now() - make_interval(secs => ${expiryMs / 1000}))
                OR (challenge_url IS NULL
                  AND updated_at <= now() - make_interval(secs => ${leaseMs / 1000}))
              )
              ${andCustomerIn(customerIds)}
            ORDER BY updated_at LIMIT 1
            FOR UPDATE SKIP LOCKED
          ) picked
          WHERE o.customer_order_id = picked.customer_order_id AND o.status = 'PENDING'
          RETURNING o.customer_order_id::text AS customer_order_id, o.customer_id, o.payment_id`,
    );
    return taken ?? null;
  }

  /** Deletes a PENDING order whose challenge expired (false when it was resumed meanwhile). */
  async deletePendingOrder(customerOrderId: string, customerId: number): Promise<boolean> {
    const deleted = await rows<{ customer_order_id: string }>(
      this.#db,
      sql`DELETE FROM orders WHERE customer_order_id = ${customerOrderId}::bigint
            AND customer_id = ${customerId} AND status = 'PENDING'
          RETURNING customer_order_id::text AS customer_order_id`,
    );
    return deleted.length > 0;
  }

  /** The answers kept for the order's keys that still say "security needed" now say `body`. */
  async replaceSecurityNeededAnswers(customerOrderId: string, body: unknown): Promise<void> {
    await this.#db.execute(
      sql`UPDATE order_placements SET response_body = ${JSON.stringify(body)}::jsonb
          WHERE customer_order_id = ${customerOrderId}::bigint AND state = 'DONE'
            AND response_body->>'outcome' = 'security-needed'`,
    );
  }

  /**
   * What an open authorisation's orders say (decision 0056): of `paymentIds`, those some order
   * refers to, in any status (its payment, its payment resolution's, an amend's pending
   * re-authorisation or the payment of the order as it was before the amend); of
   * `customerOrderIds`, those with a placement or amend checkout still IN_PROGRESS (it may yet
   * claim the hold, or the placement sweep settles it first), and those PAYMENT_FAILED (a retry
   * of the payment resolution with the same card claims its hold again).
   */
  async authorisationClaims(
    paymentIds: readonly string[],
    customerOrderIds: readonly string[],
  ): Promise<{ held: Set<string>; placing: Set<string>; resolving: Set<string> }> {
    const payments = paymentIds.length
      ? sql.join(
          paymentIds.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`NULL`;
    const orders = customerOrderIds.length
      ? sql.join(
          customerOrderIds.map((id) => sql`${id}::bigint`),
          sql`, `,
        )
      : sql`NULL`;
    const [held, placing, resolving] = await Promise.all([
      rows<{ id: string }>(
        this.#db,
        sql`SELECT payment_id AS id FROM orders WHERE payment_id IN (${payments})
            UNION SELECT resolution_payment_id FROM orders WHERE resolution_payment_id IN (${payments})
            UNION SELECT pending_payment_id FROM order_amendments
              WHERE pending_payment_id IN (${payments})
            UNION SELECT original->>'paymentId' FROM order_amendments
              WHERE original->>'paymentId' IN (${payments})`,
      ),
      rows<{ id: string }>(
        this.#db,
        sql`SELECT DISTINCT customer_order_id::text AS id FROM order_placements
            WHERE state = 'IN_PROGRESS' AND customer_order_id IN (${orders})`,
      ),
      rows<{ id: string }>(
        this.#db,
        sql`SELECT customer_order_id::text AS id FROM orders
            WHERE status = 'PAYMENT_FAILED' AND customer_order_id IN (${orders})`,
      ),
    ]);
    const ids = (found: { id: string }[]) => new Set(found.map((row) => row.id));
    return { held: ids(held), placing: ids(placing), resolving: ids(resolving) };
  }
}
