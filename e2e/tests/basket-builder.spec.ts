import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

/**
 * The basket builder (issue 28, decision 0095): a shopper with an order behind them, one of its
 * products in a new trolley and a slot booked sees on My Trolley what to add from what they
 * bought with it (and what similar trolleys hold), the top picks marked and the recommended
 * selection's estimated price, and adds it all in one press; then the builder suggests none of
 * what is now in the trolley. axe on every page.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.95' } });

const PASSWORD = 'harbour thistle copper 95';
let shoppers = 0;

interface ViewerTrolley {
  lines: { lineNumber: string }[];
  total: number;
}

async function viewerTrolley(page: Page): Promise<ViewerTrolley> {
  return (await (await page.request.get('/ecom/resources/viewer')).json()).trolley;
}

async function csrfHeaders(page: Page) {
  const csrf = (await (await page.request.get('/api/auth/v1/csrf')).json()) as {
    headerName: string;
    token: string;
  };
  return { [csrf.headerName]: csrf.token };
}

/** A collection slot booked through the API the slot grid's buttons call. */
async function bookCollectionSlot(page: Page): Promise<void> {
  const branches = await (await page.request.get('/api/slots/v1/collection-branches')).json();
  const branch = (branches.branches as { id: number; name: string }[]).find(
    (b) => b.name === 'Summertown',
  );
  const headers = await csrfHeaders(page);
  const answer = await page.request.post('/api/slots/v1/slotdays', {
    headers,
    data: { slotType: 'GROCERY_COLLECTION', branchId: branch?.id, days: 7 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const days = await answer.json();
  const open = (days.days as { slots: { slotId: string; availability: string }[] }[])
    .flatMap((day) => day.slots)
    .find((slot) => slot.availability === 'AVAILABLE');
  const booked = await page.request.post('/api/slots/v1/bookslot', {
    headers,
    data: { slotId: open?.slotId },
  });
  expect(booked.status(), await booked.text()).toBe(200);
}

/**
 * A fresh shopper whose placed order (the E2E hook: bakery products, a collection slot, the test
 * card) is their history; then one product of it in a new trolley and a slot booked.
 */
async function readyShopper(page: Page): Promise<void> {
  shoppers += 1;
  const email = `basket-builder-${test.info().project.name}-${Date.now()}-${shoppers}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Mx', firstName: 'Rowan', lastName: 'Vale' },
  });
  expect(registered.status()).toBe(201);
  const placed = await page.request.post('/api/test-hooks/v1/placed-orders', {
    data: {},
    headers: await csrfHeaders(page),
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { customerOrderId } = (await placed.json()) as { customerOrderId: string };
  const order = await page.request.get(`/api/orders/v1/orders/${customerOrderId}`);
  expect(order.status()).toBe(200);
  const { orderLines } = (await order.json()) as {
    orderLines: { lineNumber: string; productId: string }[];
  };
  expect(orderLines.length, 'the order holds more than one product').toBeGreaterThan(1);
  const first = orderLines[0] as { lineNumber: string; productId: string };
  const added = await page.request.post('/ecom/shop/trolley/items', {
    form: {
      lineNumber: first.lineNumber,
      productId: first.productId,
      quantity: '1',
      uom: 'C62',
      redirectTo: '/ecom/shop/trolley',
    },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await bookCollectionSlot(page);
}

test('My Trolley suggests what to add, marks the top picks with their estimated price, and adds them in one press', async ({
  page,
}) => {
  await readyShopper(page);
  await page.goto('/ecom/shop/trolley');
  const builder = page.getByRole('region', { name: 'Build your basket' });
  await expect(builder).toBeVisible();
  await waitForHydration(page);
  await expectAccessible(page);

  const picks = builder.getByRole('listitem').filter({ hasText: 'Top pick' });
  const count = await picks.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  const items = count === 1 ? 'item' : 'items';
  await expect(builder.getByText(`for the ${count} recommended ${items}`)).toHaveText(
    new RegExp(`^Estimated £\\d+\\.\\d\\d for the ${count} recommended ${items}$`),
  );
  // Products of one name come in several sizes: each is told by its address.
  const hrefs = await picks
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') as string));
  const before = await viewerTrolley(page);

  await builder.getByRole('button', { name: `Add ${count} recommended ${items}` }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/trolley$/);
  await expect
    .poll(async () => (await viewerTrolley(page)).lines.length)
    .toBe(before.lines.length + count);
  await waitForHydration(page);
  const main = page.getByRole('main');
  for (const href of hrefs) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    // In the trolley now, so never suggested.
    await expect(
      page.getByRole('region', { name: 'Build your basket' }).locator(`a[href="${href}"]`),
    ).toHaveCount(0);
  }
  await expectAccessible(page);
});

// axe runs in the page's script, so it scans the same pages in the journey above.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the one press still adds the recommended selection and comes back to My Trolley', async ({
    page,
  }) => {
    await readyShopper(page);
    await page.goto('/ecom/shop/trolley');
    const builder = page.getByRole('region', { name: 'Build your basket' });
    await expect(builder).toBeVisible();
    const before = await viewerTrolley(page);
    const count = await builder.getByRole('listitem').filter({ hasText: 'Top pick' }).count();
    expect(count).toBeGreaterThan(0);
    await builder.getByRole('button', { name: /^Add \d recommended items?$/ }).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/trolley$/);
    expect((await viewerTrolley(page)).lines.length).toBe(before.lines.length + count);
  });
});
