import { expect, test } from '@playwright/test';
import { expectAccessible, waitForHydration } from './fixtures.ts';

test('on a phone the footer sections become accordions as the shopper scrolls down', async ({
  page,
}) => {
  await page.goto('/ecom');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const support = footer.getByRole('button', { name: 'Customer support' });
  await expect(support).toHaveAttribute('aria-expanded', 'false');
  await expect(footer.getByRole('link', { name: 'Contact us' })).toBeHidden();
  await support.click();
  await expect(support).toHaveAttribute('aria-expanded', 'true');
  await expect(footer.getByRole('link', { name: 'Contact us' })).toBeVisible();
  await expectAccessible(page);
});
