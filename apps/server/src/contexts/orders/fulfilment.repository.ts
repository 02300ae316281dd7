import type { Db } from '@grocer/db/client';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import type { OrderStatus } from '@grocer/domain/orders/order-status';
import { canFulfilmentMove } from '@grocer/domain/orders/order-transitions';
import type { ActualTotals, LinePick } from '@grocer/domain/orders/picking';
import { type SQL, sql } from 'drizzle-orm';
import { notSetAsideAtCutOff } from './amend-cut-off.repository.ts';
import type { OrderLineRow } from './orders.repository.ts';

/**
 * The orders table as fulfilment uses it (decision 0043): staff reads name no customer, every
 * move is a conditional update on the status it starts from, so two workers or a worker and a
 * staff member cannot both make it.
 */

export interface FulfilmentOrderRow {
  customer_order_id: string;
  customer_id: number;
  status: OrderStatus;
  totals: {
    totalEstimatedCost?: { amount: number; currencyCode: 'GBP' };
    deliveryCharge?: { amount: number };
    /** The money rule's totals at placement (issue 21); absent on older orders. */
    estimated?: { orderLevelSavings?: number } | null;
  } | null;
  slot: {
    startDateTime?: string;
    endDateTime?: string;
    amendOrderCutOff?: string;
    slotReservationId?: string;
  } | null;
  redeemed_pence: number;
  amount_to_pay_pence: number;
  payment_id: string | null;
  picking: LinePick[] | null;
  actual_totals: ActualTotals | null;
  captured_pence: number | null;
  uncovered_pence: number | null;
  capture_failure: string | null;
  resolution_payment_id: string | null;
  created_at: Date;
}

const ORDER_COLUMNS = sql`customer_order_id::text AS customer_order_id, customer_id, status, totals,
  slot, redeemed_pence, amount_to_pay_pence, payment_id, picking, actual_totals, captured_pence,
  uncovered_pence, capture_failure, resolution_payment_id, created_at`;

export class FulfilmentRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async recentOrders(limit: number): Promise<FulfilmentOrderRow[]> {
    return rows<FulfilmentOrderRow>(
      this.#db,
      sql`SELECT ${ORDER_COLUMNS} FROM orders ORDER BY created_at DESC, customer_order_id DESC LIMIT ${limit}`,
    );
  }

  /** Any customer's order (staff and jobs), or only `customerId`'s when given. */
  async findOrder(
    customerOrderId: string,
    customerId?: number,
  ): Promise<{ order: FulfilmentOrderRow; lines: OrderLineRow[] } | null> {
    const owner = customerId === undefined ? sql`` : sql` AND customer_id = ${customerId}`;
    const [order] = await rows<FulfilmentOrderRow>(
      this.#db,
      sql`SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_order_id = ${customerOrderId}::bigint${owner}`,
    );
    if (!order) return null;
    const lines = await rows<OrderLineRow>(
      this.#db,
      sql`SELECT line_number, position, product_id, quantity, can_substitute, note_to_shopper,
            personalised_message, price_pence, retail_price_pence, saving_pence, total_price_pence,
            deposit_charge_pence, estimated
          FROM order_lines WHERE customer_order_id = ${customerOrderId}::bigint ORDER BY position`,
    );
    return { order, lines };
  }

  /**
   * Placed orders whose amend cut-off has passed (the scheduler queues their fulfilment), and
   * orders still AMENDING then (their amend is cancelled first).
   */
  async placedOrdersDue(now: Date, limit: number): Promise<string[]> {
    const found = await rows<{ customer_order_id: string }>(
      this.#db,
      sql`SELECT customer_order_id::text AS customer_order_id FROM orders
          WHERE status IN ('PLACED', 'AMENDING') AND jsonb_typeof(slot) = 'object'
            AND (slot->>'amendOrderCutOff')::timestamptz <= ${now.toISOString()}::timestamptz
            AND ${notSetAsideAtCutOff}
          ORDER BY customer_order_id LIMIT ${limit}`,
    );
    return found.map((row) => row.customer_order_id);
  }

  /** Moves the order if it is still in `from`, setting `set` too; false when it was not. */
  async move(
    customerOrderId: string,
    from: OrderStatus,
    to: OrderStatus,
    set?: SQL,
  ): Promise<boolean> {
    if (from !== to && !canFulfilmentMove(from, to)) {
      throw new Error(`An order cannot move from ${from} to ${to}`);
    }
    const extra = set ? sql`, ${set}` : sql``;
    const moved = await rows<{ customer_order_id: string }>(
      this.#db,
      sql`UPDATE orders SET status = ${to}, updated_at = now()${extra}
          WHERE customer_order_id = ${customerOrderId}::bigint AND status = ${from}
          RETURNING customer_order_id`,
    );
    return moved.length > 0;
  }

  picked(customerOrderId: string, picking: readonly LinePick[], totals: ActualTotals) {
    return this.move(
      customerOrderId,
      'FULFIL',
      'PICKED',
      sql`picking = ${JSON.stringify(picking)}::jsonb, actual_totals = ${JSON.stringify(totals)}::jsonb`,
    );
  }

  /** The capture took `capturedPence` (the order stays PICKED until its slot has ended). */
  captured(customerOrderId: string, capturedPence: number, uncoveredPence: number) {
    return this.move(
      customerOrderId,
      'PICKED',
      'PICKED',
      sql`captured_pence = ${capturedPence}, uncovered_pence = ${uncoveredPence}, capture_failure = NULL`,
    );
  }

  /**
   * The capture took all that was authorised, `capturedPence`, and picking cost `uncoveredPence`
   * more: the order is PAYMENT_FAILED until the customer pays the rest (decision 0043).
   */
  capturedShort(
    customerOrderId: string,
    capturedPence: number,
    uncoveredPence: number,
    reason: string,
  ) {
    return this.move(
      customerOrderId,
      'PICKED',
      'PAYMENT_FAILED',
      sql`captured_pence = ${capturedPence}, uncovered_pence = ${uncoveredPence}, capture_failure = ${reason}`,
    );
  }

  captureFailed(customerOrderId: string, reason: string, uncoveredPence: number) {
    return this.move(
      customerOrderId,
      'PICKED',
      'PAYMENT_FAILED',
      sql`capture_failure = ${reason}, captured_pence = 0, uncovered_pence = ${uncoveredPence}`,
    );
  }

  /** The resolution payment waits for its card challenge (the order stays PAYMENT_FAILED). */
  resolutionPending(customerOrderId: string, paymentId: string | null) {
    return this.move(
      customerOrderId,
      'PAYMENT_FAILED',
      'PAYMENT_FAILED',
      sql`resolution_payment_id = ${paymentId}`,
    );
  }

  resolved(customerOrderId: string, paymentId: string, paidPence: number) {
    return this.move(
      customerOrderId,
      'PAYMENT_FAILED',
      'PAID',
      // Added to what the first capture took, if it took part (capturedShort).
      sql`resolution_payment_id = ${paymentId},
          captured_pence = coalesce(captured_pence, 0) + ${paidPence}, uncovered_pence = 0`,
    );
  }
}
