import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

/**
 * Staff save a customer's broken trolley and restore it (spec doc 1 §4 Staff, doc 2 §1 and its
 * modals; decision 0033). The customer is a fresh account of the journey's own, not a demo
 * customer: saving ends every session of the customer, which would sign other journeys out.
 */

// Registrations and sign-ins from an address of this spec's own (per-IP limits).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.113' } });

/** The demo staff account printed at start (packages/db/src/demo/demo-accounts.ts). */
const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1' };
const PASSWORD = 'turnip lantern harbour 31';

interface ListedProduct {
  id: string;
  lineNumber: string;
  name: string;
  availability: string;
  defaultQuantity: { amount: number; uom: string };
}

/**
 * A fresh customer (registered through `registrar`), signed in on `customer` (an API context of
 * its own, with its own cookies), with two bakery products in the trolley. Their email, and the
 * products' names.
 */
async function customerWithTrolley(
  registrar: APIRequestContext,
  customer: APIRequestContext,
  label: string,
) {
  const email = `broken-trolley-${label}-${Date.now()}@example.com`;
  // Registered apart (a registration signs in, and its cookie would want a CSRF token).
  const registered = await registrar.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Ms', firstName: 'Tamsin', lastName: 'Orchard' },
  });
  expect(registered.status()).toBe(201);
  const signedIn = await customer.post('/api/test-hooks/v1/sessions', { data: { email } });
  expect(signedIn.status()).toBe(201);
  const listing = await (
    await customer.get('/api/content/v2/browse?categoryPath=groceries/bakery&size=12')
  ).json();
  const products = (listing.products as ListedProduct[])
    .filter((p) => p.availability === 'AVAILABLE')
    .slice(0, 2);
  expect(products).toHaveLength(2);
  for (const product of products) {
    const added = await customer.post('/ecom/shop/trolley/items', {
      form: {
        lineNumber: product.lineNumber,
        productId: product.id,
        quantity: String(product.defaultQuantity.amount),
        uom: product.defaultQuantity.uom,
        redirectTo: '/ecom/shop/trolley',
      },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
  }
  expect(await viewerOf(customer)).toMatchObject({ signedIn: true, lines: 2 });
  return { email, names: products.map((p) => p.name) };
}

/** Whether the customer's browser is signed in, and their trolley's lines. */
async function viewerOf(customer: APIRequestContext) {
  const viewer = await (await customer.get('/ecom/resources/viewer')).json();
  return { signedIn: viewer.signedIn as boolean, lines: viewer.trolley.lines.length as number };
}

/** Staff sign in to the console and open the customer's page; its address. */
async function openCustomerInConsole(page: Page, email: string): Promise<string> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/home$/);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/customers$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Find customer' }).click();
  await page
    .getByRole('row', { name: /Orchard/ })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ms Tamsin Orchard' })).toBeVisible();
  return page.url();
}

