import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

/**
 * Slot booking's storefront (issue 12, decision 0036): service selection, the delivery grid
 * with an address added on the way, booking by pressing a slot, the header's slot summary,
 * cancelling, the collection grids with their branch picker, the slot modals, the expiry timer,
 * and booking without JavaScript. Each test registers a shopper of its own; their reservations
 * are cancelled or run out with them.
 */

// Registrations from an address of this spec's own (the registration throttle is per address).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.112' } });

const PASSWORD = 'lantern orchard pebble 58';
const SERVICE_SELECTION = '/ecom/service-selection';

let shoppers = 0;

/** Registers a fresh shopper; page.request shares the browser's cookies, so this signs it in. */
async function registerShopper(page: Page, label: string): Promise<void> {
  shoppers += 1;
  const email = `slots-${label}-${test.info().project.name}-${Date.now()}-${shoppers}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Mr', firstName: 'Rowan', lastName: 'Ashdown' },
  });
  expect(registered.status()).toBe(201);
}

const header = (page: Page) => page.getByRole('banner');
const grid = (page: Page, kind: string | RegExp) =>
  page.getByRole('grid', { name: typeof kind === 'string' ? new RegExp(`^${kind}, `) : kind });
/** The open slots of a grid (their buttons' names start with 'Book'). */
const openSlots = (table: Locator) => table.getByRole('button', { name: /^Book / });
const bookedBanner = (page: Page) => page.getByRole('region', { name: 'Your slot is booked' });
const snackbar = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Adds an address on the add page slot booking leads to, and comes back to the grid. */
async function addAddressOnTheWay(page: Page, line1: string, postcode: string) {
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await expect(page).toHaveURL(/\/ecom\/myaccount\/addresses\/add\?returnTo=/);
  await expect(page.getByRole('link', { name: 'Back to slot booking' })).toBeVisible();
  await page.getByLabel('Address line 1').fill(line1);
  await page.getByLabel('Town or city (optional)').fill('Reading');
  await page.getByLabel('Postcode', { exact: true }).fill(postcode);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/ecom\/bookslot\/delivery\?addressId=\d+$/);
}

/**
 * Presses an open slot (the first, unless the test needs another); the page then shows it
 * booked. Returns its button's name.
 */
async function bookFirstSlot(
  page: Page,
  table: Locator,
  slot: Locator = openSlots(table).first(),
): Promise<string> {
  const name = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  await expect(bookedBanner(page)).toBeVisible();
  await expect(table.getByText('Your slot')).toBeVisible();
  return name;
}

/** Opens the header's slot summary and returns it. */
async function openSlotSummary(page: Page, title: string): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Change Slot' }).click();
  const summary = page.getByRole('dialog', { name: title });
  await expect(summary).toBeVisible();
  return summary;
}

test('choose delivery, add an address, pick a slot, see it in the header, cancel it, then collect from a branch', async ({
  page,
}) => {
  await registerShopper(page, 'journey');
  await page.goto(SERVICE_SELECTION);
  await expect(page).toHaveTitle('Choose Your Shopping Method');
  await waitForHydration(page);
  await expect(header(page).getByRole('link', { name: 'Book Slot' })).toBeVisible();
  await expectAccessible(page);

  // Delivery: no address yet, so one is added on the way.
  await page.getByRole('link', { name: /^Delivery/ }).click();
  await expect(page).toHaveURL(/\/ecom\/bookslot\/delivery$/);
  await expect(page).toHaveTitle('Slot Booking');
  await expect(
    page.getByText('Add a delivery address to see the slots we have for it.'),
  ).toBeVisible();
  await expectAccessible(page);
  await addAddressOnTheWay(page, '14 Kennet Side', 'RG1 3DW');
  const delivery = grid(page, 'Delivery slots');
  await expect(delivery).toBeVisible();
  await expect(page.getByRole('button', { name: /Delivery address/ })).toContainText(
    '14 Kennet Side',
  );
  await expectAccessible(page);

  // 3 days at a time, and the next page.
  await page
    .getByRole('navigation', { name: 'Days to show' })
    .getByRole('link', { name: '3 days' })
    .click();
  // A phone already shows 3 days, so the grid alone cannot tell the choice has landed: the
  // address does, and then the paging link (a 'Later days' pressed before it pages the unchosen
  // length). The address comes first: React may draw the new page a moment after the browser's
  // address has changed, and on a slow machine a press in between followed the old link, so
  // 'Collect instead' below lost the chosen length.
  await expect(page).toHaveURL(/gridLength=3/);
  await expect(delivery.getByRole('columnheader')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Later days' })).toHaveAttribute(
    'href',
    /gridLength=3/,
  );
  await page.getByRole('link', { name: 'Later days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(page).toHaveURL(/gridLength=3/);
  await expect(delivery.getByRole('columnheader')).toHaveCount(4);

  // Booking by pressing a slot: the banner, the grid and the header show it.
  const booked = await bookFirstSlot(page, delivery);
  expect(booked).toMatch(/^Book \w+ \d+ \w+, \d+(AM|PM) to \d+(AM|PM), (£\d+\.\d\d|Free)/);
  await expect(bookedBanner(page)).toContainText('Delivery to: 14 Kennet Side, Reading, RG1 3DW');
  // Nothing but slot booking (the address added on the way included) since arriving: home.
  await expect(bookedBanner(page).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/ecom',
  );
  await expectAccessible(page);
  const summary = await openSlotSummary(page, 'Your delivery slot');
  await expect(summary).toContainText('Delivery to: 14 Kennet Side, Reading, RG1 3DW');
  await expect(summary).toContainText(/\d+(AM|PM) - \d+(AM|PM)/);
  await expect(summary.getByRole('link', { name: 'Change slot' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();

  // The header keeps it on other pages too (the viewer fragment of a cached catalogue page).
  await page.goto('/ecom/shop/browse/groceries/bakery');
  await waitForHydration(page);
  await expect(header(page).getByRole('button', { name: 'Change Slot' })).toBeVisible();
  await page.goBack();
  // 'Continue shopping' leads back to the last page before slot booking.
  await expect(bookedBanner(page).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/ecom/shop/browse/groceries/bakery',
  );

  // Cancel: asked first, then the snackbar, and the header offers Book Slot again.
  await waitForHydration(page);
  await bookedBanner(page).getByRole('button', { name: 'Cancel slot' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your slot?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Keep slot' }).click();
  await expect(confirm).toBeHidden();
  await expect(bookedBanner(page)).toBeVisible();
  await bookedBanner(page).getByRole('button', { name: 'Cancel slot' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel slot' }).click();
  await expect(snackbar(page, 'Slot reservation cancelled')).toBeVisible();
  await expect(bookedBanner(page)).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'Book Slot' })).toBeVisible();

  // Collection instead: the service, then a branch from the picker, then a slot.
  await page.getByRole('link', { name: 'Collect instead' }).click();
  await expect(page).toHaveURL(/\/ecom\/bookslot\/collection\/select-service\?gridLength=3$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a collection service' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /^Grocery collection/ }).click();
  const collection = grid(page, 'Grocery collection slots');
  await expect(collection).toBeVisible();
  await page.getByRole('button', { name: /Collection branch/ }).click();
  const branches = page.getByRole('listbox');
  await expect(branches).toBeVisible();
  await expectAccessible(page);
  await branches.getByRole('option', { name: 'Summertown' }).click();
  await expect(page).toHaveURL(/branchId=\d+/);
  await expect(page.getByRole('button', { name: /Collection branch/ })).toContainText('Summertown');
  await expect(openSlots(collection).first()).toContainText('Free');
  await bookFirstSlot(page, collection);
  await expect(bookedBanner(page)).toContainText('Collect from: Summertown');
  const collect = await openSlotSummary(page, 'Your collection slot');
  await expect(collect).toContainText('Collect from: Summertown');
  await expectAccessible(page);
});

test('the grid opens the slot modals its refusals call for', async ({ page }) => {
  await registerShopper(page, 'modals');
  await page.goto('/ecom/bookslot/delivery');
  await waitForHydration(page);
  await addAddressOnTheWay(page, '3 Forbury Road', 'RG1 3EU');
  const delivery = grid(page, 'Delivery slots');
  await waitForHydration(page);

  // A price that changed since the page was loaded (the form carries the one seen).
  const first = openSlots(delivery).first();
  await first
    .locator('xpath=ancestor::form')
    .locator('input[name="expectedPricePence"]')
    .evaluate((input: HTMLInputElement) => {
      input.value = '1';
    });
  await first.click();
  const changed = page.getByRole('alertdialog', { name: 'Your delivery charge has changed' });
  await expect(changed).toBeVisible();
  await expect(changed).toContainText(/The charge for this slot is now £\d+\.\d\d/);
  await expectAccessible(page);
  await changed.getByRole('button', { name: 'Refresh' }).click();
  await expect(changed).toBeHidden();
  await expect(bookedBanner(page)).toHaveCount(0);

  // An address no branch delivers to.
  await addAddressOnTheWay(page, '1 Commercial Street', 'ZE1 0AA');
  const notServed = page.getByRole('alertdialog', {
    name: "Unfortunately, we don't deliver to this address",
  });
  await expect(notServed).toBeVisible();
  await expectAccessible(page);
  await notServed.getByRole('button', { name: 'Choose another address' }).click();
  await expect(notServed).toBeHidden();
  await expect(page.getByRole('button', { name: /Delivery address/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: /3 Forbury Road/ }).click();
  await expect(delivery).toBeVisible();

  // Saver slots: the wider, cheaper grid.
  await page
    .getByRole('navigation', { name: 'Slots to show' })
    .getByRole('link', { name: 'Saver slots' })
    .click();
  await expect(openSlots(delivery).first()).toHaveAccessibleName(/, Saver$/);
});

test('the expiry timer warns before the reservation runs out, then sends the shopper to book again', async ({
  page,
}) => {
  await page.clock.install();
  await registerShopper(page, 'expiry');
  await page.goto('/ecom/bookslot/collection/groceries');
  await waitForHydration(page);
  const collection = grid(page, 'Grocery collection slots');
  // The grid's last open slot is days away: a reservation is held for 2 hours but never past
  // the order cut-off (23:45 the evening before), so tomorrow's slot booked late in the evening
  // would run out sooner than the hold this test times.
  await bookFirstSlot(page, collection, openSlots(collection).last());

  // The session time-out (28 minutes after a page loads) would cover the page long before a
  // reservation of 2 hours runs out, so the shopper moves on to a page now and then.
  const later = async (time: string) => {
    await page.clock.fastForward(time);
    await page.reload();
    await waitForHydration(page);
  };
  const notice = page.getByRole('region', { name: 'Your slot reservation' });
  await page.clock.fastForward('00:21:00');
  await expect(notice).toHaveText(
    /^Your slot is reserved for 1 hour 3\d minutes\. Check out within this time to keep it\.$/,
  );
  await expect(notice).toHaveAttribute('data-kind', 'info');
  await expectAccessible(page);
  await later('00:25:00');
  await later('00:25:00');
  await later('00:25:00');
  await expect(notice).toHaveText(/^Your slot is reserved for (2\d|30) minutes\./);
  await expect(notice).toHaveAttribute('data-kind', 'warning');

  await page.clock.fastForward('00:25:00');
  const expired = page.getByRole('alertdialog', { name: 'Sorry, your slot has now expired' });
  await expect(expired).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Book Slot' })).toBeVisible();
  await expectAccessible(page);
  await page.clock.resume();
  await expired.getByRole('link', { name: 'Book a slot' }).click();
  await expect(page).toHaveURL(/\/ecom\/service-selection$/);
});

test.describe('without JavaScript', () => {
  // The shop's scripts never load, so every page is its server-rendered HTML and every action a
  // plain form; the browser's own JavaScript stays on for the axe scans.
  test.beforeEach(async ({ context }) => {
    await context.route(/\/ecom\/assets\/.*\.js(\?.*)?$/, (route) => route.abort());
  });

  test('add an address, book a delivery slot and cancel it with plain forms', async ({ page }) => {
    await registerShopper(page, 'nojs');
    await page.goto(SERVICE_SELECTION);
    await page.getByRole('link', { name: /^Delivery/ }).click();
    await addAddressOnTheWay(page, '22 Castle Hill', 'RG1 7SB');
    const delivery = grid(page, 'Delivery slots');
    await expect(delivery).toBeVisible();
    await expectAccessible(page);

    await bookFirstSlot(page, delivery);
    await expect(page).toHaveURL(/\/ecom\/bookslot\/delivery\?addressId=\d+$/);
    await expect(header(page).getByRole('link', { name: 'Change Slot' })).toHaveAttribute(
      'href',
      /\/ecom\/bookslot\/delivery\?addressId=\d+$/,
    );
    await expectAccessible(page);

    // The question is a disclosure holding the form.
    await bookedBanner(page).locator('summary', { hasText: 'Cancel slot' }).click();
    await expect(bookedBanner(page).getByText('Cancel your slot?')).toBeVisible();
    await bookedBanner(page).locator('form').getByRole('button', { name: 'Cancel slot' }).click();
    await expect(page).toHaveURL(/notice=slot-cancelled/);
    await expect(snackbar(page, 'Slot reservation cancelled')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Book Slot' })).toBeVisible();
  });
});
