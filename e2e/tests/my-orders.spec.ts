import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

/**
 * My Orders, View Order and cancel (issue 13, decision 0041). An order is placed for a fresh
 * shopper through the E2E test hook (the real placement workflow: trolley, collection slot,
 * 4242 test card), then: My Orders lists it as pending, View Order shows it with the server's
 * actions, Cancel (a React Aria dialog with JavaScript, a confirm page without) moves it to
 * the previous orders. axe scans every page and the dialog.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.141' } });

let shoppers = 0;

async function shopperWithOrder(page: Page, label: string): Promise<string> {
  shoppers += 1;
  const email = `orders-${label}-${test.info().project.name}-${Date.now()}-${shoppers}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: {
      email,
      password: 'quince meadow lantern 71',
      title: 'Ms',
      firstName: 'Olive',
      lastName: 'Marsh',
    },
  });
  expect(registered.status()).toBe(201);
  const csrf = (await (await page.request.get('/api/auth/v1/csrf')).json()) as {
    headerName: string;
    token: string;
  };
  const placed = await page.request.post('/api/test-hooks/v1/placed-orders', {
    data: {},
    headers: { [csrf.headerName]: csrf.token },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { customerOrderId: string }).customerOrderId;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('My Orders → View Order → Cancel in the dialog → the order is in Previous orders', async ({
  page,
}) => {
  const orderId = await shopperWithOrder(page, 'js');

  await page.goto('/ecom/my-orders');
  await expect(page).toHaveURL(/\/ecom\/myaccount\/my-orders$/);
  await expect(page).toHaveTitle('My Orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const pending = section(page, 'Pending orders');
  await expect(pending.getByRole('link', { name: orderId })).toBeVisible();
  await expect(pending.getByText('Placed')).toBeVisible();
  await expect(
    section(page, 'Previous orders').getByText('You have no previous orders.'),
  ).toBeVisible();
  await expectAccessible(page);

  await pending.getByRole('link', { name: orderId }).click();
  await expect(page).toHaveURL(new RegExp(`/ecom/myaccount/my-orders/order/${orderId}$`));
  await expect(page).toHaveTitle('View Order');
  await expect(page.getByRole('heading', { level: 1, name: 'View Order' })).toBeVisible();
  await expect(section(page, 'Delivery status').getByText('Booked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Amend order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change slot' })).toBeVisible();
  await expect(section(page, 'Estimated total').getByText('To pay', { exact: true })).toBeVisible();
  await expect(section(page, 'Payment').getByText(/4242/)).toBeVisible();
  await waitForHydration(page);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(page).toHaveURL(new RegExp(`/ecom/myaccount/my-orders\\?cancelled=${orderId}$`));
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(section(page, 'Pending orders').getByRole('link', { name: orderId })).toHaveCount(0);
  const previous = section(page, 'Previous orders');
  await expect(previous.getByRole('link', { name: orderId })).toBeVisible();
  await expect(previous.getByText('Cancelled')).toBeVisible();
  await expectAccessible(page);

  // A cancelled order offers no actions but shopping from it again.
  await previous.getByRole('link', { name: orderId }).click();
  await expect(page).toHaveTitle('View Order');
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Amend order' })).toHaveCount(0);
});

test('the cancel confirm page and the shop from order result page', async ({ page }) => {
  const orderId = await shopperWithOrder(page, 'pages');
  await page.goto(`/ecom/myaccount/my-orders/order/${orderId}/cancel`);
  await expect(page).toHaveTitle('Cancel this order?');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel this order?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page).toHaveURL(new RegExp(`/ecom/myaccount/my-orders\\?cancelled=${orderId}$`));

  await page.goto(`/ecom/myaccount/my-orders/order/${orderId}`);
  await page.getByRole('button', { name: 'Shop from this order' }).click();
  await expect(page).toHaveTitle('Shop from a previous order');
  await expect(page.getByText(/products? (was|were) added to your trolley/)).toBeVisible();
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Cancel order link opens a confirm page whose form cancels; shop from order fills the trolley', async ({
    page,
  }) => {
    const orderId = await shopperWithOrder(page, 'nojs');
    await page.goto(`/ecom/myaccount/my-orders/order/${orderId}`);
    await expect(page).toHaveTitle('View Order');

    await page.getByRole('link', { name: 'Cancel order' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/order/${orderId}/cancel$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Cancel this order?' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page).toHaveURL(new RegExp(`/ecom/myaccount/my-orders\\?cancelled=${orderId}$`));
    await expect(
      section(page, 'Previous orders').getByRole('link', { name: orderId }),
    ).toBeVisible();

    await page.goto(`/ecom/myaccount/my-orders/order/${orderId}`);
    await page.getByRole('button', { name: 'Shop from this order' }).click();
    await expect(page).toHaveTitle('Shop from a previous order');
    await expect(page.getByText(/products? (was|were) added to your trolley/)).toBeVisible();
  });

  test("another customer's order, or no such order, goes back to My Orders", async ({ page }) => {
    await shopperWithOrder(page, 'stranger');
    await page.goto('/ecom/myaccount/my-orders/order/1');
    await expect(page).toHaveURL(/\/ecom\/myaccount\/my-orders$/);
    await page.goto('/ecom/myaccount/my-orders/order/not-a-number');
    await expect(page).toHaveURL(/\/ecom\/myaccount\/my-orders$/);
  });
});
