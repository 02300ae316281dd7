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

test('a crafted link with a doubled slash and doubled ampersands keeps the shopper on the shop', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto('/ecom//evil.example/?a&&b');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  expect(new URL(page.url()).pathname).toBe('/ecom/evil.example/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('closing the app banner from another site cannot send the shopper elsewhere', async ({
  request,
  baseURL,
}) => {
  const foreign = await request.post('/ecom/resources/app-banner', {
    form: { redirectTo: '/ecom//evil.example/' },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  const own = await request.post('/ecom/resources/app-banner', {
    form: { redirectTo: '/ecom//evil.example/' },
    headers: { origin: new URL(baseURL ?? '').origin },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(302);
  expect(new URL(own.headers().location ?? '', baseURL).origin).toBe(new URL(baseURL ?? '').origin);
});
