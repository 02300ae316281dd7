import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';
import { signIn } from './session-fixture.ts';

/**
 * The loyalty card's own pages (decision 0086): a member orders a replacement card through the
 * address and success steps and sees its status on card and details and the hub; the partnership
 * card's page for a shopper without one; become a member joins through join; the old addresses
 * redirect permanently; and, without JavaScript, the replacement form is a plain post. Axe runs
 * on every page.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.88' } });

const PASSWORD = 'loyalty lantern 88';

/** A fresh shopper (page.request shares the browser's cookies). */
async function register(page: Page, tag: string): Promise<void> {
  const email = `loyalty-card-${tag}-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Mx', firstName: 'Kit', lastName: 'Lowe' },
  });
  expect(registered.status()).toBe(201);
}

/** Adds an address through the address book's own form. */
async function addAddress(page: Page, line1: string, postcode: string): Promise<void> {
  await page.goto('/ecom/myaccount/addresses/add');
  await page.getByLabel('Address line 1').fill(line1);
  await page.getByLabel('Town or city (optional)').fill('Reading');
  await page.getByLabel('Postcode', { exact: true }).fill(postcode);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).not.toHaveURL(/\/addresses\/add/);
}

test('a member orders a replacement card to an address and sees it ordered', async ({ page }) => {
  await register(page, 'replace');
  await addAddress(page, '12 Acacia Avenue', 'RG1 1AA');
  await addAddress(page, '3 Mill Lane', 'RG2 2BB');
  const main = page.getByRole('main');

  // Not a member yet: become a member, which joins through join.
  await page.goto('/ecom/loyalty');
  await main.getByRole('link', { name: 'Find out about myHillside' }).click();
  await expect(page).toHaveURL(/\/ecom\/loyalty\/become-a-member$/);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Become a myHillside member' }),
  ).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Join myHillside' }).click();
  await expect(page).toHaveURL(/\/ecom\/loyalty\/join\/welcome$/);
  const number = await main.getByTestId('loyalty-card-number').textContent();

  await page.goto('/ecom/loyalty/card-and-details');
  await main.getByRole('link', { name: 'Order a replacement card' }).click();
  await expect(page).toHaveURL(/\/ecom\/loyalty\/order-replacement-card$/);
  await expect(page).toHaveTitle('Order Replacement Card');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Order a replacement card' }),
  ).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Choose an address' }).click();

  await expect(page).toHaveURL(/\/ecom\/loyalty\/order-replacement-card\/address$/);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Where should we send your card?' }),
  ).toBeVisible();
  // The address on file (the first added, the contact address) is chosen already.
  await expect(main.getByRole('radio', { name: /12 Acacia Avenue/ })).toBeChecked();
  await expectAccessible(page);
  await main.getByRole('radio', { name: /3 Mill Lane/ }).check();
  await main.getByRole('button', { name: 'Order replacement card' }).click();

  await expect(page).toHaveURL(/\/ecom\/loyalty\/order-replacement-card\/success\?addressId=\d+$/);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Your replacement card is on its way' }),
  ).toBeVisible();
  await expect(main.getByRole('status')).toContainText('3 Mill Lane');
  await expect(main.getByTestId('loyalty-card-number')).toHaveText(number ?? '');
  await expect(main.getByText('Replacement ordered')).toBeVisible();
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Card and details' }).click();
  await expect(page).toHaveURL(/\/ecom\/loyalty\/card-and-details$/);
  await expect(main.getByText('Replacement ordered')).toBeVisible();
  await page.goto('/ecom/loyalty');
  await expect(main.getByText('Replacement ordered')).toBeVisible();
});

test('the partnership card page for a shopper without one', async ({ page }) => {
  await register(page, 'partner');
  const main = page.getByRole('main');
  await page.goto('/ecom/loyalty/my-partnership/card-and-details');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Your Ashby & Lowe partnership card' }),
  ).toBeVisible();
  await expect(main.getByText('No Ashby & Lowe partnership card is linked')).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Find out about myHillside membership' }).click();
  await expect(page).toHaveURL(/\/ecom\/loyalty\/become-a-member$/);

  // Not a member: the replacement card pages say so.
  await page.goto('/ecom/loyalty/order-replacement-card/address');
  await expect(main.getByText('You are not a member.')).toBeVisible();
  await expectAccessible(page);
});

test('the partnership member sees the partner’s card, linked beside the scheme’s own', async ({
  page,
}) => {
  // The demo partnership member (packages/db/src/demo/demo-loyalty.ts): both cards.
  await signIn(page.context(), 'partner@example.com');
  const main = page.getByRole('main');
  await page.goto('/ecom/loyalty/my-partnership/card-and-details');
  await expect(main.getByTestId('partnership-card-number')).toHaveText('9230 0000 3456 7892');
  await expect(main.getByText('counts ahead of any other card you hold')).toBeVisible();
  await expectAccessible(page);
  // The scheme's own card stays the one shown, with the partnership card linked.
  await page.goto('/ecom/loyalty/card-and-details');
  await expect(main.getByTestId('loyalty-card-number')).toHaveText('9210 0000 2345 6781');
  await expect(main.getByText('Your partnership card is linked to this account.')).toBeVisible();
  await expectAccessible(page);
});

test('the old loyalty addresses redirect permanently to the new pages', async ({ page }) => {
  await register(page, 'old');
  for (const [old, now] of [
    ['vouchers', '/ecom/loyalty/vouchers'],
    ['rewards', '/ecom/loyalty'],
    ['competitions', '/ecom/loyalty/competitions'],
    ['benefits', '/ecom/loyalty/benefits'],
    ['card-and-details', '/ecom/loyalty/card-and-details'],
  ] as const) {
    const answer = await page.request.get(`/ecom/my-waitrose/${old}`, { maxRedirects: 0 });
    expect(answer.status(), old).toBe(301);
    expect(answer.headers().location, old).toBe(now);
  }
  await page.goto('/ecom/my-waitrose/benefits');
  await expect(page).toHaveURL(/\/ecom\/loyalty\/benefits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'myHillside benefits' })).toBeVisible();
  await expectAccessible(page);
});

test('without JavaScript, ordering a replacement card is a form post', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.89' },
  });
  const page = await context.newPage();
  await register(page, 'nojs');
  await addAddress(page, '5 Quay Street', 'RG1 1AA');
  const main = page.getByRole('main');
  await page.goto('/ecom/loyalty/become-a-member');
  await main.getByRole('button', { name: 'Join myHillside' }).click();
  await expect(page).toHaveURL(/\/ecom\/loyalty\/join\/welcome$/);
  await page.goto('/ecom/loyalty/order-replacement-card/address');
  await expect(main.getByRole('radio', { name: /5 Quay Street/ })).toBeChecked();
  await main.getByRole('button', { name: 'Order replacement card' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'Your replacement card is on its way' }),
  ).toBeVisible();
  await expect(main.getByText('Replacement ordered')).toBeVisible();
  await context.close();
});
