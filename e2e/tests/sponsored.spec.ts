import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';
import { freshAccounts } from './session-fixture.ts';

/**
 * Sponsored products and menu banners (issue 28, decision 0096): staff add a banner for a
 * category in the console (and preview it); a shopper sees it in the Groceries menu (mega menu on
 * a desktop, the burger menu on a phone), its impression recorded through analytics with their
 * advertising consent, follows it to its buy list and adds every product with one plain form;
 * staff remove the banner. Axe scans every page and the open menu. Each project uses its own
 * category, so the two widths never see each other's banner; the banner is removed at the end.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.196' } });

const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1' };
const { freshShopper } = freshAccounts({
  prefix: 'sponsored',
  password: 'parsnip lighthouse meadow 47',
  title: 'Ms',
  firstName: 'Bea',
  lastName: 'Sponsor',
});

interface ListedProduct {
  lineNumber: string;
  name: string;
  availability: string;
  defaultQuantity: { uom: string };
}

async function twoProducts(page: Page): Promise<ListedProduct[]> {
  const listing = await (
    await page.request.get('/api/content/v2/browse?categoryPath=groceries/bakery&size=48')
  ).json();
  const products = (listing.products as ListedProduct[]).filter(
    (product) => product.availability === 'AVAILABLE' && product.defaultQuantity.uom === 'C62',
  );
  expect(products.length).toBeGreaterThan(3);
  // Different products at each width, so the two journeys' trolleys never meet.
  const offset = test.info().project.name === 'mobile' ? 2 : 0;
  return products.slice(offset, offset + 2);
}

async function staffSignIn(page: Page): Promise<void> {
  await page.goto('/ecom/admin/sponsored');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Banners and sponsored products' }),
  ).toBeVisible();
}

async function allowAdvertising(context: BrowserContext): Promise<void> {
  await context.addCookies(
    ['functional', 'analytics', 'advertising', 'experimental'].map((category) => ({
      name: `consent-${category}`,
      value: 'true',
      domain: '127.0.0.1',
      path: '/',
    })),
  );
}

test('staff add a menu banner; a shopper sees it in the menu, follows it to its buy list and adds every product; staff remove it', async ({
  page,
  browser,
  request,
}) => {
  const mobile = test.info().project.name === 'mobile';
  const category = mobile ? 'Tea, Coffee & Soft Drinks' : 'Household';
  const heading = `Bakery picks ${test.info().project.name} ${Date.now().toString(36)}`;
  const products = await twoProducts(page);
  const listPath = `/ecom/buylist/${products.map((p) => p.lineNumber).join(',')}`;

  await staffSignIn(page);
  await expectAccessible(page);
  try {
    // A link to another site is refused on its field, and nothing is added.
    const form = page.getByRole('form', { name: 'Add a banner' });
    await form.getByLabel('Category').selectOption({ label: category });
    await form.getByLabel('Heading', { exact: true }).fill(heading);
    await form.getByLabel('Link address').fill('https://elsewhere.example/');
    await form.getByLabel('Link text').fill('Shop the list');
    await form.getByLabel('Vendor').fill('Orchard Co');
    await form.getByRole('button', { name: 'Add banner' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please check the banner’s details.');
    await expect(form.getByText('must be a path of this shop, starting /ecom/')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(heading) })).toHaveCount(0);
    await expectAccessible(page);

    await form.getByLabel('Link address').fill(listPath);
    await form.getByLabel('Image address (optional)').fill('/ecom/assets/food/baguette-bread.svg');
    await form.getByLabel('Image description (needed with an image)').fill('A baguette');
    await form.getByRole('button', { name: 'Add banner' }).click();
    await expect(page.getByRole('status')).toHaveText(`Banner “${heading}” added.`);
    await expect(page.getByRole('row', { name: new RegExp(heading) })).toContainText(category);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Added a menu banner' }).first(),
    ).toBeVisible();
    await expectAccessible(page);

    // The ad preview: the banner alone, as the menu shows it.
    await page.getByRole('link', { name: `Preview ${heading}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ad preview' })).toBeVisible();
    await expect(page.getByRole('region', { name: `Sponsored: ${heading}` })).toBeVisible();
    await expectAccessible(page);

    // The shopper, signed in, with advertising consent: the banner beside its category.
    const shopperContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      ...(mobile
        ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 900 } }),
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.197' },
    });
    await allowAdvertising(shopperContext);
    const shopper = await shopperContext.newPage();
    try {
      await freshShopper(shopperContext, request, 'menu');
      await shopper.goto('/ecom');
      await waitForHydration(shopper);
      const impression = shopper.waitForRequest(
        (request) =>
          request.url().endsWith('/api/analytics/v1/events') &&
          (request.postData() ?? '').includes('"ad_banner_impression"'),
      );
      const menu = mobile
        ? shopper.getByRole('dialog', { name: 'Menu' })
        : shopper.getByRole('dialog', { name: 'Groceries' });
      if (mobile) await shopper.getByRole('button', { name: 'Menu' }).click();
      else await shopper.getByRole('banner').getByRole('button', { name: 'Groceries' }).click();
      await menu.getByRole('button', { name: category }).click();
      const banner = menu.getByRole('region', { name: `Sponsored: ${heading}` });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('img', { name: 'A baguette' })).toBeVisible();
      await expectAccessible(shopper);
      // Recorded through the analytics client, which the shopper's consent allows.
      const sent = await impression;
      expect(sent.postData()).toContain('"event_name":"ad_banner_impression"');

      await banner.getByRole('link', { name: 'Shop the list' }).click();
      await expect(shopper).toHaveURL(new RegExp(`${listPath.replaceAll('/', '\\/')}$`));
      await expect(shopper.getByRole('heading', { level: 1, name: 'Buy list' })).toBeVisible();
      for (const product of products) {
        await expect(shopper.getByRole('link', { name: product.name }).first()).toBeVisible();
      }
      await expectAccessible(shopper);

      await shopper.getByRole('button', { name: 'Add all to trolley' }).click();
      await expect(shopper.getByRole('status').filter({ hasText: 'to your trolley' })).toHaveText(
        /Added 2 products to your trolley\./,
      );
      await expectAccessible(shopper);
      await shopper.getByRole('link', { name: 'View trolley' }).click();
      for (const product of products) {
        await expect(shopper.getByRole('main').getByText(product.name).first()).toBeVisible();
      }
    } finally {
      await shopperContext.close();
    }
  } finally {
    // Staff remove the banner: the menu no longer has it.
    await page.goto('/ecom/admin/sponsored');
    const remove = page.getByRole('button', { name: `Remove ${heading}` });
    if ((await remove.count()) > 0) {
      await remove.click();
      await expect(page.getByRole('status')).toHaveText('Banner removed.');
      await expect(page.getByRole('row', { name: new RegExp(heading) })).toHaveCount(0);
    }
  }
  await expectAccessible(page);
});

test('without JavaScript the buy list adds its products with a plain form, after signing in', async ({
  browser,
  page,
  request,
}) => {
  const products = await twoProducts(page);
  const listPath = `/ecom/buylist/${products.map((p) => p.lineNumber).join(',')}`;
  const noScriptContext = () =>
    browser.newContext({
      baseURL: test.info().project.use.baseURL,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.198' },
    });
  // Signed out, Add all goes to sign in, coming back to the list.
  const visitor = await noScriptContext();
  try {
    const signedOut = await visitor.newPage();
    await signedOut.goto(listPath);
    await signedOut.getByRole('button', { name: 'Add all to trolley' }).click();
    await expect(signedOut).toHaveURL(/\/ecom\/(login|sign-in)/);
  } finally {
    await visitor.close();
  }

  const context = await noScriptContext();
  try {
    await freshShopper(context, request, 'nojs');
    const noScript = await context.newPage();
    // (axe needs JavaScript: the same page is scanned in the journey above.)
    await noScript.goto(listPath);
    await noScript.getByRole('button', { name: 'Add all to trolley' }).click();
    await expect(noScript.getByRole('status').filter({ hasText: 'to your trolley' })).toHaveText(
      /Added 2 products to your trolley\./,
    );

    // A malformed list says why.
    const bad = await noScript.goto('/ecom/buylist/12,abc');
    expect(bad?.status()).toBe(400);
  } finally {
    await context.close();
  }
});

test('the tra-check-block page renders alone: its message and a way home, without the shop’s frame', async ({
  page,
}) => {
  const answer = await page.goto('/ecom/tra-check-block');
  expect(answer?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be opened' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the groceries home page' })).toBeVisible();
  // No header, search or footer: the page stands alone.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page);
});
