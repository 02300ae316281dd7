import { expect, test } from '@playwright/test';
import { productCards } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

test('without JavaScript, browse pages server-render and load more is a link to the next page', async ({
  page,
}) => {
  await page.goto('/ecom/shop/browse/groceries/fresh_and_chilled');
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh & Chilled' })).toBeVisible();
  await expect(productCards(page)).toHaveCount(48);
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/start=48/);
  await expect(page.getByText(/^Showing 49–96 of \d+ products$/)).toBeVisible();
});
