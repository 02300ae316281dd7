import { expect, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

test('on a phone the burger menu walks down the categories with a back button per level', async ({
  page,
}) => {
  await page.goto('/ecom');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Groceries' })).toBeVisible();
  await expectAccessible(page);

  await menu.getByRole('button', { name: 'Fruit & Vegetables' }).click();
  await expect(menu.getByRole('heading', { name: 'Fruit & Vegetables' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'View all Fruit & Vegetables' })).toBeVisible();

  await menu.getByRole('button', { name: 'Back' }).click();
  // Back disappears at the first level; focus stays in the drawer, on the level's title.
  await expect(menu.getByRole('heading', { name: 'Groceries' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('button', { name: 'Bakery' }).click();
  await menu.getByRole('link', { name: 'View all Bakery' }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries\/bakery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
  await expectAccessible(page);
});
