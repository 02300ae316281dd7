import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/** The demo staff account printed at start (packages/db/src/demo/demo-accounts.ts). */
const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1' };
const ALLOWED =
  'consent-functional=true; consent-analytics=true; consent-advertising=true; consent-experimental=true';

test('staff open the analytics dashboard, see its charts and figures, and change the date range', async ({
  page,
  request,
}) => {
  // A shopper of this run, through the collector: searches that found nothing, the whole
  // funnel, and an experiment's variant; only this journey uses these words and this key.
  const run = `e2e${Date.now().toString(36)}`;
  const event = (event_name: string, params: Record<string, string | number> = {}) => ({
    session_id: `${run}-s`,
    channel: 'web',
    page_location: 'http://127.0.0.1/ecom',
    event_name,
    params,
  });
  const search = { search_term: `${run} tofu`, result_count: 0, search_type: 'search' };
  const send = async (events: ReturnType<typeof event>[]) => {
    const sent = await request.post('/api/analytics/v1/events', {
      headers: { cookie: ALLOWED },
      data: { client_id: `${run}-c`, events },
    });
    expect(sent.status()).toBe(202);
  };
  // Shown the variant first (a batch is stamped with the moment it arrives), then ordered.
  await send([
    event('experiment_exposure', { experiment_key: `${run}-exp`, variation: 'variant' }),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  await send([
    event('search', search),
    event('search', search),
    event('view_item', { line_number: '1', product_id: '1' }),
    event('add_to_cart', { line_number: '1', quantity: 1 }),
    event('begin_checkout', { order_id: `${run}-o` }),
    event('purchase', { order_id: `${run}-o`, amount: '12.50' }),
  ]);

  await page.goto('/admin/analytics');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/analytics$/);
  await expect(page).toHaveTitle(/^Analytics · /);
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Analytics' }),
  ).toBeVisible();

  // The collector writes within a second: the page shows them once it has.
  const noResults = page.getByRole('table', { name: 'Searches with no results' });
  await expect(async () => {
    await page.reload();
    await expect(noResults.getByRole('row', { name: `${run} tofu 2` })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  const experiments = page.getByRole('region', { name: 'Experiments' });
  await expect(
    experiments.getByRole('row', { name: new RegExp(`^${run}-exp variant 1 1 100%`) }),
  ).toBeVisible();
  const funnel = page.getByRole('region', { name: 'From product view to order' });
  await expect(funnel.getByRole('row', { name: /^Placed an order [1-9]/ })).toBeVisible();
  const totals = page.getByRole('region', { name: /^Totals, / });
  await expect(totals.getByRole('definition').first()).not.toHaveText('0');

  // Charts are drawn in the browser: an SVG in each chart's place.
  for (const name of [
    /visitors and orders per day/,
    /product view to order/,
    /top searches/,
    /conversion/,
  ]) {
    await expect(page.getByRole('img', { name }).locator('svg').first()).toBeVisible();
  }
  await expectAccessible(page);

  // A range long ago: nothing there, said in words, and the range is in the address.
  const range = page.getByRole('form', { name: 'Date range' });
  await range.getByLabel('From').fill('2001-01-01');
  await range.getByLabel('To').fill('2001-01-31');
  await range.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/ecom\/admin\/analytics\?from=2001-01-01&to=2001-01-31$/);
  await expect(
    page.getByRole('heading', { name: 'Totals, 1 January 2001 to 31 January 2001' }),
  ).toBeVisible();
  await expect(page.getByText('No visits in this range.')).toBeVisible();
  await expect(page.getByText('No experiment was shown to visitors in this range.')).toBeVisible();
  await expect(page.getByRole('img')).toHaveCount(0);
  await expectAccessible(page);

  // A range the wrong way round is named, and the last 28 days are shown instead.
  await range.getByLabel('From').fill('2001-02-01');
  await range.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The first day must be on or before the last day. Showing the last 28 days instead.',
  );
  await expect(noResults.getByRole('row', { name: `${run} tofu 2` })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dashboard is server-rendered figures and its date range is a plain form', async ({
    page,
  }) => {
    await page.goto('/admin/analytics');
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Totals, / })).toBeVisible();
    // No chart without JavaScript: the figures are text.
    await expect(page.locator('svg.recharts-surface')).toHaveCount(0);

    const range = page.getByRole('form', { name: 'Date range' });
    await range.getByLabel('From').fill('2001-01-01');
    await range.getByLabel('To').fill('2001-01-31');
    await range.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/ecom\/admin\/analytics\?from=2001-01-01&to=2001-01-31$/);
    await expect(
      page.getByRole('heading', { name: 'Totals, 1 January 2001 to 31 January 2001' }),
    ).toBeVisible();
    // (axe runs in the page, so it is scanned in the journey above, with JavaScript.)
    await expect(page.getByText('No visits in this range.')).toBeVisible();
  });
});
