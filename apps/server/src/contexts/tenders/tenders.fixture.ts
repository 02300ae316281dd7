import { randomInt } from 'node:crypto';
import type { Database } from '@grocer/db/client';
import { giftCardPinHash } from '@grocer/db/gift-card-pin';
import { giftCards, giftVouchers, promoCodes } from '@grocer/db/schema/tenders';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';

const digits = (count: number) => Array.from({ length: count }, () => randomInt(0, 10)).join('');
const letters = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const code = (count: number) =>
  Array.from({ length: count }, () => letters[randomInt(0, letters.length)]).join('');

/** Gift cards, vouchers and promo codes a test makes and removes (their order rows go with them). */
export class TestTenders {
  readonly #database: Database;
  readonly #cards: number[] = [];
  readonly #vouchers: number[] = [];
  readonly #codes: string[] = [];

  constructor(database: Database) {
    this.#database = database;
  }

  async giftCard(
    options: { balance?: number; pin?: string; status?: 'ACTIVE' | 'BLOCKED' } = {},
  ): Promise<{ id: number; serialNumber: string; pin: string }> {
    const serialNumber = `6${digits(18)}`;
    const pin = options.pin ?? digits(4);
    const [row] = await this.#database.db
      .insert(giftCards)
      .values({
        serialNumber,
        pinHash: giftCardPinHash(serialNumber, pin),
        balancePence: options.balance ?? 2_500,
        initialBalancePence: options.balance ?? 2_500,
        status: options.status ?? 'ACTIVE',
      })
      .returning({ id: giftCards.id });
    this.#cards.push(row?.id as number);
    return { id: row?.id as number, serialNumber, pin };
  }

  async balanceOf(id: number): Promise<number> {
    const [row] = await this.#database.db
      .select({ balance: giftCards.balancePence })
      .from(giftCards)
      .where(eq(giftCards.id, id));
    return row?.balance as number;
  }

  async voucher(
    options: { value?: number; status?: 'ACTIVE' | 'REDEEMED'; expiresAt?: Date | null } = {},
  ): Promise<{ id: number; serialNumber: string }> {
    const serialNumber = `GV${code(12)}`;
    const [row] = await this.#database.db
      .insert(giftVouchers)
      .values({
        serialNumber,
        valuePence: options.value ?? 1_000,
        status: options.status ?? 'ACTIVE',
        expiresAt: options.expiresAt ?? null,
      })
      .returning({ id: giftVouchers.id });
    this.#vouchers.push(row?.id as number);
    return { id: row?.id as number, serialNumber };
  }

  async voucherStatus(id: number): Promise<string> {
    const [row] = await this.#database.db
      .select({ status: giftVouchers.status })
      .from(giftVouchers)
      .where(eq(giftVouchers.id, id));
    return row?.status as string;
  }

  async promoCode(
    options: {
      kind?: 'AMOUNT_OFF' | 'PERCENT_OFF';
      value?: number;
      minimumSpend?: number;
      expiresAt?: Date | null;
    } = {},
  ): Promise<string> {
    const made = `T${code(9)}`;
    await this.#database.db.insert(promoCodes).values({
      code: made,
      description: 'Test code',
      discountKind: options.kind ?? 'AMOUNT_OFF',
      discountValue: options.value ?? 500,
      minimumSpendPence: options.minimumSpend ?? 0,
      expiresAt: options.expiresAt ?? null,
    });
    this.#codes.push(made);
    return made;
  }

  async remove(): Promise<void> {
    const { db } = this.#database;
    if (this.#cards.length > 0)
      await db.delete(giftCards).where(inArray(giftCards.id, this.#cards));
    if (this.#vouchers.length > 0) {
      await db.delete(giftVouchers).where(inArray(giftVouchers.id, this.#vouchers));
    }
    if (this.#codes.length > 0)
      await db.delete(promoCodes).where(inArray(promoCodes.code, this.#codes));
  }

  /** Applies a card to an order directly (the redemption tests' setup). */
  async applyCard(orderId: string, customerId: number, giftCardId: number): Promise<void> {
    await this.#database.db.execute(
      sql`INSERT INTO order_gift_cards (customer_order_id, gift_card_id, customer_id)
        VALUES (${orderId}::bigint, ${giftCardId}, ${customerId})`,
    );
  }
}

/** Puts `count` of a plain product (sold by the item) in the shopper's trolley; its order id. */
export async function fillTrolley(
  app: FastifyInstance,
  shopper: SlotShopper,
  count = 1,
): Promise<{ orderId: string; total: number }> {
  const trolley = app.services.trolley;
  const orderId = (await trolley.currentOrderId(shopper.identity)) as string;
  const listing = await app.services.catalogue.browse({ categoryPath: 'groceries', size: 50 });
  const product = listing?.products.find(
    (p) =>
      p.availability === 'AVAILABLE' &&
      p.weights.uoms.includes('C62') &&
      p.maxPersonalisedMessageLength === null &&
      p.restriction === null,
  );
  if (!product) throw new Error('no plain product to put in a trolley');
  await trolley.addItem(shopper.identity, orderId, {
    lineNumber: product.lineNumber,
    productId: product.id,
    quantity: { amount: count, uom: 'C62' },
  });
  const filled = await trolley.getTrolley(shopper.identity, orderId);
  return { orderId, total: filled.trolleyTotals.totalEstimatedCost.amount };
}
