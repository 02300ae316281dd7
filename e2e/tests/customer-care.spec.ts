import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';
import { DEMO_SHOPPER, signIn } from './session-fixture.ts';

/**
 * Contact us, the replacement card form and the staff's customer care inbox (decision 0076).
 * Each width sends from an address of its own (the forms count messages per address, and staff
 * sign-ins are counted per address too), with an email of its own.
 */

const STAFF = { email: 'staff@example.com', password: 'Hillside-Staff-1', name: 'Priya Shah' };
const ADDRESSES: Record<string, { shopper: string; staff: string }> = {
  desktop: { shopper: '198.51.100.176', staff: '198.51.100.178' },
  mobile: { shopper: '198.51.100.177', staff: '198.51.100.179' },
};

function addressesOf(project: string) {
  return ADDRESSES[project] ?? (ADDRESSES.desktop as { shopper: string; staff: string });
}

async function staffPage(browser: Browser, project: string, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': addressesOf(project).staff },
    ...(isMobile
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } }),
  });
  const page = await context.newPage();
  await page.goto('/ecom/admin/customer-care');
  await expect(page).toHaveURL(
    /:\d+\/ecom\/admin\/sign-in\?redirect=%2Fecom%2Fadmin%2Fcustomer-care$/,
  );
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/ecom\/admin\/customer-care$/);
  return page;
}

test('a shopper sends the contact form, and staff answer it in the inbox and mark it handled', async ({
  browser,
  isMobile,
}, testInfo) => {
  const project = testInfo.project.name;
  const email = `contact-${project}-${Date.now()}@example.com`;
  const shopperContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': addressesOf(project).shopper },
    ...(isMobile
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } }),
  });
  const page = await shopperContext.newPage();

  await page.goto('/ecom/help-information/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page).toHaveTitle('Contact us');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await expect(form.getByText(/Our customer care team is here .+\./)).toBeVisible();
  await expectAccessible(page);

  // A topic's own fields appear once it is chosen.
  await expect(form.getByLabel('Product name')).toBeHidden();
  await form.getByLabel('What is your message about?').selectOption('Ask us to stock a product');
  await expect(form.getByLabel('Product name')).toBeVisible();
  await expect(form.getByLabel('Order number')).toBeHidden();

  await form.getByLabel('Product name').fill('Smoked oat milk');
  await form.getByLabel('Quantity').fill('6 a week');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email address').fill(email);
  const message = form.getByLabel('Your message', { exact: true });
  await message.fill("Please stock it, it's lovely");
  await expect(form.getByText('1972 characters left')).toBeVisible();
  // Checked as the shopper leaves the field: the catalogue's free-text characters.
  await form.getByLabel('Phone number (optional)').focus();
  await expect(message).toHaveAccessibleDescription(
    /Please use only letters, numbers, spaces and - _ \. , \( \) & \? ! @ £ % \/ \+/,
  );
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(message).toBeFocused();

  await message.fill('Please stock it, it is lovely. Thank you!');
  await expect(message).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/ecom\/help-information\/contact-us\?sent=CC-\d{6,}$/);
  const sent = page
    .getByRole('status')
    .filter({ hasText: 'Thank you, your message is on its way' });
  await expect(sent).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('sent') as string;
  await expect(sent).toContainText(`Your reference is ${reference}.`);
  await expectAccessible(page);

  // Staff find it in the inbox.
  const staff = await staffPage(browser, project, isMobile);
  await expect(staff.getByRole('heading', { level: 1, name: 'Customer care' })).toBeVisible();
  await expect(
    staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Customer care' }),
  ).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Ask us to stock a product');
  await expectAccessible(staff);

  await row.getByRole('link', { name: reference }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: `${reference}: Ask us to stock a product` }),
  ).toBeVisible();
  await expect(staff.getByText('Please stock it, it is lovely. Thank you!')).toBeVisible();
  await expect(staff.getByText('Smoked oat milk')).toBeVisible();
  const history = staff.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row').nth(1)).toContainText('Opened');
  await expect(history.getByRole('row').nth(1)).toContainText(STAFF.name);
  await expectAccessible(staff);

  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByRole('alert')).toHaveText('Please enter your reply');
  await staff
    .getByLabel(`Your reply to ${email}`)
    .fill("Hello Ada,\nWe've asked our buyers about smoked oat milk.");
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByRole('status')).toHaveText('Your reply is on its way to the shopper.');
  await expect(history.getByRole('row').filter({ hasText: 'Replied' })).toContainText(
    "We've asked our buyers about smoked oat milk.",
  );
  await expectAccessible(staff);

  await staff.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(staff.getByRole('status')).toHaveText('Marked as handled.');
  await expect(staff.getByRole('button', { name: 'Mark as handled' })).toHaveCount(0);
  await expect(history.getByRole('row').filter({ hasText: 'Marked as handled' })).toContainText(
    STAFF.name,
  );
  await expectAccessible(staff);

  await staff.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(staff.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  await staff
    .getByRole('navigation', { name: 'Messages to show' })
    .getByRole('link', { name: 'Handled' })
    .click();
  await expect(staff.getByRole('row').filter({ hasText: reference })).toContainText('Handled');
  await expectAccessible(staff);

  // The shopper's acknowledgement and the reply are in the outbox (held: no SMTP in e2e).
  await staff.goto('/ecom/admin/mail');
  await expect(
    staff.getByRole('row', { name: new RegExp(`Re: your message ${reference}`) }),
  ).toContainText(email);
  await expect(
    staff.getByRole('row', { name: new RegExp(`We have your message: ${reference}`) }),
  ).toContainText(email);

  await staff.context().close();
  await shopperContext.close();
});

