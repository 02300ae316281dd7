import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { OfferSummary } from './offers.contract.ts';

/**
 * Member offers (issue 28, decision 0097): the offers call narrowed to the loyalty scheme's own
 * offers, as the featured offers' member-offers page lists them, against the seeded catalogue.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const offers = async (query: string) => {
  const response = await t.app.inject(`/api/offers/v1/offers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { offers: OfferSummary[] }).offers;
};

describe('GET offers?memberOffers=true', () => {
  it('proves only live loyalty-scheme offers are listed, and every one of them up to the page size', async () => {
    const listed = await offers('?memberOffers=true');
    const live = (await t.database.db.execute(
      sql`SELECT pr.id, pr.loyalty_only FROM promotions pr
        WHERE pr.start_date <= now() AND pr.expiry_date > now() AND NOT pr.hidden
          AND EXISTS (SELECT 1 FROM promotion_products pp WHERE pp.promotion_id = pr.id)`,
    )) as unknown as { rows: { id: number; loyalty_only: boolean }[] };
    const members = new Set(live.rows.filter((row) => row.loyalty_only).map((row) => row.id));
    expect(members.size).toBeGreaterThan(0);
    expect(listed.length).toBe(Math.min(members.size, 100));
    expect(listed.every((offer) => members.has(offer.offerId))).toBe(true);
    const all = await offers('');
    expect(all.some((offer) => !members.has(offer.offerId))).toBe(true);
    const falseToo = await offers('?memberOffers=false');
    expect(falseToo.map((offer) => offer.offerId)).toEqual(all.map((offer) => offer.offerId));
  });

  it('proves a value other than true or false is a 400 naming the parameter', async () => {
    const response = await t.app.inject('/api/offers/v1/offers?memberOffers=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/memberOffers/);
  });
});
