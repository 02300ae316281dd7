/** Lighthouse mobile runs (default mobile emulation and throttling) in Debian Chromium. */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseResult {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  /** Lighthouse's SEO category (meta description, crawlable links, robots.txt…). */
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Script bytes the run transferred (compressed, every script the page loaded). */
  scriptKB: number;
}

interface DetailItem {
  url?: string;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
  groupLabel?: string;
  duration?: number;
  startTime?: number;
  resourceType?: string;
  transferSize?: number;
}

/** A page's name as a file and a `BENCH_LIGHTHOUSE_PAGES` entry: `category, signed in` → `category-signed-in`. */
export const pageSlug = (page: string) => page.replace(/\W+/g, '-');

const itemsOf = (audit: { details?: unknown } | undefined): DetailItem[] =>
  ((audit?.details as { items?: DetailItem[] } | undefined)?.items ?? []) as DetailItem[];

const shortUrl = (url: string | undefined) =>
  (url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^\/ecom\/assets\//, '');

/**
 * What the main thread did, from the run's diagnostics (BENCH_LIGHTHOUSE_DETAIL=1): the work by
 * kind, the scripts' execution and the long tasks, as the simulation counts them.
 */
function printDetail(page: string, audits: Record<string, { details?: unknown } | undefined>) {
  console.log(`\n${page}: main-thread work (ms)`);
  for (const item of itemsOf(audits['mainthread-work-breakdown'])) {
    console.log(`  ${item.groupLabel}: ${Math.round(item.duration ?? 0)}`);
  }
  console.log(`${page}: script execution (total / scripting / parse+compile ms)`);
  for (const item of itemsOf(audits['bootup-time'])) {
    console.log(
      `  ${shortUrl(item.url)}: ${Math.round(item.total ?? 0)} / ${Math.round(item.scripting ?? 0)} / ${Math.round(item.scriptParseCompile ?? 0)}`,
    );
  }
  console.log(`${page}: long tasks (start ms, duration ms, attributed to)`);
  for (const item of itemsOf(audits['long-tasks'])) {
    console.log(
      `  ${Math.round(item.startTime ?? 0)} ${Math.round(item.duration ?? 0)} ${shortUrl(item.url)}`,
    );
  }
}

export async function lighthouseMobile(
  pages: {
    page: string;
    url: string /** e.g. a session cookie */;
    headers?: Record<string, string>;
  }[],
): Promise<LighthouseResult[]> {
  const detail = process.env.BENCH_LIGHTHOUSE_DETAIL === '1';
  /** BENCH_LIGHTHOUSE_RUNS: runs per page; the median by score is reported (1). */
  const runsPerPage = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const { page, url, headers } of pages) {
      const runs: LighthouseResult[] = [];
      // A run Lighthouse could not measure (a trace without a navigation start, now and then)
      // is tried again, up to two more times a page, rather than counted as a score of 0.
      for (let run = 0, unmeasured = 0; runs.length < runsPerPage && unmeasured <= 2; run++) {
        const runnerResult = await lighthouse(url, {
          port: chrome.port,
          ...(headers ? { extraHeaders: headers } : {}),
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
        if (!runnerResult) throw new Error(`lighthouse returned nothing for ${url}`);
        const { categories, audits, runtimeError, runWarnings } = runnerResult.lhr;
        // A run Lighthouse could not measure scores 0; say why rather than print a 0 as a score.
        if (runtimeError || categories.performance?.score == null) {
          console.error(
            `lighthouse could not measure ${page} (${url}): ${runtimeError?.code ?? 'no performance score'} ${runtimeError?.message ?? ''} ${(runWarnings ?? []).join(' | ')}`,
          );
          unmeasured++;
          continue;
        }
        if (detail) {
          printDetail(page, audits);
          if (process.env.BENCH_LIGHTHOUSE_JSON) {
            const name = `${pageSlug(page)}-${run + 1}`;
            writeFileSync(
              `${process.env.BENCH_LIGHTHOUSE_JSON}-${name}.json`,
              JSON.stringify(runnerResult.lhr),
            );
          }
        }
        const scriptBytes = itemsOf(audits['network-requests'])
          .filter((item) => item.resourceType === 'Script')
          .reduce((total, item) => total + (item.transferSize ?? 0), 0);
        runs.push({
          page,
          url,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          seo: Math.round((categories.seo?.score ?? 0) * 100),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          scriptKB: Number((scriptBytes / 1000).toFixed(1)),
        });
      }
      // The median run by score (the simulation follows the machine's load from run to run).
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (median) results.push(median);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
