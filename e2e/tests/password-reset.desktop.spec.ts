import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/**
 * Password reset by email (decision 0023). Desktop only, and from an address of its own (the
 * e2e server trusts X-Forwarded-For): the journey signs in seven times, and sign-ins from
 * 127.0.0.1 share one per-IP limit with the other specs.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } });

const PASSWORD = 'hedgerow marmalade 42';
const NEW_PASSWORD = 'lantern quince orchard 7';

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'session');
}

async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** The demo staff account (packages/db/src/demo/demo-accounts.ts). */
const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1' };

/**
 * Opens the development mail viewer, which is for staff (decision 0019): /admin/mail leads to it
 * at /ecom/admin/mail, which first asks a stranger to sign in as staff and then comes back.
 */
async function openMailViewerAsStaff(page: Page) {
  await page.goto('/admin/mail');
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/sign-in\?redirect=%2Fecom%2Fadmin%2Fmail$/);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
}

test('wrong passwords lock the account → forgot password → reset link from the mail viewer → sign in', async ({
  page,
  request,
}) => {
  const email = `reset-journey-${Date.now()}@example.com`;
  const registered = await request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Ms', firstName: 'Rosa', lastName: 'Reyes' },
  });
  expect(registered.status()).toBe(201);

  // Five wrong passwords lock the account; the right one then lands on the locked page.
  await page.goto('/ecom/sign-in');
  await hydrated(page);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(`wrong guess ${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/incorrect/);
  }
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/forgot-password\/locked$/);
  await expectAccessible(page);

  // The locked page's way out is a password reset.
  await page.getByRole('link', { name: 'Reset your password' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/forgot-password$/);
  await expect(page).toHaveTitle('Forgot Password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.getByLabel('Email address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/forgot-password\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expectAccessible(page);

  // No SMTP_URL in the e2e server: the email is held for the development mail viewer, which a
  // only staff may read.
  await openMailViewerAsStaff(page);
  await expectAccessible(page);
  await page.getByRole('row', { name: email }).getByRole('link').first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Reset your .* password/ }),
  ).toBeVisible();
  await expectAccessible(page);
  const href = await page
    .getByRole('link', { name: /\/ecom\/reset-password\?/ })
    .getAttribute('href');
  const link = new URL(String(href));
  expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  expect(Number(link.searchParams.get('exp'))).toBeGreaterThan(Date.now());
  // The link names PUBLIC_ORIGIN (localhost); the journey stays on the test's own origin.
  const resetPath = link.pathname + link.search;

  await page.goto(resetPath);
  await expect(page).toHaveTitle('Reset Password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  await page.getByLabel('New password').fill('password1234');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('This password is too common and easy to guess. Please choose another'),
  ).toBeVisible();
  await expect(page.getByLabel('New password')).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/reset-password\/success$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your password has been reset' }),
  ).toBeVisible();
  await expectAccessible(page);

  // The lock is gone: the new password signs in.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/sign-in$/);
  await hydrated(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom$/);
  expect(await sessionCookie(page)).toBeDefined();

  // A link works once.
  await page.goto(resetPath);
  await expect(page).toHaveURL(/:\d+\/ecom\/forgot-password\/expired$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has expired' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/forgot-password$/);
});

test('a reset link with a missing or past exp goes to the expired page', async ({ page }) => {
  for (const query of ['?token=abc', `?token=abc&exp=${Date.now() - 1000}`, '']) {
    await page.goto(`/ecom/reset-password${query}`);
    await expect(page).toHaveURL(/:\d+\/ecom\/forgot-password\/expired$/);
  }
  // A future exp with a token the shop never sent is no better.
  await page.goto(`/ecom/reset-password?token=${'A'.repeat(43)}&exp=${Date.now() + 60_000}`);
  await expect(page).toHaveURL(/:\d+\/ecom\/forgot-password\/expired$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('forgot password posts the form and shows the same page for an address without an account', async ({
    page,
  }) => {
    await page.goto('/ecom/forgot-password');
    await page.getByLabel('Email address').fill('not an email');
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Email address').fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page).toHaveURL(/:\d+\/ecom\/forgot-password\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  });

  test('the reset form posts, shows a policy error, then sets the password', async ({
    page,
    request,
  }) => {
    const email = `reset-nojs-${Date.now()}@example.com`;
    const registered = await request.post('/api/accounts/v1/registrations', {
      data: { email, password: PASSWORD, title: 'Mx', firstName: 'Sam', lastName: 'Sable' },
    });
    expect(registered.status()).toBe(201);
    // (The registering request context holds a session now; the page asks as anyone would.)
    await page.goto('/ecom/forgot-password');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page).toHaveURL(/:\d+\/ecom\/forgot-password\/success$/);
    await openMailViewerAsStaff(page);
    await page.getByRole('row', { name: email }).getByRole('link').first().click();
    const href = await page
      .getByRole('link', { name: /\/ecom\/reset-password\?/ })
      .getAttribute('href');
    const link = new URL(String(href));
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Must be at least 12 characters')).toBeVisible();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/:\d+\/ecom\/reset-password\/success$/);
  });
});
