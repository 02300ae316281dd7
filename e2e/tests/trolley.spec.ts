import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, productCards, waitForHydration } from './fixtures.ts';
import { freshAccounts } from './session-fixture.ts';

/**
 * The trolley's storefront (issue 11, decision 0032): add buttons becoming steppers on cached
 * pages, the client trolley queue (optimistic, undo, other tabs), the trolley page and its
 * modals, offers in the totals, the add kept across sign-in, and add and remove without
 * JavaScript. Every journey uses a fresh account of its own.
 */

// Registrations and sign-ins from an address of this spec's own (per-IP limits).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.111' } });

const PASSWORD = 'turnip lantern harbour 31';
const POTATOES = '/ecom/shop/browse/groceries/fruit_and_vegetables/fresh_vegetables/potatoes';
const BAKERY = '/ecom/shop/browse/groceries/bakery';
const MEAL_DEAL_OFFER = 50001;

const { freshAccount, freshShopper } = freshAccounts({
  prefix: 'trolley',
  password: PASSWORD,
  title: 'Mr',
  firstName: 'Basil',
  lastName: 'Thorne',
});

const trolleySummary = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Trolley,/ });

/** The page has hydrated and the shopper's viewer (with their trolley) has arrived. */
async function shopperReady(page: Page) {
  await waitForHydration(page);
  await expect(trolleySummary(page)).toHaveAccessibleName(/^Trolley, \d+ items?, total/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sign in / Register' }),
  ).toHaveCount(0);
}

/**
 * Waits until the server holds `count` lines (the viewer fragment reads them from the server), so
 * a navigation that follows optimistic adds does not race the client queue's calls.
 */
async function serverHasLines(page: Page, count: number) {
  await expect
    .poll(async () => {
      const viewer = await (await page.request.get('/ecom/resources/viewer')).json();
      return viewer.trolley.lines.length as number;
    })
    .toBe(count);
}

const addButton = (card: Locator) => card.getByRole('button', { name: /^Add .* to trolley$/ });
const quantityOf = (card: Locator) => card.getByRole('status');
/** Product cards whose Add button can be pressed now. */
const addableCards = (page: Page) =>
  productCards(page).filter({
    has: page.getByRole('button', { name: /^Add .* to trolley$/, disabled: false }),
  });
/** The card of the product called `name`. */
const cardNamed = (page: Page, name: string) =>
  productCards(page)
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();

