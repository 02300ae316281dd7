import type { Db } from '@grocer/db/client';
import { executeNamed } from '@grocer/db/named-statement';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import type { Uom } from '@grocer/domain/catalogue/catalogue.types';
import type { SoldLines } from '@grocer/domain/catalogue/popularity-from-sales';
import type { OrderStatus } from '@grocer/domain/orders/order-status';
import { sql } from 'drizzle-orm';
import type { BoughtBeside, OrderPurchase } from './sales.contract.ts';

/** How many of the latest similar orders the basket builder reads (decision 0095). */
export const SIMILAR_ORDERS = 500;

/**
 * Order lines summed per product and unit (decision 0048), so the rebuild reads one row per
 * product sold rather than every line; the domain turns them into units.
 */
export class SalesRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async soldLinesSince(since: Date, statuses: readonly OrderStatus[]): Promise<SoldLines[]> {
    const found = await rows<{ product_id: string; uom: Uom; lines: number; amount: number }>(
      this.#db,
      sql`SELECT l.product_id, l.quantity->>'uom' AS uom, count(*)::int AS lines,
            coalesce(sum((l.quantity->>'amount')::numeric), 0)::float8 AS amount
          FROM order_lines l
          JOIN orders o ON o.customer_order_id = l.customer_order_id
          WHERE o.status IN (${sql.join(
            statuses.map((status) => sql`${status}`),
            sql`, `,
          )})
            AND o.created_at >= ${since.toISOString()}::timestamptz
          GROUP BY l.product_id, l.quantity->>'uom'`,
    );
    return found.map((row) => ({
      productId: row.product_id,
      uom: row.uom,
      lines: Number(row.lines),
      amount: Number(row.amount),
    }));
  }

  /** One customer's order lines, of orders in `statuses` placed at or after `since`. */
  async linesOf(
    customerId: number,
    since: Date,
    statuses: readonly OrderStatus[],
  ): Promise<OrderPurchase[]> {
    // Plain columns rather than the jsonb and timestamptz themselves: a shopper's year can be
    // thousands of lines, and parsing each row's JSON and date costs more than the query. Named:
    // the favourites page asks it on every view, and planning it cost as much as running it.
    const { rows: found } = await executeNamed<{
      order_id: string;
      line_number: string;
      product_id: string;
      amount: number;
      uom: string;
      placed_ms: number;
    }>(
      this.#db,
      sql`SELECT o.customer_order_id::text AS order_id, l.line_number, l.product_id,
            (l.quantity->>'amount')::float8 AS amount, l.quantity->>'uom' AS uom,
            (extract(epoch FROM o.created_at) * 1000)::float8 AS placed_ms
          FROM orders o
          JOIN order_lines l ON l.customer_order_id = o.customer_order_id
          WHERE o.customer_id = ${customerId}
            AND o.created_at >= ${since.toISOString()}::timestamptz
            AND o.status IN (${sql.join(
              statuses.map((status) => sql`${status}`),
              sql`, `,
            )})`,
    );
    return found.map((row) => ({
      customerOrderId: row.order_id,
      lineNumber: row.line_number,
      productId: row.product_id,
      quantity: { amount: Number(row.amount), uom: row.uom },
      placedAt: new Date(Number(row.placed_ms)),
    }));
  }

  /**
   * Other customers' orders holding any of `lineNumbers` (by the line number index), the most
   * recent SIMILAR_ORDERS of them, and the other products on them, counted once an order
   * (decision 0095). The cap keeps a trolley of the best sellers as cheap as any other.
   */
  async boughtBeside(
    lineNumbers: readonly string[],
    exceptCustomerId: number,
    since: Date,
    limit: number,
    statuses: readonly OrderStatus[],
  ): Promise<BoughtBeside[]> {
    const wanted = sql.join(
      lineNumbers.map((line) => sql`${line}`),
      sql`, `,
    );
    const found = await rows<{ line_number: string; orders: number }>(
      this.#db,
      sql`SELECT other.line_number, count(DISTINCT other.customer_order_id)::int AS orders
          FROM (SELECT o.customer_order_id FROM orders o
                WHERE o.customer_order_id IN (SELECT customer_order_id FROM order_lines
                                              WHERE line_number IN (${wanted}))
                  AND o.customer_id <> ${exceptCustomerId}
                  AND o.created_at >= ${since.toISOString()}::timestamptz
                  AND o.status IN (${sql.join(
                    statuses.map((status) => sql`${status}`),
                    sql`, `,
                  )})
                ORDER BY o.customer_order_id DESC
                LIMIT ${SIMILAR_ORDERS}) hit
          JOIN order_lines other ON other.customer_order_id = hit.customer_order_id
          WHERE other.line_number NOT IN (${wanted})
          GROUP BY other.line_number
          ORDER BY orders DESC, other.line_number
          LIMIT ${limit}`,
    );
    return found.map((row) => ({ lineNumber: row.line_number, orders: Number(row.orders) }));
  }
}
