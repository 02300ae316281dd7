import { expect, type Page, test } from '@playwright/test';
import { chooseCollectionBranch, expectAccessible } from './fixtures.ts';

/**
 * Personal offers (issue 27 part C, decision 0088): a shopper joins the loyalty scheme, finds
 * their welcome offers on My offers, loads one, and sees it come off in the trolley's totals and
 * at checkout; unloading takes it back off. Load and Unload are plain forms.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.88' } });

const PASSWORD = 'incentive lantern 88';
/** Past the £40 collection minimum and the welcome offer's £40 spend. */
const MINIMUM_PENCE = 4_500;
const SPEND_OFFER = '£5 off when you spend £40 or more';

interface ListedProduct {
  id: string;
  lineNumber: string;
  availability: string;
  defaultQuantity: { amount: number; uom: string };
}

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = await (await page.request.get('/api/auth/v1/csrf')).json();
  return { [csrf.headerName]: csrf.token };
}

/** A fresh shopper (page.request shares the browser's cookies), a member of the scheme. */
async function registerMember(page: Page): Promise<void> {
  const email = `incentives-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Mx', firstName: 'Robin', lastName: 'Ash' },
  });
  expect(registered.status()).toBe(201);
  const joined = await page.request.post('/api/loyalty/v1/mywaitrose', {
    headers: await csrfHeaders(page),
    data: {},
  });
  expect(joined.status()).toBe(201);
}

/** Adds available products (as a product card's form posts them) until the minimum is passed. */
async function fillTrolley(page: Page): Promise<void> {
  let total = 0;
  for (const aisle of ['groceries/bakery', 'groceries/frozen', 'groceries/fresh-and-chilled']) {
    const listing = await (
      await page.request.get(`/api/content/v2/browse?categoryPath=${aisle}&size=24`)
    ).json();
    for (const product of (listing.products ?? []) as ListedProduct[]) {
      if (total >= MINIMUM_PENCE) return;
      if (product.availability !== 'AVAILABLE' || product.defaultQuantity.uom !== 'C62') continue;
      const added = await page.request.post('/ecom/shop/trolley/items', {
        form: {
          lineNumber: product.lineNumber,
          productId: product.id,
          quantity: '3',
          uom: 'C62',
          redirectTo: '/ecom/shop/trolley',
        },
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);
      const viewer = await (await page.request.get('/ecom/resources/viewer')).json();
      total = viewer.trolley.total as number;
    }
  }
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

test('load a personal offer and see the saving in the trolley and at checkout', async ({
  page,
}) => {
  await registerMember(page);

  await page.goto('/ecom/myaccount/my-offers');
  await expect(page).toHaveTitle(/My offers/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My offers' })).toBeVisible();
  const offer = main.getByRole('article', { name: SPEND_OFFER });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Ends in 14 days');
  // A time-limited one ends today.
  await expect(main.getByText('Ends today')).toBeVisible();
  await expectAccessible(page);

  await offer.getByRole('button', { name: `Load ${SPEND_OFFER}` }).click();
  await expect(offer.getByRole('button', { name: `Unload ${SPEND_OFFER}` })).toBeVisible();
  await expect(offer.getByText('Loaded', { exact: true })).toBeVisible();
  await expect(main.getByText(/1 of \d+ offers loaded/)).toBeVisible();
  await expectAccessible(page);

  await fillTrolley(page);
  await page.goto('/ecom/shop/trolley');
  await expect(page.getByText('Personal offer savings')).toBeVisible();
  await expect(
    page.locator('dl div').filter({ hasText: 'Personal offer savings' }).locator('dd'),
  ).toHaveText('−£5.00');
  await expectAccessible(page);

  await bookCollectionSlot(page);
  await page.goto('/ecom/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const checkoutTotals = page.getByTestId('checkout-totals');
  await expect(checkoutTotals.locator('[data-total="incentiveSavings"] dd')).toHaveText('-£5.00');
  await expectAccessible(page);

  // Unloaded, it no longer comes off.
  await page.goto('/ecom/myaccount/my-offers');
  await page
    .getByRole('article', { name: SPEND_OFFER })
    .getByRole('button', { name: `Unload ${SPEND_OFFER}` })
    .click();
  // Exact: 'Unload …' contains 'load …', and names match case-insensitively by default, so
  // without it this waited for nothing and the trolley could be read before the unload was done.
  await expect(
    page.getByRole('article', { name: SPEND_OFFER }).getByRole('button', {
      name: `Load ${SPEND_OFFER}`,
      exact: true,
    }),
  ).toBeVisible();
  await page.goto('/ecom/shop/trolley');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Personal offer savings')).toHaveCount(0);
  await expectAccessible(page);
});

test('without JavaScript, Load is a form post that answers the page', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.89' },
  });
  const page = await context.newPage();
  await registerMember(page);
  await page.goto('/ecom/myaccount/my-offers');
  const offer = page.getByRole('article', { name: SPEND_OFFER });
  await offer.getByRole('button', { name: `Load ${SPEND_OFFER}` }).click();
  // The scan needs JavaScript: the same page is scanned in the journey above.
  await expect(offer.getByRole('button', { name: `Unload ${SPEND_OFFER}` })).toBeVisible();
  await expect(offer.getByText('Loaded', { exact: true })).toBeVisible();
  await context.close();
});
