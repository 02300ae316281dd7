import type { Db } from '@grocer/db/client';
import { sqlRows as rows, type SqlExecutor } from '@grocer/db/sql-rows';
import { sql } from 'drizzle-orm';
import {
  insertOrderLines,
  type NewOrder,
  type NewOrderLine,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';

/**
 * The orders context's amend writes (decision 0042): the order_amendments row keeps the order as
 * it stood when the amend began, until the amend ends; the order's own row and lines change only
 * when it is checked out again. Every write is conditional on the status it expects, so two
 * calls at once cannot both move it.
 */

/** The order's fields and lines as they stood when the amend began. */
export interface AmendSnapshot {
  totals: unknown;
  slot: unknown;
  redeemedPence: number;
  amountToPayPence: number;
  paymentCardId: number;
  paymentId: string | null;
  contactNumber: string | null;
  deliveryNote: string | null;
  subPreference: boolean | null;
  paperStatement: boolean;
  lines: NewOrderLine[];
}

/** What the re-checkout writes over the order: what placement writes, but who and whose. */
export type AmendedOrder = Omit<
  NewOrder,
  'customerOrderId' | 'customerId' | 'status' | 'placementId'
>;

export function snapshotOf(order: OrderRow, lines: readonly OrderLineRow[]): AmendSnapshot {
  return {
    totals: order.totals,
    slot: order.slot,
    redeemedPence: order.redeemed_pence,
    amountToPayPence: order.amount_to_pay_pence,
    paymentCardId: order.payment_card_id,
    paymentId: order.payment_id,
    contactNumber: order.contact_number,
    deliveryNote: order.delivery_note,
    subPreference: order.sub_preference,
    paperStatement: order.paper_statement,
    lines: lines.map((line) => ({
      lineNumber: line.line_number,
      productId: line.product_id,
      quantity: line.quantity,
      canSubstitute: line.can_substitute,
      noteToShopper: line.note_to_shopper,
      personalisedMessage: line.personalised_message,
      pricePence: line.price_pence,
      retailPricePence: line.retail_price_pence,
      savingPence: line.saving_pence,
      totalPricePence: line.total_price_pence,
      depositChargePence: line.deposit_charge_pence,
      estimated: line.estimated,
    })),
  };
}

async function writeOrder(
  tx: SqlExecutor,
  customerOrderId: string,
  customerId: number,
  order: AmendedOrder,
  lines: readonly NewOrderLine[],
): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    tx,
    sql`UPDATE orders SET totals = ${JSON.stringify(order.totals)}::jsonb,
          slot = ${JSON.stringify(order.slot)}::jsonb, redeemed_pence = ${order.redeemedPence},
          amount_to_pay_pence = ${order.amountToPayPence}, payment_card_id = ${order.paymentCardId},
          contact_number = ${order.contactNumber}, delivery_note = ${order.deliveryNote},
          sub_preference = ${order.subPreference}, paper_statement = ${order.paperStatement},
          updated_at = now()
        WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}
          AND status = 'AMENDING'
        RETURNING customer_order_id::text AS id`,
  );
  if (!updated[0]) return false;
  await tx.execute(
    sql`DELETE FROM order_lines WHERE customer_order_id = ${customerOrderId}::bigint`,
  );
  await insertOrderLines(tx, customerOrderId, lines);
  return true;
}

