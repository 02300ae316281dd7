import {
  PARTNER_DISCOUNT_APPLIED,
  PARTNER_DISCOUNT_REMOVED,
} from '@grocer/domain/messages/tender-messages';
import { PARTNER_DISCOUNT_CARD_INVALID } from '@grocer/domain/tenders/partner-discount-card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type SlotShopper, slotShopper } from '../slots/slots-shopper.fixture.ts';
import { fillTrolley } from './tenders.fixture.ts';

/** The partner discount card calls (decision 0044) on a real database. */

let t: TestApp;
const shoppers: SlotShopper[] = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  // Their cards go with their accounts.
  for (const shopper of shoppers) await shopper.account.remove();
  await t.close();
});

async function shopper() {
  const made = await slotShopper(t);
  shoppers.push(made);
  const { orderId } = await fillTrolley(t.app, made, 1);
  const url = `/api/tenders/v1/orders/${orderId}/partner-discount-card`;
  return {
    ...made,
    orderId,
    url,
    put: (partnerDiscountCardNumber: unknown) =>
      made.send('PUT', url, { partnerDiscountCardNumber }),
    remove: () => made.send('DELETE', url),
    get: () => made.send('GET', url),
  };
}

describe('partner discount card', () => {
  it('proves a good number is applied with the spec snackbar, shown masked, replaced, and removed with the other', async () => {
    const ann = await shopper();
    const applied = await ann.put('1234 5678 97');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({
      message: PARTNER_DISCOUNT_APPLIED,
      partnerDiscountCardNumber: '******7897',
    });
    expect((await ann.get()).json()).toEqual({ partnerDiscountCardNumber: '******7897' });
    // A second card replaces the first: one per order.
    expect((await ann.put('0000000018')).json().partnerDiscountCardNumber).toBe('******0018');
    const removed = await ann.remove();
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      message: PARTNER_DISCOUNT_REMOVED,
      partnerDiscountCardNumber: null,
    });
    expect((await ann.get()).json()).toEqual({ partnerDiscountCardNumber: null });
  });

  it('proves removing when none is on the order is idempotent: the same answer, still none', async () => {
    const ann = await shopper();
    const response = await ann.remove();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: PARTNER_DISCOUNT_REMOVED,
      partnerDiscountCardNumber: null,
    });
    expect((await ann.get()).json()).toEqual({ partnerDiscountCardNumber: null });
  });

  it('proves a bad number (check digit, length, letters, wrong type, extra field) is 400 and stores nothing', async () => {
    const ann = await shopper();
    for (const bad of ['1234567898', '123456789', '12345678970', 'abcdefghij', 1234567897]) {
      const response = await ann.put(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await ann.put('1234567898')).json().message).toContain(PARTNER_DISCOUNT_CARD_INVALID);
    const extra = await ann.send('PUT', ann.url, {
      partnerDiscountCardNumber: '1234567897',
      discount: 100,
    });
    expect(extra.statusCode).toBe(400);
    expect((await ann.get()).json()).toEqual({ partnerDiscountCardNumber: null });
  });

  it('proves anonymous callers get 401 and another customer’s order answers 404 whatever the body', async () => {
    const ann = await shopper();
    const bob = await shopper();
    expect((await t.app.inject({ method: 'GET', url: ann.url })).statusCode).toBe(401);
    await ann.put('1234567897');
    for (const response of [
      await bob.send('GET', ann.url),
      await bob.send('PUT', ann.url, { partnerDiscountCardNumber: '1234567897' }),
      await bob.send('PUT', ann.url, { partnerDiscountCardNumber: 'bad' }),
      await bob.send('DELETE', ann.url),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await ann.get()).json()).toEqual({ partnerDiscountCardNumber: '******7897' });
  });
});
