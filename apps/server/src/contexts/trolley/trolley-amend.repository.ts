import type { Db } from '@grocer/db/client';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import { sql } from 'drizzle-orm';
import type { AmendTrolleyLine, TrolleyAmending } from './trolley.contract.ts';

/**
 * The trolley's side of amending a placed order (decision 0042). An ORDERED trolley is opened
 * again for its order; the customer's other open trolley (the one opened after placing, perhaps
 * with items) is PARKED meanwhile, since a customer has one open trolley, and opened again when
 * the amend ends. Each change is one transaction, so a reader never sees two open trolleys or
 * none where one is due.
 */
export class TrolleyAmendRepository implements TrolleyAmending {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async reopenForAmend(
    customerId: number,
    orderId: string,
    lines: readonly AmendTrolleyLine[] | null,
  ): Promise<boolean> {
    const notOurs = new Error('not the customer order trolley');
    try {
      return await this.#db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE trolleys SET status = 'PARKED', version = version + 1, updated_at = now()
            WHERE customer_id = ${customerId} AND status = 'OPEN'
              AND customer_order_id <> ${orderId}::bigint`,
        );
        const opened = await rows<{ id: string }>(
          tx,
          sql`UPDATE trolleys SET status = 'OPEN', version = version + 1, updated_at = now()
            WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
              AND status IN ('ORDERED', 'OPEN')
            RETURNING customer_order_id::text AS id`,
        );
        if (!opened[0]) throw notOurs;
        if (lines === null) return true;
        await tx.execute(
          sql`DELETE FROM trolley_items WHERE customer_order_id = ${orderId}::bigint`,
        );
        // A line number held twice is a personalisable product (one line per message).
        const counts = new Map<string, number>();
        for (const line of lines)
          counts.set(line.lineNumber, (counts.get(line.lineNumber) ?? 0) + 1);
        for (const line of lines) {
          const personalisable =
            line.personalisedMessage !== null || (counts.get(line.lineNumber) ?? 0) > 1;
          await tx.execute(
            sql`INSERT INTO trolley_items (customer_order_id, line_number, product_id,
                quantity_amount, quantity_uom, reserved_quantity, can_substitute, note_to_shopper,
                personalised_message, personalisable)
              VALUES (${orderId}::bigint, ${line.lineNumber}, ${line.productId},
                ${line.quantity.amount}, ${line.quantity.uom}, 0, ${line.canSubstitute},
                ${line.noteToShopper}, ${line.personalisedMessage}, ${personalisable})`,
          );
        }
        return true;
      });
    } catch (error) {
      if (error === notOurs) return false;
      throw error;
    }
  }

  async closeAfterAmend(customerId: number, orderId: string): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const closed = await rows<{ id: string }>(
        tx,
        sql`UPDATE trolleys SET status = 'ORDERED', version = version + 1, updated_at = now()
          WHERE customer_order_id = ${orderId}::bigint AND customer_id = ${customerId}
            AND status = 'OPEN'
          RETURNING customer_order_id::text AS id`,
      );
      if (!closed[0]) return false;
      await tx.execute(
        sql`UPDATE trolleys SET status = 'OPEN', version = version + 1, updated_at = now()
          WHERE customer_order_id = (SELECT max(customer_order_id) FROM trolleys
              WHERE customer_id = ${customerId} AND status = 'PARKED')
            AND NOT EXISTS (SELECT 1 FROM trolleys o
              WHERE o.customer_id = ${customerId} AND o.status = 'OPEN')`,
      );
      return true;
    });
  }
}
