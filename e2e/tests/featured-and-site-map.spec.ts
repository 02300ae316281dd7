import { expect, test } from '@playwright/test';
import { expectAccessible, productCards, waitForHydration } from './fixtures.ts';

/**
 * Featured aisles and the site map (issue 24, decision 0078): the header's New leads to the
 * products added in the last six weeks, sorted and narrowed by category like a category page;
 * the featured page links its aisles; the footer's Site map is generated from the shop's pages
 * and its taxonomy; sitemap.xml and robots.txt are where crawlers look. axe scans every page.
 */

test('the header’s New lists the new groceries, sorted and narrowed by category like a category page', async ({
  page,
  isMobile,
}) => {
  await page.goto('/ecom');
  await waitForHydration(page);
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'New', exact: true })
      .click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'New', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/ecom\/shop\/featured\/groceries\/new$/);
  await expect(page).toHaveTitle('New');
  await expect(page.getByRole('heading', { level: 1, name: 'New' })).toBeVisible();
  await expect(page.getByText(/Products added in the last six weeks · \d+ products/)).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
  await expectAccessible(page);

  // A category chip narrows the aisle; the count on the chip is what the page then lists.
  const chips = page.getByRole('navigation', { name: 'Categories in New' });
  const chip = chips.getByRole('link').first();
  // The chip reads "Fresh & Chilled", its count, and ", 60 products" for screen readers.
  const chipText = ((await chip.textContent()) ?? '').trim();
  const [, name, count] = /^(.*?)\d+, (\d+) products?$/.exec(chipText) ?? [];
  expect(name, chipText).toBeTruthy();
  await chip.click();
  await expect(page).toHaveURL(/\/ecom\/shop\/featured\/groceries\/new\?category=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(new RegExp(`· ${count} products?$`))).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'New' }),
  ).toBeVisible();
  await expectAccessible(page);

  // Sorting keeps the category.
  await page.getByLabel('Sort by').selectOption('PRICE_LOW_2_HIGH');
  await expect(page).toHaveURL(
    /category=[^&]+.*sortBy=PRICE_LOW_2_HIGH|sortBy=PRICE_LOW_2_HIGH.*category=/,
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('PRICE_LOW_2_HIGH');
});

test('the featured groceries and entertaining pages link their aisles', async ({ page }) => {
  await page.goto('/ecom/shop/featured/groceries');
  await expect(page).toHaveTitle('Featured groceries');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured groceries' })).toBeVisible();
  await expect(page.getByText(/What is new and on offer · \d+ products/)).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/ecom/shop/featured/entertaining');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Featured entertaining' }),
  ).toBeVisible();
  const aisles = page.getByRole('navigation', { name: 'Featured aisles' });
  await expect(aisles.getByRole('link', { name: 'Featured entertaining' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await aisles.getByRole('link', { name: 'New in entertaining' }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/featured\/entertaining\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New in entertaining' })).toBeVisible();
  await expectAccessible(page);
});

test('a featured aisle that does not exist, or a category outside it, is a 404', async ({
  page,
}) => {
  for (const path of [
    '/ecom/shop/featured/garden',
    '/ecom/shop/featured/groceries/old',
    '/ecom/shop/featured/groceries/new?category=no_such_category',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page).toHaveTitle('Page not found');
  await expectAccessible(page);
});

test('the footer’s Site map lists the shop’s pages, its categories and the help pages', async ({
  page,
}) => {
  await page.goto('/ecom');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Site map', exact: true }).click();
  await expect(page).toHaveURL(/\/ecom\/content\/site-map$/);
  await expect(page).toHaveTitle('Site map');
  await expect(page.getByRole('heading', { level: 1, name: 'Site map' })).toBeVisible();
  const section = (name: string) => page.getByRole('region', { name });
  await expect(section('Shopping').getByRole('link', { name: 'New', exact: true })).toHaveAttribute(
    'href',
    '/ecom/shop/featured/groceries/new',
  );
  await expect(
    section('Groceries').getByRole('link', { name: 'Fresh & Chilled', exact: true }),
  ).toBeVisible();
  await expect(section('Groceries').getByRole('link', { name: 'Milk', exact: true })).toBeVisible();
  await expect(
    section('Help and customer service').getByRole('link', { name: 'Contact us' }),
  ).toBeVisible();
  await expect(section('Your account').getByRole('link', { name: 'My Trolley' })).toBeVisible();
  await expectAccessible(page);

  await section('Groceries').getByRole('link', { name: 'Milk', exact: true }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries\/fresh_and_chilled\/milk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Milk' })).toBeVisible();
});
