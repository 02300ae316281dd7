import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/**
 * Fulfilment and payment resolution (issue 13, decision 0043). A shopper's order is placed
 * through the API (the checkout page is another journey's); staff start its fulfilment and pick
 * it in the console with a substitution; the card's capture fails (sandbox card 4000 0000 0000
 * 0341), so the order is PAYMENT_FAILED, and the shopper pays it on the resolve-order-payment
 * page with another saved card and sees "Payment successful".
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.143' } });

const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1' };
const PASSWORD = 'parsnip lighthouse 73';

interface ListedProduct {
  id: string;
  lineNumber: string;
  availability: string;
  defaultQuantity: { amount: number; uom: string };
  displayPrice?: string;
}

async function csrfHeaders(request: APIRequestContext) {
  const csrf = await (await request.get('/api/auth/v1/csrf')).json();
  return { [csrf.headerName]: csrf.token } as Record<string, string>;
}

/** Saves a card as the hosted form would: a form session, the provider's form, the token. */
async function saveCard(request: APIRequestContext, cardNumber: string): Promise<number> {
  const headers = await csrfHeaders(request);
  const session = await request.post('/api/payments/v1/card-form-sessions', {
    headers,
    data: { returnUrl: '/ecom/myaccount/payment-cards' },
  });
  expect(session.status()).toBe(200);
  const { formUrl } = await session.json();
  const form = await request.post(formUrl, {
    form: {
      cardholderName: 'Hazel Quince',
      cardNumber,
      expiryDate: '12/35',
      securityCode: '123',
    },
  });
  const token = /name="token" value="([^"]+)"/.exec(await form.text())?.[1];
  expect(token, 'the provider tokenised the card').toBeTruthy();
  const saved = await request.post('/api/payments/v1/payment-cards', {
    headers,
    data: { token },
  });
  expect(saved.status()).toBe(200);
  return (await saved.json()).id;
}

/**
 * A fresh shopper with a placed order paid by a card whose capture will fail: its id, and another
 * product of the aisle to substitute.
 */
