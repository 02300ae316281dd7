import { expect, type Page, test } from '@playwright/test';
import { chooseCollectionBranch, expectAccessible, waitForHydration } from './fixtures.ts';

/**
 * Before you go (issue 28, decision 0093): with a slot booked, the trolley's Checkout goes to
 * the interstitials; the missed offers step asks for one more of a 3 for 2, the shopper adds it
 * in place and sees the saving, then Continue to checkout is one press away. axe on every page.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.93' } });

const PASSWORD = 'lantern orchard pebble 93';
const MINIMUM_PENCE = 4_500;
let shoppers = 0;

interface ListedProduct {
  id: string;
  lineNumber: string;
  name: string;
  availability: string;
  defaultQuantity: { amount: number; uom: string };
  promotions: {
    promotionDescription: string;
    discountType: string;
    hidden: boolean;
    myWaitrosePromotion: boolean;
    groups: { threshold: number }[];
  }[];
}

const AISLES = ['groceries/bakery', 'groceries/frozen', 'groceries/fresh-and-chilled'];

async function listed(page: Page): Promise<ListedProduct[]> {
  const all: ListedProduct[] = [];
  for (const aisle of AISLES) {
    const listing = await (
      await page.request.get(`/api/content/v2/browse?categoryPath=${aisle}&size=96`)
    ).json();
    all.push(...((listing.products ?? []) as ListedProduct[]));
  }
  return all.filter(
    (product) => product.availability === 'AVAILABLE' && product.defaultQuantity.uom === 'C62',
  );
}

async function add(page: Page, product: ListedProduct, quantity: number) {
  const added = await page.request.post('/ecom/shop/trolley/items', {
    form: {
      lineNumber: product.lineNumber,
      productId: product.id,
      quantity: String(quantity),
      uom: 'C62',
      redirectTo: '/ecom/shop/trolley',
    },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

async function bookCollectionSlot(page: Page): Promise<void> {
  await page.goto('/ecom/bookslot/collection/select-service?gridLength=3');
  await page.getByRole('link', { name: /^Grocery collection/ }).click();
  const grid = page.getByRole('grid', { name: /^Grocery collection slots, / });
  await expect(grid).toBeVisible();
  await chooseCollectionBranch(page, 'Summertown');
  await grid
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Your slot is booked' })).toBeVisible();
}

/** A fresh shopper with 2 of a 3 for 2 and the minimum spend in the trolley, and a slot. */
async function readyShopper(page: Page): Promise<ListedProduct> {
  shoppers += 1;
  const email = `before-you-go-${test.info().project.name}-${Date.now()}-${shoppers}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Mx', firstName: 'Wren', lastName: 'Hale' },
  });
  expect(registered.status()).toBe(201);

  const products = await listed(page);
  const offered = products.find(
    (product) =>
      product.promotions.length === 1 &&
      product.promotions.every(
        (p) =>
          p.discountType === 'X_FOR_Y' &&
          !p.hidden &&
          !p.myWaitrosePromotion &&
          p.groups[0]?.threshold === 3,
      ),
  );
  expect(offered, 'the catalogue has a 3 item X for Y offer').toBeDefined();
  const offer = offered as ListedProduct;
  await add(page, offer, 2);
  // Past the minimum spend with products that have no offers.
  let total = 0;
  for (const product of products) {
    if (total >= MINIMUM_PENCE) break;
    if (product.promotions.length > 0 || product.lineNumber === offer.lineNumber) continue;
    await add(page, product, 3);
    total = (await (await page.request.get('/ecom/resources/viewer')).json()).trolley.total;
  }
  await bookCollectionSlot(page);

  return offer;
}

test('trolley, a missed offer, one more added and its saving seen, then checkout', async ({
  page,
}) => {
  const offer = await readyShopper(page);
  await page.goto('/ecom/shop/trolley');
  await waitForHydration(page);
  await expectAccessible(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Check ?out/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ecom\/interstitials\/missed-offers$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Missed offers' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Before checkout' })).toContainText(
    /Step 1 of \d/,
  );
  const description = offer.promotions[0]?.promotionDescription as string;
  await expect(main.getByText(`Add 1 more to get ${description}`)).toBeVisible();
  await waitForHydration(page);
  await expectAccessible(page);

  await main
    .getByRole('button', { name: `Increase quantity of ${offer.name}` })
    .first()
    .click();
  await expect(main.getByText(/^Offer applied: you save £\d+\.\d\d$/)).toBeVisible();
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/ecom\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
});

test('a slow interstitials fetch goes straight to checkout', async ({ page }) => {
  await readyShopper(page);
  const csrf = await (await page.request.get('/api/auth/v1/csrf')).json();
  const delayed = await page.request.post('/api/test-hooks/v1/interstitials-delay', {
    data: { delayMs: 10_000 },
    headers: { [csrf.headerName]: csrf.token },
  });
  expect(delayed.status()).toBe(204);
  await page.goto('/ecom/shop/trolley');
  await waitForHydration(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Check ?out/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ecom\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
});
