import {
  CHUNK_LOAD_TIMEOUT_MS,
  type ChunkFailureReason,
  CSS_CHUNK_LOAD_FAILED,
  chunkFailureReason,
  chunkIdOf,
  cssChunkFailed,
  MODULE_LOAD_FAILED,
  retriesChunk,
  scriptChunkFailed,
} from '@grocer/domain/shell/chunk-loading';

/**
 * A file of the storefront's code or styles that could not be loaded after its retries (decision
 * 0098). Its message is the spec's 'Module could not be loaded'; its cause says which chunk
 * ('Loading chunk {id} failed' or 'Loading CSS chunk {id} failed').
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly kind: 'script' | 'css';
  readonly chunkId: string;
  readonly reason: ChunkFailureReason;
  /** CSS_CHUNK_LOAD_FAILED for a style chunk. */
  readonly code: string | null;
  constructor(
    kind: 'script' | 'css',
    chunkId: string,
    reason: ChunkFailureReason,
    code: string | null,
    cause: Error,
  ) {
    super(MODULE_LOAD_FAILED, { cause });
    this.kind = kind;
    this.chunkId = chunkId;
    this.reason = reason;
    this.code = code;
  }
}

/**
 * Whether an error that reached an error boundary is a chunk that failed to load. By name too: a
 * boundary may see a copy of the error (the router serialises errors it passes on).
 */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** How a chunk is fetched and waited for; tests put in their own. */
export interface ChunkLoading {
  /** Waits between tries (a blip in the connection can pass). */
  pause(attempt: number): Promise<void>;
  /** The status the server gives the file now, or null when it cannot be reached. */
  probe(url: string): Promise<number | null>;
  timeoutMs: number;
}

const browserLoading: ChunkLoading = {
  pause: (attempt) => new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1))),
  probe: async (url) => {
    try {
      return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status;
    } catch {
      return null;
    }
  },
  timeoutMs: CHUNK_LOAD_TIMEOUT_MS,
};

const TIMED_OUT = Symbol('timed out');

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tries `load` once and then again twice (spec doc 1 §8), each within the chunk timeout (doc 1
 * §9). The same address each time: the browser fetches a module that failed again, and another
 * address would make a second copy of a module that did load.
 */
export async function loadChunk<T>(
  kind: 'script' | 'css',
  url: string,
  load: () => Promise<T>,
  loading: ChunkLoading = browserLoading,
): Promise<T> {
  let lastError: unknown;
  let timedOut = false;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const loaded = await withTimeout(load(), loading.timeoutMs);
      if (loaded !== TIMED_OUT) return loaded;
      timedOut = true;
      lastError = null;
    } catch (error) {
      timedOut = false;
      lastError = error;
    }
    if (!retriesChunk(attempt)) break;
    await loading.pause(attempt);
  }
  const id = chunkIdOf(url);
  const reason = chunkFailureReason(timedOut, timedOut ? null : await loading.probe(url));
  const cause = new Error(
    kind === 'css' ? cssChunkFailed(id, url) : scriptChunkFailed(id, reason, url),
    lastError instanceof Error ? { cause: lastError } : undefined,
  );
  return Promise.reject(
    new ChunkLoadError(kind, id, reason, kind === 'css' ? CSS_CHUNK_LOAD_FAILED : null, cause),
  );
}

/** Loads a stylesheet ahead of its use, as React Router does, but failing when it fails. */
function preloadStyle(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) {
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'style';
    link.href = href;
    link.onload = () => {
      link.remove();
      resolve();
    };
    link.onerror = () => {
      link.remove();
      reject(new Error(`stylesheet ${href} did not load`));
    };
    document.head.append(link);
  });
}

/** What React Router's manifest says of a route (the part it loads). */
interface ManifestRoute {
  id: string;
  module: string;
  css?: string[] | undefined;
}

/**
 * What a route whose code did not load renders: its page throws the error while rendering, so
 * the nearest error boundary above it shows it. (Rejecting does not get there: React Router's
 * single-fetch navigation drops a failed route module and renders the page without it.)
 */
function failedRouteModule(error: ChunkLoadError) {
  return {
    default: function RouteModuleNotLoaded(): never {
      throw error;
    },
  };
}

/**
 * React Router's `loadRouteModule` (decision 0098: the build puts this in its place). React
 * Router reloads the page when a route's module does not load; here it is tried twice more, and
 * then the page throws the error to the error boundary, which tells the shopper and offers to
 * try again. The route's stylesheets are loaded with it under the same rule.
 */
export async function loadRouteModule(
  route: ManifestRoute,
  routeModulesCache: Record<string, unknown>,
  /** React Router passes none; tests their own. */
  loading: ChunkLoading = browserLoading,
): Promise<unknown> {
  if (route.id in routeModulesCache) return routeModulesCache[route.id];
  try {
    const [routeModule] = await Promise.all([
      loadChunk('script', route.module, () => import(/* @vite-ignore */ route.module), loading),
      ...(route.css ?? []).map((href) => loadChunk('css', href, () => preloadStyle(href), loading)),
    ]);
    routeModulesCache[route.id] = routeModule;
    return routeModule;
  } catch (error) {
    // Not kept in the cache: the page loaded afresh tries the route again.
    if (isChunkLoadError(error)) return failedRouteModule(error);
    throw error;
  }
}
