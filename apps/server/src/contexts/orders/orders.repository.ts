import type { Db } from '@grocer/db/client';
import { sqlRows as rows, type SqlExecutor } from '@grocer/db/sql-rows';
import { canMoveOrder, type OrderStatus } from '@grocer/domain/orders/order-status';
import { sql } from 'drizzle-orm';

/**
 * The orders context's tables (decision 0040): orders, order_lines, order_placements. One order
 * per trolley is kept by the primary key on the customer order id, so two placements of the same
 * trolley at once cannot both create one, whatever the number of processes; one answer per
 * idempotency key is kept by the unique (customer, key) index. Every read and write names the
 * customer: another customer's order is never seen.
 */

/** Writes an order's lines in trolley order (placement, and amend's replacement of them). */
export async function insertOrderLines(
  tx: SqlExecutor,
  customerOrderId: string,
  lines: readonly NewOrderLine[],
): Promise<void> {
  for (const [position, line] of lines.entries()) {
    await tx.execute(
      sql`INSERT INTO order_lines (customer_order_id, line_number, position, product_id, quantity,
            can_substitute, note_to_shopper, personalised_message, price_pence, retail_price_pence,
            saving_pence, total_price_pence, deposit_charge_pence, estimated)
          VALUES (${customerOrderId}::bigint, ${line.lineNumber}, ${position}, ${line.productId},
            ${JSON.stringify(line.quantity)}::jsonb, ${line.canSubstitute}, ${line.noteToShopper},
            ${line.personalisedMessage}, ${line.pricePence}, ${line.retailPricePence},
            ${line.savingPence}, ${line.totalPricePence}, ${line.depositChargePence},
            ${line.estimated})`,
    );
  }
}

export interface NewOrder {
  customerOrderId: string;
  customerId: number;
  status: OrderStatus;
  totals: unknown;
  slot: unknown;
  redeemedPence: number;
  amountToPayPence: number;
  paymentCardId: number;
  contactNumber: string | null;
  deliveryNote: string | null;
  subPreference: boolean | null;
  paperStatement: boolean;
  /** The partner discount card on the order as placed (issue 21). */
  partnerDiscountCardNumber?: string | null;
  /** The placement that writes it (decision 0045); recovery undoes only its own placement's. */
  placementId?: number | null;
}

export interface NewOrderLine {
  lineNumber: string;
  productId: string;
  quantity: unknown;
  canSubstitute: boolean;
  noteToShopper: string | null;
  personalisedMessage: string | null;
  pricePence: number;
  retailPricePence: number;
  savingPence: number;
  totalPricePence: number;
  depositChargePence: number;
  estimated: boolean;
}

export interface OrderRow {
  customer_order_id: string;
  customer_id: number;
  status: OrderStatus;
  totals: unknown;
  slot: unknown;
  redeemed_pence: number;
  amount_to_pay_pence: number;
  payment_card_id: number;
  payment_id: string | null;
  challenge_url: string | null;
  contact_number: string | null;
  delivery_note: string | null;
  sub_preference: boolean | null;
  paper_statement: boolean;
  partner_discount_card_number: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface OrderLineRow {
  line_number: string;
  position: number;
  product_id: string;
  quantity: unknown;
  can_substitute: boolean;
  note_to_shopper: string | null;
  personalised_message: string | null;
  price_pence: number;
  retail_price_pence: number;
  saving_pence: number;
  total_price_pence: number;
  deposit_charge_pence: number;
  estimated: boolean;
}

export type PlacementClaim =
  /** This call owns the key: run the workflow, then `finishPlacement`. */
  | { kind: 'claimed'; placementId: number }
  /** The key answered before: give the same answer. */
  | { kind: 'answered'; status: number; body: unknown }
  /** Another call with this key is running now. */
  | { kind: 'in-progress' }
  /** The key was used for a different request. */
  | { kind: 'mismatch' };

export class OrdersRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async claimPlacement(input: {
    customerId: number;
    idempotencyKey: string;
    customerOrderId: string;
    requestHash: string;
  }): Promise<PlacementClaim> {
    const inserted = await rows<{ id: number }>(
      this.#db,
      sql`INSERT INTO order_placements (customer_id, idempotency_key, customer_order_id, request_hash)
          VALUES (${input.customerId}, ${input.idempotencyKey}, ${input.customerOrderId}::bigint, ${input.requestHash})
          ON CONFLICT (customer_id, idempotency_key) DO NOTHING
          RETURNING id`,
    );
    if (inserted[0]) return { kind: 'claimed', placementId: inserted[0].id };
    const [existing] = await rows<{
      request_hash: string;
      state: 'IN_PROGRESS' | 'DONE';
      response_status: number | null;
      response_body: unknown;
    }>(
      this.#db,
      sql`SELECT request_hash, state, response_status, response_body FROM order_placements
          WHERE customer_id = ${input.customerId} AND idempotency_key = ${input.idempotencyKey}`,
    );
    if (!existing) return this.claimPlacement(input);
    if (existing.request_hash !== input.requestHash) return { kind: 'mismatch' };
    if (existing.state === 'IN_PROGRESS') return { kind: 'in-progress' };
    return {
      kind: 'answered',
      status: existing.response_status ?? 500,
      body: existing.response_body,
    };
  }

