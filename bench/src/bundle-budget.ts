/**
 * The bundle budget of `npm run bench`: the JavaScript a page's document asks for before it can
 * hydrate (its `modulepreload` links and the module script's imports), in bytes as built and as
 * a browser receives them (br, and gzip for older clients). Scripts a page imports later (a menu
 * on first use, the account menu once signed in) are not in it: Lighthouse's table shows the
 * script bytes its run transferred in all.
 */
import { request } from 'node:http';

export interface PageScript {
  path: string;
  raw: number;
  br: number;
  gzip: number;
}

export interface PageBundle {
  page: string;
  url: string;
  files: number;
  raw: number;
  br: number;
  gzip: number;
  scripts: PageScript[];
}

/** Bytes of the body as sent with one accepted encoding (counted on the wire, not decoded). */
function bytesOnTheWire(
  url: string,
  encoding: 'identity' | 'br' | 'gzip',
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The scripts a document loads: its `modulepreload` links, `<script src>` and the module
 * script's imports. Not every address in it: the inline route manifest names other routes'
 * files, which load only when the shopper goes there.
 */
export function documentScripts(html: string): string[] {
  const patterns = [
    /<link rel="modulepreload" href="([^"]+\.js)"/g,
    /<script[^>]* src="([^"]+\.js)"/g,
    /\bimport\s*(?:\*\s*as\s+\w+\s+from\s*)?"([^"]+\.js)"/g,
    /\bimport\("([^"]+\.js)"\)/g,
  ];
  const paths = patterns.flatMap((pattern) => [...html.matchAll(pattern)].map((m) => m[1] ?? ''));
  return [...new Set(paths.filter((path) => path.startsWith('/ecom/assets/')))];
}

export async function javascriptBytes(
  pages: { page: string; url: string; headers?: Record<string, string> }[],
): Promise<PageBundle[]> {
  const sizes = new Map<string, Promise<PageScript>>();
  const sizeOf = (origin: string, path: string): Promise<PageScript> => {
    let size = sizes.get(path);
    if (!size) {
      size = (async () => {
        const [raw, br, gzip] = await Promise.all(
          (['identity', 'br', 'gzip'] as const).map((encoding) =>
            bytesOnTheWire(`${origin}${path}`, encoding),
          ),
        );
        if (raw?.status !== 200) throw new Error(`${path} answered ${raw?.status}`);
        return {
          path,
          raw: raw.bytes.length,
          br: br?.bytes.length ?? 0,
          gzip: gzip?.bytes.length ?? 0,
        };
      })();
      sizes.set(path, size);
    }
    return size;
  };
  const bundles: PageBundle[] = [];
  for (const { page, url, headers } of pages) {
    const document = await bytesOnTheWire(url, 'identity', headers);
    if (document.status !== 200) throw new Error(`${url} answered ${document.status}`);
    const origin = new URL(url).origin;
    const scripts = await Promise.all(
      documentScripts(document.bytes.toString('utf8')).map((path) => sizeOf(origin, path)),
    );
    const sum = (key: 'raw' | 'br' | 'gzip') => scripts.reduce((total, s) => total + s[key], 0);
    bundles.push({
      page,
      url,
      files: scripts.length,
      raw: sum('raw'),
      br: sum('br'),
      gzip: sum('gzip'),
      scripts: scripts.sort((a, b) => b.raw - a.raw),
    });
  }
  return bundles;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export function printBundleTable(bundles: PageBundle[]): void {
  console.log('\nJavaScript per page (what the document loads before hydrating)\n');
  console.log('| page | files | raw kB | br kB | gzip kB | largest files (raw kB) |');
  console.log('|---|---|---|---|---|---|');
  for (const b of bundles) {
    const largest = b.scripts
      .slice(0, 3)
      .map(
        (s) =>
          `${s.path.replace(/^\/ecom\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kB(s.raw)}`,
      )
      .join(', ');
    console.log(
      `| ${b.page} | ${b.files} | ${kB(b.raw)} | ${kB(b.br)} | ${kB(b.gzip)} | ${largest} |`,
    );
  }
}
