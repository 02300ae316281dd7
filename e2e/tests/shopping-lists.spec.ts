import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { expectAccessible, productCards, waitForHydration } from './fixtures.ts';
import { signIn } from './session-fixture.ts';

/**
 * Shopping lists (issue 25, decision 0081), at desktop and phone widths with axe on every page,
 * menu and dialog: a list made and filled from the multi-search box, then Add all items to the
 * trolley; a product added to a new list from its card's Add to list menu, the Lists page's
 * thumbnails, rename and delete; the same without JavaScript; signed out, the guard. Every
 * journey registers a shopper of its own.
 */

// Registrations and sign-ins from an address of this spec's own (per-IP limits).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.81' } });

const PASSWORD = 'quill harbour meadow 81';
const BAKERY = '/ecom/shop/browse/groceries/bakery';

let accounts = 0;

async function freshShopper(context: BrowserContext, request: APIRequestContext, label: string) {
  accounts += 1;
  const email = `lists-${label}-${test.info().project.name}-${Date.now()}-${accounts}@example.com`;
  const registered = await request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Mr', firstName: 'Lister', lastName: 'Lane' },
  });
  expect(registered.status()).toBe(201);
  await signIn(context, email);
  return email;
}

/** The header's trolley link once the shopper's viewer has arrived. */
const trolleyLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Trolley, \d+ items?, total/ });

