import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('without JavaScript on a phone, the search link leads to a search form that shows results', async ({
  page,
}) => {
  await page.goto('/ecom');
  await page.getByRole('banner').getByRole('link', { name: 'Search groceries...' }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/search/);
  const main = page.getByRole('main');
  await main.getByLabel('What are you looking for?').fill('cheddar');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/searchTerm=cheddar/);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/cheddar/i);
});
