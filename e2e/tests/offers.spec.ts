import { expect, test } from '@playwright/test';
import { expectAccessible, productCards } from './fixtures.ts';

test('the offers page lists products on offer, and price cuts show the price they were', async ({
  page,
}) => {
  await page.goto('/ecom/shop/browse/offers');
  await expect(page).toHaveTitle('Offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Offer types' })
    .getByRole('link', { name: 'Price cuts' })
    .click();
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/offers\/highlights\//);
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let index = 0; index < Math.min(count, 6); index += 1) {
    await expect(cards.nth(index)).toContainText(/was/i);
  }
});

test('offers narrow to one category with its own offer path and title', async ({ page }) => {
  await page.goto('/ecom/shop/browse/offers');
  const bakery = page.getByRole('main').getByRole('link', { name: /^Bakery\s*\(?\d+\)?$/ });
  const expected = Number((await bakery.textContent())?.match(/(\d+)/)?.[1]);
  await bakery.click();
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/offers\/bakery_offers\?categoryId=\d+/);
  await expect(page).toHaveTitle('Bakery - Offers');
  await expect(page.getByText(new RegExp(`${expected} products? on offer`))).toBeVisible();
  await expectAccessible(page);
});

test('a featured offer opens on its own page with its products', async ({ page }) => {
  await page.goto('/ecom/shop/featured/offers');
  await expect(page).toHaveTitle('Featured offers - Offers');
  await page.getByRole('main').locator('a[href^="/ecom/shop/offers/"]').first().click();
  await expect(page).toHaveURL(/\/ecom\/shop\/offers\/\d+$/);
  // The address changes a moment before the new page is drawn: wait for the offer's own heading.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Featured offers');
  const name = (await heading.textContent()) ?? '';
  expect(name).not.toBe('');
  await expect(page).toHaveTitle(`${name} - Offers`);
  await expect(productCards(page).first()).toBeVisible();
  await expectAccessible(page);
});

test('an offer that does not exist is a not-found page', async ({ page }) => {
  const response = await page.goto('/ecom/shop/offers/999999999');
  expect(response?.status()).toBe(404);
});
