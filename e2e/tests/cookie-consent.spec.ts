import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

// A first visit: no cookie choices made yet.
test.use({ storageState: { cookies: [], origins: [] } });

/** Picks an option in one of the modal's radio groups, by its visible label. */
async function choose(modal: Locator, group: string, option: string) {
  await modal.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Cookie consent' });

async function consentCookies(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(
    cookies.filter((c) => c.name.startsWith('consent-')).map((c) => [c.name, c.value]),
  );
}

test('a first visit shows the cookie banner; Manage cookies lets the shopper choose each kind, and Accept selected waits for all three', async ({
  page,
}) => {
  await page.goto('/ecom');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Allow all' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeVisible();
  await expectAccessible(page);

  await waitForHydration(page);
  await banner(page).getByRole('link', { name: 'Manage cookies' }).click();
  const modal = page.getByRole('dialog', { name: 'Manage cookies' });
  await expect(modal).toBeVisible();
  const accept = modal.getByRole('button', { name: 'Accept selected' });
  await expect(accept).toBeDisabled();
  await choose(modal, 'Functional', 'Allow');
  await choose(modal, 'Analytics', "Don't allow");
  await expect(accept).toBeDisabled();
  await expectAccessible(page);
  await choose(modal, 'Advertising', 'Allow');
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(modal).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => consentCookies(page))
    .toEqual({
      'consent-functional': 'true',
      'consent-analytics': 'false',
      'consent-advertising': 'true',
      'consent-experimental': 'false',
    });

  // The choices are kept: the next page has no banner, and the footer's Cookies link reopens them.
  await page.goto('/ecom/shop/browse/groceries/bakery');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage cookies' })).toBeVisible();

  // The preferences page (where the links lead without JavaScript), scanned here with it.
  await page.goto('/ecom/cookie-preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage cookies' })).toBeVisible();
  await expectAccessible(page);
});

test('Reject all stores every kind as declined and the banner goes; Allow all stores every kind and reloads', async ({
  page,
}) => {
  await page.goto('/ecom');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(async () => Object.values(await consentCookies(page)))
    .toEqual(['false', 'false', 'false', 'false']);

  await page.context().clearCookies();
  await page.goto('/ecom?cookiePreferences=true');
  await expect(page.getByRole('dialog', { name: 'Manage cookies' })).toBeVisible();
  await page.keyboard.press('Escape');
  const reloaded = page.waitForEvent('load');
  await banner(page).getByRole('button', { name: 'Allow all' }).click();
  await reloaded;
  await expect(banner(page)).toHaveCount(0);
  expect(Object.values(await consentCookies(page))).toEqual(['true', 'true', 'true', 'true']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner and the preferences page work as plain forms and come back to the page', async ({
    page,
  }) => {
    await page.goto('/ecom/shop/browse/groceries/bakery');
    await banner(page).getByRole('link', { name: 'Manage cookies' }).click();
    await expect(page).toHaveURL(/\/ecom\/cookie-preferences\?redirectTo=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage cookies' })).toBeVisible();
    // Incomplete: the page says so, and nothing is stored.
    await page
      .getByRole('group', { name: 'Functional' })
      .getByLabel('Allow', { exact: true })
      .check();
    await page.getByRole('button', { name: 'Accept selected' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Choose Allow or Don’t allow for each kind of cookie.',
    );
    expect(await consentCookies(page)).toEqual({});
    for (const name of ['Functional', 'Analytics', 'Advertising']) {
      await page.getByRole('group', { name }).getByLabel("Don't allow").check();
    }
    await page.getByRole('button', { name: 'Accept selected' }).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries\/bakery$/);
    await expect(banner(page)).toHaveCount(0);
    expect(Object.values(await consentCookies(page))).toEqual(['false', 'false', 'false', 'false']);

    await page.context().clearCookies();
    await page.goto('/ecom');
    await banner(page).getByRole('button', { name: 'Allow all' }).click();
    await expect(page).toHaveURL(/\/ecom$/);
    await expect(banner(page)).toHaveCount(0);
  });
});

test('after Reject all no analytics leaves the browser; after Allow all page views reach the collector', async ({
  page,
}) => {
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/v1/events') {
      beacons.push(request.postData() ?? '');
    }
  });
  await page.goto('/ecom');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await page.goto('/ecom/shop/browse/groceries/bakery');
  await waitForHydration(page);
  // Longer than the client's two-second flush: nothing was queued, so nothing is sent.
  await page.waitForTimeout(3_000);
  expect(beacons).toEqual([]);

  await page.context().clearCookies();
  await page.goto('/ecom');
  const reloaded = page.waitForEvent('load');
  await banner(page).getByRole('button', { name: 'Allow all' }).click();
  await reloaded;
  await expect.poll(() => beacons.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const events = beacons.flatMap((body) => JSON.parse(body).events);
  expect(events.map((event: { event_name: string }) => event.event_name)).toContain('page_view');
});
