import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

/** Find a store (decision 0075) on the demo branches: Reading's Kings Wharf is in RG1. */

/** Miles as the results show them: 'Less than 0.1 miles away' is 0. */
function milesOf(text: string): number {
  if (/^Less than/.test(text)) return 0;
  return Number(/([\d.]+) miles? away/.exec(text)?.[1] ?? Number.NaN);
}

async function expectNearestFirst(page: Page) {
  const distances = (
    await page
      .getByRole('main')
      .getByText(/ miles? away$/)
      .allTextContents()
  ).map(milesOf);
  expect(distances.length).toBeGreaterThan(1);
  expect(distances.every(Number.isFinite)).toBe(true);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
}

async function search(page: Page, location: string) {
  const form = page.getByRole('search', { name: 'Find a store' });
  await form.getByRole('textbox', { name: 'Postcode or town' }).fill(location);
  await form.getByRole('button', { name: 'Find stores' }).click();
}

test('a shopper finds a store by postcode from the header and opens the branch’s page', async ({
  page,
  isMobile,
}) => {
  await page.goto('/ecom');
  await waitForHydration(page);
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
  await expect(page).toHaveURL(/\/ecom\/find-a-store$/);
  await expect(page).toHaveTitle('Find a store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a store');
  await expect(page.getByRole('heading', { name: 'All our branches' })).toBeVisible();
  await expectAccessible(page);

  // A postcode that is not a UK one is refused beside the box.
  await search(page, 'RG1 4A');
  const box = page.getByRole('textbox', { name: 'Postcode or town' });
  await expect(page.getByText('Invalid UK postcode')).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await search(page, 'rg1 4ab');
  await expect(page).toHaveURL(/\/ecom\/find-a-store\?location=rg1\+4ab$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
    'Branches near RG1 4AB',
  );
  await expect(box).not.toHaveAttribute('aria-invalid');
  const results = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(results).toHaveCount(10);
  await expect(results.first()).toHaveText('Kings Wharf, Reading');
  await expect(page.getByText('Less than 0.1 miles away')).toBeVisible();
  await expectNearestFirst(page);
  await expectAccessible(page);

  await results.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/ecom\/find-a-store\/reading-kings-wharf$/);
  await expect(page).toHaveTitle('Kings Wharf, Reading - Find a store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kings Wharf, Reading');
  await expect(page.getByRole('main').locator('address')).toContainText(/RG1 \d[A-Z]{2}/);
  const hours = page.getByRole('table', { name: 'Opening hours' });
  await expect(hours.getByRole('rowheader')).toHaveText([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]);
  await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText(
    /(10am to 4pm|11am to 5pm)/,
  );
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveText([
    'Grocery shop',
    'Click & Collect',
    'Entertaining',
  ]);
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.*RG1/,
  );
  await expectAccessible(page);
});

test('an unknown branch is the not-found page', async ({ page }) => {
  const response = await page.goto('/ecom/find-a-store/atlantis-sunken-parade');
  expect(response?.status()).toBe(404);
  await expectAccessible(page);
});

/**
 * The same pages with JavaScript off: axe runs in the page, so these are scanned in the journey
 * above (results, refusal, branch page) rather than here.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper finds a store by town with the plain form and opens its page', async ({
    page,
  }) => {
    await page.goto('/ecom/find-a-store');
    await search(page, 'Henley');
    await expect(page).toHaveURL(/\/ecom\/find-a-store\?location=Henley$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
      'Branches near Henley-on-Thames',
    );
    const first = page.getByRole('main').getByRole('heading', { level: 3 }).first();
    await expect(first).toHaveText('Henley-on-Thames');
    await expectNearestFirst(page);

    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/ecom\/find-a-store\/henley-on-thames$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Henley-on-Thames');
    await expect(page.getByRole('table', { name: 'Opening hours' })).toBeVisible();
  });

  test('a blank search says what to enter, with a 400', async ({ page }) => {
    const response = await page.goto('/ecom/find-a-store?location=');
    expect(response?.status()).toBe(400);
    await expect(page.getByText('Please enter your postcode or town')).toBeVisible();
  });
});
