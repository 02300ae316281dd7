import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

test('an unknown address shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/ecom/this-aisle-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /home|shopping/i }).first()).toBeVisible();
  await expectAccessible(page);
});

test('the site root and /ecom/shop lead to the groceries home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/ecom$/);
  await page.goto('/ecom/shop');
  await expect(page).toHaveURL(/\/ecom$/);
});

test('a skip link takes keyboard users to the main content', async ({ page }) => {
  await page.goto('/ecom');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page).toHaveURL(/#main/);
});
