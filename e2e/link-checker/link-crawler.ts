import type { APIRequestContext } from '@playwright/test';
import { Parser } from 'htmlparser2';

/**
 * The link checker's crawler (decision 0078): plain HTTP requests and an HTML parser, no
 * browser. From each start page it follows every same-site link `depth` steps, fetching each
 * address once, a few at a time, and reports every one that answered 4xx or 5xx with the pages
 * that link to it.
 */

/** What a page links to: pages (followed) and the files it loads (checked, not followed). */
export interface PageLinks {
  pages: string[];
  resources: string[];
}

/** `<link rel>` values naming a file the page loads. */
const LOADED_RELS = new Set([
  'stylesheet',
  'icon',
  'apple-touch-icon',
  'manifest',
  'modulepreload',
  'preload',
]);

/**
 * The same-site addresses in an HTML document, absolute, without fragments, each once: `<a>`
 * and `<area>` hrefs as pages; stylesheets, icons, preloads, scripts and images as resources.
 * Other schemes (mailto:, tel:, javascript:) and other origins are left out.
 */
export function linksIn(html: string, pageUrl: string): PageLinks {
  const base = new URL(pageUrl);
  const pages = new Set<string>();
  const resources = new Set<string>();
  const add = (into: Set<string>, raw: string | undefined) => {
    if (raw === undefined || raw.trim() === '') return;
    let url: URL;
    try {
      url = new URL(raw.trim(), base);
    } catch {
      // An address no browser could follow is reported as broken, on the page that has it.
      into.add(`invalid:${raw}`);
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    if (url.origin !== base.origin) return;
    url.hash = '';
    into.add(url.href);
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if ((name === 'a' || name === 'area') && attributes.download === undefined) {
          add(pages, attributes.href);
        } else if (name === 'link') {
          const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          if (rels.some((rel) => LOADED_RELS.has(rel))) add(resources, attributes.href);
        } else if (name === 'script' || name === 'img') {
          add(resources, attributes.src);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { pages: [...pages], resources: [...resources] };
}

export interface BrokenLink {
  url: string;
  /** The HTTP status, or 0 when the request itself failed. */
  status: number;
  /** The pages it was found on (the first few). */
  foundOn: string[];
}

export interface CrawlOptions {
  request: APIRequestContext;
  /** Pages to start from, absolute. */
  start: readonly string[];
  /** How many steps to follow from a start page: 2 checks the links of the pages it links to. */
  depth: number;
  /** Requests at once. */
  concurrency: number;
  /** Addresses never requested: links that act (sign out) rather than show a page. */
  skip: (url: URL) => boolean;
  /**
   * Addresses that show one page whatever the value of some query parameters (the lists page
   * asked to add a product and come back, linked from every product card): a key naming that
   * page, or null for an address checked on its own. Only the first `SAMPLES_PER_PAGE` addresses
   * of a key are requested; the rest are counted as sampled.
   */
  samePage?: (url: URL) => string | null;
}

export interface CrawlReport {
  /** Addresses requested. */
  checked: number;
  broken: BrokenLink[];
  /** Addresses skipped by `skip`. */
  skipped: string[];
  /** Addresses not requested because enough of the same page (`samePage`) were. */
  sampled: number;
}

const MAX_FOUND_ON = 3;
export const SAMPLES_PER_PAGE = 3;

/** Runs `work` over `items`, at most `concurrency` at once. */
async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(workers);
}

export async function crawl(options: CrawlOptions): Promise<CrawlReport> {
  const { request, depth, concurrency, skip, samePage } = options;
  const samples = new Map<string, number>();
  let sampled = 0;
  const foundOn = new Map<string, string[]>();
  const requested = new Set<string>();
  const parsed = new Set<string>();
  const skipped = new Set<string>();
  const broken: BrokenLink[] = [];

  const note = (url: string, page: string | null) => {
    let pages = foundOn.get(url);
    if (!pages) {
      pages = [];
      foundOn.set(url, pages);
    }
    if (page !== null && pages.length < MAX_FOUND_ON && !pages.includes(page)) pages.push(page);
  };
  const shouldRequest = (url: string) => {
    if (url.startsWith('invalid:')) return true;
    const parsedUrl = new URL(url);
    if (skip(parsedUrl)) {
      skipped.add(url);
      return false;
    }
    const key = samePage?.(parsedUrl) ?? null;
    if (key !== null) {
      const seen = samples.get(key) ?? 0;
      if (seen >= SAMPLES_PER_PAGE) {
        sampled++;
        return false;
      }
      samples.set(key, seen + 1);
    }
    return true;
  };
  const fail = (url: string, status: number) => {
    broken.push({ url, status, foundOn: foundOn.get(url) ?? [] });
  };

  /** Requests one address; answers what a page links to when it is a page to follow. */
  async function check(url: string, follow: boolean): Promise<PageLinks | null> {
    if (url.startsWith('invalid:')) {
      fail(url, 0);
      return null;
    }
    let response: Awaited<ReturnType<APIRequestContext['get']>>;
    try {
      response = await request.get(url, { failOnStatusCode: false, timeout: 30_000 });
    } catch {
      fail(url, 0);
      return null;
    }
    const status = response.status();
    if (status >= 400) {
      fail(url, status);
      await response.dispose();
      return null;
    }
    const type = response.headers()['content-type'] ?? '';
    // Redirects are followed; a page reached from several addresses (sign-in, from each page
    // a signed-out shopper may not see) is read once.
    const landed = response.url();
    if (!follow || !type.startsWith('text/html') || parsed.has(landed)) {
      await response.dispose();
      return null;
    }
    parsed.add(landed);
    const html = await response.text();
    return linksIn(html, landed);
  }

  let level: string[] = [];
  for (const url of options.start) {
    note(url, null);
    if (!requested.has(url) && shouldRequest(url)) {
      requested.add(url);
      level.push(url);
    }
  }
  for (let step = 0; step <= depth && level.length > 0; step++) {
    const nextLevel: string[] = [];
    const resources: string[] = [];
    await pool(level, concurrency, async (page) => {
      const links = await check(page, step < depth);
      if (!links) return;
      for (const link of links.pages) {
        note(link, page);
        if (!requested.has(link) && shouldRequest(link)) {
          requested.add(link);
          nextLevel.push(link);
        }
      }
      for (const link of links.resources) {
        note(link, page);
        if (!requested.has(link) && shouldRequest(link)) {
          requested.add(link);
          resources.push(link);
        }
      }
    });
    await pool(resources, concurrency, async (resource) => {
      await check(resource, false);
    });
    level = nextLevel;
  }
  return { checked: requested.size, broken, skipped: [...skipped], sampled };
}

/** The broken links as lines a person can act on: status, address, where it was found. */
export function describeBroken(broken: readonly BrokenLink[], origin: string): string[] {
  const local = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  return broken
    .toSorted((a, b) => a.url.localeCompare(b.url))
    .map(
      (link) =>
        `${link.status || 'no answer'} ${local(link.url)} ← found on ${
          link.foundOn.map(local).join(', ') || '(a start page)'
        }`,
    );
}
