import { expect, test } from '@playwright/test';

/**
 * sitemap.xml and robots.txt (issue 24, decision 0078), where crawlers look: plain files, the
 * same at any width, so this runs at desktop width only (the project's `.desktop.spec.ts` rule).
 */

test('robots.txt names the sitemap, and every page sitemap.xml lists answers and is allowed', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  const disallowed = [...rules.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1] ?? '');
  expect(disallowed).toEqual(
    expect.arrayContaining(['/api/', '/ecom/shop/trolley', '/ecom/checkout', '/ecom/myaccount']),
  );
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(rules)?.[1] ?? '';
  expect(new URL(sitemapUrl).pathname).toBe('/ecom/sitemap.xml');

  const sitemap = await request.get('/ecom/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL((match[1] ?? '').replaceAll('&amp;', '&')).pathname,
  );
  expect(paths).toEqual(
    expect.arrayContaining([
      '/ecom',
      '/ecom/shop/featured/groceries/new',
      '/ecom/shop/browse/groceries/fresh_and_chilled/milk',
      '/ecom/help-information/contact-us',
    ]),
  );
  expect(paths.some((path) => path.startsWith('/ecom/shop/trolley'))).toBe(false);
  for (const path of paths) {
    expect(
      disallowed.some((prefix) => path.startsWith(prefix)),
      `${path} is disallowed`,
    ).toBe(false);
  }
  // Every page listed is there, a few at a time; only the status is read, so the pages are
  // asked for uncompressed, as the link checker asks (decision 0107).
  const failures: string[] = [];
  for (let at = 0; at < paths.length; at += 8) {
    await Promise.all(
      paths.slice(at, at + 8).map(async (path) => {
        const response = await request.get(path, {
          maxRedirects: 0,
          headers: { 'accept-encoding': 'identity' },
        });
        if (response.status() !== 200) failures.push(`${response.status()} ${path}`);
        await response.dispose();
      }),
    );
  }
  expect(failures).toEqual([]);
});