test('add five products quickly (one weighed), change quantities, remove and undo', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'five');
  await page.goto(POTATOES);
  await shopperReady(page);

  // The weighed product (sold per kg) and four others that can be added, by their place.
  const cards = await productCards(page).evaluateAll((all) =>
    all.map((card) => ({
      text: card.textContent ?? '',
      // The Add button itself: a card holds other buttons too (the heart, Add to list).
      addable: [...card.querySelectorAll('button:not([disabled])')].some((button) =>
        /^Add .* to trolley$/.test((button.textContent ?? '').trim()),
      ),
    })),
  );
  const weighedAt = cards.findIndex((c) => c.addable && c.text.includes('per kg'));
  const othersAt = cards
    .map((c, index) => ({ ...c, index }))
    .filter((c) => c.addable && !c.text.includes('per kg'))
    .slice(0, 4)
    .map((c) => c.index);
  expect(weighedAt).toBeGreaterThanOrEqual(0);
  expect(othersAt).toHaveLength(4);
  const at = [weighedAt, ...othersAt];
  const card = (n: number) => productCards(page).nth(at[n] as number);
  const names: string[] = [];
  for (let n = 0; n < 5; n++) names.push((await card(n).getAttribute('aria-label')) as string);
  const [weighedName, second, third] = names as [string, string, string];

  // Quickly: each press shows its quantity at once; the queue sends them one at a time.
  for (let n = 0; n < 5; n++) await addButton(card(n)).click();
  await expect(quantityOf(card(0))).toHaveText(`0.5kg of ${weighedName} in trolley`);
  for (let n = 1; n < 5; n++) {
    await expect(quantityOf(card(n))).toHaveText(`1 of ${names[n]} in trolley`);
  }
  await expect(trolleySummary(page)).toHaveAccessibleName(/^Trolley, 5 items, total/);
  await expectAccessible(page);

  // Kilograms step by 0.5, items by 1; a weighed line counts once in the header.
  await card(0)
    .getByRole('button', { name: `Increase quantity of ${weighedName}` })
    .click();
  await expect(quantityOf(card(0))).toHaveText(`1kg of ${weighedName} in trolley`);
  await card(1)
    .getByRole('button', { name: `Increase quantity of ${second}` })
    .click();
  await card(1)
    .getByRole('button', { name: `Increase quantity of ${second}` })
    .click();
  await expect(quantityOf(card(1))).toHaveText(`3 of ${second} in trolley`);
  await expect(trolleySummary(page)).toHaveAccessibleName(/^Trolley, 7 items, total/);

  // Remove from 1: announced, Add comes back (with the focus), and Undo puts the line back.
  await card(2)
    .getByRole('button', { name: `Remove ${third} from trolley` })
    .click();
  await expect(addButton(card(2))).toBeFocused();
  await expect(page.getByText(`${third} removed from your trolley`)).toBeAttached();
  const snackbar = page.getByRole('region', { name: 'Removed from your trolley' });
  await expect(snackbar).toBeVisible();
  await expectAccessible(page);
  await snackbar.getByRole('button', { name: /^Undo/ }).click();
  await expect(quantityOf(card(2))).toHaveText(`1 of ${third} in trolley`);
  await expect(trolleySummary(page)).toHaveAccessibleName(/^Trolley, 7 items, total/);

  // The server has it all: the trolley page, rendered afresh, shows the same.
  await trolleySummary(page).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/trolley$/);
  await expect(page).toHaveTitle('My Trolley');
  const lines = page.getByRole('region', { name: 'Items in your trolley' }).getByRole('article');
  await expect(lines).toHaveCount(5);
  const quantities = lines.getByRole('status');
  await expect(quantities.filter({ hasText: `1kg of ${weighedName} in trolley` })).toHaveCount(1);
  await expect(quantities.filter({ hasText: `3 of ${second} in trolley` })).toHaveCount(1);
  await expect(page.getByText('7 items', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('another tab of the same shopper shows a change at once', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'tabs');
  const other = await context.newPage();
  await page.goto(BAKERY);
  await other.goto(BAKERY);
  await shopperReady(page);
  await shopperReady(other);
  const first = addableCards(page).first();
  const name = (await first.getAttribute('aria-label')) as string;
  await addButton(first).click();
  const there = cardNamed(other, name);
  await expect(quantityOf(there)).toHaveText(`1 of ${name} in trolley`);
  await expect(trolleySummary(other)).toHaveAccessibleName(/^Trolley, 1 item, total/);
});

