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

/** What a measured autocannon run gives every bench row: req/s, p50 and p99 (ms), failures. */
export function measured(
  result: autocannon.Result,
): Pick<LoadResult, 'rps' | 'p50' | 'p99' | 'errors' | 'non2xx'> {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  /** Paths on the url's origin asked in turn instead of the url itself. */
  paths?: string[];
}

/** One autocannon run: mean requests per second and latency percentiles in milliseconds. */
export async function load(
  name: string,
  url: string,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 10;
  const paths = options.paths ?? [];
  let next = 0;
  const requests: autocannon.Request[] | undefined =
    paths.length > 0
      ? [
          {
            setupRequest: (request) => {
              request.path = paths[next++ % paths.length] as string;
              return request;
            },
          },
        ]
      : undefined;
  const base = { url, connections, headers: options.headers, requests };
  // A warm-up so JIT and caches settle before the measured run: two seconds, and at least one
  // request for every path.
  await autocannon({ ...base, duration: 2 });
  if (paths.length > 0) await autocannon({ ...base, amount: Math.max(paths.length, connections) });
  next = 0;
  const result = await autocannon({ ...base, duration: seconds });
  return {
    name,
    url: paths.length > 0 ? `${new URL(url).origin} (${paths.length} paths)` : url,
    connections,
    seconds,
    ...measured(result),
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

/**
 * POSTs of `{}` at `connections`, each to the next of `targets` in turn (a shopper's own path and
 * headers), after a 2 s warm-up; `counts` marks answers to count (e.g. a list add-all that fell
 * short), reported as `counted` for the measured run only.
 *
 * `once`: each target is asked at most once, for a call whose second turn is not the call the
 * figure is about (a plan's second fill adds nothing). The warm-up takes the first
 * `connections × 10` targets and the measured run the rest, by count rather than by time, so it
 * lasts as long as the targets do (BENCH_SECONDS is then not used).
 */
export async function postInTurn(options: {
  name: string;
  origin: string;
  urlPattern: string;
  connections: number;
  seconds: number;
  targets: readonly { path: string; headers: Record<string, string> }[];
  counts: (status: number, body: string) => boolean;
  once?: boolean;
}): Promise<LoadResult & { counted: number; warmUp: number; measuredRequests: number }> {
  const { origin, connections, seconds, targets, counts, once = false } = options;
  const warmUpTargets = connections * 10;
  if (once && targets.length <= warmUpTargets + connections) {
    throw new Error(`${options.name}: ${targets.length} targets, too few to ask each once`);
  }
  let next = 0;
  let counted = 0;
  const base = {
    url: origin,
    connections,
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request) => {
          const target = targets[next++ % targets.length] as (typeof targets)[number];
          request.path = target.path;
          request.headers = { ...target.headers, 'content-type': 'application/json' };
          request.body = '{}';
          return request;
        },
        onResponse: (status: number, body: string) => {
          if (counts(status, body)) counted += 1;
        },
      },
    ],
  };
  const warmUp = await autocannon({
    ...base,
    ...(once ? { amount: warmUpTargets } : { duration: 2 }),
  });
  counted = 0;
  const started = performance.now();
  const result = await autocannon({
    ...base,
    ...(once ? { amount: targets.length - warmUpTargets } : { duration: seconds }),
  });
  return {
    name: options.name,
    url: `${origin}${options.urlPattern}`,
    connections,
    seconds: once ? Math.round((performance.now() - started) / 1000) : seconds,
    ...measured(result),
    counted,
    warmUp: warmUp.requests.total,
    measuredRequests: result.requests.total,
  };
}
