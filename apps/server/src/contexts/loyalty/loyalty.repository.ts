import type { Db } from '@grocer/db/client';
import { loyaltyMemberships, loyaltyPointAwards } from '@grocer/db/schema/loyalty';
import type { CardStatus, MembershipType } from '@grocer/domain/loyalty/membership';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';

/** A membership as stored (decision 0086). */
export interface StoredMembership {
  customerId: number;
  type: MembershipType;
  cardNumber: string;
  cardStatus: CardStatus;
  points: number;
  picksUsed: number;
  modified: Date;
}

/** PostgreSQL's unique_violation, wherever a driver or Drizzle put it in the cause chain. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const columns = {
  customerId: loyaltyMemberships.customerId,
  type: loyaltyMemberships.type,
  cardNumber: loyaltyMemberships.cardNumber,
  cardStatus: loyaltyMemberships.cardStatus,
  points: loyaltyMemberships.points,
  picksUsed: loyaltyMemberships.picksUsed,
  modified: loyaltyMemberships.modified,
};

const stored = (row: typeof loyaltyMemberships.$inferSelect | Record<string, unknown>) =>
  row as StoredMembership;

/** What inserting or replacing a card did: the card is another account's, or it is stored. */
export type CardWrite = 'stored' | 'card-taken' | 'already-held';

/**
 * The loyalty memberships table. The database holds the rules across processes: one membership
 * of each type per account (the primary key) and one account per card (the unique index), so two
 * processes joining or linking at once cannot give one card to two accounts.
 */
export class LoyaltyRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** One primary-key read: the trolley asks it on every read. */
  async isMember(customerId: number): Promise<boolean> {
    const rows = await this.#db
      .select({ one: sql<number>`1` })
      .from(loyaltyMemberships)
      .where(eq(loyaltyMemberships.customerId, customerId))
      .limit(1);
    return rows.length > 0;
  }

  async membershipsOf(customerId: number): Promise<StoredMembership[]> {
    const rows = await this.#db
      .select(columns)
      .from(loyaltyMemberships)
      .where(eq(loyaltyMemberships.customerId, customerId));
    return rows.map(stored);
  }

  /**
   * Gives `points` to the card for the order, once (decision 0099): the award row and the card's
   * points in one transaction; false when the order had its award already (or the card is gone).
   * A null card records that the order was awarded nothing (the customer was not a member).
   */
  async awardOrderPoints(input: {
    customerId: number;
    customerOrderId: string;
    cardNumber: string | null;
    points: number;
    at: Date;
  }): Promise<boolean> {
    return this.#db
      .transaction(async (tx) => {
        const awarded = await tx
          .insert(loyaltyPointAwards)
          .values({
            customerOrderId: Number(input.customerOrderId),
            customerId: input.customerId,
            cardNumber: input.cardNumber,
            points: input.points,
            awardedAt: input.at,
          })
          .onConflictDoNothing()
          .returning({ id: loyaltyPointAwards.customerOrderId });
        if (awarded.length === 0) return false;
        if (input.cardNumber === null || input.points === 0) return true;
        const added = await tx
          .update(loyaltyMemberships)
          .set({ points: sql`${loyaltyMemberships.points} + ${input.points}`, modified: input.at })
          .where(
            and(
              eq(loyaltyMemberships.customerId, input.customerId),
              eq(loyaltyMemberships.cardNumber, input.cardNumber),
            ),
          )
          .returning({ points: loyaltyMemberships.points });
        if (added.length === 0) tx.rollback();
        return true;
      })
      .catch((error: unknown) => {
        // The card left between reading and awarding: nothing given, nothing recorded.
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
  }

  /** Who holds the card, if anybody. */
  async holderOf(cardNumber: string): Promise<number | null> {
    const [row] = await this.#db
      .select({ customerId: loyaltyMemberships.customerId })
      .from(loyaltyMemberships)
      .where(eq(loyaltyMemberships.cardNumber, cardNumber));
    return row?.customerId ?? null;
  }

  /**
   * Stores a membership of `type` with the card, replacing the card of that type the account
   * held (linking another card). 'card-taken' when another account holds the card;
   * 'already-held' when the account holds a membership of this type and `replace` is false.
   */
  async putCard(
    customerId: number,
    type: MembershipType,
    cardNumber: string,
    at: Date,
    replace: boolean,
  ): Promise<CardWrite> {
    const values = { customerId, type, cardNumber, created: at, modified: at };
    try {
      const insert = this.#db.insert(loyaltyMemberships).values(values);
      const rows = replace
        ? await insert
            .onConflictDoUpdate({
              target: [loyaltyMemberships.customerId, loyaltyMemberships.type],
              set: { cardNumber, cardStatus: 'ACTIVE', modified: at },
            })
            .returning({ customerId: loyaltyMemberships.customerId })
        : await insert
            .onConflictDoNothing({
              target: [loyaltyMemberships.customerId, loyaltyMemberships.type],
            })
            .returning({ customerId: loyaltyMemberships.customerId });
      return rows.length > 0 ? 'stored' : 'already-held';
    } catch (error) {
      if (isUniqueViolation(error)) return 'card-taken';
      throw error;
    }
  }

  /**
   * Sets the status of the account's card of `type` (a replacement ordered, decision 0086).
   * False when the account holds no membership of that type.
   */
  async setCardStatus(
    customerId: number,
    type: MembershipType,
    cardStatus: CardStatus,
    at: Date,
  ): Promise<boolean> {
    const rows = await this.#db
      .update(loyaltyMemberships)
      .set({ cardStatus, modified: at })
      .where(and(eq(loyaltyMemberships.customerId, customerId), eq(loyaltyMemberships.type, type)))
      .returning({ customerId: loyaltyMemberships.customerId });
    return rows.length > 0;
  }

  /** Leaves: the membership and its card go. False when there was none. */
  async remove(customerId: number, type: MembershipType): Promise<boolean> {
    const rows = await this.#db
      .delete(loyaltyMemberships)
      .where(and(eq(loyaltyMemberships.customerId, customerId), eq(loyaltyMemberships.type, type)))
      .returning({ customerId: loyaltyMemberships.customerId });
    return rows.length > 0;
  }
}