test('a meal deal completes with its third item and the total drops', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'meal-deal');
  // One main, one side and one drink of the deal, in no other offer.
  const offer = await (
    await request.get(`/api/offers/v1/offers/${MEAL_DEAL_OFFER}?size=48`)
  ).json();
  type Listed = {
    name: string;
    availability: string;
    promotions: unknown[];
    categories: { name: string }[];
    pricing: { displayPrice: { amount: number } };
  };
  // The dearest of each, so the three prices come to more than the deal's £5 whatever sells best.
  const pick = (aisles: string[]) =>
    (offer.listing.products as Listed[])
      .toSorted((a, b) => b.pricing.displayPrice.amount - a.pricing.displayPrice.amount)
      .find(
        (p) =>
          p.availability === 'AVAILABLE' &&
          p.promotions.length === 1 &&
          aisles.includes(p.categories.at(-1)?.name ?? ''),
      ) as Listed;
  const deal = [
    pick(['Sandwiches', 'Wraps & Rolls']),
    pick(['Crisps', 'Sharing Crisps']),
    pick(['Cola', 'Orange Juice', 'Sparkling Water']),
  ];
  for (const product of deal)
    expect(product, 'the demo meal deal has a main, a side and a drink').toBeTruthy();
  const [main, side, drink] = deal as [Listed, Listed, Listed];
  const price = (p: Listed) => p.pricing.displayPrice.amount;
  const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

  await page.goto(`/ecom/shop/offers/${MEAL_DEAL_OFFER}`);
  await shopperReady(page);
  const card = (p: Listed) => cardNamed(page, p.name);
  await addButton(card(main)).click();
  await addButton(card(side)).click();
  await expect(quantityOf(card(side))).toHaveText(`1 of ${side.name} in trolley`);
  await expect(trolleySummary(page)).toContainText(pounds(price(main) + price(side)));
  await addButton(card(drink)).click();
  const full = price(main) + price(side) + price(drink);
  expect(full).toBeGreaterThan(500);
  // The deal's £5 replaces the three prices.
  await expect(trolleySummary(page)).toContainText('£5.00');

  await trolleySummary(page).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(`Items${pounds(full)}`);
  await expect(summary).toContainText(`Savings from offers−${pounds(full - 500)}`);
  await expect(summary).toContainText('Item total (estimated)£5.00');
  await expect(summary).toContainText(`You save ${pounds(full - 500)} with offers`);
  await expect(page.getByRole('list', { name: `Offers on ${main.name}` })).toContainText(
    'Meal deal £5',
  );
  await expectAccessible(page);
});

