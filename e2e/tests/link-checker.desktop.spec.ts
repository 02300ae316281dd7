import { type APIRequestContext, expect, test } from '@playwright/test';
import { crawl, describeBroken, linksIn, SAMPLES_PER_PAGE } from '../link-checker/link-crawler.ts';

/**
 * The link checker (issue 24, decision 0078): from the home page, a category, a product, a
 * search, the trolley, sign-in and every content page, every same-site link is followed two
 * steps deep, signed out and then signed in, and any address answering 4xx or 5xx fails the run
 * with where it was found. The files pages load (scripts, styles, images) are checked too. The
 * site map is one step from every page (the footer), so each of its links is checked; it is not
 * a start page, or the second step would be every product in the catalogue. Plain HTTP requests
 * and an HTML parser, no browser (so no axe scan: nothing is rendered). Links that act rather
 * than show a page are not requested: signing out. External links (the partner shops, social
 * sites, app stores) are not ours to check.
 */

/** Requests at once: the server has two cores, shared with the other journeys. */
const CONCURRENCY = 4;
const DEPTH = 2;

/** Content and help pages (decision 0074): every one the site map links is a start page. */
const CONTENT_PATH =
  /^\/ecom\/(help-information|content|inspiration|health|social-responsibility|seasonal|christmas)(\/|$)/;

/** GETs that do something: the account menu's Sign out signs out when followed from the shop. */
const ACTION_PATHS = ['/ecom/log-out'];
const skip = (url: URL) => ACTION_PATHS.includes(url.pathname.replace(/\/+$/, ''));

/**
 * Every product card's Add to list link (without JavaScript) is the lists page with the product
 * and the page to come back to: one page, half of all the links two steps out. A few are checked,
 * not thousands; the product pages themselves are each checked.
 */
const samePage = (url: URL) =>
  url.pathname.replace(/\/+$/, '') === '/ecom/lists' && url.searchParams.has('add')
    ? 'lists, adding a product'
    : null;

// Sign-ups and sign-ins from this spec count against an address of its own (decision 0021).
const FORWARDED_FOR = '198.51.100.178';

/**
 * The crawl's headers: its own address, and answers uncompressed. The checker reads statuses
 * and links, not bytes on the wire: compressing some 11,000 pages for it, and unpacking them
 * again, took a sixth of its run on the server it shares with the journeys (72 s against 84 s
 * alone, decision 0107). Compression has its own tests (the server's, and every journey's
 * browser asks for it).
 */
const CRAWL_HEADERS = { 'x-forwarded-for': FORWARDED_FOR, 'accept-encoding': 'identity' };

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The start pages, absolute: the shop's own, and the content pages the site map lists. */
async function startPages(request: APIRequestContext, origin: string): Promise<string[]> {
  const taxonomy = (await (
    await request.get('/api/taxonomy-entity/v1/taxonomy/groceries')
  ).json()) as {
    rootId: string;
    categories: Record<string, { url: string; categoryIds: string[] }>;
  };
  const firstTop = taxonomy.categories[taxonomy.rootId]?.categoryIds[0] ?? '';
  const category = taxonomy.categories[firstTop]?.url;
  if (!category) throw new Error('the demo catalogue has no category');
  const product = linksIn(await html(request, category), `${origin}${category}`).pages.find((url) =>
    new URL(url).pathname.startsWith('/ecom/products/'),
  );
  if (!product) throw new Error(`${category} lists no product`);
  const siteMap = '/ecom/content/site-map';
  const content = linksIn(await html(request, siteMap), `${origin}${siteMap}`).pages.filter((url) =>
    CONTENT_PATH.test(new URL(url).pathname),
  );
  expect(content.length, 'content pages on the site map').toBeGreaterThanOrEqual(12);
  return [
    `${origin}/ecom`,
    `${origin}${category}`,
    product,
    `${origin}/ecom/shop/search?searchTerm=milk`,
    `${origin}/ecom/shop/trolley`,
    `${origin}/ecom/sign-in`,
    ...content,
  ];
}

