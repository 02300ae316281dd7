import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/**
 * The address book (issue 10, decision 0029): details-and-addresses with its hash dialogs and
 * the spec's address modals, the postcode lookup, international labels, the no-JavaScript pages,
 * and customer address admin for staff signed on. Each test registers its own shopper.
 */

// Registrations and sign-ins from an address of this spec's own (no other spec uses .62), apart
// from the others' limits: the registration throttle allows 20 an hour per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.62' } });

const PASSWORD = 'hedgerow marmalade 42';
const BOOK = '/ecom/myaccount/details-and-addresses';
/** A demo district the built-in postcode lookup knows (Reading). */
const DISTRICT = 'RG1';

/** Registers a fresh shopper; page.request shares the browser's cookies, so this signs it in. */
async function registerShopper(page: Page, label: string): Promise<string> {
  const email = `addr-${label}-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Ms', firstName: 'Ada', lastName: 'Byron' },
  });
  expect(registered.status()).toBe(201);
  return email;
}

async function openBook(page: Page) {
  await page.goto(BOOK);
  await expect(page).toHaveTitle('Details and Addresses');
  await page.waitForLoadState('networkidle');
}

const card = (page: Page, line1: string | RegExp) => page.getByRole('article', { name: line1 });

/** The snackbar's text (a live region at the foot of the page). */
const snackbar = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#add-address$/);
  return dialog;
}

/**
 * Picks the first street of the district, then its first house, with the keyboard (the list is
 * a React Aria combobox: arrow keys and Enter); returns the house's line 1.
 */
async function addByLookup(page: Page, dialog: Locator, scan = false): Promise<string> {
  const box = dialog.getByRole('combobox', { name: 'Find a UK address by postcode' });
  await box.fill(DISTRICT);
  const suggestions = page.getByRole('listbox', { name: /Find a UK address/ });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  if (scan) await expectAccessible(page, { comboboxOpen: true });
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page.getByText(/^Addresses in /)).toBeVisible();
  const line = (await suggestions.getByRole('option').first().textContent()) ?? '';
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(
    dialog.getByText('We have filled in the address below. Please check it.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Postcode', { exact: true })).toHaveValue(/^RG1 \d[A-Z]{2}$/);
  const line1 = await dialog.getByLabel('Address line 1').inputValue();
  expect(line).toContain(line1);
  if (scan) await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page, 'Address added')).toBeVisible();
  return line1;
}

async function addByHand(
  page: Page,
  fields: { line1: string; postcode: string; country?: string; town?: string },
) {
  const dialog = await openAddDialog(page);
  if (fields.country) await dialog.getByLabel('Country').selectOption(fields.country);
  await dialog.getByLabel('Address line 1').fill(fields.line1);
  if (fields.town) await dialog.getByLabel('Town or city (optional)').fill(fields.town);
  await dialog
    .getByLabel(fields.country ? 'ZIP/Postal code' : 'Postcode', { exact: true })
    .fill(fields.postcode);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page, 'Address added')).toBeVisible();
}

test('add by postcode lookup, make another the contact address, the contact address cannot go, another can', async ({
  page,
}) => {
  await registerShopper(page, 'journey');
  await openBook(page);
  await expect(page.getByText("You haven't added an address yet.")).toBeVisible();
  await expectAccessible(page);

  // The first address, picked from the lookup, becomes the contact address.
  const dialog = await openAddDialog(page);
  await expectAccessible(page);
  const first = await addByLookup(page, dialog, true);
  await expect(card(page, first).getByText('Contact address', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await addByHand(page, { line1: '5 Elm Road', town: 'Reading', postcode: 'rg1 4ab' });
  const elm = card(page, '5 Elm Road');
  await expect(elm).toContainText('RG1 4AB');
  await expect(elm.getByText('Contact address', { exact: true })).toHaveCount(0);

  // Make the new one the contact address: the spec's confirm modal, then the snackbar.
  await elm.getByRole('button', { name: /^Make this my contact address/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change your contact address?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Yes, change it' }).click();
  await expect(snackbar(page, 'Contact address updated')).toBeVisible();
  await expect(elm.getByText('Contact address', { exact: true })).toBeVisible();
  await expectAccessible(page);
  // The contact address is listed first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName('5 Elm Road');

  // The contact address cannot be deleted (423 CONTACT_ADDRESS): its own modal.
  await elm.getByRole('link', { name: /^Delete/ }).click();
  const blocked = page.getByRole('alertdialog', {
    name: 'Your address book must contain a contact address',
  });
  await expect(blocked).toBeVisible();
  await expectAccessible(page);
  await blocked.getByRole('button', { name: 'OK' }).click();
  await expect(blocked).toBeHidden();
  await expect(elm).toBeVisible();

  // The other one can, after the delete confirm modal.
  await card(page, first)
    .getByRole('link', { name: /^Delete/ })
    .click();
  const sure = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(sure).toBeVisible();
  await expectAccessible(page);
  await sure.getByRole('button', { name: 'Delete address' }).click();
  await expect(snackbar(page, 'Address deleted')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  // The last address cannot go either (423 FINAL_ADDRESS).
  await elm.getByRole('link', { name: /^Delete/ }).click();
  const last = page.getByRole('alertdialog', {
    name: 'Your address book must contain at least one address',
  });
  await expect(last).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(last).toBeHidden();

  // Edit opens #edit-address with the address; the back button closes it.
  await elm.getByRole('link', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await expect(edit.getByLabel('Address line 1')).toHaveValue('5 Elm Road');
  await expect(page).toHaveURL(/#edit-address$/);
  await expectAccessible(page);
  await page.goBack();
  await expect(edit).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${BOOK}$`));

  // Changed-field detection: only what changed is sent. The addressee's `modified` (REST view
  // of the same book) moves only when the addressee changed.
  const addressee = async () => {
    const listed = await page.request.get('/api/addresses/v2/addresses');
    expect(listed.status()).toBe(200);
    const [only] = (await listed.json()) as {
      addressee: { modified: string; contactNumber: string };
      delivery: { customerNote: string };
    }[];
    return only;
  };
  const before = await addressee();
  const save = async (change: (dialog: Locator) => Promise<void>, notice: string) => {
    await elm.getByRole('link', { name: /^Edit/ }).click();
    await expect(edit).toBeVisible();
    await change(edit);
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect(edit).toBeHidden();
    await expect(snackbar(page, notice)).toBeVisible();
  };
  await save(async () => {}, 'No changes to save');
  await save(
    (dialog) => dialog.getByLabel('Delivery note (optional)').fill('Blue door'),
    'Address updated',
  );
  const noteOnly = await addressee();
  expect(noteOnly?.delivery.customerNote).toBe('Blue door');
  expect(noteOnly?.addressee.modified).toBe(before?.addressee.modified);
  await save(
    (dialog) => dialog.getByLabel('Contact number (optional)').fill('0118 496 0000'),
    'Address updated',
  );
  const withPhone = await addressee();
  expect(withPhone?.addressee.contactNumber).toBe('01184960000');
  expect(withPhone?.addressee.modified).not.toBe(before?.addressee.modified);
  await expect(elm).toContainText('Blue door');
});

