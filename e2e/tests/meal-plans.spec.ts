import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';
import { freshAccounts } from './session-fixture.ts';

/**
 * Meal plans (issue 26, decision 0085): signed out, the landing and the how-to guide read and the
 * planner asks to sign in; signed in, a week of five dinners for four people planned with a
 * press each and the week's one list put in the trolley in one press; the same without
 * JavaScript. axe scans every page and the planner, at desktop and phone widths.
 */

// Registrations and sign-ins from an address of this spec's own (per-IP limits).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.127' } });

const { freshShopper } = freshAccounts({
  prefix: 'meal-plans',
  password: 'parsnip lantern harbour 61',
  title: 'Ms',
  firstName: 'Rosemary',
  lastName: 'Planner',
});

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const DAY_VALUES = ['MON', 'TUE', 'WED', 'THU', 'FRI'] as const;

const trolleyLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Trolley, \d+ items?, total/ });

/** Adds the n-th recipe of the picker to a day's dinner for `servings`. */
async function addDinner(page: Page, index: number, servings: number): Promise<string> {
  const pick = page.getByRole('list', { name: 'Recipes to add' }).getByRole('listitem').nth(index);
  const title = ((await pick.getByRole('heading').textContent()) ?? '').trim();
  await pick.getByLabel('Day').selectOption(DAY_VALUES[index] as string);
  await pick.getByLabel('Meal').selectOption('DINNER');
  await pick.getByLabel('Servings').fill(String(servings));
  await pick.getByRole('button', { name: `Add to plan: ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your plan.' })).toBeVisible();
  const day = page
    .getByRole('list', { name: 'Your week' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: new RegExp(`^${DAYS[index]}`) }),
    });
  await expect(day.first().getByRole('link', { name: title })).toBeVisible();
  return title;
}

test('signed out, the landing and how-to read, and the planner asks to sign in', async ({
  page,
}) => {
  await page.goto('/ecom/recipes/meal-plans');
  await expect(page).toHaveTitle('Meal plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal plans' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'How to plan your meals' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'How to plan your meals' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto('/ecom/recipes/meal-plans/planner');
  await expect(page).toHaveURL(/\/ecom\/(login|sign-in)/);
  expect(decodeURIComponent(page.url())).toContain('/ecom/recipes/meal-plans/planner');
});

test('plan a week of five dinners for four people and fill the trolley in one press', async ({
  page,
  context,
  request,
}) => {
  await freshShopper(context, request, 'week');
  const planner = await page.goto('/ecom/recipes/meal-plans/planner');
  // The shopper's own page: never stored, never shared.
  expect(planner?.headers()['cache-control']).toBe('private, no-store');
  await expect(page).toHaveTitle('Meal planner');
  await waitForHydration(page);
  await expectAccessible(page);
  for (let index = 0; index < 5; index++) await addDinner(page, index, 4);
  await expect(page.getByText('5 meals, 20 servings')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Your shopping list for the week' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your shopping list for the week' }),
  ).toBeVisible();
  const costs = page.getByRole('definition');
  await expect(costs.first()).toHaveText(/^£\d+\.\d\d$/);
  await expect(page.getByText('A serving (20 servings)')).toBeVisible();
  const toBuy = page.getByRole('group', { name: 'Ingredients to buy' }).getByRole('checkbox');
  const ticked = await toBuy.evaluateAll(
    (boxes) => boxes.filter((box) => (box as HTMLInputElement).checked).length,
  );
  expect(ticked).toBeGreaterThan(5);
  // The store cupboard starts unticked.
  const cupboard = page.getByRole('group', { name: 'Store cupboard' }).getByRole('checkbox');
  for (const box of await cupboard.all()) await expect(box).not.toBeChecked();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add to trolley' }).click();
  await expect(page.getByRole('heading', { name: 'Added to your trolley' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /added to your trolley/i }),
  ).toBeVisible();
  await expect(trolleyLink(page)).toHaveAccessibleName(/^Trolley, ([1-9]\d*) items?/);
  // The list now marks what the trolley holds.
  // The reload brings the page back scrolled to the button, and Back to top fades in once the
  // page has hydrated: the page is scanned as the shopper sees it then.
  await page.reload();
  await expect(page.getByText(/^In your trolley/).first()).toBeVisible();
  await waitForHydration(page);
  await expectAccessible(page);
  // The landing lists the planned week.
  await page.goto('/ecom/recipes/meal-plans');
  const weeks = page.getByRole('region', { name: 'Your planned weeks' });
  await expect(weeks.getByText('5 meals, 20 servings')).toBeVisible();
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a dinner planned and its list put in the trolley with plain forms', async ({
    page,
    context,
    request,
  }) => {
    await freshShopper(context, request, 'nojs');
    await page.goto('/ecom/recipes/meal-plans/planner');
    await addDinner(page, 0, 2);
    await page.getByRole('link', { name: 'Your shopping list for the week' }).click();
    await page.getByRole('button', { name: 'Add to trolley' }).click();
    await expect(page.getByRole('heading', { name: 'Added to your trolley' })).toBeVisible();
  });
});
