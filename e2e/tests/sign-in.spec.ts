import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

const PASSWORD = 'hedgerow marmalade 42';

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'session');
}

/** Waits until the page's scripts have run, so submissions go through React. */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('register → sign out → sign in with redirect back → repeated wrong passwords → locked page', async ({
  page,
}, testInfo) => {
  const email = `journey-${testInfo.project.name}-${Date.now()}@example.com`;

  // Registration, step 1: inline errors, focus on the first one.
  await page.goto('/ecom/registration');
  await expect(page).toHaveTitle('Register');
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('too short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Must be at least 12 characters')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: account details, then the success page, signed in.
  await expect(page).toHaveURL(/\/ecom\/registration\/account-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Title').selectOption('Ms');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/ecom\/registration\/success$/);
  await expect(page.getByRole('heading', { name: 'Your account has been created' })).toBeVisible();
  await expect(page.getByText('Welcome, Ada.')).toBeVisible();
  expect((await sessionCookie(page))?.httpOnly).toBe(true);
  await expectAccessible(page);

  // Signed in, the auth-success page offers to carry on.
  await page.goto('/ecom/auth-success');
  await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
  await expectAccessible(page);

  // Sign out: the session ends and the shopper is on the home page.
  await page.goto('/ecom/log-out');
  await expect(page).toHaveURL(/\/ecom$/);
  expect(await sessionCookie(page)).toBeUndefined();

  // The login initiator keeps the redirect; a wrong password is said plainly, focus on it.
  await page.goto('/ecom/login?redirect=/ecom/shop/browse/groceries');
  await expect(page).toHaveURL(/\/ecom\/sign-in\?redirect=%2Fecom%2Fshop%2Fbrowse%2Fgroceries$/);
  await expect(page).toHaveTitle('Log in');
  await hydrated(page);
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Your email address or password is incorrect. Please try again.');
  await expect(alert).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries$/);
  expect(await sessionCookie(page)).toBeDefined();

  // Signed out again, five wrong passwords lock the account: the sixth try lands on the locked page.
  await page.goto('/ecom/log-out');
  await expect(page).toHaveURL(/\/ecom$/);
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
  await expect(page).toHaveURL(/\/ecom\/forgot-password\/locked$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account is temporarily locked' }),
  ).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  await expectAccessible(page);
});

test('the demo accounts named soft-locked and hard-locked cannot sign in', async ({ page }) => {
  await page.goto('/ecom/sign-in');
  await hydrated(page);
  await page.getByLabel('Email address').fill('hard-locked@example.com');
  await page.getByLabel('Password').fill('Hillside-Locked-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Your account has been locked/);
  await expectAccessible(page);
  await page.getByLabel('Email address').fill('soft-locked@example.com');
  await page.getByLabel('Password').fill('Hillside-Locked-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/ecom\/forgot-password\/locked$/);
});

test('the sign-out error page offers to try again', async ({ page }) => {
  await page.goto('/ecom/log-out/error');
  await expect(page.getByRole('heading', { level: 1, name: 'Error logging out' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/ecom$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-in posts the form, shows errors, then sets the cookie and returns to the page asked for', async ({
    page,
  }) => {
    await page.goto('/ecom/login?redirect=/ecom/shop/browse/groceries');
    await page.getByLabel('Email address').fill('second.shopper@example.com');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/incorrect/);
    // (axe needs scripts to run; the same page is scanned in the journey above.)
    await expect(page.getByLabel('Email address')).toHaveValue('second.shopper@example.com');
    await page.getByLabel('Password').fill('Hillside-Shopper-2');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries$/);
    expect(await sessionCookie(page)).toBeDefined();
    // A link elsewhere must not point sign-in off the shop.
    await page.goto('/ecom/log-out');
    await page.goto('/ecom/sign-in?redirect=https://evil.example/');
    await page.getByLabel('Email address').fill('second.shopper@example.com');
    await page.getByLabel('Password').fill('Hillside-Shopper-2');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/ecom$/);
  });
});
