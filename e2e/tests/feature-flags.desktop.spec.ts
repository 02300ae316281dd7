import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/** The demo staff account printed at start (packages/db/src/demo/demo-accounts.ts). */
const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1' };
/** Read by no page yet, so changing it disturbs no journey running beside this one. */
const FLAG = 'my_favourites_chosen_for_you';

test('staff change a feature flag in the console, and the change is shown with who made it', async ({
  page,
}) => {
  await page.goto('/admin/flags');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/flags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeVisible();
  await expect(page).toHaveTitle(/^Feature flags · /);
  const row = page.getByRole('row', { name: new RegExp(FLAG) });
  await expect(row.getByRole('cell').first()).toHaveText('Default (off)');
  await expect(
    page
      .getByRole('row', { name: /^multisearch/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('Default (on)');
  await expectAccessible(page);

  const form = page.getByRole('form', { name: `Change ${FLAG}` });
  await form.getByRole('radio', { name: 'On for' }).check();
  await form.getByRole('spinbutton', { name: `Per cent of visitors for ${FLAG}` }).fill('25');
  await form.getByRole('button', { name: `Save ${FLAG}` }).click();
  await expect(row.getByRole('cell').first()).toHaveText('On for 25% of visitors');
  await expect(row.getByRole('cell').nth(1)).toContainText('by ');
  const changes = page.getByRole('region', { name: 'Recent changes' });
  await expect(changes.getByRole('listitem').first()).toContainText(
    `${FLAG} → On for 25% of visitors by`,
  );

  // A share outside 0–100 is not sent (the field says so), and nothing changes.
  const share = form.getByRole('spinbutton', { name: `Per cent of visitors for ${FLAG}` });
  await share.fill('150');
  await form.getByRole('button', { name: `Save ${FLAG}` }).click();
  expect(await share.evaluate((field) => (field as HTMLInputElement).validity.valid)).toBe(false);
  await page.reload();
  await expect(row.getByRole('cell').first()).toHaveText('On for 25% of visitors');
  await expectAccessible(page);

  await form.getByRole('radio', { name: 'Off' }).check();
  await form.getByRole('button', { name: `Save ${FLAG}` }).click();
  await expect(row.getByRole('cell').first()).toHaveText('Off');
});

test('a visitor whose requests turn multisearch off (the features header) finds no Multi-search, and its page is not there', async ({
  browser,
}) => {
  const plain = await browser.newContext();
  const without = await browser.newContext({ extraHTTPHeaders: { features: '!multisearch' } });
  try {
    const shopper = await plain.newPage();
    await shopper.goto('/ecom');
    await expect(shopper.getByRole('banner').getByText('Multi-search')).toBeVisible();

    const visitor = await without.newPage();
    await visitor.goto('/ecom');
    await expect(visitor.getByRole('banner').getByRole('search').first()).toBeVisible();
    await expect(visitor.getByRole('banner').getByText('Multi-search')).toHaveCount(0);
    await expectAccessible(visitor);
    const page = await visitor.goto('/ecom/shop/multi-search?searchTerm=milk');
    expect(page?.status()).toBe(404);
    await expectAccessible(visitor);

    // The shared page the first visitor gets is still theirs: the cache keeps one copy per value.
    await shopper.reload();
    await expect(shopper.getByRole('banner').getByText('Multi-search')).toBeVisible();
  } finally {
    await plain.close();
    await without.close();
  }
});