export class OrderAmendRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** PLACED → AMENDING with the order as it stands kept aside; false when it was not PLACED. */
  async startAmend(
    customerOrderId: string,
    customerId: number,
    snapshot: AmendSnapshot,
  ): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const moved = await rows<{ id: string }>(
        tx,
        sql`UPDATE orders SET status = 'AMENDING', updated_at = now()
          WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}
            AND status = 'PLACED'
          RETURNING customer_order_id::text AS id`,
      );
      if (!moved[0]) return false;
      await tx.execute(
        sql`INSERT INTO order_amendments (customer_order_id, customer_id, original)
          VALUES (${customerOrderId}::bigint, ${customerId}, ${JSON.stringify(snapshot)}::jsonb)
          ON CONFLICT (customer_order_id) DO UPDATE SET original = EXCLUDED.original,
            started_at = now()`,
      );
      return true;
    });
  }

  async snapshot(customerOrderId: string, customerId: number): Promise<AmendSnapshot | null> {
    const [found] = await rows<{ original: AmendSnapshot }>(
      this.#db,
      sql`SELECT original FROM order_amendments
        WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}`,
    );
    return found?.original ?? null;
  }

  /** The re-checkout's order: new totals, slot and lines (the order stays AMENDING). */
  async replaceOrder(
    customerOrderId: string,
    customerId: number,
    order: AmendedOrder,
    lines: readonly NewOrderLine[],
  ): Promise<boolean> {
    return this.#db.transaction((tx) => writeOrder(tx, customerOrderId, customerId, order, lines));
  }

  /** The order as it stood when the amend began (the order stays AMENDING). */
  async restoreOriginal(customerOrderId: string, customerId: number): Promise<boolean> {
    const original = await this.snapshot(customerOrderId, customerId);
    if (!original) return false;
    return this.#db.transaction((tx) =>
      writeOrder(tx, customerOrderId, customerId, original, original.lines),
    );
  }

  /** The order's slot snapshot (a restored reservation has a new id). */
  async recordSlot(customerOrderId: string, customerId: number, slot: unknown): Promise<void> {
    await this.#db.execute(
      sql`UPDATE orders SET slot = ${JSON.stringify(slot)}::jsonb, updated_at = now()
        WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}`,
    );
  }

  /**
   * AMENDING → PLACED with the payment that now stands; the kept order goes. False when the
   * order was not AMENDING.
   */
  async endAmend(
    customerOrderId: string,
    customerId: number,
    paymentId: string | null,
  ): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const moved = await rows<{ id: string }>(
        tx,
        sql`UPDATE orders SET status = 'PLACED', payment_id = ${paymentId}, challenge_url = NULL,
            updated_at = now()
          WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}
            AND status = 'AMENDING'
          RETURNING customer_order_id::text AS id`,
      );
      if (!moved[0]) return false;
      await tx.execute(
        sql`DELETE FROM order_amendments WHERE customer_order_id = ${customerOrderId}::bigint`,
      );
      return true;
    });
  }

  /** The compensation of endAmend: AMENDING again with the original payment, the kept order back. */
  async resumeAmend(
    customerOrderId: string,
    customerId: number,
    snapshot: AmendSnapshot,
  ): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const moved = await rows<{ id: string }>(
        tx,
        sql`UPDATE orders SET status = 'AMENDING', payment_id = ${snapshot.paymentId},
            updated_at = now()
          WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}
            AND status = 'PLACED'
          RETURNING customer_order_id::text AS id`,
      );
      if (!moved[0]) return false;
      await tx.execute(
        sql`INSERT INTO order_amendments (customer_order_id, customer_id, original)
          VALUES (${customerOrderId}::bigint, ${customerId}, ${JSON.stringify(snapshot)}::jsonb)
          ON CONFLICT (customer_order_id) DO NOTHING`,
      );
      return true;
    });
  }

  /** The compensation of startAmend: PLACED again, the kept order dropped. */
  async abandonAmend(customerOrderId: string, customerId: number): Promise<boolean> {
    const original = await this.snapshot(customerOrderId, customerId);
    return this.endAmend(customerOrderId, customerId, original?.paymentId ?? null);
  }

  /** The re-authorisation waiting for the card challenge (null clears it). */
  async recordPendingPayment(
    customerOrderId: string,
    customerId: number,
    paymentId: string | null,
  ): Promise<void> {
    await this.#db.execute(
      sql`UPDATE order_amendments SET pending_payment_id = ${paymentId}
        WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}`,
    );
  }

  async pendingPayment(customerOrderId: string, customerId: number): Promise<string | null> {
    const [found] = await rows<{ pending_payment_id: string | null }>(
      this.#db,
      sql`SELECT pending_payment_id FROM order_amendments
        WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}`,
    );
    return found?.pending_payment_id ?? null;
  }

  /** The customer's AMENDING order with this id, or null. */
  async amendingOrderId(customerOrderId: string, customerId: number): Promise<string | null> {
    const [found] = await rows<{ id: string }>(
      this.#db,
      sql`SELECT customer_order_id::text AS id FROM orders
        WHERE customer_order_id = ${customerOrderId}::bigint AND customer_id = ${customerId}
          AND status = 'AMENDING'`,
    );
    return found?.id ?? null;
  }
}
