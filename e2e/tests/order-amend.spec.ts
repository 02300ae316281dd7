import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, postForm, waitForHydration } from './fixtures.ts';

/**
 * Amending a placed order until its cut-off (issue 13, decision 0042): an order placed through
 * the API (the checkout page is another branch's), amended through the View Order page's plain
 * form route, the trolley's "Amending order N" banner, an item added, the amend hub, 'Cancel
 * changes?' and the order as it was; then amended again and checked out through the same
 * placement call. Each test registers a shopper of its own.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.142' } });

const PASSWORD = 'quarry bramble lantern 73';
const HUB = '/ecom/shop/featured/order-amend';

interface ListedProduct {
  id: string;
  name: string;
  lineNumber: string;
  availability: string;
  defaultQuantity: { amount: number; uom: string };
  pricing: { displayPrice: { amount: number } };
}

let shoppers = 0;

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = await (await page.request.get('/api/auth/v1/csrf')).json();
  return { [csrf.headerName]: csrf.token };
}

async function addToTrolley(page: Page, product: ListedProduct, quantity: number) {
  const added = await page.request.post('/ecom/shop/trolley/items', {
    form: {
      lineNumber: product.lineNumber,
      productId: product.id,
      quantity: String(quantity),
      uom: product.defaultQuantity.uom,
      redirectTo: '/ecom/shop/trolley',
    },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

/** The London date `days` from today, YYYY-MM-DD. */
function londonDatePlus(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
}

/**
 * A shopper with a placed order: products over the collection minimum, a collection slot four
 * or more days ahead (well before its amend cut-off), a Visa saved through the hosted form.
 */
async function shopperWithOrder(page: Page) {
  shoppers += 1;
  const email = `amend-${test.info().project.name}-${Date.now()}-${shoppers}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Ms', firstName: 'Hazel', lastName: 'Marlow' },
  });
  expect(registered.status()).toBe(201);
  const headers = await csrfHeaders(page);

  const listing = await (
    await page.request.get('/api/content/v2/browse?categoryPath=groceries/bakery&size=48')
  ).json();
  const products = (listing.products as ListedProduct[])
    .filter((p) => p.availability === 'AVAILABLE' && p.defaultQuantity.uom === 'C62')
    .filter((p) => !/personalised|cake/i.test(p.name))
    .sort((a, b) => b.pricing.displayPrice.amount - a.pricing.displayPrice.amount);
  let total = 0;
  const used: ListedProduct[] = [];
  for (const product of products) {
    if (total >= 5000) break;
    await addToTrolley(page, product, 3);
    total += 3 * product.pricing.displayPrice.amount;
    used.push(product);
  }
  const spare = products.find((p) => !used.includes(p)) as ListedProduct;

  const days = await page.request.post('/api/slots/v1/slotdays', {
    headers,
    data: { slotType: 'GROCERY_COLLECTION', fromDate: londonDatePlus(4), days: 7 },
  });
  expect(days.status()).toBe(200);
  const slot = ((await days.json()).days as { slots: { slotId: string; availability: string }[] }[])
    .flatMap((day) => day.slots)
    .find((s) => s.availability === 'AVAILABLE');
  expect(slot, 'an open collection slot four days ahead').toBeTruthy();
  const booked = await page.request.post('/api/slots/v1/bookslot', {
    headers,
    data: { slotId: slot?.slotId },
  });
  expect(booked.status()).toBe(200);

  await page.goto('/ecom/myaccount/payment-cards');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Add a payment card' }).click();
  const form = page.frameLocator('iframe[title="Card details"]');
  await form.getByLabel('Name on card').fill('Hazel Marlow');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry date (MM/YY)').fill('12/35');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your card has been saved.');
  const cards = await (
    await page.request.get('/api/payments/v1/payment-cards', { headers })
  ).json();
  const cardId = (Array.isArray(cards) ? cards : cards.paymentCards)[0].id as number;

  const orderId = (
    await (await page.request.post('/ecom/resources/trolley-order', { maxRedirects: 0 })).json()
  ).orderId as string;
  const place = (key: string) =>
    page.request.post('/api/orders/v1/orders', {
      headers: { ...headers, 'Idempotency-Key': key },
      data: { customerOrderId: orderId, paymentCardId: cardId, contactNumber: '07700 900123' },
    });
  const placed = await place(`first-${orderId}`);
  expect(placed.status(), await placed.text()).toBe(201);
  return { orderId, place, spare, headers, lines: used.length };
}

async function orderOf(page: Page, orderId: string) {
  const answer = await page.request.get(`/api/orders/v1/orders/${orderId}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { status: string; lines: unknown[]; amountToPayPence: number };
}

