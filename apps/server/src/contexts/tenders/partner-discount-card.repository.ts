import type { Db } from '@grocer/db/client';
import { orderPartnerDiscountCards } from '@grocer/db/schema/tenders';
import { and, eq } from 'drizzle-orm';

/** The partner discount card on a customer order (decision 0044): one row per order. */
export class PartnerDiscountCardRepository {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  async cardOf(customerId: number, orderId: string): Promise<string | null> {
    const [row] = await this.#db
      .select({ cardNumber: orderPartnerDiscountCards.cardNumber })
      .from(orderPartnerDiscountCards)
      .where(
        and(
          eq(orderPartnerDiscountCards.customerOrderId, Number(orderId)),
          eq(orderPartnerDiscountCards.customerId, customerId),
        ),
      )
      .limit(1);
    return row?.cardNumber ?? null;
  }

  /** Adds or replaces the order's card (one statement, so two at once leave one of them). */
  async put(customerId: number, orderId: string, cardNumber: string): Promise<void> {
    await this.#db
      .insert(orderPartnerDiscountCards)
      .values({ customerOrderId: Number(orderId), customerId, cardNumber })
      .onConflictDoUpdate({
        target: orderPartnerDiscountCards.customerOrderId,
        set: { cardNumber, addedAt: new Date() },
        where: eq(orderPartnerDiscountCards.customerId, customerId),
      });
  }

  /** False when the order had none. */
  async remove(customerId: number, orderId: string): Promise<boolean> {
    const deleted = await this.#db
      .delete(orderPartnerDiscountCards)
      .where(
        and(
          eq(orderPartnerDiscountCards.customerOrderId, Number(orderId)),
          eq(orderPartnerDiscountCards.customerId, customerId),
        ),
      )
      .returning({ id: orderPartnerDiscountCards.customerOrderId });
    return deleted.length > 0;
  }
}
