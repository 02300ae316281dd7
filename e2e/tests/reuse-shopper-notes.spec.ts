import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

/**
 * 'Reuse shopper notes?' (issue 28, decision 0098): a shopper who left a note on a product in an
 * earlier order adds it again, is asked whether to reuse the note, says yes, and the trolley
 * line has it. axe scans the dialog and the trolley, at desktop and phone widths.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.198' } });

const NOTE = 'Semi-skimmed if there is no whole milk';

interface ListedProduct {
  id: string;
  lineNumber: string;
  name: string;
  availability: string;
  defaultQuantity: { uom: string };
  maxPersonalisedMessageLength: number | null;
}

async function graphql(page: Page, headers: Record<string, string>, query: string, variables = {}) {
  const answer = await page.request.post('/api/graphql', { headers, data: { query, variables } });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = await answer.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A fresh shopper, signed in, who ordered `product` once with a note on it. */
async function shopperWhoLeftANote(page: Page, product: ListedProduct) {
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: {
      email: `notes-${test.info().project.name}-${Date.now()}@example.com`,
      password: 'quince meadow lantern 71',
      title: 'Ms',
      firstName: 'Iris',
      lastName: 'Notes',
    },
  });
  expect(registered.status()).toBe(201);
  const csrf = await (await page.request.get('/api/auth/v1/csrf')).json();
  const headers = { [csrf.headerName]: csrf.token };
  const orderId = (
    await (await page.request.post('/ecom/resources/trolley-order', { maxRedirects: 0 })).json()
  ).orderId as string;
  const added = await graphql(
    page,
    headers,
    `mutation ($orderId: String!, $item: TrolleyItemInput!) {
      addItemToTrolley(orderId: $orderId, trolleyItem: $item) { failures { message } } }`,
    {
      orderId,
      item: {
        lineNumber: product.lineNumber,
        productId: product.id,
        quantity: { amount: 1, uom: 'C62' },
        noteToShopper: NOTE,
      },
    },
  );
  expect(added.addItemToTrolley.failures ?? []).toEqual([]);
  // The test hook tops the trolley up with bakery products, books a slot and places the order.
  const placed = await page.request.post('/api/test-hooks/v1/placed-orders', {
    data: {},
    headers,
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

test('adding a product noted in an earlier order asks to reuse the note, and the line has it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const found = await (
    await page.request.get('/api/search/v1/products?searchTerm=milk&size=48')
  ).json();
  const milk = (found.products as ListedProduct[]).find(
    (p) =>
      p.availability === 'AVAILABLE' &&
      p.defaultQuantity.uom === 'C62' &&
      p.maxPersonalisedMessageLength === null,
  ) as ListedProduct;
  expect(milk, 'a milk sold by the item').toBeTruthy();
  await shopperWhoLeftANote(page, milk);

  await page.goto(`/ecom/shop/search?searchTerm=${encodeURIComponent(milk.name)}`);
  await waitForHydration(page);
  // The search page is shared: the shopper's own trolley arrives with their viewer after it.
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Your account/ }),
  ).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${milk.name} to trolley`, exact: true })
    .first()
    .click();

  const dialog = page.getByRole('dialog', { name: 'Reuse shopper notes?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`You left a note for ${milk.name} in an earlier order.`);
  await expect(dialog).toContainText(`“${NOTE}”`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reuse note' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/ecom/shop/trolley');
  await expect(page.getByRole('heading', { level: 1, name: 'My Trolley' })).toBeVisible();
  await expect(page.getByText(`Note to shopper: ${NOTE}`)).toBeVisible();
  await expectAccessible(page);
});
