import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Scans the page as it is now; fails on any serious or critical axe violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const summary = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until React has hydrated the page, so clicks reach React handlers: before hydration
 * the menu toggle is a plain link ('Browse groceries' on phones), afterwards a button.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const toggle = page
    .getByRole('banner')
    .getByRole('button', { name: /^(Groceries|Menu)$/ })
    .first();
  await expect(toggle).toBeVisible();
}

/** The product cards of the main listing. */
export function productCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}
