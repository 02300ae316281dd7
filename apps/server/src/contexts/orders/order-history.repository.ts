import type { Db } from '@grocer/db/client';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import type { OrderStatus } from '@grocer/domain/orders/order-status';
import type { ActualTotals, LinePick } from '@grocer/domain/orders/picking';
import { sql } from 'drizzle-orm';

/**
 * The orders context's reads for the lists and stats, and the cancel's status moves (decision
 * 0041). Every statement names the customer: another customer's order is never seen or moved.
 */

export interface OrderListRow {
  customer_order_id: string;
  status: OrderStatus;
  created_at: Date;
  totals: unknown;
  slot: unknown;
  line_count: number;
}

const statusIn = (statuses: readonly OrderStatus[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

export class OrderHistoryRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Newest first; one more row than asked, so the caller knows whether a next page exists. */
  async listOrders(
    customerId: number,
    statuses: readonly OrderStatus[],
    start: number,
    size: number,
  ): Promise<OrderListRow[]> {
    return rows<OrderListRow>(
      this.#db,
      sql`SELECT o.customer_order_id::text AS customer_order_id, o.status, o.created_at, o.totals,
            o.slot, (SELECT count(*)::int FROM order_lines l
              WHERE l.customer_order_id = o.customer_order_id) AS line_count
          FROM orders o
          WHERE o.customer_id = ${customerId} AND o.status IN (${statusIn(statuses)})
          ORDER BY o.created_at DESC, o.customer_order_id DESC
          OFFSET ${start} LIMIT ${size + 1}`,
    );
  }

  async stats(
    customerId: number,
    completed: readonly OrderStatus[],
  ): Promise<{ last_completed_at: Date | null; payment_failed: boolean }> {
    const [row] = await rows<{ last_completed_at: Date | null; payment_failed: boolean | null }>(
      this.#db,
      sql`SELECT max(updated_at) FILTER (WHERE status IN (${statusIn(completed)})) AS last_completed_at,
            bool_or(status = 'PAYMENT_FAILED') AS payment_failed
          FROM orders WHERE customer_id = ${customerId}`,
    );
    return {
      last_completed_at: row?.last_completed_at ? new Date(row.last_completed_at) : null,
      payment_failed: row?.payment_failed === true,
    };
  }

  /**
   * What fulfilment recorded on the order (decision 0043): the picking per line, the actual
   * totals and what the card was charged; all null until picked.
   */
  async fulfilmentOf(
    customerOrderId: string,
    customerId: number,
  ): Promise<{
    picking: LinePick[] | null;
    actual_totals: ActualTotals | null;
    captured_pence: number | null;
  } | null> {
    const [row] = await rows<{
      picking: LinePick[] | null;
      actual_totals: ActualTotals | null;
      captured_pence: number | null;
    }>(
      this.#db,
      sql`SELECT picking, actual_totals, captured_pence FROM orders
          WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}`,
    );
    return row ?? null;
  }

  /**
   * The cancel's claim: a conditional update, so of two cancels at once only one moves the
   * order (and only that one goes on to release and void). False when it was not in `from`.
   */
  async moveStatus(input: {
    customerOrderId: string;
    customerId: number;
    from: readonly OrderStatus[];
    to: OrderStatus;
  }): Promise<boolean> {
    const moved = await rows<{ customer_order_id: string }>(
      this.#db,
      sql`UPDATE orders SET status = ${input.to}, updated_at = now()
          WHERE customer_order_id = ${input.customerOrderId}::bigint
            AND customer_id = ${input.customerId} AND status IN (${statusIn(input.from)})
          RETURNING customer_order_id`,
    );
    return moved.length > 0;
  }

  /** The order's status; null for none of the customer's. */
  async statusOf(customerOrderId: string, customerId: number): Promise<OrderStatus | null> {
    const [row] = await rows<{ status: OrderStatus }>(
      this.#db,
      sql`SELECT status FROM orders
          WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}`,
    );
    return row?.status ?? null;
  }
}
