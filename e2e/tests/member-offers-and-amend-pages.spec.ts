import { expect, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

/**
 * Issue 28's remaining doc 1 §2 pages (decision 0097): the featured offers' member offers (the
 * loyalty scheme's offers, and whether the shopper gets them from the loyalty context), the
 * Christmas amend hub (the amend hub with the Christmas aisle to add from) and
 * rescheduling-prohibited. axe on every page at both widths.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.98' } });

const SCHEME = 'myHillside';

async function register(page: import('@playwright/test').Page, label: string) {
  const email = `seasonal-${label}-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: {
      email,
      password: 'juniper lantern ochre 98',
      title: 'Ms',
      firstName: 'Ivy',
      lastName: 'Hart',
    },
  });
  expect(registered.status()).toBe(201);
}

test('member offers: signed out the scheme’s offers and a way to sign in; a non-member is asked to join', async ({
  page,
}) => {
  await page.goto('/ecom/shop/featured/offers/member-offers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Member offers' })).toBeVisible();
  await expect(main.getByText(`These offers are for ${SCHEME} members.`)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(
    main.getByRole('list', { name: 'Member offers' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await waitForHydration(page);
  await expectAccessible(page);

  await register(page, 'member-offers');
  await page.goto('/ecom/shop/featured/offers/member-offers');
  await expect(main.getByRole('link', { name: `Join ${SCHEME}` })).toHaveAttribute(
    'href',
    '/ecom/loyalty/join',
  );
  await expectAccessible(page);
});

test('the Christmas amend hub and rescheduling-prohibited', async ({ page }) => {
  await register(page, 'amend');
  await page.goto('/ecom/shop/featured/order-amend/christmas');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Amend order' })).toBeVisible();
  await expect(main.getByText('You are not amending an order.')).toBeVisible();
  const christmas = main.getByRole('region', {
    name: 'Add Christmas food and drink to your order',
  });
  await expect(christmas.getByRole('article').first()).toBeVisible();
  await expect(christmas.getByRole('link', { name: 'Shop all Christmas' })).toHaveAttribute(
    'href',
    '/ecom/shop/browse/groceries/christmas',
  );
  await waitForHydration(page);
  await expectAccessible(page);

  await page.goto('/ecom/rescheduling-prohibited?customerOrderId=12345&reason=cutoff');
  await expect(
    main.getByRole('heading', { level: 1, name: 'This order cannot be rescheduled' }),
  ).toBeVisible();
  await expect(main).toContainText('Changes are only allowed until the amend cut-off time.');
  await expect(main.getByRole('link', { name: 'Back to your order' })).toHaveAttribute(
    'href',
    '/ecom/myaccount/my-orders/order/12345',
  );
  await expectAccessible(page);
});
