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

test.describe('painted before the header is read to its end', () => {
  // The server-rendered header, as a slow machine first paints it: Chrome paints while it parses,
  // so what follows the search box may not be there yet.
  test.use({ javaScriptEnabled: false });

  test('the search box already has its final size, so what arrives after it moves nothing', async ({
    page,
  }) => {
    await page.goto('/ecom/shop/browse/groceries/bakery');
    const banner = page.getByRole('banner');
    // On a phone the search box is a link that opens the search overlay.
    const searchBox =
      test.info().project.name === 'desktop'
        ? banner.getByRole('button', { name: 'Search' }).first()
        : banner.getByRole('link', { name: 'Search groceries...' });
    await expect(searchBox).toBeVisible();
    const painted = await searchBox.evaluate((box) => {
      const where = () => {
        const { x, y, width, height } = box.getBoundingClientRect();
        return { x, y, width, height };
      };
      const whole = where();
      // Take away everything the parser reads after the search box, and lay the header out again.
      const after = [...(box.closest('header')?.querySelectorAll('*') ?? [])].filter(
        (element) =>
          box.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
          !box.contains(element),
      );
      for (const element of after) element.remove();
      return { whole, partial: where(), taken: after.length };
    });
    expect(painted.taken).toBeGreaterThan(0);
    expect(painted.partial).toEqual(painted.whole);
  });
});
