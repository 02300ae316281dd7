import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

/**
 * The delivery pass (issue 27 part B, decision 0087): a fresh shopper finds Delivery Pass in the
 * account menu (available), adds a card, buys a 12-month pass on the plans page, books a
 * delivery slot with no delivery charge, sees the order and the saving on their pass page and
 * cancels auto-renew; and a card whose bank asks for 3-D Secure buys one through the provider's
 * check page. Axe on every page.
 */

// Registrations from an address of this spec's own (the registration throttle is per address).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.87' } });

const PASSWORD = 'meadow lantern quince 71';

async function registerShopper(page: Page): Promise<void> {
  const email = `pass-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Ms', firstName: 'Wren', lastName: 'Hollis' },
  });
  expect(registered.status()).toBe(201);
}

async function addCard(page: Page, cardNumber = '4242 4242 4242 4242') {
  const form = page.frameLocator('iframe[title="Card details"]');
  await expect(form.getByRole('heading', { name: 'Card details' })).toBeVisible();
  await form.getByLabel('Name on card').fill('Wren Hollis');
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry date (MM/YY)').fill('12/35');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your card has been saved.');
}

const grid = (page: Page) => page.getByRole('grid', { name: /^Delivery slots, / });
const openSlots = (table: Locator) => table.getByRole('button', { name: /^Book / });

test('buy a delivery pass and book a delivery slot with no delivery charge', async ({ page }) => {
  await registerShopper(page);

  // Signed in without a pass: available, so the account menu offers it.
  await page.goto('/ecom');
  await waitForHydration(page);
  const menuButton = page.getByRole('banner').getByRole('button', { name: /^Your account: / });
  await expect(menuButton).toBeVisible({ timeout: 30_000 });
  await menuButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Delivery Pass' }).click();
  // No pass yet: the account page leads to the plans.
  await expect(page).toHaveURL(/\/ecom\/delivery-pass$/);
  await expect(page).toHaveTitle('Delivery Pass');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Delivery Pass' })).toBeVisible();
  await expect(main.getByRole('radio')).toHaveCount(3);
  await expect(main.getByText('Add a payment card to your account to buy a pass.')).toBeVisible();
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Add a payment card' }).click();
  await expect(page).toHaveURL(/\/ecom\/myaccount\/payment-cards/);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Add a payment card' }).click();
  await addCard(page);

  await page.goto('/ecom/delivery-pass');
  await main.getByRole('radio', { name: /12-month Anytime pass/ }).check();
  await expect(main.getByLabel('Pay with')).toContainText('Visa ending 4242');
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Buy Delivery Pass' }).click();

  await expect(page).toHaveURL(/\/ecom\/myaccount\/delivery-pass\?notice=bought$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Your Delivery Pass' })).toBeVisible();
  await expect(main.getByRole('status')).toHaveText('Thank you. Your Delivery Pass is active now.');
  await expect(main.getByRole('definition').first()).toContainText('12-month Anytime pass');
  await expect(main.getByText('Renews on')).toBeVisible();
  await expect(main.getByText('No orders yet.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The grid: every delivery slot is free with the pass.
  await main.getByRole('link', { name: 'Book a delivery slot' }).click();
  await expect(page).toHaveURL(/\/ecom\/bookslot\/delivery/);
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await page.getByLabel('Address line 1').fill('3 Abbey Mill');
  await page.getByLabel('Town or city (optional)').fill('Reading');
  await page.getByLabel('Postcode', { exact: true }).fill('RG1 3DW');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/ecom\/bookslot\/delivery\?addressId=\d+$/);
  const table = grid(page);
  await expect(table).toBeVisible();
  const first = openSlots(table).first();
  await expect(first).toHaveAccessibleName(/, Free, Delivery Pass/);
  await expect(first).toContainText('Delivery Pass');
  await expectAccessible(page);
  await first.click();
  const booked = page.getByRole('region', { name: 'Your slot is booked' });
  await expect(booked).toBeVisible();
  await expectAccessible(page);

  // The trolley charges no delivery: one product in it, as a product card's form posts it.
  const listing = await (
    await page.request.get('/api/content/v2/browse?categoryPath=groceries/bakery&size=24')
  ).json();
  const product = (
    listing.products as {
      id: string;
      lineNumber: string;
      availability: string;
      defaultQuantity: { uom: string };
    }[]
  ).find((p) => p.availability === 'AVAILABLE' && p.defaultQuantity.uom === 'C62');
  expect(product).toBeDefined();
  const added = await page.request.post('/ecom/shop/trolley/items', {
    form: {
      lineNumber: product?.lineNumber ?? '',
      productId: product?.id ?? '',
      quantity: '2',
      uom: 'C62',
      redirectTo: '/ecom/shop/trolley',
    },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await page.goto('/ecom/shop/trolley');
  await expect(main.locator('dt:text-is("Delivery charge") + dd')).toHaveText('£0.00');
  await expectAccessible(page);

  // The pass page counts the order and the money saved; cancel auto-renew.
  await page.goto('/ecom/myaccount/delivery-pass');
  const orders = main.getByRole('table');
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByRole('row').nth(1)).toContainText(/£\d+\.\d\d/);
  await expect(page.getByTestId('money-saved')).not.toHaveText('£0.00');
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Cancel auto-renew' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Auto-renew is off. Your pass ends on its expiry date.',
  );
  await expect(main.getByText('(Auto-renew is off)')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Turn on auto-renew' })).toBeVisible();
  await expectAccessible(page);
});

test('a card whose bank asks for a 3-D Secure check buys the pass once the check is passed', async ({
  page,
}) => {
  await registerShopper(page);
  await page.goto('/ecom/myaccount/payment-cards');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Add a payment card' }).click();
  await addCard(page, '4000 0000 0000 3220');

  await page.goto('/ecom/delivery-pass');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Pay with')).toContainText('Visa ending 3220');
  await main.getByRole('radio', { name: /6-month Midweek pass/ }).check();
  await main.getByRole('button', { name: 'Buy Delivery Pass' }).click();

  // The provider's check page, the whole window; then back to the shop.
  await expect(page).toHaveURL(/\/psp\/challenge\//);
  await expect(page.getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/ecom\/myaccount\/delivery-pass\?notice=bought$/);
  await expect(main.getByRole('status')).toHaveText('Thank you. Your Delivery Pass is active now.');
  await expect(main.getByRole('definition').first()).toContainText('6-month Midweek pass');
  await expectAccessible(page);
});