async function placedOrder(page: Page): Promise<{ orderId: string; substituteId: string }> {
  const request = page.request;
  const email = `fulfil-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Ms', firstName: 'Hazel', lastName: 'Quince' },
  });
  expect(registered.status()).toBe(201);
  const failingCard = await saveCard(request, '4000 0000 0000 0341');

  // Enough of one bakery product for the collection minimum spend.
  const listing = await (
    await request.get('/api/content/v2/browse?categoryPath=groceries/bakery&size=48')
  ).json();
  const product = (listing.products as ListedProduct[]).find(
    (p) => p.availability === 'AVAILABLE' && p.defaultQuantity.uom === 'C62',
  ) as ListedProduct;
  const substitute = (listing.products as ListedProduct[]).find(
    (p) => p.availability === 'AVAILABLE' && p.id !== product?.id,
  ) as ListedProduct;
  expect(product).toBeTruthy();
  expect(substitute).toBeTruthy();
  const added = await request.post('/ecom/shop/trolley/items', {
    form: {
      lineNumber: product.lineNumber,
      productId: product.id,
      quantity: '40',
      uom: 'C62',
      redirectTo: '/ecom/shop/trolley',
    },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);

  const headers = await csrfHeaders(request);
  const days = await (
    await request.post('/api/slots/v1/slotdays', {
      headers,
      data: { slotType: 'GROCERY_COLLECTION', days: 7 },
    })
  ).json();
  // A slot days away: its amend cut-off has not passed, so the job worker leaves it PLACED.
  const slot = days.days
    .slice(-2)
    .flatMap((day: { slots: { slotId: string; availability: string }[] }) => day.slots)
    .find((s: { availability: string }) => s.availability === 'AVAILABLE');
  const booked = await request.post('/api/slots/v1/bookslot', {
    headers,
    data: { slotId: slot.slotId },
  });
  expect(booked.status()).toBe(200);

  const viewer = await (await request.get('/ecom/resources/viewer')).json();
  const customerOrderId = String(viewer.trolley.orderId);
  const placed = await request.post('/api/orders/v1/orders', {
    headers: { ...headers, 'idempotency-key': `fulfil-${Date.now()}` },
    data: { customerOrderId, paymentCardId: failingCard },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { orderId: customerOrderId, substituteId: substitute.id };
}

test('staff pick an order with a substitution; its failed capture is paid on the resolve-order-payment page', async ({
  page,
  browser,
}) => {
  const { orderId, substituteId } = await placedOrder(page);
  await saveCard(page.request, '4242 4242 4242 4242');

  // Staff, in a browser of their own.
  const staffContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.144' },
  });
  const staff = await staffContext.newPage();
  await staff.goto('/ecom/admin/orders');
  await staff.getByLabel('Email').fill(STAFF.email);
  await staff.getByLabel('Password').fill(STAFF.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expectAccessible(staff);

  await staff.getByRole('link', { name: orderId, exact: true }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: `Picking: order ${orderId}` }),
  ).toBeVisible();
  await expect(staff.getByTestId('order-status')).toHaveText('PLACED');
  await expectAccessible(staff);
  await staff.getByRole('button', { name: 'Start fulfilment now' }).click();
  await expect(staff.getByTestId('order-status')).toHaveText('FULFIL');
  await expectAccessible(staff);

  // The line is substituted by another product of the aisle (priced by the pricing engine);
  // then the capture runs, and the sandbox refuses it.
  const line = staff.getByRole('row').nth(1);
  await line.getByRole('combobox').selectOption('SUBSTITUTED');
  await line.getByRole('textbox', { name: /^Substitute for/ }).fill(substituteId);
  await staff.getByRole('button', { name: 'Complete picking' }).click();
  await expect(staff.getByTestId('order-status')).toHaveText('PAYMENT_FAILED');
  await expect(staff.getByText('The card issuer declined the capture.')).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Actual totals' })).toBeVisible();
  await expectAccessible(staff);
  await staffContext.close();

  // View Order shows what picking did (decision 0043 Wiring) and offers no amend or cancel.
  await page.goto(`/ecom/myaccount/my-orders/order/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Actual totals' })).toBeVisible();
  await expect(page.getByText(/^Substituted with /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Amend order' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await expectAccessible(page);
  // My Orders lists it with "Pay now", which opens the resolve page.
  await page.goto('/ecom/myaccount/my-orders');
  // The user stats' payment attention shows a notice linking to the failed order's resolve page.
  const attention = page.getByTestId('payment-attention');
  await expect(attention).toContainText('An order needs your attention: payment failed.');
  await expect(attention.getByRole('link', { name: `Pay for order ${orderId}` })).toHaveAttribute(
    'href',
    `/ecom/resolve-order-payment/${orderId}`,
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: `Pay now for order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ecom/resolve-order-payment/${orderId}$`));

  // The shopper pays what is owed with their other card.
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await expect(page.getByText('Amount to pay')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /ending 4242/ }).check();
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ecom/payment-confirmation/${orderId}$`));
  await expect(page).toHaveTitle('Payment successful');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expectAccessible(page);

  // Paid: the order is a previous one, with nothing left to pay.
  await page.goto(`/ecom/myaccount/my-orders/order/${orderId}`);
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await page.goto('/ecom/myaccount/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByTestId('payment-attention')).toHaveCount(0);

  // Paid: the resolve page has nothing more to ask, and goes to the confirmation.
  await page.goto(`/ecom/resolve-order-payment/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/ecom/payment-confirmation/${orderId}$`));
});

test('a customer cannot open the console orders, and an anonymous visitor is asked to sign in to pay', async ({
  page,
}) => {
  await page.goto('/ecom/resolve-order-payment/123456');
  await expect(page).toHaveURL(/\/ecom\/login\?redirect=|\/ecom\/sign-in/);
  const email = `fulfil-customer-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Ms', firstName: 'Hazel', lastName: 'Quince' },
  });
  expect(registered.status()).toBe(201);
  const response = await page.goto('/ecom/admin/orders');
  expect(response?.status()).toBe(403);
  const other = await page.goto('/ecom/resolve-order-payment/123456');
  expect(other?.status()).toBe(404);
});
