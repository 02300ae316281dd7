import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/** The demo staff account printed at start (packages/db/src/demo/demo-accounts.ts). */
const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1' };
/** Each width signs on as its own demo customer, so parallel runs do not mix audit entries. */
const CUSTOMERS: Record<string, { email: string; name: string }> = {
  desktop: { email: 'shopper@example.com', name: 'Mrs Jane Marsh' },
  mobile: { email: 'second.shopper@example.com', name: 'Mr Sam Okafor' },
};

test('staff sign in, find a customer, sign on as them, and return to the console with the actions audited', async ({
  page,
}, testInfo) => {
  const customer =
    CUSTOMERS[testInfo.project.name] ?? (CUSTOMERS.desktop as { email: string; name: string });
  // /admin is the console's address (its home shows the money checks, decision 0058); anonymous
  // visitors are asked to sign in as staff. The patterns start at the port, so a doubled /ecom
  // fails them.
  await page.goto('/admin');
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/sign-in\?redirect=%2Fecom%2Fadmin%2Fhome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The email or password is not right for a staff account.',
  );
  await expectAccessible(page);

  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Console home' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a customer' })).toBeVisible();
  await expectAccessible(page);

  // Order numbers are accepted, and the page says they cannot be searched yet.
  await page.getByLabel('Order number').fill('1234567');
  await page.getByRole('button', { name: 'Find customer' }).click();
  await expect(page.getByText(/Searching by order number is not available yet/)).toBeVisible();

  await page.getByLabel('Order number').fill('');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Find customer' }).click();
  const row = page.getByRole('row', { name: customer.name.split(' ').slice(1).join(' ') });
  await expect(row).toContainText(customer.email);
  await expectAccessible(page);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  const customerUrl = page.url();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign on as customer' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom$/);
  const header = page.getByRole('banner');
  const returnButton = header.getByRole('button', { name: 'Return to admin' });
  await expect(returnButton).toBeVisible();
  await expect(header.getByRole('link', { name: /sign in/i })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /sign out/i })).toHaveCount(0);
  await expectAccessible(page);

  await returnButton.click();
  await expect(page).toHaveURL(customerUrl);
  const audit = page.getByRole('region', { name: 'Staff actions' });
  await expect(audit.getByRole('row').nth(1)).toContainText('Returned to admin');
  await expect(audit.getByRole('row').nth(1)).toContainText('Priya Shah');
  await expect(audit.getByRole('row').nth(2)).toContainText('Signed on as customer');
  await expectAccessible(page);

  // The sign-on session has ended: the storefront is signed out again.
  await page.goto('/ecom');
  await expect(page.getByRole('banner').getByRole('link', { name: /sign in/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return to admin' })).toHaveCount(0);
});

test('a console page asks anonymous visitors to sign in, then brings them back to it', async ({
  page,
}) => {
  await page.goto('/ecom/admin/customers/1');
  await expect(page).toHaveURL(
    /:\d+\/ecom\/admin\/sign-in\?redirect=%2Fecom%2Fadmin%2Fcustomers%2F1$/,
  );
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/customers\/1$/);
  await page.getByRole('button', { name: 'Sign out of the console' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/sign-in$/);
  await page.goto('/ecom/admin');
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/sign-in/);
});
