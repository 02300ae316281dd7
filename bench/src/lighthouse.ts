/** Lighthouse mobile runs (default mobile emulation and throttling) in Debian Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseResult {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export async function lighthouseMobile(
  pages: {
    page: string;
    url: string /** e.g. a session cookie */;
    headers?: Record<string, string>;
  }[],
): Promise<LighthouseResult[]> {
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
      const runnerResult = await lighthouse(url, {
        port: chrome.port,
        ...(headers ? { extraHeaders: headers } : {}),
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!runnerResult) throw new Error(`lighthouse returned nothing for ${url}`);
      const { categories, audits } = runnerResult.lhr;
      results.push({
        page,
        url,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
