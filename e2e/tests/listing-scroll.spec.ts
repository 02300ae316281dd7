import { expect, test } from '@playwright/test';
import { expectAccessible, pressLoadMore, productCards, waitForHydration } from './fixtures.ts';

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
