import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

/**
 * Decision 0098: a page whose code does not load is tried twice more, then the shopper is told
 * 'Unable to load page' (or 'Internet connection lost' offline) with the spec's error text, and
 * can try again.
 */

/** The find-a-store page's route module (its file is `find-a-store-{hash}.js`). */
const FIND_A_STORE_MODULE = /\/ecom\/assets\/find-a-store-[\w-]+\.js$/;

async function openFindAStore(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Find a store' })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Stores and partner shops' })
      .getByRole('link', { name: 'Find a store' })
      .click();
  }
}

test('a page whose code does not load says so, and loads when the shopper tries again', async ({
  page,
  context,
  isMobile,
}) => {
  await page.goto('/ecom');
  await waitForHydration(page);

  const tries: string[] = [];
  await page.route(FIND_A_STORE_MODULE, (route) => {
    if (route.request().method() === 'GET') tries.push(route.request().url());
    return route.fulfill({ status: 404, body: '' });
  });
  await openFindAStore(page, isMobile);

  const alert = page.getByRole('alert');
  await expect(page.getByRole('heading', { name: 'Unable to load page' })).toBeVisible();
  await expect(alert).toContainText('Please check your connection and try again.');
  await expect(alert).toContainText(
    /Module could not be loaded: Loading chunk find-a-store-[\w-]+ failed\./,
  );
  await expect(page).toHaveTitle('Unable to load page');
  // The first try and two retries, of the same file.
  expect(tries).toHaveLength(3);
  expect(new Set(tries).size).toBe(1);
  await expectAccessible(page);

  // Offline, the shopper is told their connection is lost; back online, the page did not load.
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: 'Internet connection lost' })).toBeVisible();
  await expect(alert).toContainText('Please check your connection.');
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Unable to load page' })).toBeVisible();

  // With the file there again, trying again shows the page.
  await page.unroute(FIND_A_STORE_MODULE);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a store');
  await expect(page).toHaveURL(/\/ecom\/find-a-store$/);
});
