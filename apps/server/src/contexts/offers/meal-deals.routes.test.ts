import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveWasNow, mealDeal } from '../../../test/catalogue-facts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { MealDeal } from './offers.contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject(url);

describe('GET /api/offers/v1/meal-deals/:mealDealId', () => {
  it('answers a live meal deal with its price and its groups in order, each with its products', async () => {
    const expected = await mealDeal(t.database);
    const response = await get(`/api/offers/v1/meal-deals/${expected.promotionId}`);
    expect(response.statusCode, response.body).toBe(200);
    const deal = (response.json() as { mealDeal: MealDeal }).mealDeal;
    expect(deal.id).toBe(expected.promotionId);
    expect(deal.discountValue.amount).toBeGreaterThan(0);
    expect(deal.groups.map((g) => ({ name: g.name, threshold: g.threshold }))).toEqual(
      expected.groups,
    );
    const all = deal.groups.flatMap((g) => g.lineNumbers);
    expect(all).toContain(expected.lineNumber);
    for (const group of deal.groups) {
      expect(group.products.length).toBeGreaterThan(0);
      for (const product of group.products) {
        expect(group.lineNumbers).toContain(product.lineNumber);
        expect(product.promotions.map((p) => p.promotionId)).toContain(deal.id);
      }
    }
  });

  it('is 404 for an id no meal deal has, and for an offer that is not a meal deal', async () => {
    const notAMealDeal = await liveWasNow(t.database, new Date());
    for (const id of [999_999_999, notAMealDeal.promotion_id]) {
      const response = await get(`/api/offers/v1/meal-deals/${id}`);
      expect(response.statusCode, `${id} ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'OFFER_NOT_FOUND' });
    }
  });

  it('is 400 for an id that is not a number', async () => {
    const response = await get('/api/offers/v1/meal-deals/meal-deal');
    expect(response.statusCode).toBe(400);
  });
});
