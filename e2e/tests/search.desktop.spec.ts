import { expect, test } from '@playwright/test';
import { expectAccessible, pressLoadMore, productCards, waitForHydration } from './fixtures.ts';

test('a shopper misspells a search, picks the suggestion, filters the results and loads more', async ({
  page,
}) => {
  await page.goto('/ecom');
  await waitForHydration(page);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search groceries' });
  await box.pressSequentially('chese', { delay: 40 });
  const suggestion = page.getByRole('option', { name: 'cheese', exact: true });
  await expect(suggestion).toBeVisible();
  await expectAccessible(page, { comboboxOpen: true });
  await suggestion.click();

  await expect(page).toHaveURL(/\/ecom\/shop\/search\?searchTerm=cheese/);
  await expect(page).toHaveTitle('cheese - Search');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('cheese');
  await expect(productCards(page)).toHaveCount(48);
  await expect(productCards(page).first()).toContainText(/chees/i);
  await expectAccessible(page);

  // A dietary filter narrows the results; its count says how many match.
  const vegetarian = page
    .getByRole('group', { name: 'Dietary' })
    .getByRole('checkbox', { name: /Vegetarian/ });
  const label = (await vegetarian.locator('xpath=ancestor::label').textContent()) ?? '';
  const filteredCount = Number(label.match(/\((\d+)\)/)?.[1]);
  expect(filteredCount).toBeGreaterThan(48);
  await vegetarian.check();
  await expect(page).toHaveURL(/filterTags=dietary%3Avegetarian/);
  await expect(page.getByText(`Showing 48 of ${filteredCount} products`).first()).toBeVisible();

  // Load more appends the next page of the filtered results. Its link names the filter once the
  // filtered page has rendered (on a slow machine the URL and count came first, and a click then
  // loaded the next page of the earlier results).
  const loadMore = page.getByRole('link', { name: 'Load more' });
  await expect(loadMore).toHaveAttribute('href', /filterTags=dietary(%3A|:)vegetarian/);
  await pressLoadMore(page, loadMore);
  await expect(productCards(page)).toHaveCount(Math.min(96, filteredCount));
  await expect(
    page.getByRole('group', { name: 'Dietary' }).getByRole('checkbox', { name: /Vegetarian/ }),
  ).toBeChecked();
});

test('focusing the empty search box shows recent searches, which can be cleared', async ({
  page,
}) => {
  await page.goto('/ecom');
  await waitForHydration(page);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search groceries' });
  await box.fill('yogurt');
  await box.press('Enter');
  await expect(page).toHaveURL(/searchTerm=yogurt/);

  await page.goto('/ecom');
  await waitForHydration(page);
  await box.click();
  const recent = page.getByRole('listbox').getByRole('option', { name: 'yogurt', exact: true });
  await expect(recent).toBeVisible();
  await expectAccessible(page, { comboboxOpen: true });
  await page.getByRole('option', { name: 'Clear all' }).click();
  await expect(recent).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await box.click();
  await expect(recent).toBeHidden();
});

test('multi-search runs a list of ten items, one term at a time, keeping the filters', async ({
  page,
}) => {
  await page.goto('/ecom');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Multi-search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Multi-search' });
  await expect(dialog.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Clear list' })).toBeDisabled();
  const items = [
    'milk',
    'bread',
    'eggs',
    'bananas',
    'cheddar',
    'butter',
    'apples',
    'pasta',
    'rice',
    'coffee',
  ];
  await dialog
    .getByLabel('Multiple item search. Press Enter after each item.')
    .fill(items.join('\n'));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/ecom\/shop\/multi-search\?/);
  const strip = page.getByRole('form', { name: 'Your list' });
  await expect(strip.getByRole('button')).toHaveText(items);
  await expect(page).toHaveTitle('milk - Multi-search');
  await expect(productCards(page).first()).toContainText(/milk/i);

  await page.getByRole('group', { name: 'Offers' }).getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/filterTags=offers/);
  // The address changes as the filtered page starts rendering (a transition); the list's form
  // keeps the filter once that render is done, and only then is the next term pressed.
  await expect(strip.locator('input[name="filterTags"]')).toHaveValue('offers');
  await strip.getByRole('button', { name: 'cheddar' }).click();
  await expect(page).toHaveTitle('cheddar - Multi-search');
  await expect(page).toHaveURL(/filterTags=offers/);
  await expect(strip.getByRole('button', { name: 'cheddar' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(productCards(page).first()).toContainText(/cheddar/i);
  await expectAccessible(page);
});
