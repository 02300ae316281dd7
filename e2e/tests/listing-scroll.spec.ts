import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  layoutShifts,
  pressLoadMore,
  productCards,
  recordLayoutShifts,
  waitForHydration,
} from './fixtures.ts';

/**
 * A shopper who scrolls down a listing and presses Load more finds it where they saw it: the
 * cards above it are laid out before they come into view, so none of them takes a different
 * height as it appears and moves the button from under the pointer (decision 0102; a press in
 * that moment missed the button and appended nothing).
 */
test('scrolling to Load more leaves it where the shopper sees it, and a press appends the next page', async ({
  page,
}) => {
  await page.goto('/ecom/shop/browse/groceries/food_cupboard');
  await waitForHydration(page);
  await expect(productCards(page)).toHaveCount(48);
  const loadMore = page.getByRole('link', { name: 'Load more' });
  // Straight to the button, as a quick scroll gets there: where it is the frame it is shown,
  // and two frames on, once what came into view has been drawn.
  const shownAt = await loadMore.evaluate((link) => {
    link.scrollIntoView({ block: 'center' });
    return link.getBoundingClientRect().top;
  });
  const settledAt = await loadMore.evaluate(
    (link) =>
      new Promise<number>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done(link.getBoundingClientRect().top)),
        ),
      ),
  );
  expect(settledAt).toBe(shownAt);
  await expectAccessible(page);
  await pressLoadMore(page, loadMore);
  await expect(productCards(page)).toHaveCount(96);
});

/**
 * A slow phone paints while it parses the page. A row painted with some of its cards grew when a
 * taller one arrived, and the Add buttons at the foot of the cards already there moved down (the
 * signed-in shopper's layout-shift check failed on it in CI). The page now waits for the grid's
 * first two rows before its first frame (decision 0106).
 */
test('a slow phone paints the first rows of a listing whole, so nothing in them moves as the rest arrives', async ({
  page,
  context,
}) => {
  const path = '/ecom/shop/browse/groceries/bakery';
  await page.goto(path);
  // No scripts (the page as the parser paints it, before any hydration), and the CPU twelve times
  // slower, twice the signed-in check's rate: the parser stops to paint several times.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await recordLayoutShifts(page);
  // How many cards each frame painted holds.
  await page.addInitScript(() => {
    const frames: number[] = [];
    (window as unknown as { paintedCards: number[] }).paintedCards = frames;
    const frame = () => {
      frames.push(document.querySelectorAll('li[data-product-index]').length);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
  await page.goto(path);
  await expect(page.locator('li[data-product-index]')).toHaveCount(48);
  const frames = await page.evaluate(
    () => (window as unknown as { paintedCards: number[] }).paintedCards,
  );
  // Two whole rows: four cards in a phone's two columns, ten at five to a row (1280 px).
  const firstRows = test.info().project.name === 'mobile' ? 4 : 10;
  expect(frames.length).toBeGreaterThan(0);
  expect(frames[0]).toBeGreaterThanOrEqual(firstRows);
  expect(await layoutShifts(page)).toEqual([]);
});
