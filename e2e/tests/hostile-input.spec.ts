import { expect, test } from '@playwright/test';
import { expectAccessible, productCards } from './fixtures.ts';

const NOT_FOUND = "Sorry, we couldn't find that page";

test('search and multi-search leave out filters and categories they cannot apply, and still show results', async ({
  page,
}) => {
  for (const url of [
    '/ecom/shop/search?searchTerm=milk&filterTags=Vegetarian',
    '/ecom/shop/search?searchTerm=milk&category=_',
    '/ecom/shop/search?searchTerm=milk&category=constructor&filterTags=dietary:toString',
    '/ecom/shop/search?searchTerm=milk&filterTags=available:delivery&filterTags=available:entertaining',
    '/ecom/shop/multi-search?searchTerm=milk,bread&filterTags=Vegetarian',
    '/ecom/shop/multi-search?searchTerm=milk,bread&category=_',
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(productCards(page).first(), url).toBeVisible();
  }
  await expectAccessible(page);
  for (const brand of ['gone', '%00']) {
    const response = await page.goto(`/ecom/shop/search?searchTerm=milk&filterTags=brand:${brand}`);
    expect(response?.status(), brand).toBe(200);
    await expect(productCards(page), brand).toHaveCount(0);
  }
});

test('addresses no page can have are the not-found page, never the error page', async ({
  page,
}) => {
  for (const url of [
    `/ecom/shop/browse/${'a'.repeat(300)}`,
    `/ecom/shop/browse/groceries/${'a'.repeat(300)}`,
    '/ecom/shop/browse/offers?categoryId=constructor',
    '/ecom/shop/browse/offers?categoryId=__proto__',
    // Well formed but no category's: the offers service's 404, passed through as the page's.
    '/ecom/shop/browse/offers?categoryId=99999999',
    '/ecom/shop/offers/99999999999',
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(NOT_FOUND);
  }
  await expectAccessible(page);
});

test('paging far past the end shows the last reachable page rather than an error', async ({
  request,
}) => {
  for (const url of [
    '/ecom/shop/browse/groceries?start=999999',
    '/ecom/shop/browse/offers?start=99999',
    '/ecom/shop/browse/offers/highlights/multibuy?start=99999',
    '/ecom/shop/search?searchTerm=milk&start=99999999',
  ]) {
    expect((await request.get(url)).status(), url).toBe(200);
  }
});

test('a path of thousands of segments is refused before routing with a 404', async ({
  request,
}) => {
  const response = await request.get(`/ecom/shop/browse/${'a/'.repeat(5_000)}`);
  expect(response.status()).toBe(404);
  expect((await response.json()).message).toBe('No page of this shop has an address so long.');
});
