import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Scans the page as it is now; fails on any serious or critical axe violation.
 * `comboboxOpen`: while a React Aria combobox list is open, React Aria deliberately hides the
 * rest of the page from screen readers (aria-hidden on everything outside the input and the
 * list, which stays focusable), so axe's `aria-hidden-focus` rule is skipped in that state
 * only; every other rule still runs, and the same page is scanned with the list closed.
 */
export async function expectAccessible(
  page: Page,
  options: { comboboxOpen?: boolean } = {},
): Promise<void> {
  await waitForEntryAnimations(page);
  // axe.run in the page itself (legacy mode) rather than a partial run per frame finished in a
  // blank page of its own, and only violations listed node by node: the same rules over the same
  // frames (the card form's frame is on our origin, and a violation in it still fails the scan:
  // axe-fixture.desktop.spec.ts), at a third of the cost (decision 0065).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (options.comboboxOpen) builder.disableRules(['aria-hidden-focus']);
  const results = await builder.analyze();
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
 * Waits until what is opening has finished opening: no React Aria overlay is still entering
 * (`data-entering`) and no finite CSS animation or transition is still running (a modal fading
 * or sliding in, the sticky header sliding down). axe reads colours as they are at that moment,
 * so a price half faded in over the backdrop would fail colour contrast though it passes once
 * shown. Endless animations (a spinner) are not waited for.
 */
export async function waitForEntryAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (document.querySelector('[data-entering]')) return false;
      return document.getAnimations().every((animation) => {
        if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) {
          return true;
        }
        return animation.playState !== 'running' && !animation.pending;
      });
    },
    undefined,
    { timeout: 5_000, polling: 'raf' },
  );
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

/**
 * Posts a plain form from the browser, as a page's no-JavaScript buttons do (View Order's Amend
 * and Change slot).
 */
export async function postForm(page: Page, action: string): Promise<void> {
  await page.evaluate((target) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = target;
    document.body.append(form);
    form.submit();
  }, action);
}