test('an anonymous add goes to sign in, and the item is in the trolley afterwards', async ({
  page,
  request,
}) => {
  const email = await freshAccount(request, 'anonymous');
  await page.goto(BAKERY);
  await waitForHydration(page);
  const first = addableCards(page).first();
  const name = (await first.getAttribute('aria-label')) as string;
  await addButton(first).click();
  await expect(page).toHaveURL(
    /\/ecom\/sign-in\?redirect=%2Fecom%2Fshop%2Fbrowse%2Fgroceries%2Fbakery$/,
  );
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${BAKERY}$`));
  await shopperReady(page);
  const card = cardNamed(page, name);
  await expect(quantityOf(card)).toHaveText(`1 of ${name} in trolley`);
  await expect(trolleySummary(page)).toHaveAccessibleName(/^Trolley, 1 item, total/);
});

test('the trolley page and its modals: substitutions, a note reused, emptying', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'modals');
  await page.goto(BAKERY);
  await shopperReady(page);
  const addable = addableCards(page);
  const names: string[] = [];
  for (const n of [0, 1]) names.push((await addable.nth(n).getAttribute('aria-label')) as string);
  for (const name of names) await addButton(cardNamed(page, name)).click();
  await expect(trolleySummary(page)).toHaveAccessibleName(/^Trolley, 2 items, total/);
  await serverHasLines(page, 2);

  await page.goto('/ecom/shop/trolley');
  await expect(page.getByRole('heading', { level: 1, name: 'My Trolley' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);

  // Substitute-all: no substitutes for any item.
  await page.getByRole('button', { name: 'Substitutions for all items' }).click();
  const substitutions = page.getByRole('dialog', { name: 'Substitutions for all items' });
  await expect(substitutions).toBeVisible();
  await expectAccessible(page);
  await substitutions.getByRole('button', { name: "Don't substitute any item" }).click();
  for (const name of names) {
    await expect(
      page.getByRole('checkbox', { name: `Allow substitute for ${name}` }),
    ).not.toBeChecked();
  }

  // A note to the shopper, with its counter, then reused for the other line.
  const [first, second] = names as [string, string];
  await page.getByRole('button', { name: new RegExp(`^Add a note .*${first}`) }).click();
  const note = page.getByRole('dialog', { name: `Note to shopper: ${first}` });
  await note.getByLabel('Note to shopper').fill('Not too crusty, please');
  await expect(note.getByText('78 characters left')).toBeVisible();
  await expectAccessible(page);
  await note.getByRole('button', { name: 'Save' }).click();
  const reuse = page.getByRole('dialog', { name: `Use this note for ${second} too?` });
  await expect(reuse).toBeVisible();
  await expectAccessible(page);
  await reuse.getByRole('button', { name: 'Use this note' }).click();
  await expect(page.getByText('Not too crusty, please')).toHaveCount(2);

  // Kept on the server: the page rendered afresh shows the same.
  await page.reload();
  await expect(page.getByText('Not too crusty, please')).toHaveCount(2);
  await expect(
    page.getByRole('checkbox', { name: `Allow substitute for ${first}` }),
  ).not.toBeChecked();

  // Empty the trolley, after the modal asks (the safe answer has the focus).
  await page.getByRole('button', { name: 'Empty trolley' }).click();
  const empty = page.getByRole('alertdialog', { name: 'Empty your trolley?' });
  await expect(empty.getByRole('button', { name: 'Keep my items' })).toBeFocused();
  await expectAccessible(page);
  await empty.getByRole('button', { name: 'Empty trolley' }).click();
  await expect(page.getByRole('heading', { name: 'Your trolley is empty' })).toBeVisible();
  await expect(trolleySummary(page)).toHaveAccessibleName(/^Trolley, 0 items, total/);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your trolley is empty' })).toBeVisible();
});

test('an add that brings a conflict or is refused says so in a modal', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'conflict');
  // Christmas food: only delivered on some dates (or, late in December, no longer orderable).
  await page.goto('/ecom/shop/search?searchTerm=whole%20turkey');
  await shopperReady(page);
  const turkey = addableCards(page).filter({ hasText: 'Whole Turkey' }).first();
  await addButton(turkey).click();
  const modal = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(modal).toBeVisible();
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
});

interface ListedProduct {
  id: string;
  lineNumber: string;
  availability: string;
  defaultQuantity: { amount: number; uom: string };
}

/**
 * Puts a temporarily unavailable bakery product in the signed-in shopper's trolley (the trolley
 * takes one: "we'll pick it if it's back"; the Add button does not offer it, so the form is
 * posted as a card's would be). The demo catalogue is the same every run.
 */
async function addUnavailableProduct(page: Page): Promise<string> {
  const listing = await (
    await page.request.get('/api/content/v2/browse?categoryPath=groceries/bakery&size=48')
  ).json();
  const product = (listing.products as ListedProduct[]).find(
    (p) => p.availability === 'TEMPORARILY_UNAVAILABLE',
  );
  expect(product, 'the demo bakery has a temporarily unavailable product').toBeTruthy();
  const { id, lineNumber, defaultQuantity } = product as ListedProduct;
  const added = await page.request.post('/ecom/shop/trolley/items', {
    form: {
      lineNumber,
      productId: id,
      quantity: String(defaultQuantity.amount),
      uom: defaultQuantity.uom,
      redirectTo: '/ecom/shop/trolley',
    },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  return lineNumber;
}

/** The name of the one line listed under 'Unavailable Item(s)'. */
async function unavailableLineName(page: Page): Promise<string> {
  const group = page.getByRole('region', { name: 'Unavailable Item(s)' });
  const heading = group.getByRole('article').getByRole('heading', { level: 3 });
  await expect(heading).toHaveCount(1);
  return (await heading.textContent()) as string;
}

test('an unavailable item is swapped for an alternative from its aisle', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'swap');
  const lineNumber = await addUnavailableProduct(page);
  // The alternatives page (what the swap is without JavaScript) is scanned here, with it.
  await page.goto(`/ecom/shop/trolley/swap?lineNumber=${lineNumber}`);
  await expect(page.getByRole('list', { name: 'Alternatives' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/ecom/shop/trolley');
  await shopperReady(page);
  const unavailable = await unavailableLineName(page);
  await expect(page.getByRole('region', { name: 'Items in your trolley' })).toHaveCount(0);

  await page.getByRole('button', { name: `Find an alternative for ${unavailable}` }).click();
  const modal = page.getByRole('dialog', { name: 'Swap unavailable product' });
  await expect(modal).toContainText(`${unavailable} is unavailable.`);
  const choices = modal.getByRole('list', { name: 'Alternatives' }).getByRole('listitem');
  await expect(choices.first()).toBeVisible();
  expect(await choices.count()).toBeLessThanOrEqual(4);
  await expect(choices.first()).toContainText(/£\d+\.\d\d|\d+p/);
  await expectAccessible(page);
  const choose = choices.first().getByRole('button', { name: /^Choose / });
  const chosen = ((await choose.textContent()) as string).replace(/^Choose\s*/, '');
  await choose.click();
  await expect(modal).toHaveCount(0);

  // One change: the chosen product in, the unavailable one out.
  const lines = page.getByRole('region', { name: 'Items in your trolley' }).getByRole('article');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toHaveAccessibleName(chosen);
  await expect(page.getByRole('region', { name: 'Unavailable Item(s)' })).toHaveCount(0);
  await expect(page.getByText(`${unavailable} swapped for ${chosen}`)).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  // (Recommendations below may show the unavailable product's card: the lines are looked at.)
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toHaveAccessibleName(chosen);
  await expect(page.getByRole('region', { name: 'Unavailable Item(s)' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('add posts and comes back; the trolley page changes and removes lines', async ({
    page,
    context,
    request,
  }) => {
    await freshShopper(context, request, 'nojs');
    await page.goto(BAKERY);
    const first = addableCards(page).first();
    const name = (await first.getAttribute('aria-label')) as string;
    await addButton(first).click();
    await expect(page).toHaveURL(new RegExp(`${BAKERY}$`));
    // Again: Add adds to what is there.
    await addButton(cardNamed(page, name)).click();
    await expect(page).toHaveURL(new RegExp(`${BAKERY}$`));

    await page.goto('/ecom/shop/trolley');
    const line = page.getByRole('article', { name });
    await expect(line.getByRole('status')).toHaveText(`2 of ${name} in trolley`);
    await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/trolley$/);
    await expect(page.getByRole('article', { name }).getByRole('status')).toHaveText(
      `3 of ${name} in trolley`,
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Trolley, 3 items/ }),
    ).toBeVisible();
    await page
      .getByRole('article', { name })
      .getByRole('button', { name: `Remove ${name}`, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Your trolley is empty' })).toBeVisible();
  });

  test('an unavailable item is swapped on the alternatives page', async ({
    page,
    context,
    request,
  }) => {
    await freshShopper(context, request, 'nojs-swap');
    await addUnavailableProduct(page);
    await page.goto('/ecom/shop/trolley');
    const unavailable = await unavailableLineName(page);
    await page.getByRole('link', { name: `Find an alternative for ${unavailable}` }).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/trolley\/swap\?lineNumber=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swap unavailable product');
    const choose = page
      .getByRole('list', { name: 'Alternatives' })
      .getByRole('button', { name: /^Choose / })
      .first();
    const chosen = ((await choose.textContent()) as string).replace(/^Choose\s*/, '');
    await choose.click();
    await expect(page).toHaveURL(/\/ecom\/shop\/trolley$/);
    const lines = page.getByRole('region', { name: 'Items in your trolley' }).getByRole('article');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toHaveAccessibleName(chosen);
    await expect(page.getByRole('region', { name: 'Unavailable Item(s)' })).toHaveCount(0);
  });

  test('an anonymous add is kept through sign-in', async ({ page, request }) => {
    const email = await freshAccount(request, 'nojs-anonymous');
    await page.goto(BAKERY);
    const first = addableCards(page).first();
    const name = (await first.getAttribute('aria-label')) as string;
    await addButton(first).click();
    await expect(page).toHaveURL(/\/ecom\/sign-in\?redirect=/);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${BAKERY}$`));
    await page.goto('/ecom/shop/trolley');
    await expect(page.getByRole('article', { name }).getByRole('status')).toHaveText(
      `1 of ${name} in trolley`,
    );
  });
});