async function expectNoBrokenLinks(
  request: APIRequestContext,
  origin: string,
  who: string,
  more: readonly string[] = [],
) {
  const report = await crawl({
    request,
    start: [...(await startPages(request, origin)), ...more.map((path) => `${origin}${path}`)],
    depth: DEPTH,
    concurrency: CONCURRENCY,
    skip,
    samePage,
  });
  test.info().annotations.push({
    type: `link checker, ${who}`,
    description: `${report.checked} addresses checked, ${report.sampled} more of the same page left out, ${report.skipped.length} skipped (${report.skipped.join(', ')})`,
  });
  // Far more than the start pages: the crawl really followed links.
  expect(report.checked).toBeGreaterThan(200);
  expect(describeBroken(report.broken, origin), `broken links, ${who}`).toEqual([]);
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(10 * 60_000);

test('the checker reports an address that answers 404, and reads only same-site links', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const origin = new URL(baseURL ?? '').origin;
  try {
    const report = await crawl({
      request,
      start: [`${origin}/ecom/shop/featured/no-such-aisle`],
      depth: DEPTH,
      concurrency: CONCURRENCY,
      skip,
    });
    expect(describeBroken(report.broken, origin)).toEqual([
      '404 /ecom/shop/featured/no-such-aisle ← found on (a start page)',
    ]);
    const links = linksIn(
      '<a href="/ecom/a#top">a</a><a href="https://elsewhere.example/">b</a><a href="tel:1">c</a><img src="/ecom/i.svg"><a href="/ecom/a">again</a>',
      `${origin}/ecom`,
    );
    expect(links).toEqual({ pages: [`${origin}/ecom/a`], resources: [`${origin}/ecom/i.svg`] });

    // Addresses of one page are sampled: the first few are requested (here each answers 404),
    // the rest only counted.
    const same = await crawl({
      request,
      start: [1, 2, 3, 4, 5].map((n) => `${origin}/ecom/no-such-page?add=${n}`),
      depth: DEPTH,
      concurrency: CONCURRENCY,
      skip,
      samePage: (url) => (url.pathname === '/ecom/no-such-page' ? 'no such page' : null),
    });
    expect(same.checked).toBe(SAMPLES_PER_PAGE);
    expect(same.sampled).toBe(5 - SAMPLES_PER_PAGE);
    expect(same.broken.map((link) => link.status)).toEqual(Array(SAMPLES_PER_PAGE).fill(404));
  } finally {
    await request.dispose();
  }
});

test('every same-site link two steps from the shop’s main pages answers, signed out', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: CRAWL_HEADERS,
  });
  try {
    await expectNoBrokenLinks(request, new URL(baseURL ?? '').origin, 'signed out');
  } finally {
    await request.dispose();
  }
});

test('every same-site link two steps from the shop’s main pages answers, signed in with an order', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: CRAWL_HEADERS,
  });
  try {
    // A new shopper (registering signs in) with a placed order, so the account pages have
    // orders to link to.
    const registered = await request.post('/api/accounts/v1/registrations', {
      data: {
        email: `link-checker-${Date.now()}@example.com`,
        password: 'quince meadow lantern 71',
        title: 'Ms',
        firstName: 'Iris',
        lastName: 'Lane',
      },
    });
    expect(registered.status()).toBe(201);
    const csrf = (await (await request.get('/api/auth/v1/csrf')).json()) as {
      headerName: string;
      token: string;
    };
    const placed = await request.post('/api/test-hooks/v1/placed-orders', {
      data: {},
      headers: { [csrf.headerName]: csrf.token },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const myOrders = await html(request, '/ecom/myaccount/my-orders');
    expect(myOrders).toContain('Pending orders');

    // The account pages too: the header's account links are filled in by the page's script.
    await expectNoBrokenLinks(request, new URL(baseURL ?? '').origin, 'signed in', [
      '/ecom/myaccount',
      '/ecom/myaccount/my-orders',
    ]);
    // Still signed in at the end: nothing the crawl followed signed the shopper out.
    expect((await request.get('/ecom/myaccount', { maxRedirects: 0 })).status()).toBe(200);
  } finally {
    await request.dispose();
  }
});
