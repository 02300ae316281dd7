import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import type axe from 'axe-core';

/**
 * axe-core's minified build, the same rules as `axe.source` (its 1.5 MB unminified build) in
 * 650 kB: a page parses and compiles less of it before each first scan.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

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
  // A trolley change still on its way to the server dims its line's price and its stepper's
  // amount on purpose (`data-processing`): like an opening modal, the page is scanned once
  // that has settled.
  await expect(page.locator('[data-processing]')).toHaveCount(0);
  const results = await runAxe(page, {
    // Every rule runs and every violation is listed node by node; passes and the rest are
    // summed up (one node each), which only the scan's report would show and we never read.
    resultTypes: ['violations'],
    ...(options.comboboxOpen ? { rules: { 'aria-hidden-focus': { enabled: false } } } : {}),
  });
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
 * Runs axe-core over the page as it is now, the frames of our origin included (the card form):
 * `axe.run` in the page, which asks axe in each frame for its part. axe-core is put into each
 * document once and kept there: its minified build, which took as long to load as a scan took
 * to run, so a second scan of the same document (a modal opened, a step of a form) only runs.
 * (`@axe-core/playwright` loaded it afresh for every scan, twice, and finished each scan in a
 * blank page of its own; decision 0065.)
 */
async function runAxe(page: Page, options: axe.RunOptions): Promise<axe.AxeResults> {
  for (const frame of page.frames()) {
    try {
      const loaded = await frame.evaluate(
        () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
      );
      if (!loaded) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      // A frame gone since the page listed it is not on the page any more; the page itself is.
      if (frame === page.mainFrame()) throw error;
    }
  }
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions),
    options,
  );
}

/**
 * Waits until what is opening has finished opening: no React Aria overlay is still entering
 * (`data-entering`) and no finite CSS animation or transition is still running (a modal fading
 * or sliding in, the sticky header sliding down). axe reads colours as they are at that moment,
 * so a price half faded in over the backdrop would fail colour contrast though it passes once
 * shown. Endless animations (a spinner) are not waited for. The page must stay that way for
 * two frames running: an effect that shows something once its frame is painted (Back to top,
 * shown when a reload brings back a scrolled page) starts its fade a frame after a quiet one.
 */
export async function waitForEntryAnimations(page: Page): Promise<void> {
  const scan = `quiet-${Math.random()}`;
  await page.waitForFunction(
    (key) => {
      const settled =
        !document.querySelector('[data-entering]') &&
        document.getAnimations().every((animation) => {
          if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) {
            return true;
          }
          return animation.playState !== 'running' && !animation.pending;
        });
      const frames = window as unknown as Record<string, number>;
      frames[key] = settled ? (frames[key] ?? 0) + 1 : 0;
      return frames[key] >= 2;
    },
    scan,
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

/** What `pressLoadMore` reads of React Router's router when a press asks for nothing. */
interface RouterLike {
  state: {
    fetchers: Map<string, { state: string }>;
    navigation: { state: string };
    errors: Record<string, unknown> | null;
  };
}

/**
 * Presses a listing's Load more with JavaScript on: the next page's data must be asked for
 * (the listing's fetcher loads `…data?…start=`). If no such request leaves within the checks'
 * wait, the journey fails saying what the page's router then held (its fetchers, navigation
 * and errors), the focused element and what the page logged, rather than only that no cards
 * were appended. (A press that missed the link, moved as cards above it were drawn, did that
 * until decision 0102; another cause would name itself here.)
 */
export async function pressLoadMore(
  page: Page,
  link: Locator = page.getByRole('link', { name: 'Load more' }),
): Promise<void> {
  const logged: string[] = [];
  const log = (message: { type(): string; text(): string }) =>
    logged.push(`${message.type()}: ${message.text()}`);
  const crashed = (error: Error) => logged.push(`page error: ${error.message}`);
  page.on('console', log);
  page.on('pageerror', crashed);
  try {
    const asked = page
      .waitForRequest(
        (request) => /\.data\?/.test(request.url()) && /[?&]start=\d+/.test(request.url()),
        { timeout: 20_000 },
      )
      .then(
        () => true,
        () => false,
      );
    await link.click();
    if (await asked) return;
    const held = await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter?: RouterLike })
        .__reactRouterDataRouter;
      return {
        fetchers: router
          ? [...router.state.fetchers].map(([key, f]) => `${key}: ${f.state}`)
          : null,
        navigation: router?.state.navigation.state ?? null,
        errors: router?.state.errors ? Object.keys(router.state.errors) : null,
        focused: document.activeElement?.outerHTML.slice(0, 300) ?? null,
      };
    });
    throw new Error(
      `Load more asked for no next page: ${JSON.stringify(held)}; the page logged: ${JSON.stringify(logged)}`,
    );
  } finally {
    page.off('console', log);
    page.off('pageerror', crashed);
  }
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

/**
 * On a collection slot grid, chooses another branch and waits until the page shows it. Choosing
 * navigates: the URL changes first and the grid is rendered for the branch after, so on a slow
 * machine a slot pressed in between was the default branch's. The paging link names the branch
 * once the page has rendered it.
 */
export async function chooseCollectionBranch(page: Page, branch: string): Promise<void> {
  const before = page.url();
  await page.getByRole('button', { name: /Collection branch/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: branch }).click();
  await expect(page).not.toHaveURL(before);
  await expect(page).toHaveURL(/branchId=\d+/);
  const branchId = /branchId=(\d+)/.exec(page.url())?.[1] as string;
  await expect(page.getByRole('link', { name: 'Later days' })).toHaveAttribute(
    'href',
    new RegExp(`branchId=${branchId}\\b`),
  );
  await expect(page.getByRole('button', { name: /Collection branch/ })).toContainText(branch);
}

/**
 * Records every layout shift from the start of the next page load (call it before `goto`): what
 * moved, when, and from where to where, so a failure says what to look at. Elements inside
 * `except` are left out. `layoutShifts` reads them.
 */
export async function recordLayoutShifts(page: Page, except?: string): Promise<void> {
  await page.addInitScript((exceptSelector) => {
    const moved: string[] = [];
    (window as unknown as { moved: string[] }).moved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        startTime: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        for (const { node, previousRect: from, currentRect: to } of entry.sources) {
          if (!(node instanceof Element)) continue;
          if (exceptSelector && node.closest(exceptSelector)) continue;
          moved.push(
            `${node.outerHTML.slice(0, 120)} at ${Math.round(entry.startTime)} ms from ` +
              `(${from.x},${from.y} ${from.width}x${from.height}) to ` +
              `(${to.x},${to.y} ${to.width}x${to.height})`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, except ?? null);
}

/** The layout shifts `recordLayoutShifts` has seen on the page so far. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { moved: string[] }).moved);
}
