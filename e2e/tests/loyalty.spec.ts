import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/**
 * The loyalty scheme (issue 27 part A, decision 0086): a shopper joins and sees a member price
 * appear in the trolley, finds the card, points, rewards and picks on the hub, leaves and sees
 * the member price go; a card is linked by number, one held by another account is refused. Axe
 * runs on every page. The forms are plain form posts; leaving the loyalty pages is a full load.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.86' } });

const PASSWORD = 'loyalty lantern 86';
/** The demo member's card (packages/db/src/demo/demo-loyalty.ts). */
const DEMO_MEMBER_CARD = '9210 0000 1234 5678';

interface ListedProduct {
  id: string;
  lineNumber: string;
  availability: string;
  defaultQuantity: { amount: number; uom: string };
  promotions: {
    myWaitrosePromotion: boolean;
    promotionExpiryDate: string;
    groups?: { threshold: number }[];
  }[];
}

/** A fresh shopper (page.request shares the browser's cookies). */
async function register(page: Page): Promise<void> {
  const email = `loyalty-${test.info().project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/accounts/v1/registrations', {
    data: { email, password: PASSWORD, title: 'Mx', firstName: 'Kit', lastName: 'Lowe' },
  });
  expect(registered.status()).toBe(201);
}

/** A product in a members-only offer, put in the trolley in the offer's quantity. */
async function addMembersOffer(page: Page): Promise<void> {
  const soon = Date.now() + 4 * 24 * 3600_000;
  for (let start = 0; start < 2_000; start += 96) {
    const listing = await (
      await page.request.get(`/api/content/v2/browse?categoryPath=groceries&size=96&start=${start}`)
    ).json();
    const products = (listing.products ?? []) as ListedProduct[];
    if (products.length === 0) break;
    for (const product of products) {
      if (product.availability !== 'AVAILABLE' || product.defaultQuantity.uom !== 'C62') continue;
      const offer = product.promotions.find(
        (p) => p.myWaitrosePromotion && Date.parse(p.promotionExpiryDate) > soon,
      );
      if (!offer) continue;
      const added = await page.request.post('/ecom/shop/trolley/items', {
        form: {
          lineNumber: product.lineNumber,
          productId: product.id,
          quantity: String(offer.groups?.[0]?.threshold ?? 2),
          uom: 'C62',
          redirectTo: '/ecom/shop/trolley',
        },
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);
      return;
    }
  }
  throw new Error('no product in a members-only offer in the demo catalogue');
}

const memberSavings = (page: Page) =>
  page.locator('dl div').filter({ hasText: 'Member savings' }).locator('dd');

test('join the scheme and see a member price in the trolley; leave and see it go', async ({
  page,
}) => {
  await register(page);
  await addMembersOffer(page);

  await page.goto('/ecom/shop/trolley');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Member savings')).toHaveCount(0);

  // The hub, not a member yet: join or link a card.
  await page.goto('/ecom/loyalty');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'myHillside' })).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Join myHillside' }).click();
  await expect(page).toHaveURL(/\/ecom\/loyalty\/join$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Join myHillside' })).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Join myHillside' }).click();

  await expect(page).toHaveURL(/\/ecom\/loyalty\/join\/welcome$/);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Welcome to myHillside' }),
  ).toBeVisible();
  await expect(main.getByTestId('loyalty-card-number')).toHaveText(/^9210 \d{4} \d{4} \d{4}$/);
  await expectAccessible(page);

  // Leaving the loyalty pages is a full page load: what the page held is gone.
  await page.evaluate(() => {
    (window as unknown as { loyaltyMarker: number }).loyaltyMarker = 1;
  });
  await main.getByRole('link', { name: 'View trolley' }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/trolley$/);
  await expect(memberSavings(page)).toHaveText(/^−£\d+\.\d\d$/);
  expect(
    await page.evaluate(() => (window as unknown as { loyaltyMarker?: number }).loyaltyMarker),
  ).toBeUndefined();
  await expectAccessible(page);

  // The hub as a member: the card, points, rewards and picks.
  await page.goto('/ecom/loyalty');
  await expect(main.getByRole('region', { name: 'Your myHillside card' })).toContainText('Points');
  await expect(main.getByRole('region', { name: 'Rewards' })).toContainText(
    '500 points to your next reward.',
  );
  await expect(main.getByRole('region', { name: 'Your picks' })).toContainText(
    '10 of 10 picks left to choose',
  );
  await expectAccessible(page);

  // The card in a phone wallet: a signed pass file (decision 0089).
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Add to Apple Wallet' }).click();
  expect((await download).suggestedFilename()).toBe('myHillside-card.pkpass');
  // Had it failed, the hub says so (the error flag).
  await page.goto('/ecom/loyalty?walletError=1');
  await expect(main.getByRole('alert')).toContainText("Sorry, we're experiencing a problem");
  await expectAccessible(page);

  // Benefits, and competitions (the loyalty_competitions flag is on by default).
  await main.getByRole('link', { name: 'Benefits' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'myHillside benefits' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/ecom/loyalty');
  await main.getByRole('link', { name: 'Competitions' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'myHillside competitions' }),
  ).toBeVisible();
  await expectAccessible(page);
  // With the flag off, no link and no page.
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': '198.51.100.86',
    features: '!loyalty_competitions',
  });
  expect((await page.goto('/ecom/loyalty/competitions'))?.status()).toBe(404);
  await page.goto('/ecom/loyalty');
  await expect(main.getByRole('link', { name: 'Competitions' })).toHaveCount(0);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.86' });
  await page.goto('/ecom/loyalty');

  await main.getByRole('link', { name: 'Card and details' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Card and details' })).toBeVisible();
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Leave myHillside' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Leave myHillside' })).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Yes, leave myHillside' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'You have left myHillside' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/ecom/shop/trolley');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Member savings')).toHaveCount(0);
});

test('link a card by its number; one held by another account is refused', async ({ page }) => {
  await register(page);
  await page.goto('/ecom/loyalty/link-card');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Add your myHillside card' }),
  ).toBeVisible();
  await expectAccessible(page);

  const field = main.getByRole('textbox', { name: 'Card number' });
  await field.fill('1234 5678');
  await main.getByRole('button', { name: 'Add card' }).click();
  await expect(main.getByRole('alert')).toHaveText('Please enter a valid 16-digit card number');
  await expectAccessible(page);

  await field.fill(DEMO_MEMBER_CARD);
  await main.getByRole('button', { name: 'Add card' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'This number is already linked to another account.',
  );
  await expectAccessible(page);

  const serial = String(Date.now()).slice(-8);
  const card = `9230 0086 ${serial.slice(0, 4)} ${serial.slice(4)}`;
  await field.fill(card);
  const posted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith('/ecom/loyalty/link-card'),
  );
  await main.getByRole('button', { name: 'Add card' }).click();
  // The fallback cookie is asked for five years (spec doc 3 §9); Chromium keeps at most 400 days.
  expect(await (await posted).headerValue('set-cookie')).toContain(
    'loyalty_membership=mywaitrose; Path=/ecom; Max-Age=157680000',
  );
  await expect(page).toHaveURL(/\/ecom\/loyalty\/link-card\/welcome$/);
  await expect(main.getByTestId('loyalty-card-number')).toHaveText(card);
  await expectAccessible(page);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'loyalty_membership')?.value).toBe('mywaitrose');
});

test('without JavaScript, joining and leaving are form posts', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.87' },
  });
  const page = await context.newPage();
  await register(page);
  await page.goto('/ecom/loyalty/join');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Join myHillside' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'Welcome to myHillside' }),
  ).toBeVisible();
  await page.goto('/ecom/loyalty/leave-my-waitrose');
  await main.getByRole('button', { name: 'Yes, leave myHillside' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'You have left myHillside' }),
  ).toBeVisible();
  await context.close();
});
