import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

/**
 * The slot grid on a phone (issue 21, decision 0052), at 375 px: it opens with 3 days, pages
 * by 3, and keeps 5 once the shopper asks for 5; its time labels never run under the slots.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.121' } });

let shoppers = 0;

async function registerShopper(page: Page): Promise<void> {
  shoppers += 1;
  const email = `slot-grid-phone-${Date.now()}-${shoppers}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: {
      email,
      password: 'meadow lantern pebble 21',
      title: 'Ms',
      firstName: 'Iris',
      lastName: 'Fenn',
    },
  });
  expect(registered.status()).toBe(201);
}

const collectionGrid = (page: Page) =>
  page.getByRole('grid', { name: /^Grocery collection slots, / });
const daysToShow = (page: Page) => page.getByRole('navigation', { name: 'Days to show' });

/**
 * Where a row's time label overlaps a slot cell of its row: the label's text box against each
 * day cell's box. Empty when every label sits clear of the slots.
 */
async function timeLabelOverlaps(grid: Locator): Promise<string[]> {
  return grid.evaluate((table) => {
    const found: string[] = [];
    for (const row of table.querySelectorAll('[role="row"]')) {
      const [time, ...days] = [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')];
      const label = time?.querySelector('[aria-hidden="true"]');
      if (!label) continue;
      const text = label.getBoundingClientRect();
      for (const day of days) {
        const cell = day.getBoundingClientRect();
        const apart =
          text.right <= cell.left ||
          text.left >= cell.right ||
          text.bottom <= cell.top ||
          text.top >= cell.bottom;
        if (!apart) found.push(`${label.textContent} over ${day.textContent}`);
      }
    }
    return found;
  });
}

test('the slot grid opens with 3 days on a phone and its times sit clear of the slots', async ({
  page,
}) => {
  await registerShopper(page);
  await page.goto('/ecom/bookslot/collection/groceries');
  await waitForHydration(page);
  const grid = collectionGrid(page);
  await expect(grid.getByRole('button', { name: /^Book / }).first()).toBeVisible();

  // Time and 3 days.
  await expect(grid.getByRole('columnheader')).toHaveCount(4);
  await expect(daysToShow(page).getByRole('link', { name: '3 days' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await timeLabelOverlaps(grid)).toEqual([]);
  await expectAccessible(page);

  // The next page starts on the 4th day and shows 3 more.
  const fourth = await grid.getByRole('columnheader').nth(3).textContent();
  await page.getByRole('link', { name: 'Later days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(grid.getByRole('columnheader')).toHaveCount(4);
  await expect(grid.getByRole('columnheader').nth(1)).not.toHaveText(fourth as string);
  await page.getByRole('link', { name: 'Earlier days' }).click();
  await expect(grid.getByRole('columnheader').nth(3)).toHaveText(fourth as string);

  // Asked for 5, the phone keeps 5, page after page, and the times still sit clear.
  await daysToShow(page).getByRole('link', { name: '5 days' }).click();
  await expect(page).toHaveURL(/gridLength=5/);
  await expect(grid.getByRole('columnheader')).toHaveCount(6);
  expect(await timeLabelOverlaps(grid)).toEqual([]);
  await page.getByRole('link', { name: 'Later days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(grid.getByRole('columnheader')).toHaveCount(6);
  await expectAccessible(page);
});