  async finishPlacement(placementId: number, status: number, body: unknown): Promise<void> {
    await this.#db.execute(
      sql`UPDATE order_placements
          SET state = 'DONE', response_status = ${status}, response_body = ${JSON.stringify(body)}::jsonb
          WHERE id = ${placementId}`,
    );
  }

  /** Lets the key be used again (the placement stopped before giving any answer). */
  async releasePlacement(placementId: number): Promise<void> {
    await this.#db.execute(
      sql`DELETE FROM order_placements WHERE id = ${placementId} AND state = 'IN_PROGRESS'`,
    );
  }

  /** Whether a placement of the customer's trolley is past validation now (decision 0045). */
  async isBeingPlaced(customerOrderId: string, customerId: number): Promise<boolean> {
    const found = await rows<{ id: number }>(
      this.#db,
      sql`SELECT id FROM order_placements WHERE customer_order_id = ${customerOrderId}::bigint
            AND customer_id = ${customerId} AND state = 'IN_PROGRESS' AND step IS NOT NULL
          LIMIT 1`,
    );
    return found.length > 0;
  }

  /** Creates the order with its lines, all or nothing; false when the trolley has an order already. */
  async createOrder(order: NewOrder, lines: readonly NewOrderLine[]): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const created = await rows<{ customer_order_id: string }>(
        tx,
        sql`INSERT INTO orders (customer_order_id, customer_id, status, totals, slot, redeemed_pence,
              amount_to_pay_pence, payment_card_id, contact_number, delivery_note, sub_preference,
              paper_statement, partner_discount_card_number, placement_id)
            VALUES (${order.customerOrderId}::bigint, ${order.customerId}, ${order.status},
              ${JSON.stringify(order.totals)}::jsonb, ${JSON.stringify(order.slot)}::jsonb,
              ${order.redeemedPence}, ${order.amountToPayPence}, ${order.paymentCardId},
              ${order.contactNumber}, ${order.deliveryNote}, ${order.subPreference},
              ${order.paperStatement}, ${order.partnerDiscountCardNumber ?? null},
              ${order.placementId ?? null})
            ON CONFLICT (customer_order_id) DO NOTHING
            RETURNING customer_order_id`,
      );
      if (!created[0]) return false;
      await insertOrderLines(tx, order.customerOrderId, lines);
      return true;
    });
  }

  /** The compensation of createOrder: the order and its lines go. */
  async deleteOrder(customerOrderId: string, customerId: number): Promise<boolean> {
    const deleted = await rows<{ customer_order_id: string }>(
      this.#db,
      sql`DELETE FROM orders WHERE customer_order_id = ${customerOrderId}::bigint
          AND customer_id = ${customerId} RETURNING customer_order_id`,
    );
    return deleted.length > 0;
  }

  async findOrder(
    customerOrderId: string,
    customerId: number,
  ): Promise<{ order: OrderRow; lines: OrderLineRow[] } | null> {
    // Both at once (one round trip's wait); the lines count only when the order is the caller's.
    const [[order], lines] = await Promise.all([
      rows<OrderRow>(
        this.#db,
        sql`SELECT customer_order_id::text AS customer_order_id, customer_id, status, totals, slot,
              redeemed_pence, amount_to_pay_pence, payment_card_id, payment_id, challenge_url,
              contact_number, delivery_note, sub_preference, paper_statement,
              partner_discount_card_number, created_at, updated_at
            FROM orders WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}`,
      ),
      rows<OrderLineRow>(
        this.#db,
        sql`SELECT line_number, position, product_id, quantity, can_substitute, note_to_shopper,
              personalised_message, price_pence, retail_price_pence, saving_pence, total_price_pence,
              deposit_charge_pence, estimated
            FROM order_lines WHERE customer_order_id = ${customerOrderId}::bigint ORDER BY position`,
      ),
    ]);
    if (!order) return null;
    return { order, lines };
  }

  /** What gift cards and vouchers took, and what is left for the card. */
  async recordRedemption(input: {
    customerOrderId: string;
    customerId: number;
    redeemedPence: number;
    amountToPayPence: number;
  }): Promise<void> {
    await this.#db.execute(
      sql`UPDATE orders SET redeemed_pence = ${input.redeemedPence},
            amount_to_pay_pence = ${input.amountToPayPence}, updated_at = now()
          WHERE customer_order_id = ${input.customerOrderId}::bigint
            AND customer_id = ${input.customerId}`,
    );
  }

  /** A PENDING order waits for the card challenge of this payment. */
  async recordChallenge(input: {
    customerOrderId: string;
    customerId: number;
    paymentId: string;
    challengeUrl: string;
  }): Promise<void> {
    await this.#db.execute(
      sql`UPDATE orders SET payment_id = ${input.paymentId}, challenge_url = ${input.challengeUrl},
            updated_at = now()
          WHERE customer_order_id = ${input.customerOrderId}::bigint
            AND customer_id = ${input.customerId} AND status = 'PENDING'`,
    );
  }

  /**
   * Moves the order from one status to another (a conditional update: false when it was not in
   * `from`), recording the payment as it stands.
   */
  async moveOrder(input: {
    customerOrderId: string;
    customerId: number;
    from: OrderStatus;
    to: OrderStatus;
    paymentId: string | null;
    challengeUrl: string | null;
  }): Promise<boolean> {
    if (!canMoveOrder(input.from, input.to)) {
      throw new Error(`An order cannot move from ${input.from} to ${input.to}`);
    }
    const moved = await rows<{ customer_order_id: string }>(
      this.#db,
      sql`UPDATE orders SET status = ${input.to}, payment_id = ${input.paymentId},
            challenge_url = ${input.challengeUrl}, updated_at = now()
          WHERE customer_order_id = ${input.customerOrderId}::bigint
            AND customer_id = ${input.customerId} AND status = ${input.from}
          RETURNING customer_order_id`,
    );
    return moved.length > 0;
  }
}
