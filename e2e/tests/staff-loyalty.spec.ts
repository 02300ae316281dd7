import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/**
 * Staff see and manage a customer's loyalty membership from the console (issue 27 part D,
 * decision 0091): enrol the customer, see the card, remove the membership after confirming, each
 * in the page's audit list; a bad card number refused with the card rule's message; and the same
 * forms without JavaScript. The customers are fresh accounts of the journey's own.
 */

// Registrations and staff sign-ins from an address of this spec's own (per-IP limits).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.191' } });

/** The demo staff account printed at start (packages/db/src/demo/demo-accounts.ts). */
const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1', name: 'Priya Shah' };
const SCHEME = 'myHillside';

async function freshCustomer(request: APIRequestContext, label: string): Promise<string> {
  const email = `staff-loyalty-${label}-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await request.post('/api/accounts/v1/registrations', {
    data: {
      email,
      password: 'parsnip lighthouse meadow 47',
      title: 'Mr',
      firstName: 'Lionel',
      lastName: 'Keeping',
    },
  });
  expect(registered.status()).toBe(201);
  return email;
}

/** Signs staff in to the console and opens the customer's page through the search. */
async function openCustomer(page: Page, email: string, scan: boolean): Promise<void> {
  await page.goto('/ecom/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find a customer' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Find customer' }).click();
  await page.getByRole('row', { name: email }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mr Lionel Keeping' })).toBeVisible();
  if (scan) await expectAccessible(page);
}

const loyaltySection = (page: Page) => page.getByRole('region', { name: 'Loyalty membership' });
const auditRows = (page: Page) =>
  page.getByRole('region', { name: 'Staff actions' }).getByRole('row');

test('staff enrol a customer in the loyalty scheme, see the card, and remove the membership after confirming, audited', async ({
  page,
  request,
}) => {
  const email = await freshCustomer(request, 'enrol');
  await openCustomer(page, email, true);
  const section = loyaltySection(page);
  await expect(section).toContainText(SCHEME);
  await expect(section).toContainText('Not a member');

  // A number outside the card rule is refused with its message, and nothing changes.
  await section.getByLabel('Card number').fill('1234 5678');
  await section.getByRole('button', { name: 'Link card' }).click();
  await expect(section.getByText('Please enter a valid 16-digit card number')).toBeVisible();
  await expect(section.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(section).toContainText('Not a member');
  await expectAccessible(page);

  await section.getByRole('button', { name: `Enrol in ${SCHEME}` }).click();
  await expect(section.getByRole('status')).toHaveText(
    `The customer is now a member of ${SCHEME}.`,
  );
  const facts = section.getByRole('definition');
  await expect(section).toContainText(`${SCHEME} card`);
  await expect(section.getByText(/^9210 \d{4} \d{4} \d{4}$/)).toBeVisible();
  await expect(facts.filter({ hasText: 'Active' })).toHaveCount(1);
  await expect(section.getByRole('button', { name: `Enrol in ${SCHEME}` })).toHaveCount(0);
  const card = (await section.getByText(/^9210 \d{4} \d{4} \d{4}$/).textContent()) ?? '';
  await expect(auditRows(page).nth(1)).toContainText(
    `Joined the loyalty scheme (card ending ${card.slice(-4)})`,
  );
  await expect(auditRows(page).nth(1)).toContainText(STAFF.name);
  await expectAccessible(page);

  // Removing asks first; cancelling keeps the membership.
  await section.getByRole('link', { name: 'Remove membership' }).click();
  const confirm = section.getByRole('region', { name: `Remove this ${SCHEME} membership?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(card);
  await expectAccessible(page);
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(section.getByText(card)).toBeVisible();

  await section.getByRole('link', { name: 'Remove membership' }).click();
  await confirm.getByRole('button', { name: 'Yes, remove membership' }).click();
  await expect(section.getByRole('status')).toHaveText(
    `The customer’s ${SCHEME} membership is removed and the card cleared.`,
  );
  await expect(section).toContainText('Not a member');
  await expect(section.getByText(card)).toHaveCount(0);
  await expect(auditRows(page).nth(1)).toContainText('Left the loyalty scheme');
  await expect(auditRows(page).nth(2)).toContainText('Joined the loyalty scheme');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  // The same page with scripts is scanned by the journey above; axe needs scripts to run.
  test.use({ javaScriptEnabled: false });

  test('staff link a customer’s card and remove the membership with plain forms', async ({
    page,
    request,
  }) => {
    const email = await freshCustomer(request, 'link');
    await openCustomer(page, email, false);
    const section = loyaltySection(page);
    const digits = `9230${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
    await section.getByLabel('Card number').fill(digits);
    await section.getByRole('button', { name: 'Link card' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'The card is linked to the customer’s account.',
    );
    const printed = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    await expect(section.getByText(printed, { exact: true })).toBeVisible();
    await expect(auditRows(page).nth(1)).toContainText(
      `Linked a loyalty card (card ending ${digits.slice(-4)})`,
    );

    await section.getByRole('link', { name: 'Remove membership' }).click();
    await section.getByRole('button', { name: 'Yes, remove membership' }).click();
    await expect(section).toContainText('Not a member');
    await expect(auditRows(page).nth(1)).toContainText('Left the loyalty scheme');
  });
});
