import { expect, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';
import { signIn } from './session-fixture.ts';

test('on a phone a signed-in shopper finds their account links in the burger menu, and no sign-in link', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/ecom');
  await waitForHydration(page);
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Your account: / }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Favourites' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign in / Register' })).toHaveCount(0);
  await expectAccessible(page);
});
