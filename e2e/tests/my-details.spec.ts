import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/** My details (decision 0023): signed-in only, name and password changes, with and without JavaScript. */

// Sign-ins from an address of this spec's own, apart from the other specs' per-IP limit.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.24' } });

const PASSWORD = 'hedgerow marmalade 42';
const NEW_PASSWORD = 'lantern quince orchard 7';

async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('anonymous → sign in → back to My details; change the name and the password', async ({
  page,
  request,
}, testInfo) => {
  const email = `details-${testInfo.project.name}-${Date.now()}@example.com`;
  const registered = await request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Mr', firstName: 'Tom', lastName: 'Tallis' },
  });
  expect(registered.status()).toBe(201);

  // Spec doc 1 §2 route guards: anonymous visitors log in and come back.
  await page.goto('/ecom/my-details');
  await expect(page).toHaveURL(/:\d+\/ecom\/sign-in\?redirect=%2Fecom%2Fmy-details$/);
  await hydrated(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/my-details$/);
  await expect(page).toHaveTitle('My Details');
  await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
  await expect(page.getByText(`You sign in with ${email}.`)).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);

  const name = page.getByRole('region', { name: 'Your name' });
  await expect(name.getByLabel('First name')).toHaveValue('Tom');
  await name.getByLabel('Last name').fill('<Tallis>');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(name.getByText('Invalid last name')).toBeVisible();
  await expect(name.getByLabel('Last name')).toBeFocused();
  await expectAccessible(page);
  await name.getByLabel('Title').selectOption('Dr');
  await name.getByLabel('First name').fill('Thomasina');
  await name.getByLabel('Last name').fill('Tallis');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(name.getByRole('status')).toHaveText('Your name has been updated.');
  await expectAccessible(page);

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is incorrect')).toBeVisible();
  await expect(password.getByLabel('Current password')).toBeFocused();
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByLabel('New password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText(/Your password has been changed/);
  await expect(password.getByLabel('Current password')).toHaveValue('');
  await expectAccessible(page);

  // Still signed in here, with the new name kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
  await expect(name.getByLabel('First name')).toHaveValue('Thomasina');
  await expect(name.getByLabel('Title')).toHaveValue('Dr');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the name form posts and saves', async ({ page }, testInfo) => {
    const email = `details-nojs-${testInfo.project.name}-${Date.now()}@example.com`;
    // page.request shares the browser's cookies: registering signs this browser in.
    const registered = await page.request.post('/api/accounts/v1/registrations', {
      data: { email, password: PASSWORD, title: 'Ms', firstName: 'Ada', lastName: 'Byron' },
    });
    expect(registered.status()).toBe(201);
    await page.goto('/ecom/my-details');
    const name = page.getByRole('region', { name: 'Your name' });
    await name.getByLabel('First name').fill('');
    await name.getByRole('button', { name: 'Save name' }).click();
    await expect(name.getByText('Please enter your first name')).toBeVisible();
    await name.getByLabel('First name').fill('Augusta');
    await name.getByRole('button', { name: 'Save name' }).click();
    await expect(name.getByRole('status')).toHaveText('Your name has been updated.');
    await expect(name.getByLabel('First name')).toHaveValue('Augusta');
  });
});
