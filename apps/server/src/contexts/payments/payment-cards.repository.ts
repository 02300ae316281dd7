import type { Db } from '@grocer/db/client';
import { paymentCards } from '@grocer/db/schema/payments';
import { and, desc, eq } from 'drizzle-orm';

export type PaymentCardRow = typeof paymentCards.$inferSelect;

/** The payment_cards table, for the payments context only. */
export class PaymentCardsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  list(customerId: number): Promise<PaymentCardRow[]> {
    return this.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.customerId, customerId))
      .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id));
  }

  async get(customerId: number, id: number): Promise<PaymentCardRow | null> {
    const [row] = await this.db
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.id, id), eq(paymentCards.customerId, customerId)));
    return row ?? null;
  }

  /** The card saved from this token, whoever saved it. */
  async byToken(provider: string, token: string): Promise<PaymentCardRow | null> {
    const [row] = await this.db
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.provider, provider), eq(paymentCards.providerToken, token)));
    return row ?? null;
  }

  /** Saves the card; null when a card is already saved from this token (see byToken). */
  async insert(card: typeof paymentCards.$inferInsert): Promise<PaymentCardRow | null> {
    const [row] = await this.db.insert(paymentCards).values(card).onConflictDoNothing().returning();
    return row ?? null;
  }

  async update(
    customerId: number,
    id: number,
    change: Partial<
      Pick<
        typeof paymentCards.$inferInsert,
        'cardholderName' | 'expiryMonth' | 'expiryYear' | 'billingAddressId' | 'updatedAt'
      >
    >,
  ): Promise<PaymentCardRow | null> {
    const [row] = await this.db
      .update(paymentCards)
      .set(change)
      .where(and(eq(paymentCards.id, id), eq(paymentCards.customerId, customerId)))
      .returning();
    return row ?? null;
  }

  /** Deletes the card; answers its token, or null when there was no such card of theirs. */
  async remove(customerId: number, id: number): Promise<string | null> {
    const rows = await this.db
      .delete(paymentCards)
      .where(and(eq(paymentCards.id, id), eq(paymentCards.customerId, customerId)))
      .returning({ token: paymentCards.providerToken });
    return rows[0]?.token ?? null;
  }
}
