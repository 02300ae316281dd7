import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';
import { signIn } from './session-fixture.ts';

/**
 * The loyalty vouchers page, experiences and the partner's rewards (decision 0086): the demo
 * member (640 points, the first threshold 500 reached) finds them from the hub; a shopper who is
 * not a member sees how to join; the old vouchers address lands on the vouchers page; in the
 * `loyalty_hub_vouchers` experiment's variant (forced with a staff preview link, decision 0072)
 * the account menu's loyalty link goes to the vouchers page. The pages are private. Axe runs on
 * every page.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.90' } });

/** The demo member (packages/db/src/demo/demo-loyalty.ts): 640 points. */
const DEMO_MEMBER = 'member@example.com';

async function openFromHub(page: Page, link: string, path: RegExp): Promise<void> {
  await page.goto('/ecom/loyalty');
  await page.getByRole('main').getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(path);
}

test('a member finds vouchers, experiences and the partner’s rewards from the hub', async ({
  page,
}) => {
  await signIn(page.context(), DEMO_MEMBER);
  const main = page.getByRole('main');

  await openFromHub(page, 'Vouchers', /\/ecom\/loyalty\/vouchers$/);
  await expect(page).toHaveTitle('myHillside vouchers');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Your myHillside vouchers' }),
  ).toBeVisible();
  const vouchers = main.getByRole('list', { name: 'Your vouchers' });
  await expect(vouchers.getByRole('heading', { level: 2 })).toHaveText(['500 points reward']);
  await expect(main.getByTestId('vouchers-progress')).toHaveText(
    'You have 640 points. 360 points to your next voucher.',
  );
  await expectAccessible(page);

  await openFromHub(page, 'Experiences', /\/ecom\/loyalty\/loyalty-experiences$/);
  await expect(
    main.getByRole('heading', { level: 1, name: 'myHillside experiences' }),
  ).toBeVisible();
  await expect(main.getByText(/with Ashby & Lowe/)).toBeVisible();
  await expectAccessible(page);

  await openFromHub(page, 'Ashby & Lowe rewards', /\/ecom\/loyalty\/my-partnership\/rewards$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Ashby & Lowe rewards' })).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Go to myHillside' }).click();
  await expect(page).toHaveURL(/\/ecom\/loyalty$/);

  // The shopper's own pages: never shared or stored.
  for (const path of ['vouchers', 'loyalty-experiences', 'my-partnership/rewards']) {
    const answer = await page.request.get(`/ecom/loyalty/${path}`);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('private, no-store');
  }
});

test('a shopper who is not a member is shown how to join; the old vouchers address lands there', async ({
  page,
}) => {
  const email = `loyalty-vouchers-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: {
      email,
      password: 'loyalty voucher 90',
      title: 'Mx',
      firstName: 'Kit',
      lastName: 'Lowe',
    },
  });
  expect(registered.status()).toBe(201);
  const main = page.getByRole('main');

  await page.goto('/ecom/my-waitrose/vouchers');
  await expect(page).toHaveURL(/\/ecom\/loyalty\/vouchers$/);
  await expect(main.getByText('Vouchers are for myHillside members')).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Find out about myHillside' }).click();
  await expect(page).toHaveURL(/\/ecom\/loyalty\/become-a-member$/);
});

test('in the hub link experiment’s variant the account menu’s loyalty link opens the vouchers', async ({
  page,
}) => {
  await signIn(page.context(), DEMO_MEMBER);
  await page.goto('/ecom?experimentPreview=loyalty_hub_vouchers.variant');
  await waitForHydration(page);
  const menuButton = page.getByRole('banner').getByRole('button', { name: /^Your account: / });
  await expect(menuButton).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await menuButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'myHillside' }).click();
  await expect(page).toHaveURL(/\/ecom\/loyalty\/vouchers$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Your myHillside vouchers' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a visitor who is signed out is asked to sign in first', async ({ page }) => {
  await page.goto('/ecom/loyalty/vouchers');
  await expect(page).toHaveURL(/\/ecom\/sign-in\?redirect=%2Fecom%2Floyalty%2Fvouchers$/);
  await expectAccessible(page);
});
