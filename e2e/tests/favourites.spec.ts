import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, pressLoadMore, waitForHydration } from './fixtures.ts';
import { signIn } from './session-fixture.ts';

/**
 * Favourites and Bought in store (issue 25, decision 0079). A fresh shopper is given a shopping
 * history in our branches through the till's test hook and hearts one product; Favourites then
 * lists what they buy most first under Frequently bought, reminds them of what they have
 * forgotten, narrows to what is on offer and to an aisle; Bought in store lists the latest bought
 * first with All Categories, 48 at a time with Load more appending. Without JavaScript the
 * filters are a plain form. axe scans every page and state, at desktop and phone widths.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.79' } });

const PASSWORD = 'saffron harbour quill 38';
let shoppers = 0;

interface ListedProduct {
  lineNumber: string;
  name: string;
  availability: string;
  promotions: { hidden: boolean }[];
  weights: { uoms: string[] };
}

/** A fresh shopper signed in in this page's context. */
async function freshShopper(page: Page, request: APIRequestContext, label: string) {
  shoppers += 1;
  const email = `favourites-${label}-${test.info().project.name}-${Date.now()}-${shoppers}@example.com`;
  const registered = await request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Mr', firstName: 'Fenn', lastName: 'Avery' },
  });
  expect(registered.status()).toBe(201);
  await signIn(page.context(), email);
}

/** Available products of an aisle sold by the item, each name once. */
async function productsOf(
  request: APIRequestContext,
  categoryPath: string,
  size: number,
): Promise<ListedProduct[]> {
  const answer = await request.get(
    `/api/content/v2/browse?categoryPath=${categoryPath}&size=${Math.min(200, size * 2)}`,
  );
  expect(answer.status()).toBe(200);
  const { products } = (await answer.json()) as { products: ListedProduct[] };
  const names = new Set<string>();
  return products
    .filter((product) => {
      if (product.availability !== 'AVAILABLE' || !product.weights.uoms.includes('C62')) {
        return false;
      }
      if (names.has(product.name)) return false;
      names.add(product.name);
      return true;
    })
    .slice(0, size);
}

/** The CSRF header a signed-in shopper's changes carry. */
async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await (await page.request.get('/api/auth/v1/csrf')).json()) as {
    headerName: string;
    token: string;
  };
  return { [csrf.headerName]: csrf.token };
}

