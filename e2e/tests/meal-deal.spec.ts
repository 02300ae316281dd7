import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';
import { freshAccounts } from './session-fixture.ts';

/**
 * The meal deal page (issue 28, decision 0092): each group's products with the trolley control,
 * the shopper's builders and the deal's price and saving as the trolley prices it; adding works
 * without JavaScript too; the bundles list and a bundle's page. Every journey uses a fresh
 * account of its own.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.128' } });

const MEAL_DEAL_OFFER = 50001;

const { freshShopper } = freshAccounts({
  prefix: 'meal-deal',
  password: 'parsnip lantern harbour 47',
  title: 'Ms',
  firstName: 'Hazel',
  lastName: 'Marsh',
});

interface Listed {
  name: string;
  availability: string;
  promotions: unknown[];
  pricing: { displayPrice: { amount: number } };
}
interface Deal {
  name: string;
  discountValue: { amount: number };
  groups: { name: string; threshold: number; products: Listed[] }[];
}

/** The deal, and the dearest available product of each group that is in no other offer. */
async function dealAndPicks(page: Page) {
  const response = await page.request.get(`/api/offers/v1/meal-deals/${MEAL_DEAL_OFFER}`);
  expect(response.status()).toBe(200);
  const deal = (await response.json()).mealDeal as Deal;
  const picks = deal.groups.map((group) => {
    const pick = group.products
      .filter((p) => p.availability === 'AVAILABLE' && p.promotions.length === 1)
      .toSorted((a, b) => b.pricing.displayPrice.amount - a.pricing.displayPrice.amount)[0];
    if (!pick) throw new Error(`the demo meal deal's ${group.name} group has nothing to pick`);
    return { group: group.name, product: pick };
  });
  return { deal, picks };
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const builder = (page: Page) => page.getByRole('region', { name: 'Your meal deal' });
const groupSection = (page: Page, group: string) =>
  page.getByRole('region', { name: new RegExp(`^Choose 1 ${group}$`, 'i') });
const addTo = (page: Page, group: string, name: string) =>
  groupSection(page, group)
    .getByRole('article', { name })
    .getByRole('button', { name: `Add ${name} to trolley` });

test('build a meal deal of three and see its price and saving', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'build');
  const { deal, picks } = await dealAndPicks(page);
  expect(picks).toHaveLength(3);
  await page.goto('/ecom/shop/featured/meal-deals');
  await expectAccessible(page);
  await page.getByRole('link', { name: deal.name }).click();
  await expect(page).toHaveURL(
    new RegExp(`/ecom/shop/featured/meal-deals/meal-deal-5-${MEAL_DEAL_OFFER}$`),
  );
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: deal.name })).toBeVisible();
  await expect(builder(page)).toContainText('Meal deal 1: not complete');
  await expect(builder(page)).toContainText(`Meal deal price ${pounds(deal.discountValue.amount)}`);
  await expectAccessible(page);

  const [last, ...first] = picks.toReversed() as [(typeof picks)[0], ...typeof picks];
  for (const { group, product } of first.toReversed()) {
    await addTo(page, group, product.name).click();
  }
  await expect(builder(page)).toContainText(`Still to add: 1 ${last.group.toLowerCase()}`);
  await addTo(page, last.group, last.product.name).click();

  const full = picks.reduce((sum, p) => sum + p.product.pricing.displayPrice.amount, 0);
  expect(full, 'the dearest main, side and drink cost more than the deal').toBeGreaterThan(
    deal.discountValue.amount,
  );
  await expect(builder(page)).toContainText('Meal deal 1: complete');
  await expect(builder(page)).toContainText('1 deal complete');
  await expect(builder(page)).toContainText(`You save ${pounds(full - deal.discountValue.amount)}`);
  await expectAccessible(page);

  // The server-rendered page agrees with the live one.
  await page.reload();
  await expect(builder(page)).toContainText(`You save ${pounds(full - deal.discountValue.amount)}`);
  await expect(builder(page)).toContainText('Meal deal 1: complete');
});

test('an unknown meal deal is not found', async ({ page }) => {
  const response = await page.goto('/ecom/shop/featured/meal-deals/no-such-deal-999999999');
  expect(response?.status()).toBe(404);
  await expectAccessible(page);
});

test('bundles: the list leads to a Christmas bundle with its groups; an unknown one is not found', async ({
  page,
}) => {
  await page.goto('/ecom/shop/featured/bundles');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Christmas dinner (Christmas)' }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/featured\/bundles\/christmas\/christmas-dinner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Christmas dinner' })).toBeVisible();
  const vegetables = page.getByRole('region', { name: 'Choose 3: Vegetables' });
  await expect(vegetables.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
  const missing = await page.goto('/ecom/shop/featured/bundles/christmas/picnic');
  expect(missing?.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adding with the plain form fills the builder', async ({ page, context, request }) => {
    await freshShopper(context, request, 'no-js');
    const { picks } = await dealAndPicks(page);
    const [main] = picks;
    if (!main) throw new Error('no main');
    await page.goto(`/ecom/shop/featured/meal-deals/${MEAL_DEAL_OFFER}`);
    await expect(builder(page)).toContainText('Meal deal 1: not complete');
    await addTo(page, main.group, main.product.name).click();
    await expect(page).toHaveURL(/\/shop\/featured\/meal-deals\//);
    await expect(builder(page)).toContainText(`${main.group}: done`);
    await expect(builder(page)).toContainText('Still to add: 1 side, 1 drink');
  });
});
