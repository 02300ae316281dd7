import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };

/**
 * Quick shop and shop from previous (issue 25, decision 0082). A fresh shopper places orders
 * through the E2E test hook (bakery products, 3 of each), so those products are their usual
 * ones; a sold-out product they heart shows the swap offered. Then: Quick Shop adds a usual
 * week in one press, in place, and the trolley has it; Shop From Previous picks the order and
 * adds its products. axe scans every page and state, at desktop and phone widths.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.182' } });

let shoppers = 0;

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await (await page.request.get('/api/auth/v1/csrf')).json()) as {
    headerName: string;
    token: string;
  };
  return { [csrf.headerName]: csrf.token };
}

/** A fresh shopper, signed in, with `orders` placed orders; the newest order's id. */
async function shopperWithOrders(page: Page, label: string, orders: number): Promise<string> {
  shoppers += 1;
  const email = `quick-${label}-${test.info().project.name}-${Date.now()}-${shoppers}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: {
      email,
      password: 'quince meadow lantern 71',
      title: 'Ms',
      firstName: 'Rowan',
      lastName: 'Quick',
    },
  });
  expect(registered.status()).toBe(201);
  let orderId = '';
  for (let placed = 0; placed < orders; placed++) {
    const answer = await page.request.post('/api/test-hooks/v1/placed-orders', {
      data: {},
      headers: await csrfHeaders(page),
    });
    expect(answer.status(), await answer.text()).toBe(201);
    orderId = ((await answer.json()) as { customerOrderId: string }).customerOrderId;
  }
  return orderId;
}

interface ListedProduct {
  lineNumber: string;
  name: string;
  availability: string;
  defaultQuantity: { uom: string };
}

/** A product sold out online in the demo catalogue (about one in fifty is). */
async function soldOutProduct(page: Page): Promise<ListedProduct> {
  for (let start = 0; start < 2000; start += 100) {
    const answer = await page.request.get(
      `/api/content/v2/browse?categoryPath=groceries&size=100&start=${start}`,
    );
    expect(answer.status()).toBe(200);
    const { products } = (await answer.json()) as { products: ListedProduct[] };
    const found = products.find(
      (product) =>
        product.availability === 'SOLD_OUT_ONLINE' && product.defaultQuantity.uom === 'C62',
    );
    if (found) return found;
  }
  throw new Error('no product sold out online in the demo catalogue');
}

/** The summary's line (the page has other live regions: the trolley's announcers). */
const summaryStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /to your trolley\.$/ });

/** The area two boxes share, in square pixels (0: they do not overlap). */
function overlap(a: Box | null, b: Box | null): number {
  if (!a || !b) throw new Error('a box is not shown');
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(0, width) * Math.max(0, height);
}

const trolleyLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Trolley,/ });

test('Quick Shop: a usual week goes in the trolley in one press, and a sold-out favourite is offered a swap', async ({
  page,
}) => {
  await shopperWithOrders(page, 'week', 2);
  const soldOut = await soldOutProduct(page);
  const hearted = await page.request.put(`/api/favourites/v2/favourites/${soldOut.lineNumber}`, {
    headers: await csrfHeaders(page),
  });
  expect(hearted.status(), await hearted.text()).toBe(200);

  await page.goto('/ecom/quick-shop');
  await expect(page).toHaveTitle('Quick Shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Shop' })).toBeVisible();
  // The usual products, by aisle, ticked at the quantity bought (3 each time).
  const picks = page.getByRole('checkbox');
  const usual = await picks.count();
  expect(usual).toBeGreaterThan(1);
  for (let index = 0; index < usual; index++) await expect(picks.nth(index)).toBeChecked();
  const quantities = page.getByRole('spinbutton', { name: /^Quantity of / });
  await expect(quantities.first()).toHaveValue('3');
  await expect(page.getByText('SOLD OUT ONLINE')).toBeVisible();
  await expect(page.getByRole('region').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await waitForHydration(page);
  await expect(trolleyLink(page)).toHaveAccessibleName(/^Trolley, 0 items/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add to trolley' }).click();
  const added = usual - 1;
  await expect(summaryStatus(page)).toHaveText(`${added} products were added to your trolley.`);
  // In place: the same page, and the header's trolley follows.
  await expect(page).toHaveURL(/\/ecom\/quick-shop$/);
  await expect(trolleyLink(page)).toHaveAccessibleName(new RegExp(`^Trolley, ${added * 3} items`));
  const notAdded = page.getByRole('region', { name: 'Not added' });
  await expect(notAdded.getByText(soldOut.name, { exact: true })).toBeVisible();
  await expect(notAdded.getByText(`Swap ${soldOut.name} for`)).toBeVisible();
  await expectAccessible(page);

  // The swap: the first alternative goes in with the trolley's own Add.
  await notAdded
    .getByRole('list', { name: 'Alternatives' })
    .getByRole('button', { name: /^Add/ })
    .first()
    .click();
  await expect(trolleyLink(page)).toHaveAccessibleName(
    new RegExp(`^Trolley, ${added * 3 + 1} items`),
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'View trolley' }).click();
  await expect(page).toHaveTitle('My Trolley');
  await expect(page.getByRole('heading', { level: 1, name: 'My Trolley' })).toBeVisible();
});

test('Shop From Previous: pick an order, then add its products in one press', async ({ page }) => {
  const orderId = await shopperWithOrders(page, 'previous', 1);

  await page.goto('/ecom/shop-from-previous');
  await expect(page).toHaveURL(/\/ecom\/shop-from-previous-interstitial$/);
  await expect(page).toHaveTitle('Shop From Previous');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop From Previous' })).toBeVisible();
  await waitForHydration(page);
  await expectAccessible(page);

  await page
    .getByRole('region', { name: 'Pending orders' })
    .getByRole('link', { name: new RegExp(`^Shop from this order .*\\(order ${orderId}\\)$`) })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/ecom/shop-from-previous\\?customerOrderId=${orderId}$`),
  );
  await expect(page.getByRole('heading', { level: 2, name: /^Your order of / })).toBeVisible();
  await expect(page.getByText(`Order ${orderId}`)).toBeVisible();
  const quantities = page.getByRole('spinbutton', { name: /^Quantity of / });
  await expect(quantities.first()).toHaveValue('3');
  await waitForHydration(page);
  await expectAccessible(page);

  const ticked = await page.getByRole('checkbox', { checked: true }).count();
  expect(ticked).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Add to trolley' }).click();
  await expect(summaryStatus(page)).toHaveText(
    ticked === 1
      ? '1 product was added to your trolley.'
      : `${ticked} products were added to your trolley.`,
  );
  await expect(trolleyLink(page)).toHaveAccessibleName(new RegExp(`^Trolley, ${ticked * 3} items`));
  await expectAccessible(page);

  // Scrolled down the list, Back to top shows above the bar stuck to the bottom of the window,
  // not over its Add to trolley button.
  await page.evaluate(() => window.scrollBy(0, 700));
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeVisible();
  await backToTop.evaluate((button) =>
    Promise.all(button.getAnimations().map((animation) => animation.finished)),
  );
  const add = page.getByRole('button', { name: 'Add to trolley' });
  expect(overlap(await add.boundingBox(), await backToTop.boundingBox())).toBe(0);

  // Pressed again: nothing is doubled.
  await add.click();
  await expect(summaryStatus(page)).toHaveText('Nothing new was added to your trolley.');
  await expect(page.getByRole('region', { name: 'Already in your trolley' })).toBeVisible();
  await expect(trolleyLink(page)).toHaveAccessibleName(new RegExp(`^Trolley, ${ticked * 3} items`));
});

