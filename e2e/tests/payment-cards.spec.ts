import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/**
 * Payment cards (issue 13, decision 0038): a card is added through the sandbox provider's hosted
 * form in an iframe (the number never touches the shop's page), listed as "Visa ending 4242",
 * and deleted after a confirmation; with and without JavaScript.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.62' } });

async function registeredShopper(page: Page, label: string) {
  const email = `cards-${label}-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: {
      email,
      password: 'hedgerow marmalade 42',
      title: 'Ms',
      firstName: 'Iris',
      lastName: 'Fenwick',
    },
  });
  expect(registered.status()).toBe(201);
}

async function fillCardForm(page: Page, cardNumber: string) {
  const form = page.frameLocator('iframe[title="Card details"]');
  await form.getByLabel('Name on card').fill('Iris Fenwick');
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry date (MM/YY)').fill('12/35');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
}

test('add 4242 through the hosted form, see "Visa ending 4242", edit it, delete it', async ({
  page,
}) => {
  await registeredShopper(page, 'js');
  const shopRequests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/psp/'))
      shopRequests.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await page.goto('/ecom/myaccount/payment-cards');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Add a payment card' }).click();
  await expect(
    page
      .frameLocator('iframe[title="Card details"]')
      .getByRole('heading', { name: 'Card details' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);

  // A number that fails the check is refused by the provider's form, inside the iframe.
  await fillCardForm(page, '4242 4242 4242 4241');
  await expect(
    page.frameLocator('iframe[title="Card details"]').getByText('Enter a valid card number.'),
  ).toBeVisible();
  await fillCardForm(page, '4242 4242 4242 4242');

  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('Your card has been saved.');
  await expect(main.getByRole('listitem')).toContainText('Visa ending 4242');
  await expect(main.getByRole('listitem')).toContainText('Expires 12/35');
  // The shop's own requests never carried the number.
  expect(shopRequests.join('\n').replace(/[\s+-]|%20/g, '')).not.toContain('4242424242424242');
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Edit Visa ending 4242' }).click();
  // A card number typed into the shop's own form is refused, never stored.
  await main.getByLabel('Name on card').fill('4000 0000 0000 0002');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'Card numbers are not accepted here: enter the card in the payment form.',
  );
  await main.getByLabel('Name on card').fill('Iris B Fenwick');
  await main.getByLabel('Expiry date (MM/YY)').fill('01/36');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByRole('status')).toHaveText('Your card has been updated.');
  await expect(main.getByRole('listitem')).toContainText('Iris B Fenwick');
  await expect(main.getByRole('listitem')).toContainText('Expires 01/36');

  await main.getByRole('link', { name: 'Delete Visa ending 4242' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete payment card' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete card' }).click();
  await expect(main.getByRole('status')).toHaveText('Your card has been deleted.');
  await expect(main.getByText("You don't have any saved payment cards.")).toBeVisible();
});

// axe needs JavaScript in the page: the journey above scans the same page states with it.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hosted form posts the token back to the page, and delete asks first', async ({
    page,
  }) => {
    await registeredShopper(page, 'nojs');
    await page.goto('/ecom/myaccount/payment-cards?add');
    await fillCardForm(page, '5555 5555 5555 4444');
    await page
      .frameLocator('iframe[title="Card details"]')
      .getByRole('button', { name: 'Continue' })
      .click();
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('Your card has been saved.');
    await expect(main.getByRole('listitem')).toContainText('Mastercard ending 4444');

    await main.getByRole('link', { name: 'Delete Mastercard ending 4444' }).click();
    await expect(main.getByText('Delete Mastercard ending 4444?')).toBeVisible();
    await main.getByRole('button', { name: 'Delete card' }).click();
    await expect(main.getByText("You don't have any saved payment cards.")).toBeVisible();
  });
});