test('an international address: labels change, its own postcode rule, the book collapses and the contact address is chosen from a list', async ({
  page,
}) => {
  await registerShopper(page, 'intl');
  await openBook(page);
  await addByHand(page, { line1: '1 Church Lane', town: 'Reading', postcode: 'RG1 4AB' });

  const dialog = await openAddDialog(page);
  await expect(dialog.getByLabel('County (optional)')).toBeVisible();
  await dialog.getByLabel('Country').selectOption('FR');
  await expect(dialog.getByLabel('State/Province/Region (optional)')).toBeVisible();
  await expect(dialog.getByLabel('ZIP/Postal code')).toBeVisible();
  await expect(dialog.getByLabel('Postcode', { exact: true })).toHaveCount(0);
  // The lookup is for UK addresses; the form is the whole job here.
  await expect(dialog.getByRole('combobox', { name: /Find a UK address/ })).toHaveCount(0);
  await dialog.getByLabel('Address line 1').fill('12 Rue de la Paix');
  await dialog.getByLabel('Town or city (optional)').fill('Paris');
  await dialog.getByLabel('ZIP/Postal code').fill('750');
  await dialog.getByLabel('Contact number (optional)').fill('not a number');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  // Errors in the spec's order: the contact number is focused before the postcode.
  await expect(dialog.getByText('Invalid French postcode')).toBeVisible();
  await expect(dialog.getByLabel('Contact number (optional)')).toBeFocused();
  await expectAccessible(page);
  await dialog.getByLabel('Contact number (optional)').fill('+33 1 23 45 67 89');
  await dialog.getByLabel('ZIP/Postal code').fill('75002');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  const paris = card(page, '12 Rue de la Paix');
  await expect(paris).toContainText('France');
  await expect(paris).toContainText('75002');

  // Three addresses: collapsed to 2 (1 between the md and lg breakpoints), with the control.
  await addByHand(page, { line1: '9 Mill Street', town: 'Reading', postcode: 'RG1 4AB' });
  await expect(page.getByRole('article')).toHaveCount(2);
  const showAll = page.getByRole('button', { name: 'Show all 3 addresses' });
  await showAll.click();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Show fewer addresses' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectAccessible(page);

  // #choose-address: a radio per address; the pick becomes the contact address.
  await page.getByRole('button', { name: 'Change contact address' }).click();
  const choose = page.getByRole('dialog', { name: 'Choose your contact address' });
  await expect(page).toHaveURL(/#choose-address$/);
  await expect(choose.getByRole('radio')).toHaveCount(3);
  await expectAccessible(page);
  await choose.getByText('12 Rue de la Paix').click();
  await choose.getByRole('button', { name: 'Use this address' }).click();
  await expect(snackbar(page, 'Contact address updated')).toBeVisible();
  await expect(choose).toBeHidden();
  await expect(page.getByRole('article').first()).toHaveAccessibleName('12 Rue de la Paix');
});

test.describe('without JavaScript', () => {
  // The shop's scripts never load, so every page is its server-rendered HTML and every action a
  // plain form; the browser's own JavaScript stays on for the axe scans.
  test.beforeEach(async ({ context }) => {
    await context.route(/\/ecom\/assets\/.*\.js(\?.*)?$/, (route) => route.abort());
  });

  test('add by the lookup page, delete on the confirmation page, and the refusals there', async ({
    page,
  }) => {
    await registerShopper(page, 'nojs');
    await page.goto(BOOK);
    await page.getByRole('link', { name: 'Add a new address' }).click();
    await expect(page).toHaveURL(/\/ecom\/myaccount\/addresses\/add$/);
    await expect(page).toHaveTitle('Add Address');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expectAccessible(page);

    // The lookup is a GET form listing links: a street opens into its houses, a house fills in.
    await page.getByRole('textbox', { name: 'Find a UK address by postcode' }).fill(DISTRICT);
    await page.getByRole('button', { name: 'Find address' }).click();
    const picks = page.getByRole('search', { name: 'Postcode lookup' }).getByRole('link');
    await expect(picks.first()).toBeVisible();
    await expectAccessible(page);
    await picks.first().click();
    await expect(page).toHaveURL(/container=/);
    await page.getByRole('search', { name: 'Postcode lookup' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/suggestion=/);
    await expect(
      page.getByText('We have filled in the address below. Please check it.'),
    ).toBeVisible();
    const line1 = await page.getByLabel('Address line 1').inputValue();
    expect(line1).not.toBe('');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(new RegExp(`${BOOK}\\?notice=added$`));
    await expect(page.getByRole('status').filter({ hasText: 'Address added' })).toBeVisible();
    await expectAccessible(page);

    // A second one by hand; a mistake first.
    await page.getByRole('link', { name: 'Add a new address' }).click();
    await page.getByLabel('Address line 1').fill('7 Orchard Way');
    await page.getByLabel('Postcode', { exact: true }).fill('nowhere');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Invalid UK postcode')).toBeVisible();
    await expect(page.getByLabel('Address line 1')).toHaveValue('7 Orchard Way');
    await expectAccessible(page);
    await page.getByLabel('Postcode', { exact: true }).fill('RG1 4AB');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(card(page, '7 Orchard Way')).toBeVisible();

    // Make it the contact address with the card's plain form.
    await card(page, '7 Orchard Way')
      .getByRole('button', { name: /^Make this my contact address/ })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Contact address updated' }),
    ).toBeVisible();
    await expect(
      card(page, '7 Orchard Way').getByText('Contact address', { exact: true }),
    ).toBeVisible();

    // The contact address: the delete page says why it cannot go.
    await card(page, '7 Orchard Way')
      .getByRole('link', { name: /^Delete/ })
      .click();
    await expect(page).toHaveURL(/\/ecom\/my-details\/addresses\/delete\?addressId=\d+$/);
    await expect(
      page.getByRole('heading', { name: 'Your address book must contain a contact address' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete address' })).toHaveCount(0);
    await expectAccessible(page);

    // The other: asked, then deleted.
    await page.goto(BOOK);
    await card(page, line1)
      .getByRole('link', { name: /^Delete/ })
      .click();
    await expect(page).toHaveTitle('Delete Address');
    await expect(page.getByText('It will be removed from your address book.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Delete address' }).click();
    await expect(page).toHaveURL(new RegExp(`${BOOK}\\?notice=deleted$`));
    await expect(page.getByRole('status').filter({ hasText: 'Address deleted' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);

    // Edit works as a page too.
    await card(page, '7 Orchard Way').getByRole('link', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/ecom\/myaccount\/addresses\/edit\/\d+$/);
    await expect(page).toHaveTitle('Edit Address');
    await expectAccessible(page);
    await page.getByLabel('Delivery note (optional)').fill('Leave with the neighbour at 9');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Address updated' })).toBeVisible();
    await expect(card(page, '7 Orchard Way')).toContainText('Leave with the neighbour at 9');
  });
});

test('anonymous visitors sign in first; customer address admin is for staff signed on only', async ({
  page,
}) => {
  await page.goto(BOOK);
  await expect(page).toHaveURL(
    /:\d+\/ecom\/sign-in\?redirect=%2Fecom%2Fmyaccount%2Fdetails-and-addresses$/,
  );
  await registerShopper(page, 'guard');
  const notForShoppers = await page.goto('/ecom/customer/address');
  expect(notForShoppers?.status()).toBe(404);
});

test('staff signed on as a customer manage the address book at /customer/address, and it is audited', async ({
  page,
}) => {
  const email = await registerShopper(page, 'staff');
  // The registration signed this browser in as the shopper; staff sign in to the console.
  await page.goto('/ecom/admin/sign-in');
  await page.getByLabel('Email').fill('staff@example.com');
  await page.getByLabel('Password').fill('Hillside-Staff-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Staff land on the console home (decision 0058); the customer search is one link away.
  await expect(page).toHaveURL(/\/ecom\/admin\/home$/);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page).toHaveURL(/\/ecom\/admin\/customers$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Find customer' }).click();
  await page.getByRole('row', { name: /Byron/ }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ms Ada Byron' })).toBeVisible();
  const customerUrl = page.url();
  await page.getByRole('button', { name: 'Sign on as customer' }).click();
  await expect(page.getByRole('button', { name: 'Return to admin' }).first()).toBeVisible();

  await page.goto('/ecom/customer/address');
  await expect(page).toHaveTitle('Customer Addresses');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Addresses for Ms Ada Byron' }),
  ).toBeVisible();
  // The standalone admin frame: no storefront header or footer.
  await expect(page.getByRole('link', { name: 'Multi-search' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);

  const dialog = await openAddDialog(page);
  await expect(page).toHaveURL(/\/ecom\/customer\/address#add-address$/);
  await dialog.getByLabel('Address line 1').fill('3 Abbey Square');
  await dialog.getByLabel('Postcode', { exact: true }).fill('RG1 4AB');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(snackbar(page, 'Address added')).toBeVisible();
  await expect(
    card(page, '3 Abbey Square').getByText('Contact address', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Return to admin' }).click();
  await expect(page).toHaveURL(customerUrl);
  const audit = page.getByRole('region', { name: 'Staff actions' });
  await expect(audit).toContainText('Added an address');
});
