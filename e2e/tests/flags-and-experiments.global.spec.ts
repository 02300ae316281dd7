import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/**
 * What staff switch for everyone (decisions 0068 and 0072): these run once every other journey
 * has finished (the `global` project), since a flag or a running experiment changes what every
 * visitor sees.
 */

// Each journey signs staff in, changes the console and scans several pages.
test.describe.configure({ timeout: 120_000 });

/** The demo staff account printed at start (packages/db/src/demo/demo-accounts.ts). */
const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1' };
const CONSENT_CATEGORIES = ['functional', 'analytics', 'advertising', 'experimental'];
const allowedCookies = CONSENT_CATEGORIES.map((category) => `consent-${category}=true`);

async function signInToConsole(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`:\\d+/ecom${path.replace('/', '\\/')}$`));
}

async function setFlag(page: Page, key: string, mode: 'On' | 'Off'): Promise<void> {
  const form = page.getByRole('form', { name: `Change ${key}` });
  await form.getByRole('radio', { name: mode, exact: true }).check();
  await form.getByRole('button', { name: `Save ${key}` }).click();
  await expect(
    page
      .getByRole('row', { name: new RegExp(`^${key}`) })
      .getByRole('cell')
      .first(),
  ).toHaveText(mode);
}

test('staff turn a feature flag off and on in the console, and a shopper sees the feature go and come back', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, '/admin/flags');
  const shopperContext = await browser.newContext();
  try {
    const shopper = await shopperContext.newPage();
    await shopper.goto('/ecom');
    const multiSearch = shopper.getByRole('banner').getByText('Multi-search');
    await expect(multiSearch).toBeVisible();

    await setFlag(page, 'multisearch', 'Off');
    await shopper.reload();
    await expect(shopper.getByRole('banner').getByRole('search').first()).toBeVisible();
    await expect(multiSearch).toHaveCount(0);
    expect((await shopper.goto('/ecom/shop/multi-search?searchTerm=milk'))?.status()).toBe(404);

    await setFlag(page, 'multisearch', 'On');
    await shopper.goto('/ecom');
    await expect(multiSearch).toBeVisible();
    await expectAccessible(shopper);
  } finally {
    await shopperContext.close();
  }
});

/** A visitor id the running experiment puts in `variation`, found by asking the decide call. */
async function visitorIn(page: Page, variation: 'control' | 'variant'): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const id = `e2e-visitor-${variation}-${i}`;
    const response = await page.request.post('/api/experiments/v1/decide', {
      headers: { cookie: [...allowedCookies, `grocer-visitor=${id}`].join('; ') },
    });
    const body = (await response.json()) as { assignments: Record<string, string> };
    if (body.assignments.grocery_header === variation) return id;
  }
  throw new Error(`no visitor in the ${variation}`);
}

async function visitorContext(
  browserContext: () => Promise<BrowserContext>,
  visitorId: string,
): Promise<BrowserContext> {
  const context = await browserContext();
  await context.addCookies(
    [
      ...CONSENT_CATEGORIES.map((category) => [`consent-${category}`, 'true']),
      ['grocer-visitor', visitorId],
    ].map(([name, value]) => ({
      name: name as string,
      value: value as string,
      domain: '127.0.0.1',
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );
  return context;
}

test('staff start an experiment in the console, two visitors see its two variations, each the same every visit, and a preview link shows the variant', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, '/admin/experiments');
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Experiment', { exact: true }).selectOption('grocery_header');
  await page.getByLabel('Name').fill('Grocery header');
  await page.getByLabel('Hypothesis').fill('Fewer partner links keep shoppers on groceries');
  await page.getByLabel('Of those, shown the variant (%)').fill('50');
  await page.getByRole('button', { name: 'Create as a draft' }).click();
  const row = page.getByRole('row', { name: /Grocery header/ }).first();
  await expect(row.getByRole('cell').first()).toContainText('Draft');
  await row.getByRole('button', { name: 'Start Grocery header' }).click();
  await expect(row.getByRole('cell').first()).toContainText('Running since');
  await expectAccessible(page);

  const inVariant = await visitorIn(page, 'variant');
  const inControl = await visitorIn(page, 'control');
  const variantContext = await visitorContext(() => browser.newContext(), inVariant);
  const controlContext = await visitorContext(() => browser.newContext(), inControl);
  try {
    const variant = await variantContext.newPage();
    const control = await controlContext.newPage();
    // The variant visitor's exposure reaches the collector (they allowed experiments).
    const exposure = variant.waitForRequest(
      (request) =>
        request.url().endsWith('/api/analytics/v1/events') &&
        (request.postData() ?? '').includes('experiment_exposure'),
    );
    for (let visit = 0; visit < 2; visit += 1) {
      await variant.goto('/ecom');
      await control.goto('/ecom');
      const partnerShops = (visitor: Page) =>
        visitor.getByRole('navigation', { name: 'Stores and partner shops' });
      await expect(partnerShops(variant).getByRole('link', { name: 'Find a store' })).toBeVisible();
      await expect(partnerShops(variant).getByRole('link', { name: /Cellar/ })).toHaveCount(0);
      await expect(partnerShops(control).getByRole('link', { name: /Cellar/ })).toBeVisible();
    }
    expect((await exposure).postData()).toContain('"experiment_key":"grocery_header"');
    await expectAccessible(variant);
    await expectAccessible(control);

    // Staff's preview link shows the variant whatever their bucket.
    await page.getByRole('link', { name: 'Preview the variant of Grocery header' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Stores and partner shops' }).getByRole('link', {
        name: /Cellar/,
      }),
    ).toHaveCount(0);
    await page.goto('/ecom/?experimentPreview=off');
    await expect(
      page.getByRole('navigation', { name: 'Stores and partner shops' }).getByRole('link', {
        name: /Cellar/,
      }),
    ).toBeVisible();
  } finally {
    await variantContext.close();
    await controlContext.close();
  }

  await page.goto('/ecom/admin/experiments');
  await page
    .getByRole('row', { name: /Grocery header/ })
    .first()
    .getByRole('button', { name: 'Stop Grocery header' })
    .click();
  await expect(
    page
      .getByRole('row', { name: /Grocery header/ })
      .first()
      .getByRole('cell')
      .first(),
  ).toContainText('Stopped');
});
