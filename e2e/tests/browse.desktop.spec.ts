import { expect, test } from '@playwright/test';
import { expectAccessible, pressLoadMore, productCards, waitForHydration } from './fixtures.ts';

test('a shopper goes from the home page through the mega menu to a category, loads more and opens a product', async ({
  page,
}) => {
  await page.goto('/ecom');
  await expect(page).toHaveTitle('Groceries');
  await expectAccessible(page);
  await waitForHydration(page);

  // Mega menu: three levels, generated 'View all' entries, Escape returns focus.
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Groceries' });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Groceries' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole('button', { name: 'Fresh & Chilled' }).click();
  await expect(menu.getByRole('link', { name: 'View all Fresh & Chilled' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Fresh & Chilled Offers' })).toBeVisible();
  await menu.getByRole('button', { name: 'Milk' }).click();
  await expectAccessible(page);
  await menu.getByRole('link', { name: 'View all Milk' }).click();

  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries\/fresh_and_chilled\/milk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Milk' })).toBeVisible();
  await expect(page).toHaveTitle(/Milk/);
  await expectAccessible(page);

  // A card's rating: five stars drawn by the stylesheet (not in the markup, decision 0112),
  // spoken once by the rating's label.
  const rating = productCards(page)
    .getByRole('img', { name: /^Rated \d(\.5)? out of 5 from \d+ reviews?$/ })
    .first();
  await expect(rating).toBeVisible();
  const stars = await rating
    .locator('[aria-hidden="true"]')
    .first()
    .evaluate((element) => ({
      glyphs: getComputedStyle(element, '::before').content,
      width: element.getBoundingClientRect().width,
    }));
  expect(stars.glyphs).toBe('"★★★★★"');
  expect(stars.width).toBeGreaterThan(60);

  // Load more appends the next page in place while more products match.
  const progress = page.getByText(/^Showing \d+ of \d+ products$/);
  const [, shownText, totalText] =
    (await progress.textContent())?.match(/Showing (\d+) of (\d+)/) ?? [];
  const total = Number(totalText);
  const firstPage = Number(shownText);
  await expect(productCards(page)).toHaveCount(firstPage);
  if (total > firstPage) {
    await pressLoadMore(page);
    const expected = Math.min(total, firstPage * 2);
    await expect(productCards(page)).toHaveCount(expected);
    await expect(page.getByText(`Showing ${expected} of ${total} products`).first()).toBeVisible();
    await expect(page).toHaveURL(/\/milk$/);
  }

  // Product page: the card's name, price and an add button.
  const card = productCards(page).first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/ecom\/products\/[a-z0-9-]+\/[0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/£\d+\.\d{2}|\d+p/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('category paths match case-insensitively and carry a lower-cased canonical link', async ({
  page,
}) => {
  await page.goto('/ecom/shop/browse/Groceries/Bakery');
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries\/bakery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/ecom\/shop\/browse\/groceries\/bakery$/);
});

test('sorting by price lists the cheapest products first', async ({ page, request }) => {
  await page.goto('/ecom/shop/browse/groceries/fresh_and_chilled');
  await waitForHydration(page);
  await page.getByLabel('Sort by').selectOption('PRICE_LOW_2_HIGH');
  await expect(page).toHaveURL(/sortBy=PRICE_LOW_2_HIGH/);
  const api = await request.get(
    '/api/content/v2/browse?categoryPath=groceries/fresh_and_chilled&sortBy=PRICE_LOW_2_HIGH&size=48',
  );
  const listing = (await api.json()) as {
    products: { name: string; pricing: { displayPrice: { amount: number } } }[];
  };
  const prices = listing.products.map((product) => product.pricing.displayPrice.amount);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect
    .poll(() =>
      productCards(page).evaluateAll((cards) =>
        cards.map((card) => card.getAttribute('aria-label')),
      ),
    )
    .toEqual(listing.products.map((product) => product.name));
});
