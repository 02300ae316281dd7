import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * Bad input on the placement route (decisions 0038, 0045): a card number (PAN) anywhere in the
 * body or query of POST /api/orders/v1/orders is refused with 400 CARD_NUMBER_REFUSED before
 * anything runs, never repeated in the answer and never logged. A UK phone number with its +44
 * (12 digits, which may pass the Luhn check) is still a phone number.
 */

const PAN = '4242 4242 4242 4242';
const PAN_DIGITS = '4242424242424242';

let t: TestApp;
let shoppers: OrderShoppers;

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 120 });
  ({ t, shoppers } = world);
});

afterAll(() => world.close());

describe('a card number sent to POST /api/orders/v1/orders', () => {
  it('proves it is refused in a note, an extra field, the contact number (text or a JSON number) or the query, never repeated nor logged, and nothing is placed', async () => {
    const { shopper, input } = await shoppers.ready();
    const { idempotencyKey: _key, ...body } = input();
    const bodies: [string, object][] = [
      ['/api/orders/v1/orders', { ...body, deliveryNote: `card ${PAN} thanks` }],
      ['/api/orders/v1/orders', { ...body, cardNumber: PAN_DIGITS }],
      ['/api/orders/v1/orders', { ...body, contactNumber: PAN_DIGITS }],
      ['/api/orders/v1/orders', { ...body, contactNumber: Number(PAN_DIGITS) }],
      [`/api/orders/v1/orders?card=${PAN_DIGITS}`, body],
    ];
    for (const [url, payload] of bodies) {
      const response = await shopper.send('POST', url, payload, { 'idempotency-key': 'pan' });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('CARD_NUMBER_REFUSED');
      expect(response.body.replace(/[\s-]/g, '')).not.toContain(PAN_DIGITS);
    }
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('CARD_NUMBER_REFUSED');
    expect(logged.replace(/[\s-]|%20/g, '')).not.toContain(PAN_DIGITS);
    const placements = await t.database.db.execute(
      sql`SELECT id FROM order_placements WHERE customer_id = ${shopper.id}`,
    );
    expect((placements as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('proves a +44 mobile number whose 12 digits pass the Luhn check is taken as the contact number', async () => {
    const { shopper, orderId, input } = await shoppers.ready();
    const { idempotencyKey, ...body } = input();
    const response = await shopper.send(
      'POST',
      '/api/orders/v1/orders',
      { ...body, contactNumber: '+44 7700 900106' },
      { 'idempotency-key': idempotencyKey },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ customerOrderId: orderId });
  });
});