/** From the console's customer page: sign on, and open My Trolley ready for the pointer. */
async function signOnAndOpenTrolley(page: Page) {
  await page.getByRole('button', { name: 'Sign on as customer' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom$/);
  await page.goto('/ecom/shop/trolley');
  await expect(page.getByRole('heading', { level: 1, name: 'My Trolley' })).toBeVisible();
  await waitForHydration(page);
  return page.getByRole('region', { name: 'Staff: broken trolley' });
}

test('staff save a broken trolley, the customer signs in again, and staff restore it', async ({
  page,
  playwright,
  request,
  baseURL,
}, testInfo) => {
  const newCustomerContext = () =>
    playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.113' },
    });
  const customer = await newCustomerContext();
  const customerAgain = await newCustomerContext();
  try {
    const { email, names } = await customerWithTrolley(request, customer, testInfo.project.name);
    const customerUrl = await openCustomerInConsole(page, email);
    await expect(page.getByRole('region', { name: 'Saved trolley waiting' })).toHaveCount(0);

    // Signed on, My Trolley has the staff panel: Save broken trolley, nothing to restore.
    const panel = await signOnAndOpenTrolley(page);
    const lines = page.getByRole('region', { name: 'Items in your trolley' }).getByRole('article');
    await expect(lines).toHaveCount(2);
    await expect(panel.getByRole('button', { name: 'Restore saved trolley' })).toHaveCount(0);
    await expectAccessible(page);
    // The page that asks first without JavaScript, scanned here (axe needs JavaScript).
    await page.goto('/ecom/customer/trolley/save');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fix broken trolley?');
    await expectAccessible(page);
    await page.goto('/ecom/shop/trolley');
    await waitForHydration(page);

    // Confirm fix: asked first (Cancel has the focus), then saved.
    await panel.getByRole('button', { name: 'Save broken trolley' }).click();
    const confirmFix = page.getByRole('alertdialog', { name: 'Fix broken trolley?' });
    await expect(confirmFix).toContainText('The 2 items in this trolley will be saved aside');
    await expect(confirmFix.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page);
    await confirmFix.getByRole('button', { name: 'Save broken trolley' }).click();

    // Back in the console on the customer, with the confirmation, the note and the audit entry.
    await expect(page).toHaveURL(`${customerUrl}?trolleySaved=2`);
    await expect(page.getByRole('status').filter({ hasText: 'Trolley saved' })).toHaveText(
      /^Trolley saved: 2 items kept aside and the trolley cleared\. The customer must sign in again/,
    );
    await expect(page.getByRole('region', { name: 'Saved trolley waiting' })).toContainText(
      /2 items saved on .+\. Sign on as the customer and open My Trolley to restore it\./,
    );
    const audit = page.getByRole('region', { name: 'Staff actions' });
    await expect(audit.getByRole('row', { name: /Saved broken trolley \(2 items\)/ })).toHaveCount(
      1,
    );
    await expect(audit.getByRole('row', { name: /Returned to admin/ }).first()).toBeVisible();
    await expectAccessible(page);

    // The customer's own session has ended; signed in again, the trolley is empty, and the
    // staff pages are not there for a customer.
    expect(await viewerOf(customer)).toEqual({ signedIn: false, lines: 0 });
    const signedInAgain = await customerAgain.post('/api/test-hooks/v1/sessions', {
      data: { email },
    });
    expect(signedInAgain.status()).toBe(201);
    expect(await viewerOf(customerAgain)).toEqual({ signedIn: true, lines: 0 });
    for (const path of ['/ecom/customer/trolley/save', '/ecom/customer/trolley/restore']) {
      for (const method of ['get', 'post'] as const) {
        const refused = await customerAgain[method](path, { maxRedirects: 0 });
        expect(refused.status(), `${method} ${path} as the customer`).toBe(404);
      }
    }

    // Signed on again: the saved trolley waits; confirm restore puts the lines back.
    const again = await signOnAndOpenTrolley(page);
    await expect(page.getByRole('heading', { name: 'Your trolley is empty' })).toBeVisible();
    await expect(again).toContainText(/A saved trolley is waiting: 2 items saved on /);
    await expect(again.getByRole('button', { name: 'Save broken trolley' })).toHaveCount(0);
    await page.goto('/ecom/customer/trolley/restore');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restore saved trolley?');
    await expectAccessible(page);
    await page.goto('/ecom/shop/trolley');
    await waitForHydration(page);
    await again.getByRole('button', { name: 'Restore saved trolley' }).click();
    const confirmRestore = page.getByRole('alertdialog', { name: 'Restore saved trolley?' });
    await expect(confirmRestore).toContainText('The 2 items saved on');
    await expectAccessible(page);
    await confirmRestore.getByRole('button', { name: 'Restore saved trolley' }).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/trolley\?trolleyRestored=2$/);
    await expect(lines).toHaveCount(2);
    const trolleyLines = page.getByRole('region', { name: 'Items in your trolley' });
    for (const name of names) {
      await expect(trolleyLines.getByRole('article', { name, exact: true })).toBeVisible();
    }
    await expect(
      page.getByText('Saved trolley restored: 2 items put back in the trolley.'),
    ).toBeVisible();
    await expect(again.getByRole('button', { name: 'Restore saved trolley' })).toHaveCount(0);
    await expectAccessible(page);
    expect((await viewerOf(customerAgain)).lines).toBe(2);

    // The console: nothing waits any more, and the restore is audited.
    await page.getByRole('banner').getByRole('button', { name: 'Return to admin' }).click();
    await expect(page).toHaveURL(customerUrl);
    await expect(page.getByRole('region', { name: 'Saved trolley waiting' })).toHaveCount(0);
    await expect(
      audit.getByRole('row', { name: /Restored saved trolley \(2 items\)/ }),
    ).toHaveCount(1);
  } finally {
    await customer.dispose();
    await customerAgain.dispose();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the staff panel leads to pages that ask first, and a save lands in the console', async ({
    page,
    playwright,
    request,
    baseURL,
  }, testInfo) => {
    const customer = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.113' },
    });
    try {
      const { email } = await customerWithTrolley(
        request,
        customer,
        `${testInfo.project.name}-nojs`,
      );
      const customerUrl = await openCustomerInConsole(page, email);
      await page.getByRole('button', { name: 'Sign on as customer' }).click();
      await page.goto('/ecom/shop/trolley');
      const panel = page.getByRole('region', { name: 'Staff: broken trolley' });
      await panel.getByRole('link', { name: 'Save broken trolley' }).click();
      await expect(page).toHaveURL(/\/ecom\/customer\/trolley\/save$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fix broken trolley?');
      await page.getByRole('button', { name: 'Save broken trolley' }).click();
      await expect(page).toHaveURL(`${customerUrl}?trolleySaved=2`);
      await expect(page.getByRole('region', { name: 'Saved trolley waiting' })).toBeVisible();

      await page.getByRole('button', { name: 'Sign on as customer' }).click();
      await page.goto('/ecom/shop/trolley');
      await page
        .getByRole('region', { name: 'Staff: broken trolley' })
        .getByRole('link', { name: 'Restore saved trolley' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restore saved trolley?');
      await page.getByRole('button', { name: 'Restore saved trolley' }).click();
      await expect(page).toHaveURL(/\/ecom\/shop\/trolley\?trolleyRestored=2$/);
      await expect(
        page.getByRole('region', { name: 'Items in your trolley' }).getByRole('article'),
      ).toHaveCount(2);
      await expect(
        page.getByText('Saved trolley restored: 2 items put back in the trolley.'),
      ).toBeVisible();
    } finally {
      await customer.dispose();
    }
  });
});
