import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';
import { freshAccounts } from './session-fixture.ts';

/**
 * The multibuy builder on a multibuy's offer page (issue 28, decision 0092): a shopper opens a
 * 3 for 2, adds with the page's own trolley controls and sees bundle 1 complete with the padded
 * empty bundle after it, then takes one away and sees it open again. The page is shared: without
 * JavaScript it shows the empty builder and the products' Add forms. axe at every step.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.105' } });

const { freshShopper } = freshAccounts({
  prefix: 'multibuy-builder',
  password: 'quince ladder meadow 105',
  title: 'Mr',
  firstName: 'Rowan',
  lastName: 'Pike',
});

interface ListedProduct {
  name: string;
  availability: string;
  defaultQuantity: { amount: number; uom: string };
  promotions: {
    promotionId: number;
    discountType: string;
    hidden: boolean;
    myWaitrosePromotion: boolean;
    groups: { threshold: number }[];
  }[];
}

const AISLES = ['groceries/bakery', 'groceries/frozen', 'groceries/fresh-and-chilled'];

/** A live 3 for 2 (X for Y, any 3) and an available product on it sold by the item. */
async function threeForTwo(page: Page): Promise<{ offerId: number; product: ListedProduct }> {
  for (const aisle of AISLES) {
    const listing = await (
      await page.request.get(`/api/content/v2/browse?categoryPath=${aisle}&size=96`)
    ).json();
    const product = ((listing.products ?? []) as ListedProduct[]).find(
      (p) =>
        p.availability === 'AVAILABLE' &&
        p.defaultQuantity.uom === 'C62' &&
        p.defaultQuantity.amount === 1 &&
        p.promotions.length === 1 &&
        p.promotions.every(
          (promotion) =>
            promotion.discountType === 'X_FOR_Y' &&
            !promotion.hidden &&
            !promotion.myWaitrosePromotion &&
            promotion.groups.length === 1 &&
            promotion.groups[0]?.threshold === 3,
        ),
    );
    if (product) return { offerId: product.promotions[0]?.promotionId as number, product };
  }
  throw new Error('the catalogue has no 3 item X for Y offer');
}

const builder = (page: Page) => page.getByRole('region', { name: 'Build your bundles' });
const bundles = (page: Page) => builder(page).getByRole('list', { name: 'Bundles' });
const card = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name }).first();

test('a 3 for 2: three added with the page’s controls complete bundle 1, an empty bundle follows', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'build');
  const { offerId, product } = await threeForTwo(page);
  await page.goto(`/ecom/shop/offers/${offerId}`);
  await waitForHydration(page);
  await expect(builder(page)).toBeVisible();
  await expect(bundles(page).getByRole('heading', { level: 3 })).toHaveText([
    'Bundle 1 of 1: 3 more to complete',
  ]);
  // The trolley store has read the shopper's (empty) trolley.
  await expect(builder(page)).toContainText('0 bundles complete, 0 items added');
  await expectAccessible(page);

  await card(page, product.name)
    .getByRole('button', { name: `Add ${product.name} to trolley` })
    .click();
  await expect(bundles(page).getByRole('heading', { level: 3 })).toHaveText([
    'Bundle 1 of 1: 2 more to complete',
  ]);
  const increase = card(page, product.name).getByRole('button', {
    name: `Increase quantity of ${product.name}`,
  });
  await increase.click();
  await expect(bundles(page).getByRole('heading', { level: 3 })).toHaveText([
    'Bundle 1 of 1: 1 more to complete',
  ]);
  await increase.click();
  await expect(bundles(page).getByRole('heading', { level: 3 })).toHaveText([
    'Bundle 1 of 2: complete',
    'Bundle 2 of 2: 3 more to complete',
  ]);
  await expect(builder(page)).toContainText('1 bundle complete, 3 items added');
  await expectAccessible(page);

  // Taking one away opens the bundle again and drops the padding.
  await card(page, product.name)
    .getByRole('button', { name: `Decrease quantity of ${product.name}` })
    .click();
  await expect(bundles(page).getByRole('heading', { level: 3 })).toHaveText([
    'Bundle 1 of 1: 1 more to complete',
  ]);
  await expectAccessible(page);
});

