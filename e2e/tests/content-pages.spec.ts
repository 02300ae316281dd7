import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

/** The storefront sections content pages live in (decision 0074). */
const CONTENT_PATH =
  /^\/ecom\/(help-information|content|inspiration|health|social-responsibility|seasonal|christmas)(\/|$)/;

/** Opens the footer section holding a link (on a phone each section is an accordion). */
async function footerLink(page: Page, name: string, section: RegExp | null, isMobile: boolean) {
  const footer = page.getByRole('contentinfo');
  if (isMobile && section) {
    // The sections become accordions once the footer is scrolled into view.
    await footer.scrollIntoViewIfNeeded();
    const toggle = footer.getByRole('button', { name: section });
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  return footer.getByRole('link', { name, exact: true });
}

async function expectContentPage(page: Page, path: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w/);
  await expectAccessible(page);
}

const FOOTER_PAGES = [
  {
    name: 'Help and FAQs',
    section: /^Customer support$/,
    path: '/ecom/help-information',
    title: 'Help and FAQs',
  },
  {
    name: 'Contact us',
    section: /^Customer support$/,
    path: '/ecom/help-information/contact-us',
    title: 'Contact us',
  },
  { name: 'Our story', section: /^About /, path: '/ecom/content/about-us', title: 'Our story' },
  {
    name: 'Terms and conditions',
    section: null,
    path: '/ecom/content/terms-and-conditions',
    title: 'Terms and conditions',
  },
  {
    name: 'Accessibility',
    section: null,
    path: '/ecom/content/accessibility',
    title: 'Accessibility',
  },
];

test('the footer’s help and about links lead to their content pages, each with its title and heading', async ({
  page,
  isMobile,
}) => {
  for (const { name, section, path, title } of FOOTER_PAGES) {
    await page.goto('/ecom');
    await waitForHydration(page);
    const link = await footerLink(page, name, section, isMobile);
    await link.click();
    await expectContentPage(page, path, title);
  }
});

test('the header’s Inspiration link leads to the inspiration page', async ({ page, isMobile }) => {
  await page.goto('/ecom');
  await waitForHydration(page);
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Inspiration' })
      .click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Inspiration', exact: true }).click();
  }
  await expectContentPage(page, '/ecom/inspiration', 'Inspiration');
});

test('the contact page gives the customer care number as a phone link, and a help page links on', async ({
  page,
}) => {
  await page.goto('/ecom/help-information/contact-us');
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  await page.goto('/ecom/help-information');
  await page
    .getByRole('navigation', { name: 'Help topics' })
    .getByRole('link', { name: 'Booking a slot' })
    .click();
  await expectContentPage(page, '/ecom/help-information/booking-a-slot', 'Booking a slot');
});

test('every header, top bar and footer link to a content page answers with a page', async ({
  page,
  request,
}) => {
  await page.goto('/ecom');
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const content = [...new Set(hrefs.map((href) => href.split(/[?#]/)[0] ?? ''))].filter((href) =>
    CONTENT_PATH.test(href),
  );
  expect(content.length).toBeGreaterThanOrEqual(12);
  for (const path of content) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test('a content path with no page shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/ecom/help-information/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});