test('signed in, the contact form is filled in with the shopper’s name and email', async ({
  page,
  context,
}) => {
  await signIn(context, DEMO_SHOPPER.email);
  await page.goto('/ecom/help-information/contact-us');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await expect(form.getByLabel('First name')).toHaveValue(DEMO_SHOPPER.firstName);
  await expect(form.getByLabel('Email address')).toHaveValue(DEMO_SHOPPER.email);
  await form.getByLabel('What is your message about?').selectOption('An order or a delivery');
  await expect(form.getByLabel('Order number')).toBeVisible();
  await expectAccessible(page);
});

test('customers are kept out of the inbox, and strangers asked to sign in as staff', async ({
  page,
  context,
}) => {
  await page.goto('/ecom/admin/customer-care/1');
  await expect(page).toHaveURL(
    /:\d+\/ecom\/admin\/sign-in\?redirect=%2Fecom%2Fadmin%2Fcustomer-care%2F1$/,
  );
  await signIn(context, DEMO_SHOPPER.email);
  const response = await page.goto('/ecom/admin/customer-care');
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page is for staff' }),
  ).toBeVisible();
  await expectAccessible(page);
});

/** Fills the replacement card form with a wrong card number and postcode. */
async function fillWrongCard(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Order a replacement card' });
  await form.getByLabel('Why do you need a new card?').selectOption('Lost');
  await form.getByLabel('Card number (optional)').fill('1234');
  await form.getByLabel('First name').fill('Jane');
  await form.getByLabel('Last name').fill('Marsh');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Address line 1').fill('12 Castle Street');
  await form.getByLabel('Town').fill('Reading');
  await form.getByLabel('Postcode').fill('RG1');
  return form;
}

test('without JavaScript, the replacement card form shows the server’s message beside each field, then sends', async ({
  browser,
  isMobile,
}, testInfo) => {
  const device = isMobile
    ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
    : { viewport: { width: 1280, height: 900 } };
  const headers = { 'x-forwarded-for': addressesOf(testInfo.project.name).shopper };
  const email = `card-${testInfo.project.name}-${Date.now()}@example.com`;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: headers,
    ...device,
  });
  const page = await context.newPage();
  await page.goto('/ecom/help-information/forms/replacement-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Replacement card' })).toBeVisible();
  const form = await fillWrongCard(page, email);
  await form.getByRole('button', { name: 'Order a replacement card' }).click();

  await expect(form.getByLabel('Card number (optional)')).toHaveAccessibleDescription(
    /Please enter a valid 16-digit card number/,
  );
  await expect(form.getByLabel('Postcode')).toHaveAccessibleDescription(/Invalid UK postcode/);
  await expect(form.getByLabel('Town')).toHaveValue('Reading');

  await form.getByLabel('Card number (optional)').fill('9210 1234 5678 9012');
  await form.getByLabel('Postcode').fill('RG1 4AB');
  await form.getByRole('button', { name: 'Order a replacement card' }).click();
  await expect(page).toHaveURL(/\/ecom\/help-information\/forms\/replacement-card\?sent=CC-\d+$/);
  await expect(page.getByText('Thank you, we have your request')).toBeVisible();
  await context.close();

  // axe needs scripts: the same pages in a browser with them, the form posted natively (as
  // without JavaScript) so the server's messages are what shows.
  const scanned = await browser.newContext({ extraHTTPHeaders: headers, ...device });
  const scan = await scanned.newPage();
  await scan.goto('/ecom/help-information/forms/replacement-card');
  await expectAccessible(scan);
  await fillWrongCard(scan, email);
  await scan
    .getByRole('region', { name: 'Order a replacement card' })
    .locator('form')
    .evaluate((element) => (element as HTMLFormElement).submit());
  await expect(scan.getByLabel('Postcode')).toHaveAccessibleDescription(/Invalid UK postcode/);
  await expectAccessible(scan);
  await scanned.close();
});