test('a wine offer is the build-your-offer with two builders', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'wine');
  const listed = await page.request.get('/api/offers/v1/offers?offerType=PERCENT_OFF');
  expect(listed.status()).toBe(200);
  const offers = (await listed.json()).offers as { offerId: number; name: string }[];
  // A six bottles offer of the wine aisles (a category of each product's path ends in "Wine").
  let wine: number | null = null;
  for (const offer of offers.filter((o) => /6 bottles/.test(o.name))) {
    const found = await page.request.get(`/api/offers/v1/offers/${offer.offerId}`);
    const products = (await found.json()).listing.products as {
      categories: { name: string }[];
    }[];
    if (products.every((p) => p.categories.some((c) => /\bwine$/i.test(c.name)))) {
      wine = offer.offerId;
      break;
    }
  }
  expect(wine, 'the catalogue has a six bottles offer of the wine aisles').not.toBeNull();
  await page.goto(`/ecom/shop/offers/${wine}`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Build your offer' });
  await expect(panel).toContainText('0 builders complete, 0 items added');
  const builders = panel.getByRole('list', { name: 'Offer builders' }).getByRole('heading');
  await expect(builders).toHaveText([
    'Builder 1 of 2: 6 more to complete',
    'Builder 2 of 2: 6 more to complete',
  ]);
  await expectAccessible(page);
  await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('button', { name: /^Add .+ to trolley$/ })
    .first()
    .click();
  await expect(builders).toHaveText([
    'Builder 1 of 2: 5 more to complete',
    'Builder 2 of 2: 6 more to complete',
  ]);
});

test('a bundle’s builder fills its group as the shopper adds from it', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'bundle');
  const response = await page.request.get('/api/offers/v1/products-bundle/picnic');
  expect(response.status()).toBe(200);
  const { bundle } = (await response.json()) as {
    bundle: { groups: { title: string; threshold: number; products: ListedProduct[] }[] };
  };
  const bakery = bundle.groups.find((g) => g.title === 'Bakery');
  const picks = (bakery?.products ?? []).filter(
    (p) => p.availability === 'AVAILABLE' && p.defaultQuantity.uom === 'C62',
  );
  expect(bakery?.threshold).toBe(2);
  expect(picks.length, 'the picnic bundle has two bakery products to add').toBeGreaterThan(1);
  const [first, second] = picks as [ListedProduct, ListedProduct];

  await page.goto('/ecom/shop/featured/bundles/picnic');
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Build your bundle' });
  await expect(panel).toContainText('0 bundles complete');
  await expect(panel).toContainText('Bakery: choose 2 more');
  await expectAccessible(page);

  const section = page.getByRole('region', { name: 'Choose 2: Bakery' });
  for (const product of [first, second]) {
    await section
      .getByRole('article', { name: product.name })
      .first()
      .getByRole('button', { name: `Add ${product.name} to trolley` })
      .click();
  }
  await expect(panel).toContainText('Bakery: done');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Bundle 1: not complete']);
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shared page shows the empty builder and the products’ Add forms', async ({
    page,
    context,
    request,
  }) => {
    await freshShopper(context, request, 'no-js');
    const { offerId, product } = await threeForTwo(page);
    await page.goto(`/ecom/shop/offers/${offerId}`);
    await expect(bundles(page).getByRole('heading', { level: 3 })).toHaveText([
      'Bundle 1 of 1: 3 more to complete',
    ]);
    await expect(builder(page)).toContainText(
      'Add items with the buttons below to start your bundle.',
    );
    await expect(
      card(page, product.name).getByRole('button', { name: `Add ${product.name} to trolley` }),
    ).toBeVisible();
  });
});