test('a list made from the multi-search box goes to the trolley with Add all items', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'multi');
  await page.goto('/ecom/lists');
  await expect(page).toHaveTitle('Lists');
  await expect(page.getByText("You haven't made a list yet.")).toBeVisible();
  await waitForHydration(page);
  await expectAccessible(page);

  const create = page.getByRole('region', { name: 'New list' });
  await create.getByLabel('List name').fill('Weekly shop');
  await create.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(/\/ecom\/shopping-lists\/Weekly%20shop\/\d+$/);
  await expect(page).toHaveTitle('Weekly shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly shop' })).toBeVisible();
  await expect(page.getByText('This list is empty.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  const fill = page.getByRole('region', { name: 'Add items by searching' });
  await fill
    .getByLabel('Type or paste your items, one on each line')
    .fill('milk\nbread\nbananas\nzzqqxxjj');
  await fill.getByRole('button', { name: 'Find and add' }).click();
  await expect(page.getByText('3 items added to the list; no match for 1 search.')).toBeVisible();
  await expect(page.getByText('No match for: zzqqxxjj', { exact: false })).toBeVisible();
  const items = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({
      has: page.getByRole('button', { name: /^Remove / }),
    });
  await expect(items).toHaveCount(3);
  await expect(page.getByText('3 items · Created', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // One line's quantity changed before the list goes to the trolley.
  const first = items.first();
  const quantity = first.getByRole('spinbutton', { name: /^Quantity of / });
  await quantity.fill('2');
  await first.getByRole('button', { name: /^Update / }).click();
  await expect(page.getByText(/quantity updated$/)).toBeVisible();
  await expect(items.first().getByRole('spinbutton')).toHaveValue('2');

  await expect(trolleyLink(page)).toHaveAccessibleName(/^Trolley, 0 items/);
  await page.getByRole('button', { name: 'Add all items' }).click();
  await expect(page.getByText('3 items added to your trolley')).toBeVisible();
  await expect(trolleyLink(page)).not.toHaveAccessibleName(/^Trolley, 0 items/);
  await expectAccessible(page);

  await page.goto('/ecom/shop/trolley');
  await expect(
    page.getByRole('region', { name: 'Items in your trolley' }).getByRole('article'),
  ).toHaveCount(3);
  await expectAccessible(page);
});

test('Add to list on a card: the menu of lists, a new list in its dialog, then the Lists page', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'menu');
  await page.goto(BAKERY);
  await waitForHydration(page);
  // The catalogue page is the shared one: the card's link becomes the menu only once the page
  // knows who is signed in (until then it goes, as without JavaScript, to the Lists page's form).
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Your account: Lister/ }),
  ).toBeVisible();
  const card = productCards(page).first();
  const name = (await card.getAttribute('aria-label')) as string;
  await card.getByRole('link', { name: `Add to list, ${name}` }).click();

  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'New list' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Loading your lists…' })).toHaveCount(0);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'New list' }).click();

  const dialog = page.getByRole('dialog', { name: 'New list' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // The name is checked before it is sent.
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(dialog.getByText('Please enter your list name')).toBeVisible();
  await dialog.getByLabel('List name').fill('Party food');
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} added to Party food` }),
  ).toBeVisible();

  // The menu again: the new list, marked as holding the product.
  const trigger = card.getByRole('button', { name: `Add to list, ${name}` });
  await expect(trigger).toBeFocused();
  await trigger.click();
  await expect(menu.getByRole('menuitem', { name: /^Party food/ })).toContainText('On this list');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.goto('/ecom/lists');
  await expect(page).toHaveTitle('Lists');
  await waitForHydration(page);
  const lists = page
    .getByRole('region', { name: 'Your lists' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    });
  await expect(lists).toHaveCount(1);
  await expect(lists.first().getByRole('link', { name: 'Party food', exact: true })).toBeVisible();
  await expect(
    lists
      .first()
      .getByRole('list', { name: 'First items of Party food' })
      .getByRole('img', { name }),
  ).toBeVisible();
  await expect(lists.first()).toContainText('1 item');
  await expectAccessible(page);

  await lists.first().getByRole('link', { name: 'Rename Party food' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename list' });
  await expect(rename).toBeVisible();
  await expectAccessible(page);
  await rename.getByLabel('List name').fill('Birthday party');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByText('List renamed to Birthday party')).toBeVisible();

  await lists.first().getByRole('link', { name: 'Delete Birthday party' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Delete list' });
  await expect(remove).toBeVisible();
  await expectAccessible(page);
  await remove.getByRole('button', { name: 'Delete list' }).click();
  await expect(page.getByText('Birthday party deleted')).toBeVisible();
  await expect(page.getByText("You haven't made a list yet.")).toBeVisible();
});

test('signed out, the lists pages send the shopper to log in and back', async ({ page }) => {
  await page.goto('/ecom/lists');
  await expect(page).toHaveURL(/\/ecom\/sign-in\?redirect=%2Fecom%2Flists$/);
  await page.goto('/ecom/shopping-lists/Anything/1');
  await expect(page).toHaveURL(/\/ecom\/sign-in\?redirect=/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product goes on a new list from its page, and the list’s forms all post', async ({
    page,
    context,
    request,
  }) => {
    await freshShopper(context, request, 'nojs');
    await page.goto(BAKERY);
    const card = productCards(page).first();
    const name = (await card.getAttribute('aria-label')) as string;
    await card.getByRole('link', { name: `Add to list, ${name}` }).click();
    await expect(page).toHaveURL(/\/ecom\/lists\?add=\d+/);
    const adding = page.getByRole('region', { name: `Add ${name} to a list` });
    await expect(adding.getByRole('radio', { name: 'Or make a new list' })).toBeChecked();
    await adding.getByLabel('New list: list name').fill('Bakery run');
    await adding.getByRole('button', { name: 'Add to list' }).click();
    await expect(page.getByText(`${name} added to Bakery run`)).toBeVisible();
    await adding.getByRole('link', { name: 'Back to the product' }).click();
    await expect(page).toHaveURL(new RegExp(`${BAKERY}$`));

    await page.goto('/ecom/lists');
    await page.getByRole('link', { name: 'Bakery run', exact: true }).click();
    await expect(page).toHaveTitle('Bakery run');
    await page.getByRole('button', { name: 'Add all items' }).click();
    await expect(page.getByText('1 item added to your trolley')).toBeVisible();
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByText(`${name} removed from the list`)).toBeVisible();
    await expect(page.getByText('This list is empty.', { exact: false })).toBeVisible();

    await page.goto('/ecom/lists');
    await page.getByRole('link', { name: 'Rename Bakery run' }).click();
    // Spaces pass the browser's own check of a required field, not the list name rule.
    await page.getByLabel('List name').last().fill('   ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Please enter your list name')).toBeVisible();
    await page.getByLabel('List name').last().fill('Bread run');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('List renamed to Bread run')).toBeVisible();
    await page.getByRole('link', { name: 'Delete Bread run' }).click();
    await page.getByRole('button', { name: 'Delete list' }).click();
    await expect(page.getByText('Bread run deleted')).toBeVisible();
  });
});
