import { products } from '@grocer/db/schema/catalogue';
import { pspCards, pspFormSessions, pspIdempotency, pspPayments } from '@grocer/db/schema/psp';
import type { Identity } from '@grocer/domain/identity/identity';
import { addDays } from '@grocer/domain/time/calendar-date';
import { londonIsoDate } from '@grocer/domain/time/london-date';
import { inArray, like, sql } from 'drizzle-orm';
import { tokeniseTestCard } from '../../../test/psp-cards.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { BuildAppOptions } from '../../app.ts';
import { TestSlots } from '../slots/slots.fixture.ts';
import {
  createSlotTestCatalogue,
  type SlotTestCatalogue,
} from '../slots/slots-catalogue.fixture.ts';
import { type SlotShopper, slotShopper } from '../slots/slots-shopper.fixture.ts';
import { TestTenders } from '../tenders/tenders.fixture.ts';
import type { PlaceOrderInput } from './orders.contract.ts';

/**
 * Shoppers ready to place an order (decision 0040): milk in the trolley, a collection slot of
 * their own booked, a card saved through the sandbox provider's form. `remove` takes their
 * accounts (orders, trolleys, reservations and cards go with them) and the sandbox's rows.
 */
export class OrderShoppers {
  readonly #t: TestApp;
  readonly #slots: TestSlots;
  readonly #catalogue: SlotTestCatalogue;
  readonly #shoppers: SlotShopper[] = [];
  readonly #tokens: string[] = [];
  readonly #orderIds: string[] = [];
  #run: number;

  constructor(t: TestApp, slots: TestSlots, catalogue: SlotTestCatalogue, firstRun: number) {
    this.#t = t;
    this.#slots = slots;
    this.#catalogue = catalogue;
    this.#run = firstRun;
  }

  /** A card tokenised through the sandbox provider's form; its rows go with `remove`. */
  async token(shopper: Identity, cardNumber: string): Promise<string> {
    const token = await tokeniseTestCard(this.#t.app, shopper, { cardNumber });
    this.#tokens.push(token);
    return token;
  }

  async stranger(): Promise<SlotShopper> {
    const shopper = await slotShopper(this.#t);
    this.#shoppers.push(shopper);
    return shopper;
  }

  async ready(cardNumber = '4242424242424242') {
    const app = this.#t.app;
    const shopper = await this.stranger();
    const orderId = (await app.services.trolley.currentOrderId(shopper.identity)) as string;
    this.#orderIds.push(orderId);
    await this.#catalogue.putInTrolley(orderId, this.#catalogue.milk);
    this.#run += 1;
    const run = this.#run;
    const slot = await this.#slots.add({
      date: addDays(londonIsoDate(new Date()), 3 + (run % 4)),
      // Odd minutes past 5am: never one of the seeded slots' windows.
      startMinutes: 5 * 60 + 3 + run * 2,
    });
    const booked = await shopper.send('POST', '/api/slots/v1/bookslot', { slotId: slot.id });
    if (booked.statusCode !== 200) throw new Error(`slot not booked: ${booked.body}`);
    const token = await this.token(shopper.identity, cardNumber);
    const saved = await app.services.paymentCards.save(shopper.identity, { token });
    if (saved.outcome !== 'ok') throw new Error(`card not saved: ${saved.outcome}`);
    const total = (await app.services.trolley.getTrolley(shopper.identity, orderId)).trolleyTotals
      .totalEstimatedCost.amount;
    const input = (key = `key-${run}-${Math.random()}`): PlaceOrderInput => ({
      customerOrderId: orderId,
      paymentCardId: saved.card.id,
      idempotencyKey: key,
      contactNumber: '07700 900123',
    });
    return { shopper, orderId, total, input };
  }

  async remove(): Promise<void> {
    for (const shopper of this.#shoppers) await shopper.account.remove();
    const db = this.#t.database.db;
    for (const orderId of this.#orderIds) {
      await db.delete(pspIdempotency).where(like(pspIdempotency.key, `order-${orderId}-%`));
    }
    if (this.#tokens.length > 0) {
      await db.delete(pspPayments).where(inArray(pspPayments.token, this.#tokens));
      await db.delete(pspFormSessions).where(inArray(pspFormSessions.token, this.#tokens));
      await db.delete(pspCards).where(inArray(pspCards.token, this.#tokens));
    }
  }
}

/** What an orders test works with on the test database (openOrderWorld). */
export interface OrderWorld {
  t: TestApp;
  slots: TestSlots;
  tenders: TestTenders;
  catalogue: SlotTestCatalogue;
  shoppers: OrderShoppers;
  /**
   * A product a picker can give instead (fulfilment's substitutions), at `pricePence`; removed
   * with the world.
   */
  addSubstitute(product: {
    id: string;
    lineNumber: string;
    name: string;
    pricePence: number;
  }): Promise<void>;
  /** Removes the shoppers (their orders, trolleys, reservations and cards go with them), the
   * gift cards, slots and catalogue the file made, then closes the app. */
  close(): Promise<void>;
}

/**
 * An app with the orders tests' slots, catalogue, gift cards and shoppers. `firstRun` keeps one
 * file's shoppers and slot windows apart from another's: give each file a range of its own (the
 * others' values are 20 or more apart), since test files run at once on one PostgreSQL. `env`
 * defaults to a £1 collection minimum.
 */
export async function openOrderWorld(options: {
  firstRun: number;
  env?: Record<string, string>;
  now?: () => Date;
  /** The incentives the trolley and checkout read (a slow or failing source, decision 0088). */
  incentives?: BuildAppOptions['incentives'];
}): Promise<OrderWorld> {
  const t = await createTestApp({
    env: options.env ?? { MINIMUM_ORDER_COLLECTION_PENCE: '100' },
    ...(options.now ? { now: options.now } : {}),
    ...(options.incentives ? { incentives: options.incentives } : {}),
  });
  const slots = new TestSlots(t.database);
  const tenders = new TestTenders(t.database);
  const catalogue = await createSlotTestCatalogue(t.database, new Date().getUTCFullYear());
  const shoppers = new OrderShoppers(t, slots, catalogue, options.firstRun);
  const substitutes: string[] = [];
  return {
    t,
    slots,
    tenders,
    catalogue,
    shoppers,
    async addSubstitute(product) {
      substitutes.push(product.id);
      await t.database.db.execute(
        sql`INSERT INTO products (id, line_number, name, brand_name, size, product_type,
              display_price_pence, uoms, image, availability, primary_category_id,
              default_quantity_uom, default_quantity_amount)
            SELECT ${product.id}, ${product.lineNumber}, ${product.name}, 'Fulfil', '1 each', 'G',
              ${product.pricePence}, '["C62"]'::jsonb, 'bread', 'AVAILABLE', id, 'C62', 1
            FROM categories ORDER BY id LIMIT 1`,
      );
    },
    async close() {
      await shoppers.remove();
      await tenders.remove();
      await slots.remove();
      await catalogue.remove();
      if (substitutes.length > 0)
        await t.database.db.delete(products).where(inArray(products.id, substitutes));
      await t.close();
    },
  };
}
