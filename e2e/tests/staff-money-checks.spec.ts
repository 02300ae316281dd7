import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/** The demo staff account printed at start (packages/db/src/demo/demo-accounts.ts). */
const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1' };

/** Every money invariant the console counts (apps/server/src/contexts/operations). */
const CHECKS = [
  'order-without-confirmed-reservation',
  'confirmed-reservation-without-order',
  'slot-booked-not-live-reservations',
  'redeemed-gift-card-without-live-order',
  'redeemed-voucher-without-live-order',
  'gift-card-balance-not-original-value',
  'open-authorisation-without-order',
  'closed-trolley-without-order',
  'order-with-two-live-reservations',
  'picked-order-not-captured',
  'captured-amount-not-providers',
  'captured-payment-without-order',
  'workflow-in-progress-past-lease',
];

test("the console's home shows each money check with its count and the workflows left in progress, to staff only", async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/sign-in\?redirect=%2Fecom%2Fadmin%2Fhome$/);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Console home' })).toBeVisible();

  const checks = page.getByRole('region', { name: 'Money checks' });
  for (const name of CHECKS) {
    const row = checks.getByRole('row', { name: new RegExp(`^${name} \\d+$`) });
    await expect(row).toBeVisible();
  }
  // Each count is a number; a violated check stands out from the ones that hold.
  const counts = await checks.locator('tbody td').allTextContents();
  expect(counts).toHaveLength(CHECKS.length);
  for (const count of counts) expect(count).toMatch(/^\d+$/);
  await expect(checks.locator('tr[data-violated="true"]')).toHaveCount(
    counts.filter((count) => count !== '0').length,
  );

  const stuck = page.getByRole('region', { name: 'Workflows left in progress' });
  await expect(stuck.getByRole('heading', { level: 2 })).toBeVisible();
  await expectAccessible(page);

  // Signed out, the home asks for a staff sign-in again.
  await page.getByRole('button', { name: 'Sign out of the console' }).click();
  await page.goto('/ecom/admin/home');
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/sign-in\?redirect=%2Fecom%2Fadmin%2Fhome$/);
});
