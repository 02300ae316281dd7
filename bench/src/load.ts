import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run: mean requests per second and latency percentiles in milliseconds. */
export async function load(
  name: string,
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 10;
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, connections, duration: 2, headers: options.headers });
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: options.headers,
  });
  return {
    name,
    url,
    connections,
    seconds,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, rows: LoadResult[]): void {
  console.log(`\n${title}\n`);
  console.log('| bench | conns | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    );
  }
}
