import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, postForm, waitForHydration } from './fixtures.ts';

/**
 * Guards of the order pages (issue 13; decisions 0042, 0044): the order confirmation of another
 * customer's order answers 404 (its own answers 200), and the change-slot page of an order being
 * amended (the View Order page's Change slot form route) is visited, with and without its refusal
 * modal, and passes axe. Orders are placed for fresh shoppers through the E2E test hook.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.143' } });

let shoppers = 0;

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await (await page.request.get('/api/auth/v1/csrf')).json()) as {
    headerName: string;
    token: string;
  };
  return { [csrf.headerName]: csrf.token };
}

async function registerShopper(page: Page, label: string) {
  shoppers += 1;
  const email = `guards-${label}-${test.info().project.name}-${Date.now()}-${shoppers}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: {
      email,
      password: 'juniper harbour pylon 58',
      title: 'Mr',
      firstName: 'Reed',
      lastName: 'Calder',
    },
  });
  expect(registered.status()).toBe(201);
}

async function shopperWithOrder(page: Page, label: string): Promise<string> {
  await registerShopper(page, label);
  const placed = await page.request.post('/api/test-hooks/v1/placed-orders', {
    data: {},
    headers: await csrfHeaders(page),
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { customerOrderId: string }).customerOrderId;
}

async function otherShopper(browser: Browser) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.144' },
  });
  const page = await context.newPage();
  await registerShopper(page, 'other');
  return { context, page };
}

test("another customer's order confirmation is 404; the shopper's own is shown", async ({
  page,
  browser,
}) => {
  const orderId = await shopperWithOrder(page, 'confirmation');
  const own = await page.goto(`/ecom/order-confirmation/${orderId}`);
  expect(own?.status()).toBe(200);
  await expect(page.getByText(orderId).first()).toBeVisible();

  const other = await otherShopper(browser);
  for (const path of [
    `/ecom/order-confirmation/${orderId}`,
    `/ecom/order-confirmation/${orderId}/details`,
  ]) {
    const answer = await other.page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(other.page).toHaveTitle('Page not found');
    await expect(
      other.page.getByRole('heading', { level: 1, name: "Sorry, we couldn't find that page" }),
    ).toBeVisible();
    await expect(other.page.getByText(orderId)).toHaveCount(0);
  }
  await expectAccessible(other.page);
  await other.context.close();
});

test('the change-slot page of an order being amended, and its refusal modal, pass axe', async ({
  page,
}) => {
  const orderId = await shopperWithOrder(page, 'change-slot');
  const changeSlot = `/ecom/myaccount/my-orders/order/${orderId}/change-slot`;

  // Change slot from View Order: the amend starts and the shopper lands on slot booking.
  await page.goto(`/ecom/myaccount/my-orders/order/${orderId}`);
  await page.getByRole('button', { name: 'Change slot' }).click();
  // Slot booking (or the service choice it starts from for a collection order).
  await expect(page).toHaveURL(/\/ecom\/(bookslot|service-selection)/);
  const order = await page.request.get(`/api/orders/v1/orders/${orderId}`);
  expect(((await order.json()) as { status: string }).status).toBe('AMENDING');

  // The change-slot page itself while amending: its title and the way back to the order.
  const visited = await page.goto(changeSlot);
  expect(visited?.status()).toBe(200);
  await expect(page).toHaveTitle('Amend order');
  await expect(page.getByRole('heading', { level: 1, name: 'Amend order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your order' })).toHaveAttribute(
    'href',
    `/ecom/myaccount/my-orders/order/${orderId}`,
  );
  await waitForHydration(page);
  await expectAccessible(page);

  // Changing the slot of an order that is not the shopper's: refused on the same page.
  await postForm(page, '/ecom/myaccount/my-orders/order/99999999/change-slot');
  const modal = page.getByRole('alertdialog');
  await expect(modal).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Amend order' })).toBeVisible();
  await expectAccessible(page);
});
