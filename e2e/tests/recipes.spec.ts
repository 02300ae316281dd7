import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';
import { freshAccounts } from './session-fixture.ts';

/**
 * Recipes (issue 26, decision 0084): find a vegetarian recipe, swap an ingredient and put the
 * selection in the trolley in one press; rate a recipe twice and see 'Rating already submitted';
 * Load more and Add to trolley without JavaScript. axe scans every page and the modal (with
 * JavaScript), at desktop and phone widths. Every journey uses a fresh account of its own.
 */

// Registrations and sign-ins from an address of this spec's own (per-IP limits).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.126' } });

const { freshShopper } = freshAccounts({
  prefix: 'recipes',
  password: 'saffron kettle meadow 38',
  title: 'Mr',
  firstName: 'Basil',
  lastName: 'Cook',
});

const trolleyLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Trolley, \d+ items?, total/ });

/** The vegetarian recipes, from the landing through all categories and the Dietary filter. */
async function openVegetarianListing(page: Page): Promise<void> {
  await page.goto('/ecom/recipes');
  await expect(page).toHaveTitle('Recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /^All categories/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /^Vegetarian \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/filter=vegetarian/);
  await expect(page.getByRole('link', { name: /^Vegetarian \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAccessible(page);
}

/** The recipes of the listing page, by their links. */
const recipeLinks = (page: Page) =>
  page.getByRole('article').getByRole('heading').getByRole('link');

test('find a vegetarian recipe, swap an ingredient and add the selection to the trolley', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'swap');
  await openVegetarianListing(page);
  const hrefs = await recipeLinks(page).evaluateAll((links) =>
    links.slice(0, 12).map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  // The first vegetarian recipe whose ingredients can be swapped.
  let found = false;
  for (const href of hrefs) {
    await page.goto(href);
    if ((await page.getByRole('link', { name: /^Swap / }).count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found, 'a vegetarian recipe with a swappable ingredient').toBe(true);
  await waitForHydration(page);
  const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('list', { name: 'Dietary' }).getByText('Vegetarian')).toBeVisible();
  // Recipe structured data.
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type'?: string; name?: string; recipeIngredient?: string[] };
  expect(jsonLd['@type']).toBe('Recipe');
  expect(jsonLd.name).toBe(title);
  expect(jsonLd.recipeIngredient?.length).toBeGreaterThan(0);
  await expectAccessible(page);
  // Asked for by id, the recipe leads to its one address (its path).
  const path = new URL(page.url()).pathname;
  const byPath = await page.request.get(`/api/recipes/v1/recipes/${path.split('/').pop()}`);
  expect(byPath.status()).toBe(200);
  const { id } = (await byPath.json()) as { id: number };
  const byId = await page.request.get(`/ecom/recipe/${id}`, { maxRedirects: 0 });
  expect(byId.status()).toBe(301);
  expect(byId.headers().location).toBe(path);

  // Swap: the alternatives open under the line; choosing one marks it Swapped.
  const shop = page.getByRole('region', { name: 'Shop the ingredients' });
  await expect(shop.getByText('Swapped')).toHaveCount(0);
  await shop
    .getByRole('link', { name: /^Swap / })
    .first()
    .click();
  await expect(shop.getByRole('link', { name: /^Choose / }).first()).toBeVisible();
  await expectAccessible(page);
  await shop
    .getByRole('link', { name: /^Choose / })
    .first()
    .click();
  await expect(page).toHaveURL(/swap=\d+%3A\d+|swap=\d+:\d+/);
  await expect(shop.getByText('Swapped')).toHaveCount(1);
  await expectAccessible(page);

  // One press: the selection goes in the trolley, with a summary; the header follows.
  await expect(trolleyLink(page)).toHaveAccessibleName(/^Trolley, 0 items/);
  await shop.getByRole('button', { name: 'Add to trolley' }).click();
  await expect(shop.getByRole('status').filter({ hasText: 'Added to your trolley' })).toBeVisible();
  await expect(trolleyLink(page)).toHaveAccessibleName(/^Trolley, [1-9]\d* items?/);
  await expectAccessible(page);
});

test('a recipe is rated once: a second rating opens the Rating already submitted modal', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'rate');
  await page.goto('/ecom/recipes/all-categories');
  await recipeLinks(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
  await expectAccessible(page);
  const rate = page.getByRole('group', { name: 'Rate this recipe' });
  await rate.getByRole('button', { name: '4 stars' }).click();
  await expect(page.getByText('Thank you for rating this recipe.')).toBeVisible();
  await expect(page.getByText(/out of 5 stars from \d+ ratings?/)).toBeVisible();

  await rate.getByRole('button', { name: '5 stars' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rating already submitted' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a site search shows the recipes that match above the products', async ({ page }) => {
  await page.goto('/ecom/shop/search?searchTerm=pizza');
  const strip = page.getByRole('region', { name: 'Recipes for “pizza”' });
  await expect(strip).toBeVisible();
  await expect(strip.getByRole('link', { name: /pizza/i }).first()).toBeVisible();
  await expectAccessible(page);
  await strip.getByRole('link', { name: /^See all \d+ recipes?$/ }).click();
  await expect(page).toHaveURL(/\/ecom\/recipes\/all-categories\?searchTerm=pizza/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('pizza - Recipes');
  // A term no recipe matches has no strip.
  await page.goto('/ecom/shop/search?searchTerm=xqzvwk');
  await expect(page.getByRole('region', { name: /^Recipes for/ })).toHaveCount(0);
});

test('an unknown recipe or collection is a 404, and a swap no ingredient has is refused, never a 500', async ({
  page,
}) => {
  for (const path of ['/ecom/recipe/no-such-recipe-at-all', '/ecom/recipes/no-such-collection']) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
  await page.goto('/ecom/recipes/all-categories');
  const href = (await recipeLinks(page).first().getAttribute('href')) as string;
  for (const query of ['?swap=999999:123456', '?servings=0', '?servings=abc&swapping=x']) {
    const answer = await page.request.get(`${href}${query}`);
    expect(answer.status(), query).toBeLessThan(500);
  }
});

test.describe('without JavaScript', () => {
  // axe needs JavaScript in the page: the same pages are scanned by the journeys above.
  test.use({ javaScriptEnabled: false });

  test('Load more is a link to the next page; Add to trolley and the rating are forms that answer on the page', async ({
    page,
    context,
    request,
  }) => {
    await freshShopper(context, request, 'nojs');
    await page.goto('/ecom/recipes/all-categories');
    const firstPage = await recipeLinks(page).count();
    expect(firstPage).toBe(54);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(await recipeLinks(page).count()).toBeGreaterThan(54);

    await recipeLinks(page).first().click();
    const shop = page.getByRole('region', { name: 'Shop the ingredients' });
    await shop.getByRole('button', { name: 'Add to trolley' }).click();
    await expect(
      shop.getByRole('status').filter({ hasText: 'Added to your trolley' }),
    ).toBeVisible();

    // Rating: the second try says so on the page (the modal needs JavaScript).
    const rate = () => page.getByRole('group', { name: 'Rate this recipe' });
    await rate().getByRole('button', { name: '3 stars' }).click();
    await expect(page.getByText('Thank you for rating this recipe.')).toBeVisible();
    await rate().getByRole('button', { name: '2 stars' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Rating already submitted' }),
    ).toBeVisible();
  });
});
