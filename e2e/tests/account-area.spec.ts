import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/**
 * The account area (issue 10, decision 0028): the overview, marketing preferences (with and
 * without JavaScript) and the payment cards page.
 */

// Registrations from an address of this spec's own, apart from the other specs' per-IP limit.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' } });

const PASSWORD = 'hedgerow marmalade 42';
const SCHEMES = ['Hillside', 'myHillside', 'Ashby & Lowe', 'Ashby & Lowe Money'];
const CHANNELS = ['Email', 'Text message (SMS)'];

/** Registers a fresh shopper; `page.request` shares the browser's cookies, so the page is signed in. */
async function registeredShopper(page: Page, label: string, firstName = 'Iris') {
  const email = `account-${label}-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Ms', firstName, lastName: 'Fenwick' },
  });
  expect(registered.status()).toBe(201);
  return email;
}

async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

const group = (page: Page, scheme: string) =>
  page.getByRole('main').getByRole('group', { name: scheme, exact: true });

const box = (page: Page, scheme: string, channel: string) =>
  group(page, scheme).getByRole('checkbox', { name: channel });

async function expectBoxes(page: Page, ticked: (scheme: string, channel: string) => boolean) {
  for (const scheme of SCHEMES) {
    for (const channel of CHANNELS) {
      if (ticked(scheme, channel)) await expect(box(page, scheme, channel)).toBeChecked();
      else await expect(box(page, scheme, channel)).not.toBeChecked();
    }
  }
}

const status = (page: Page) => page.getByRole('main').getByRole('status');

test('the overview shows who is signed in, a prompt for an address and the way to every part of the account', async ({
  page,
}) => {
  const email = await registeredShopper(page, 'overview');
  // Per-user pages: rendered for the shopper, never kept by the page cache, a browser or a proxy.
  for (const path of ['marketing-preferences', 'payment-cards']) {
    const response = await page.request.get(`/ecom/myaccount/${path}`);
    expect(response.headers()['cache-control']).toBe('private, no-store');
  }
  const response = await page.goto('/ecom/myaccount');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page).toHaveTitle('My Account');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const details = main.getByRole('region', { name: 'Your details' });
  await expect(details.getByText('Ms Iris Fenwick')).toBeVisible();
  await expect(details.getByText(email)).toBeVisible();
  const contact = main.getByRole('region', { name: 'Contact address' });
  await expect(contact.getByText(/You haven't added an address yet/)).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Add an address' })).toHaveAttribute(
    'href',
    '/ecom/myaccount/details-and-addresses',
  );
  // No orders yet: no recent order section at all.
  await expect(main.getByRole('region', { name: 'Your recent order' })).toHaveCount(0);
  await expect(
    main.getByRole('navigation', { name: 'Manage your account' }).getByRole('link'),
  ).toHaveText([
    'My details',
    'Details and addresses',
    'My orders',
    'Payment cards',
    'My offers',
    'Marketing preferences',
  ]);
  await hydrated(page);
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Marketing preferences' }).click();
  await expect(page).toHaveURL(/\/ecom\/myaccount\/marketing-preferences$/);
  await expect(page).toHaveTitle('Marketing Preferences');
});

test('the overview shows the contact address once the shopper has one', async ({ page }) => {
  await registeredShopper(page, 'address', 'Rowan');
  // The address book's add call (GraphQL, as the spec's), with the session's CSRF header.
  const csrf = await (await page.request.get('/api/auth/v1/csrf')).json();
  const added = await page.request.post('/api/graphql', {
    headers: { [csrf.headerName]: csrf.token },
    data: {
      query:
        'mutation ($input: AddAddressInput!) { addAddress(input: $input) { address { id } failures { message } } }',
      variables: {
        input: {
          line1: '14 Orchard Row',
          line2: '',
          line3: '',
          town: 'Kingston upon Thames',
          region: 'Surrey',
          country: 'GB',
          postalCode: 'KT1 2AB',
          title: 'Mr',
          firstName: 'Rowan',
          lastName: 'Fenwick',
          contactNumber: '07700 900123',
          customerNote: '',
        },
      },
    },
  });
  expect((await added.json()).data.addAddress).toMatchObject({ failures: null });

  await page.goto('/ecom/myaccount');
  const contact = page.getByRole('main').getByRole('region', { name: 'Contact address' });
  await expect(contact.locator('address')).toHaveText(
    /Mr Rowan Fenwick\s*14 Orchard Row\s*Kingston upon Thames\s*Surrey\s*KT1 2AB/,
  );
  await expect(contact.getByRole('link', { name: 'Add an address' })).toHaveCount(0);
  await hydrated(page);
  await expectAccessible(page);
});

test('marketing preferences: Select all, save, reload shows them; then one channel changed', async ({
  page,
}) => {
  await registeredShopper(page, 'preferences');
  await page.goto('/ecom/myaccount/marketing-preferences');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Marketing preferences' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('group')).toHaveText(
    SCHEMES.map((scheme) => new RegExp(`^${scheme}`)),
  );
  // Opt-in: nothing is ticked until the shopper says so.
  await expectBoxes(page, () => false);
  await hydrated(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  await expectBoxes(page, () => true);
  await expect(status(page)).toHaveText(/not saved yet/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(status(page)).toHaveText('Your marketing preferences have been saved.');
  await expect(page.getByText("You've chosen to hear from all of us")).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expectBoxes(page, () => true);
  await hydrated(page);

  await box(page, 'Ashby & Lowe Money', 'Text message (SMS)').uncheck();
  await expect(status(page)).toHaveText(/not saved yet/);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(status(page)).toHaveText('Your marketing preferences have been saved.');
  await page.reload();
  await expectBoxes(
    page,
    (scheme, channel) => !(scheme === 'Ashby & Lowe Money' && channel === 'Text message (SMS)'),
  );

  // The API reads the same stored preferences.
  const memberships = await page.request.get('/api/memberships/v2/memberships');
  expect(memberships.status()).toBe(200);
  expect((await memberships.json()).marketingPreferences.PARTNER_MONEY).toEqual({
    EMAIL: true,
    SMS: false,
  });
});

test('payment cards: the empty state, and leaving the page is a full page load', async ({
  page,
}) => {
  await registeredShopper(page, 'cards');
  await page.goto('/ecom/myaccount');
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Payment cards' }).click();
  await expect(page).toHaveURL(/\/ecom\/myaccount\/payment-cards$/);
  await expect(page).toHaveTitle('Payment Cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cards' })).toBeVisible();
  await expect(page.getByText("You don't have any saved payment cards.")).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);

  // A mark on this document: a full page load forgets it, a client-side navigation keeps it.
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByRole('link', { name: 'Back to My Account' }).click();
  await expect(page).toHaveURL(/\/ecom\/myaccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    undefined,
  );

  // The header's links leave by a full page load too.
  await page.goto('/ecom/myaccount/payment-cards');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Hillside groceries home' }).click();
  await expect(page).toHaveURL(/\/ecom\/?$/);
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    undefined,
  );
});

test('staff signed on as a customer change their preferences, and the console records it', async ({
  page,
  request,
}) => {
  // The customer registers elsewhere (a request context of its own, not this browser).
  const email = `account-staff-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Dr', firstName: 'Ada', lastName: 'Quill' },
  });
  expect(registered.status()).toBe(201);

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
  await page.getByRole('row', { name: /Quill/ }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dr Ada Quill' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign on as customer' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Return to admin' }),
  ).toBeVisible();

  await page.goto('/ecom/myaccount/marketing-preferences');
  await expect(page.getByText(/You're signed on as this customer/)).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  await box(page, 'Ashby & Lowe', 'Email').check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(status(page)).toHaveText('Your marketing preferences have been saved.');

  await page.getByRole('banner').getByRole('button', { name: 'Return to admin' }).click();
  // Back on the customer's console page (once in CI this check found no audit rows at all: where
  // the press led now says itself).
  await expect(page).toHaveURL(/\/ecom\/admin\/customers\/\d+$/);
  const audit = page.getByRole('region', { name: 'Staff actions' });
  // Newest first: returned, the preferences, signed on.
  await expect(audit.getByRole('row')).toHaveCount(4);
  await expect(audit.getByRole('row').nth(2)).toContainText(
    "Changed the customer's marketing preferences",
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the presets and Save post, store and reload', async ({ page }) => {
    await registeredShopper(page, 'nojs');
    await page.goto('/ecom/myaccount/marketing-preferences');
    await expectBoxes(page, () => false);

    await page.getByRole('button', { name: 'Select all', exact: true }).click();
    await expectBoxes(page, () => true);
    await expect(status(page)).toHaveText(/not saved yet/);
    // Nothing is stored by a preset alone.
    expect((await (await page.request.get('/api/memberships/v2/memberships')).json()).preset).toBe(
      'all-off',
    );

    await box(page, 'myHillside', 'Email').uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(status(page)).toHaveText('Your marketing preferences have been saved.');
    await page.goto('/ecom/myaccount/marketing-preferences');
    await expectBoxes(page, (scheme, channel) => !(scheme === 'myHillside' && channel === 'Email'));
    // (axe needs scripts; the journeys above scan these pages.)

    await page.getByRole('button', { name: 'Unselect all', exact: true }).click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(status(page)).toHaveText('Your marketing preferences have been saved.');
    await page.goto('/ecom/myaccount/marketing-preferences');
    await expectBoxes(page, () => false);
    await expect(page.getByText("You've chosen not to receive marketing")).toBeVisible();
  });
});
