import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('without JavaScript, the header search is a GET form that shows results', async ({ page }) => {
  await page.goto('/ecom');
  const search = page.getByRole('banner').getByRole('search');
  await search.getByRole('combobox', { name: /search/i }).fill('cheddar');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/search\?searchTerm=cheddar/);
  await expect(page).toHaveTitle('cheddar - Search');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/cheddar/i);
});