/** A till receipt `daysAgo` holding one of each product, recorded against the shopper. */
async function receipt(page: Page, daysAgo: number, products: ListedProduct[]) {
  const answer = await page.request.post('/api/test-hooks/v1/branch-receipts', {
    data: { daysAgo, lineNumbers: products.map((product) => product.lineNumber) },
    headers: await csrfHeaders(page),
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function heart(page: Page, product: ListedProduct) {
  const answer = await page.request.put(`/api/favourites/v2/favourites/${product.lineNumber}`, {
    headers: await csrfHeaders(page),
  });
  expect(answer.status()).toBe(200);
}

const names = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('article');

async function cardNames(page: Page, list: string): Promise<string[]> {
  return names(page, list).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('aria-label') ?? ''),
  );
}

test('favourites sorted by Frequently bought: the most bought first, then hearted; forgotten products, On offer and an aisle narrow it', async ({
  page,
  request,
}) => {
  await freshShopper(page, request, 'frequency');
  const chilled = await productsOf(request, 'groceries/fresh_and_chilled', 40);
  const onOffer = chilled.find((product) => product.promotions.some((p) => !p.hidden));
  const plain = chilled.filter((product) => product.promotions.length === 0);
  const [bakeryOne, bakeryTwo] = await productsOf(request, 'groceries/bakery', 2);
  if (!onOffer || plain.length < 2 || !bakeryOne || !bakeryTwo) {
    throw new Error('the demo catalogue lacks the products this journey needs');
  }
  const [most, second] = plain as [ListedProduct, ListedProduct];
  // most: 5 shops; second: 3; bakeryOne: 2, none of the last three (forgotten); onOffer: 1;
  // bakeryTwo: hearted, never bought.
  await receipt(page, 40, [most, second, bakeryOne]);
  await receipt(page, 30, [most, second, bakeryOne]);
  await receipt(page, 20, [most, second]);
  await receipt(page, 10, [most, onOffer]);
  await receipt(page, 5, [most]);
  await heart(page, bakeryTwo);

  await page.goto('/ecom/favourites');
  await expect(page).toHaveTitle(/^Favourites/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(names(page, 'Have you forgotten?')).toHaveCount(1);
  await expect(
    page.getByRole('list', { name: 'Have you forgotten?' }).getByRole('article', {
      name: bakeryOne.name,
      exact: true,
    }),
  ).toBeVisible();
  await expect(names(page, 'Your favourites')).toHaveCount(5);
  await expectAccessible(page);

  await page.getByLabel('Sort by').selectOption({ label: 'Frequently bought' });
  await expect(page).toHaveURL(/sortBy=PURCHASE_FREQUENCY/);
  await expect
    .poll(() => cardNames(page, 'Your favourites'))
    .toEqual([most.name, second.name, bakeryOne.name, onOffer.name, bakeryTwo.name]);
  // Each card has Add and its heart, the hearted one pressed.
  const hearted = page
    .getByRole('list', { name: 'Your favourites' })
    .getByRole('article', { name: bakeryTwo.name, exact: true });
  await expect(
    hearted.getByRole('button', { name: `Favourite ${bakeryTwo.name}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(hearted.getByRole('button', { name: /^Add .+ to trolley$/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'On offer' }).check();
  await expect(page).toHaveURL(/onOffer=true/);
  await expect.poll(() => cardNames(page, 'Your favourites')).toEqual([onOffer.name]);
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'On offer' }).uncheck();
  await expect(page).not.toHaveURL(/onOffer=true/);

  await page.getByLabel('Category').selectOption({ label: 'Bakery (2)' });
  await expect(page).toHaveURL(/categoryId=/);
  await expect
    .poll(() => cardNames(page, 'Your favourites'))
    .toEqual([bakeryOne.name, bakeryTwo.name]);
  await expectAccessible(page);
});

test('bought in store lists the latest bought first under All Categories, 48 at a time with Load more, and narrows to an aisle', async ({
  page,
  request,
}) => {
  await freshShopper(page, request, 'in-store');
  const cupboard = await productsOf(request, 'groceries/food_cupboard', 50);
  const [loaf] = await productsOf(request, 'groceries/bakery', 1);
  if (cupboard.length < 50 || !loaf) throw new Error('the demo catalogue is too small');
  await receipt(page, 6, cupboard);
  await receipt(page, 1, [loaf]);

  await page.goto('/ecom/bought-in-store');
  await expect(page).toHaveTitle(/^Bought In Store/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bought In Store' })).toBeVisible();
  await waitForHydration(page);
  const category = page.getByLabel('Category');
  await expect(category.locator('option:checked')).toHaveText('All Categories');
  const cards = names(page, 'Bought In Store');
  await expect(cards).toHaveCount(48);
  await expect(cards.first()).toHaveAttribute('aria-label', loaf.name);
  await expect(
    cards.first().getByRole('button', { name: `Favourite ${loaf.name}` }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);

  await pressLoadMore(page);
  await expect(cards).toHaveCount(51);
  await expect(page.getByText('Showing 51 of 51 products').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  await expectAccessible(page);

  await category.selectOption({ label: 'Bakery (1)' });
  await expect(page).toHaveURL(/categoryId=/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('aria-label', loaf.name);
  await expectAccessible(page);
});

test('bought in store is not there while its flag is off', async ({ page, request }) => {
  await freshShopper(page, request, 'flag-off');
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': '198.51.100.79',
    features: '!bought_in_store',
  });
  const answer = await page.goto('/ecom/bought-in-store');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Bought In Store' })).toHaveCount(0);
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the favourites filters are a plain form: Apply sorts by Frequently bought', async ({
    page,
    request,
  }) => {
    await freshShopper(page, request, 'no-js');
    const [first, second] = await productsOf(request, 'groceries/bakery', 2);
    if (!first || !second) throw new Error('the demo catalogue lacks bakery products');
    await receipt(page, 9, [first]);
    await receipt(page, 3, [second]);
    await receipt(page, 2, [second]);

    await page.goto('/ecom/favourites');
    await page.getByLabel('Sort by').selectOption({ label: 'Frequently bought' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sortBy=PURCHASE_FREQUENCY/);
    expect(await cardNames(page, 'Your favourites')).toEqual([second.name, first.name]);
  });
});