test('amend from the order, see the banner, add an item, cancel changes; amend again and check out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { orderId, place, spare, lines } = await shopperWithOrder(page);
  const placed = await orderOf(page, orderId);
  expect(placed.status).toBe('PLACED');

  // The View Order page's Amend form: the hub, with the order's lines back in the trolley.
  await page.goto('/ecom/myaccount');
  await postForm(page, `/ecom/myaccount/my-orders/order/${orderId}/amend`);
  await expect(page).toHaveURL(new RegExp(`${HUB}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `You are amending order ${orderId}` }),
  ).toBeVisible();
  await expect(page.getByText(/Make your changes by/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check out' })).toHaveAttribute(
    'href',
    '/ecom/checkout',
  );
  await waitForHydration(page);
  await expectAccessible(page);
  expect((await orderOf(page, orderId)).status).toBe('AMENDING');

  // My Trolley says which order is being amended; an item is added.
  await addToTrolley(page, spare, 1);
  await page.goto('/ecom/shop/trolley');
  await expect(page.getByRole('region', { name: 'Amending your order' })).toContainText(
    `Amending order ${orderId} — changes by`,
  );
  await expect(page.getByRole('main').getByText(spare.name).first()).toBeVisible();
  await waitForHydration(page);
  await expectAccessible(page);

  // 'Cancel changes?': keeping changes closes it; confirming reverts the order.
  await page.goto(HUB);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Cancel changes' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel changes?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep changes' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel changes' }).click();
  await dialog.getByRole('button', { name: 'Cancel changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/ecom/myaccount/my-orders/order/${orderId}$`));
  const reverted = await orderOf(page, orderId);
  expect(reverted.status).toBe('PLACED');
  expect(reverted.lines).toHaveLength(lines);
  await page.goto('/ecom/shop/trolley');
  await expect(page.getByRole('region', { name: 'Amending your order' })).toHaveCount(0);

  // Amend again, add the item, and check out through the placement call (the checkout page
  // is another branch's): the order's lines are replaced and the new amount authorised.
  await page.goto('/ecom/myaccount');
  await postForm(page, `/ecom/myaccount/my-orders/order/${orderId}/amend`);
  await expect(page).toHaveURL(new RegExp(`${HUB}$`));
  await addToTrolley(page, spare, 1);
  const again = await place(`amend-${orderId}`);
  expect(again.status(), await again.text()).toBe(201);
  const amended = await orderOf(page, orderId);
  expect(amended.status).toBe('PLACED');
  expect(amended.lines).toHaveLength(lines + 1);
  expect(amended.amountToPayPence).toBeGreaterThan(placed.amountToPayPence);
  await page.goto(HUB);
  await expect(page.getByText('You are not amending an order.')).toBeVisible();
});

test("the refusal modals: 'Changes cannot be made to your order' and 'Unable to edit'", async ({
  page,
}) => {
  shoppers += 1;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: {
      email: `amend-modal-${test.info().project.name}-${Date.now()}-${shoppers}@example.com`,
      password: PASSWORD,
      title: 'Mr',
      firstName: 'Ash',
      lastName: 'Marlow',
    },
  });
  expect(registered.status()).toBe(201);
  for (const [code, title] of [
    ['AMEND_CUTOFF_PASSED', 'Changes cannot be made to your order'],
    ['PERSONALISED_MESSAGE_LOCKED', 'Unable to edit'],
  ]) {
    await page.goto(`${HUB}?amendError=${code}`);
    await waitForHydration(page);
    const modal = page.getByRole('alertdialog', { name: title });
    await expect(modal).toBeVisible();
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
  }
  // Amending an order that is not the shopper's: refused, and the page says so.
  await page.goto('/ecom/myaccount');
  await postForm(page, '/ecom/myaccount/my-orders/order/99999999/amend');
  await expect(
    page.getByRole('alertdialog', { name: "Sorry, we're experiencing an unexpected error" }),
  ).toBeVisible();
  await expectAccessible(page);
});