test("another shopper's order, or none, is not found", async ({ page }) => {
  await shopperWithOrders(page, 'stranger', 0);
  const missing = await page.goto('/ecom/shop-from-previous?customerOrderId=1');
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found');
  expect((await page.goto('/ecom/shop-from-previous?customerOrderId=abc'))?.status()).toBe(404);
});

test('with the quick_shop flag off (the features header) the page is not there', async ({
  page,
}) => {
  await shopperWithOrders(page, 'flag', 0);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.182', features: '!quick_shop' });
  expect((await page.goto('/ecom/quick-shop'))?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quick shop form posts and the page answers with the summary', async ({ page }) => {
    await shopperWithOrders(page, 'nojs', 2);
    await page.goto('/ecom/quick-shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Shop' })).toBeVisible();
    const first = page.getByRole('checkbox').first();
    const usual = await page.getByRole('checkbox').count();
    // Untick one, and ask for 2 of the next.
    await first.uncheck();
    await page
      .getByRole('spinbutton', { name: /^Quantity of / })
      .nth(1)
      .fill('2');
    await page.getByRole('button', { name: 'Add to trolley' }).click();
    await expect(summaryStatus(page)).toHaveText(
      usual - 1 === 1
        ? '1 product was added to your trolley.'
        : `${usual - 1} products were added to your trolley.`,
    );
    await expect(page.getByRole('region', { name: 'Added' }).getByText('× 2')).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Trolley,/ }),
    ).toHaveAccessibleName(new RegExp(`^Trolley, ${(usual - 2) * 3 + 2} items`));
  });

  test('nothing ticked says so and adds nothing', async ({ page }) => {
    await shopperWithOrders(page, 'nothing', 2);
    await page.goto('/ecom/quick-shop');
    const picks = page.getByRole('checkbox');
    for (let index = 0; index < (await picks.count()); index++) await picks.nth(index).uncheck();
    await page.getByRole('button', { name: 'Add to trolley' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose at least one product to add.');
  });
});
