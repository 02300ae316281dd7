import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, productCards, waitForHydration } from './fixtures.ts';
import { signIn } from './session-fixture.ts';

/**
 * What the storefront tells the shop's collector (issue 23, decision 0070): after Allow all, a
 * search with its result count, the product viewed, and an add and a remove from the results with
 * their analytics context; after Reject all, nothing at all.
 */

// A first visit: no cookie choices made yet. Registrations from an address of this spec's own.
test.use({
  storageState: { cookies: [], origins: [] },
  extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.123' },
});

const PASSWORD = 'turnip lantern harbour 31';
const SEARCH = '/ecom/shop/search?searchTerm=bread';

interface SentEvent {
  event_name: string;
  params?: Record<string, string | number | boolean>;
}

/** Every event the page sends to the collector, as the requests leave the browser. */
function collectorEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/analytics/v1/events') return;
    events.push(...(JSON.parse(request.postData() ?? '{}').events ?? []));
  });
  return events;
}

/** A fresh account of this journey's own, signed in in the page's context. */
async function freshShopper(page: Page, request: APIRequestContext, label: string) {
  const email = `analytics-${label}-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Ms', firstName: 'Ada', lastName: 'Quill' },
  });
  expect(registered.status()).toBe(201);
  await signIn(page.context(), email);
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Cookie consent' });
const addButton = (card: Locator) => card.getByRole('button', { name: /^Add .* to trolley$/ });

/** The place (from 0) of the first card whose Add button can be pressed now. */
async function firstAddable(page: Page): Promise<number> {
  const find = () =>
    productCards(page).evaluateAll((all) =>
      // The Add button itself: a card holds other buttons too (the heart, Add to list).
      all.findIndex((card) =>
        [...card.querySelectorAll('button:not([disabled])')].some((button) =>
          /^Add .* to trolley$/.test((button.textContent ?? '').trim()),
        ),
      ),
    );
  await expect.poll(find).toBeGreaterThanOrEqual(0);
  return find();
}

/** The shopper's page, hydrated, with their trolley arrived. */
async function shopperReady(page: Page) {
  await waitForHydration(page);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Trolley, \d+ items?, total/ }),
  ).toBeVisible();
}

test('after Allow all: search, product view, add and remove reach the collector with their details', async ({
  page,
  request,
}) => {
  const events = collectorEvents(page);
  await freshShopper(page, request, 'allowed');
  await page.goto('/ecom');
  await waitForHydration(page);
  const reloaded = page.waitForEvent('load');
  await banner(page).getByRole('button', { name: 'Allow all' }).click();
  await reloaded;

  // The search, with how many it found.
  await page.goto(SEARCH);
  await shopperReady(page);
  const total = Number(
    (await page.getByText(/^Showing \d+ of \d+ products$/).textContent())?.match(/of (\d+)/)?.[1],
  );
  expect(total).toBeGreaterThan(0);
  await expectAccessible(page);
  await expect
    .poll(() => events.filter((event) => event.event_name === 'search').map((e) => e.params))
    .toContainEqual({ search_term: 'bread', result_count: total, search_type: 'search' });

  // A product opened from the results.
  const first = productCards(page).first();
  const productName = (await first.getAttribute('aria-label')) as string;
  await first.getByRole('link', { name: productName }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(productName);
  await expectAccessible(page);
  await expect
    .poll(() => events.filter((event) => event.event_name === 'view_item').length)
    .toBe(1);

  // Added from the results (its place in the grid) and removed again.
  await page.goBack();
  await shopperReady(page);
  const at = await firstAddable(page);
  const card = productCards(page).nth(at);
  const name = (await card.getAttribute('aria-label')) as string;
  const position = at + 1;
  await addButton(card).click();
  await expect(card.getByRole('status')).toHaveText(`1 of ${name} in trolley`);
  await expectAccessible(page);
  await card.getByRole('button', { name: `Remove ${name} from trolley` }).click();
  await expect(addButton(card)).toBeVisible();

  const context = { click_context: 'search', product_position: position, search_type: 'search' };
  await expect
    .poll(() =>
      events
        .filter((event) => ['add_to_cart', 'remove_from_cart'].includes(event.event_name))
        .map((event) => [event.event_name, event.params]),
    )
    .toEqual([
      ['add_to_cart', expect.objectContaining({ quantity: 1, ...context })],
      ['remove_from_cart', expect.objectContaining({ quantity: 1, ...context })],
    ]);
  expect(events.map((event) => event.event_name)).toContain('page_view');
});

test('after Reject all the same journey sends nothing to the collector', async ({
  page,
  request,
}) => {
  const events = collectorEvents(page);
  const pageViews: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') pageViews.push(sent.url());
  });
  await freshShopper(page, request, 'rejected');
  await page.goto('/ecom');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();

  await page.goto(SEARCH);
  await shopperReady(page);
  await expectAccessible(page);
  const card = productCards(page).nth(await firstAddable(page));
  const name = (await card.getAttribute('aria-label')) as string;
  await addButton(card).click();
  await expect(card.getByRole('status')).toHaveText(`1 of ${name} in trolley`);
  await card.getByRole('button', { name: `Remove ${name} from trolley` }).click();
  await expect(addButton(card)).toBeVisible();
  // The page is hidden and left: the moment the client sends whatever it has queued.
  await page.goto('/ecom/shop/browse/groceries/bakery');
  await waitForHydration(page);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

  // Nothing was queued, so nothing is waiting to be sent either.
  expect(await page.evaluate(() => window.localStorage.getItem('grocer-analytics-queue'))).toBe(
    null,
  );
  expect(pageViews.length).toBeGreaterThan(1);
  expect(events).toEqual([]);
});
