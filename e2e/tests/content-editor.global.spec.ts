import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';
import { signIn } from './session-fixture.ts';

/**
 * Staff edit the home page's hero in the content editor and publish it, and shoppers see it
 * (issue 24, decision 0077). It changes what every visitor's home page says, so it runs in the
 * global project, after every other journey; each test puts the hero back as it found it.
 */

/** The demo staff account printed at start (packages/db/src/demo/demo-accounts.ts). */
const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1', name: 'Priya Shah' };
const ORIGINAL_TITLE = 'Fresh food, delivered to your door';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

// One home page for everyone: its journeys take turns.
test.describe.configure({ mode: 'serial' });

async function signInAsStaff(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/ecom\/admin\/sign-in\?redirect=/);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the home page's content from the editor's list. */
async function openHomePage(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Home page', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
}

const heroTitle = (page: Page) =>
  page
    .getByRole('group', { name: 'Block 1: Hero' })
    .getByRole('textbox', { name: 'Title', exact: true });

/** Saves the form, waits for the new version's notice, and returns its number. */
async function save(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  const notice = page.getByRole('status').filter({ hasText: /^Saved version \d+\.$/ });
  await expect(notice).toBeVisible();
  return Number(/(\d+)/.exec((await notice.textContent()) ?? '')?.[1]);
}

/** A shopper's fresh visit to the home page, at the given size: its heading. */
async function shopperSees(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
  title: string,
): Promise<void> {
  const context = await browser.newContext(options);
  try {
    const shopper = await context.newPage();
    await shopper.goto('/ecom');
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectAccessible(shopper);
  } finally {
    await context.close();
  }
}

/** Puts back the hero the test found: reverts to the version that was live before. */
async function revertTo(page: Page, version: number): Promise<void> {
  await page.getByRole('button', { name: `Revert to version ${version}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Reverted: published version/ }),
  ).toBeVisible();
  await expect(heroTitle(page)).toHaveValue(ORIGINAL_TITLE);
}

test('staff edit the home page hero at desktop width, preview and publish it, a shopper sees it, and revert puts it back', async ({
  page,
  browser,
}) => {
  const title = `Fresh food from the farm ${Date.now().toString(36)}`;
  await signInAsStaff(page, '/admin/content');
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  const fragments = page.getByRole('region', { name: 'Fragments' });
  for (const name of ['Home page', 'Footer taxonomy', 'Site-wide banner', 'Seasonal menu']) {
    await expect(fragments.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Pages' }).getByRole('link', { name: 'Contact us' }),
  ).toBeVisible();
  await expectAccessible(page);

  await openHomePage(page);
  await expect(heroTitle(page)).toHaveValue(ORIGINAL_TITLE);
  await expectAccessible(page);
  const liveBefore = await page.getByText(/^Shoppers see /).textContent();

  await heroTitle(page).fill(title);
  const version = await save(page);
  // Saved is not yet live.
  await shopperSees(browser, {}, ORIGINAL_TITLE);

  await page
    .getByRole('link', { name: `Preview version ${version}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('status')).toContainText(`Preview of version ${version}`);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the editor' }).click();

  await page.getByRole('button', { name: `Publish version ${version}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Published version ${version}.` }),
  ).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`^Version ${version}\\b`) });
  await expect(row).toContainText('Live');
  await expect(row).toContainText(STAFF.name);
  await expect(
    page.getByRole('region', { name: 'Activity' }).getByRole('listitem').first(),
  ).toContainText(`Published version ${version} by ${STAFF.name}`);
  await expectAccessible(page);

  await shopperSees(browser, {}, title);

  // Back to what was live before: the seeded content (kept as version 1) or an earlier version.
  const before = /version (\d+)/.exec(liveBefore ?? '')?.[1];
  await revertTo(page, before ? Number(before) : 1);
  await shopperSees(browser, {}, ORIGINAL_TITLE);
});

test('staff on a phone are told what is wrong with a script in the hero, then publish a change a shopper on a phone sees', async ({
  browser,
}) => {
  const title = `Groceries to your door ${Date.now().toString(36)}`;
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await signInAsStaff(page, '/admin/content/fragments/homepage');
    await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    await expectAccessible(page);
    const liveBefore = await page.getByText(/^Shoppers see /).textContent();

    await heroTitle(page).fill('<script>alert(document.cookie)</script>');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Nothing was saved or published');
    await expect(alert).toContainText(
      'Block 1, title: must not contain a script tag: content is shown as text, never run',
    );
    // What staff typed is still there to correct.
    await expect(heroTitle(page)).toHaveValue('<script>alert(document.cookie)</script>');
    await expectAccessible(page);

    await heroTitle(page).fill(title);
    const version = await save(page);
    await page.getByRole('button', { name: `Publish version ${version}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Published version ${version}.` }),
    ).toBeVisible();
    await shopperSees(browser, PHONE, title);

    const before = /version (\d+)/.exec(liveBefore ?? '')?.[1];
    await revertTo(page, before ? Number(before) : 1);
    await shopperSees(browser, PHONE, ORIGINAL_TITLE);
  } finally {
    await context.close();
  }
});

test('a signed-in shopper is refused the content editor with a 403, and a visitor is asked to sign in as staff', async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  const shopper: BrowserContext = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto('/admin/content/fragments/homepage');
    await expect(page).toHaveURL(
      /\/ecom\/admin\/sign-in\?redirect=%2Fecom%2Fadmin%2Fcontent%2Ffragments%2Fhomepage$/,
    );

    await signIn(shopper);
    const shopperPage = await shopper.newPage();
    const response = await shopperPage.goto('/ecom/admin/content');
    expect(response?.status()).toBe(403);
    await expect(shopperPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shopperPage.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
    await expectAccessible(shopperPage);
  } finally {
    await visitor.close();
    await shopper.close();
  }
});

test('the site-wide banner shows only while its flag is on, with the words staff published', async ({
  browser,
}) => {
  const on = await browser.newContext({ extraHTTPHeaders: { features: 'site_wide_banner' } });
  const off = await browser.newContext();
  try {
    const page = await on.newPage();
    await page.goto('/ecom/help-information');
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner).toContainText('Christmas slots are open');
    await expect(banner.getByRole('link', { name: 'Book a slot' })).toHaveAttribute(
      'href',
      '/ecom/service-selection',
    );
    await expectAccessible(page);
    const plain = await off.newPage();
    await plain.goto('/ecom/help-information');
    await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(plain.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
  } finally {
    await on.close();
    await off.close();
  }
});

test('without JavaScript the editor adds, moves and removes a block with plain posts, saving nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await signInAsStaff(page, '/admin/content/fragments/homepage');
    await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    const blocks = page.getByRole('group', { name: /^Block \d+: / });
    const count = await blocks.count();
    const state = await page.getByText(/^Shoppers see /).textContent();

    await page.getByRole('button', { name: 'Add heading' }).click();
    await expect(blocks).toHaveCount(count + 1);
    await expect(page.getByRole('group', { name: `Block ${count + 1}: Heading` })).toBeVisible();
    await page.getByRole('button', { name: `Move up block ${count + 1}` }).click();
    await expect(page.getByRole('group', { name: `Block ${count}: Heading` })).toBeVisible();
    await page.getByRole('button', { name: `Remove block ${count}` }).click();
    await expect(blocks).toHaveCount(count);
    // Nothing was saved: the same version is live and latest.
    await page.goto('/ecom/admin/content/fragments/homepage');
    await expect(page.getByText(/^Shoppers see /)).toHaveText(state ?? '');
  } finally {
    await context.close();
  }
});
