import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, productCards, waitForHydration } from './fixtures.ts';
import { freshAccounts } from './session-fixture.ts';

/**
 * The heart on cards, the product page and trolley lines (issue 25, decision 0080): a toggle
 * pressed signed out is kept through sign-in; on a cached category page the shopper's hearts
 * come from their viewer (never the shared HTML) and stay as toggled after a reload; without
 * JavaScript the heart is a form that comes back. Every journey uses a fresh account of its own.
 */

// Registrations and sign-ins from an address of this spec's own (per-IP limits).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.251' } });

const PASSWORD = 'marrow lantern orchard 52';
const BAKERY = '/ecom/shop/browse/groceries/bakery';

const { freshAccount, freshShopper } = freshAccounts({
  prefix: 'hearts',
  password: PASSWORD,
  title: 'Ms',
  firstName: 'Hattie',
  lastName: 'Hart',
});

/** Where an element is on the page (not in the viewport, which scrolls), and its size. */
const placeOnPage = (locator: Locator) =>
  locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });

const heartOf = (scope: Locator | Page, name: string) =>
  scope.getByRole('button', { name: `Favourite ${name}`, exact: true });

/** A line of the trolley page (not a recommendation's card of the same name). */
const trolleyLine = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Items in your trolley' }).getByRole('article', { name });

/** The first card with an Add button (an available product), and its name. */
async function firstCard(page: Page): Promise<{ card: Locator; name: string }> {
  const addable = productCards(page)
    .filter({ has: page.getByRole('button', { name: /^Add .+ to trolley$/ }) })
    .first();
  const name = (await addable.getAttribute('aria-label')) as string;
  // Found again by its name: once added, its Add button is a stepper.
  return {
    card: productCards(page)
      .and(page.getByRole('article', { name, exact: true }))
      .first(),
    name,
  };
}

/** The page has hydrated and the signed-in shopper's viewer has arrived. */
async function shopperReady(page: Page) {
  await waitForHydration(page);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Trolley, \d+ items?, total/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sign in / Register' }),
  ).toHaveCount(0);
}

test('a heart pressed signed out is a favourite once signed in: on the card, the product page and in Favourites', async ({
  page,
  request,
}) => {
  const email = await freshAccount(request, 'pending');
  await page.goto(BAKERY);
  await waitForHydration(page);
  const { card, name } = await firstCard(page);
  await expect(heartOf(card, name)).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);
  await heartOf(card, name).click();

  await expect(page).toHaveURL(
    /\/ecom\/sign-in\?redirect=%2Fecom%2Fshop%2Fbrowse%2Fgroceries%2Fbakery$/,
  );
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back where they were, the heart pressed once their viewer arrives.
  await expect(page).toHaveURL(new RegExp(`${BAKERY}$`));
  await shopperReady(page);
  const again = productCards(page)
    .filter({ has: heartOf(page, name) })
    .first();
  await expect(heartOf(again, name)).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  await again.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(heartOf(page.getByRole('main'), name)).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // And in their Favourites, with its heart pressed.
  await page.goto('/ecom/favourites');
  const favourites = page.getByRole('list', { name: 'Your favourites' });
  await expect(favourites.getByRole('article', { name, exact: true })).toBeVisible();
  await expect(heartOf(favourites, name)).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
});

test('a toggle on a cached category page stays after a reload, and the shared HTML never holds it', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'cached');
  await page.goto(BAKERY);
  await shopperReady(page);
  const { card, name } = await firstCard(page);
  const heart = heartOf(card, name);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const size = await placeOnPage(heart);

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${name} added to favourites`)).toBeAttached();
  // Only its pressed state changed: the same size, nothing moved (on the page: pressing may
  // scroll it out from under the cookie banner first).
  expect(await placeOnPage(heart)).toEqual(size);
  await expectAccessible(page);

  await page.reload();
  await shopperReady(page);
  await expect(heartOf(page.getByRole('main'), name).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The page as the server sent it to this shopper: every heart unpressed (it is shared).
  const html = await (await page.request.get(BAKERY)).text();
  expect(html).not.toContain('aria-pressed="true"');
  expect(html).toContain('aria-pressed="false"');

  // Taken off again, and still off after a reload.
  await heartOf(page.getByRole('main'), name).first().click();
  await expect(page.getByText(`${name} removed from favourites`)).toBeAttached();
  await page.reload();
  await shopperReady(page);
  await expect(heartOf(page.getByRole('main'), name).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectAccessible(page);
});

test("a trolley line's heart shows and changes the product's favourite", async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'trolley');
  await page.goto(BAKERY);
  await shopperReady(page);
  const { card, name } = await firstCard(page);
  await card.getByRole('button', { name: `Add ${name} to trolley` }).click();
  await expect(card.getByRole('status')).toHaveText(`1 of ${name} in trolley`);
  await heartOf(card, name).click();
  await expect(page.getByText(`${name} added to favourites`)).toBeAttached();

  await page.goto('/ecom/shop/trolley');
  const line = trolleyLine(page, name);
  await expect(heartOf(line, name)).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await heartOf(line, name).click();
  await expect(heartOf(line, name)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(`${name} removed from favourites`)).toBeAttached();
  await page.reload();
  await expect(heartOf(trolleyLine(page, name), name)).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart posts and comes back; the trolley page shows and changes it', async ({
    page,
    context,
    request,
  }) => {
    await freshShopper(context, request, 'nojs');
    await page.goto(BAKERY);
    const { card, name } = await firstCard(page);
    await card.getByRole('button', { name: `Add ${name} to trolley` }).click();
    await expect(page).toHaveURL(new RegExp(`${BAKERY}$`));
    await heartOf(
      productCards(page)
        .filter({ has: heartOf(page, name) })
        .first(),
      name,
    ).click();
    await expect(page).toHaveURL(new RegExp(`${BAKERY}$`));

    // The trolley page is rendered for the shopper: its heart shows the favourite.
    await page.goto('/ecom/shop/trolley');
    const line = trolleyLine(page, name);
    await expect(heartOf(line, name)).toHaveAttribute('aria-pressed', 'true');
    await heartOf(line, name).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/trolley$/);
    await expect(heartOf(trolleyLine(page, name), name)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a heart pressed signed out is applied after sign-in', async ({ page, request }) => {
    const email = await freshAccount(request, 'nojs-pending');
    await page.goto(BAKERY);
    const { card, name } = await firstCard(page);
    await heartOf(card, name).click();
    await expect(page).toHaveURL(/\/ecom\/sign-in\?redirect=/);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${BAKERY}$`));
    // Their Favourites page is rendered for them: the product is there, its heart pressed.
    await page.goto('/ecom/favourites');
    const favourites = page.getByRole('list', { name: 'Your favourites' });
    await expect(heartOf(favourites, name)).toHaveAttribute('aria-pressed', 'true');
  });
});
