import { expect, type Page, test } from '@playwright/test';
import { chooseCollectionBranch, expectAccessible, waitForHydration } from './fixtures.ts';

/**
 * Manager's specials (issue 28, decision 0097): staff add a special in the console (a price at
 * the shelf price refused on its field), a shopper with a slot meets it before checkout at the
 * special price, adds it in place with the trolley control, and the trolley charges exactly that
 * price; staff then end it. axe on every page. Each width uses a product of its own aisle.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.97' } });

/** The demo staff account printed at start (packages/db/src/demo/demo-accounts.ts). */
const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1', name: 'Priya Shah' };
const PASSWORD = 'marigold harbour lantern 97';
const MINIMUM_PENCE = 4_500;
const SPECIAL_OFF_PENCE = 40;

interface ListedProduct {
  id: string;
  lineNumber: string;
  name: string;
  availability: string;
  defaultQuantity: { amount: number; uom: string };
  pricing: { displayPrice: { amount: number } };
  promotions: unknown[];
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

async function plainProducts(page: Page, aisle: string): Promise<ListedProduct[]> {
  const listing = await (
    await page.request.get(`/api/content/v2/browse?categoryPath=${aisle}&size=96`)
  ).json();
  return ((listing.products ?? []) as ListedProduct[]).filter(
    (product) =>
      product.availability === 'AVAILABLE' &&
      product.defaultQuantity.uom === 'C62' &&
      product.promotions.length === 0 &&
      product.pricing.displayPrice.amount > 150,
  );
}

async function staffSignIn(page: Page): Promise<void> {
  await page.goto('/ecom/admin/managers-specials');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Manager's specials" })).toBeVisible();
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

const trolleyTotal = async (page: Page): Promise<number> =>
  (await (await page.request.get('/ecom/resources/viewer')).json()).trolley.total;

/** A fresh shopper past the minimum spend (products without offers) with a collection slot. */
async function readyShopper(page: Page, fillers: ListedProduct[]): Promise<void> {
  const email = `managers-specials-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Mx', firstName: 'Ash', lastName: 'Morrow' },
  });
  expect(registered.status()).toBe(201);
  for (const product of fillers) {
    if ((await trolleyTotal(page)) >= MINIMUM_PENCE) break;
    await add(page, product, 3);
  }
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

test("staff add a manager's special, a shopper meets it before checkout, adds it and pays that price", async ({
  page,
}) => {
  const aisle = test.info().project.name === 'mobile' ? 'groceries/pet' : 'groceries/household';
  const [special, ...others] = await plainProducts(page, aisle);
  expect(special, `${aisle} has a product without offers`).toBeDefined();
  const product = special as ListedProduct;
  const shelf = product.pricing.displayPrice.amount;
  const specialPence = shelf - SPECIAL_OFF_PENCE;

  await staffSignIn(page);
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Add a special' });
  // At the shelf price: refused on the price field, nothing added.
  await form.getByLabel('Line number').fill(product.lineNumber);
  await form.getByLabel('Special price (£)').fill((shelf / 100).toFixed(2));
  await form.getByLabel('Days').fill('7');
  await form.getByRole('button', { name: 'Add special' }).click();
  await expect(
    form.getByText(`The special price must be below the shelf price of ${pounds(shelf)}`),
  ).toBeVisible();
  await expect(form.getByLabel('Special price (£)')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await form.getByLabel('Special price (£)').fill((specialPence / 100).toFixed(2));
  await form.getByRole('button', { name: 'Add special' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The special is live' })).toBeVisible();
  const running = page.getByRole('region', { name: 'Running' });
  const row = running.getByRole('row', { name: new RegExp(product.lineNumber) });
  await expect(row).toContainText(pounds(specialPence));
  await expect(row).toContainText(`by ${STAFF.name}`);
  await expectAccessible(page);

  // The shopper: Checkout from the trolley leads to the special (no missed offer before it).
  await readyShopper(page, others.length > 0 ? others : await plainProducts(page, 'groceries'));
  await page.goto('/ecom/shop/trolley');
  await waitForHydration(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Check ?out/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ecom\/interstitials\/managers-special$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: "Manager's specials" })).toBeVisible();
  await expect(
    main.getByText(
      'Reduced by our managers for a short time. Each price is what your trolley will charge.',
    ),
  ).toBeVisible();
  const card = main.getByRole('article', { name: product.name }).first();
  await expect(card).toContainText(pounds(specialPence));
  await waitForHydration(page);
  await expectAccessible(page);

  const before = await trolleyTotal(page);
  await card.getByRole('button', { name: `Add ${product.name} to trolley` }).click();
  await expect(
    card.getByRole('button', { name: `Increase quantity of ${product.name}` }),
  ).toBeVisible();
  await expect.poll(() => trolleyTotal(page)).toBe(before + specialPence);
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/ecom\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);

  // Staff end it; it moves to Ended lately with who ended it.
  await page.goto('/ecom/admin/managers-specials');
  await page
    .getByRole('region', { name: 'Running' })
    .getByRole('row', { name: new RegExp(product.lineNumber) })
    .getByRole('button', { name: /^End special/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'The special has ended' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Ended lately' })
      .getByRole('row', { name: new RegExp(product.lineNumber) }),
  ).toContainText(`by ${STAFF.name}`);
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  // axe runs in the page, so these states are scanned by the journey above, with JavaScript.
  test.use({ javaScriptEnabled: false });

  test("staff add and end a manager's special with the console's plain forms", async ({ page }) => {
    const aisle =
      test.info().project.name === 'mobile'
        ? 'groceries/dietary_and_lifestyle'
        : 'groceries/baby_and_toddler';
    const [product] = await plainProducts(page, aisle);
    expect(product, `${aisle} has a product without offers`).toBeDefined();
    const { lineNumber, pricing } = product as ListedProduct;
    const specialPence = pricing.displayPrice.amount - SPECIAL_OFF_PENCE;

    await staffSignIn(page);
    const form = page.getByRole('form', { name: 'Add a special' });
    await form.getByLabel('Line number').fill(lineNumber);
    // Over the shelf price: the browser cannot tell, the server refuses it on its field.
    await form.getByLabel('Special price (£)').fill(((specialPence + 100) / 100).toFixed(2));
    await form.getByLabel('Days').fill('3');
    await form.getByRole('button', { name: 'Add special' }).click();
    await expect(
      form.getByText(
        `The special price must be below the shelf price of ${pounds(pricing.displayPrice.amount)}`,
      ),
    ).toBeVisible();
    await expect(form.getByLabel('Line number')).toHaveValue(lineNumber);

    await form.getByLabel('Special price (£)').fill((specialPence / 100).toFixed(2));
    await form.getByRole('button', { name: 'Add special' }).click();
    const row = page
      .getByRole('region', { name: 'Running' })
      .getByRole('row', { name: new RegExp(lineNumber) });
    await expect(row).toContainText(pounds(specialPence));
    await row.getByRole('button', { name: /^End special/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The special has ended' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Running' })
        .getByRole('row', { name: new RegExp(lineNumber) }),
    ).toHaveCount(0);
  });
});
