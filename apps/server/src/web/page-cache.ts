import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ANONYMOUS } from '@grocer/domain/identity/identity';
import { cookieNames } from '@grocer/domain/shell/cookies';
import {
  SHELL_COOKIES,
  shellRequestFacts,
  shellVariant,
  shellVariantKey,
} from '@grocer/domain/shell/shell-variant';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { allowScriptsByHash, inlineScriptHashes } from '../plugins/security-headers.ts';

/**
 * A short-lived, in-process cache of rendered anonymous storefront pages (decision 0013).
 *
 * A page is stored only when nothing personal can be in it: a GET for a document (or its
 * `.data` for client navigation) from a request with no credentials and no cookies beyond the
 * page frame's own, answered 200 with no Set-Cookie. The key is the URL plus the shell variant
 * (the only request facts the frame reads) and whether the client is a bot (bots get the whole
 * document at once). Stored documents carry no nonce: their inline scripts are allowed by hash,
 * so each copy is byte-identical and is compressed once per encoding, off the event loop.
 *
 * `Cache-Control: no-cache` from the client renders afresh and stores nothing, where the
 * configuration allows clients that (not in production). Concurrent
 * misses for one key wait for the first render instead of all rendering.
 */

export interface PageCacheOptions {
  /** Where the storefront is mounted, e.g. `/ecom`. */
  basePath: string;
  /** How long a page is served from memory; 0 turns the cache off. */
  ttlMs: number;
  /**
   * Whether a client's `Cache-Control: no-cache` renders afresh (benches, development). Off in
   * production: otherwise any client could make every request a full render.
   */
  clientNoCache: boolean;
  /** Whether answers say `x-page-cache: hit|miss` (development and benches). */
  exposeStatus: boolean;
  /**
   * Whether a storefront path renders a page that is the same for every shopper (decision 0020).
   * Such pages are served from the anonymous cache to signed-in shoppers too, and always
   * rendered without the request's identity, so nothing personal can reach the cache.
   */
  sharedPage?: (pathname: string) => boolean;
  /**
   * What else a page's HTML varies by (the shared pages' feature flags, decision 0068): part of
   * the key, so visitors with different values never receive each other's copy.
   */
  variant?: (request: FastifyRequest) => string;
  maxEntries?: number;
  /** Upper bound on stored bytes, documents and their compressed copies together. */
  maxBytes?: number;
  now?: () => number;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  key: string;
  expires: number;
  headers: Record<string, string>;
  cspHashes: string[];
  identity: Buffer;
  compressed: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
  bytes: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The page-cache key while this request may fill the cache; null otherwise. */
    pageCacheKey: string | null;
  }
}

export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Headers the render sets that belong to the page; per-request ones are set again each time. */
const PER_REQUEST_HEADERS = new Set([
  'content-security-policy',
  'content-length',
  'content-encoding',
  'strict-transport-security',
  'x-request-id',
  'vary',
  'set-cookie',
  PAGE_CACHE_HEADER,
]);

const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipAsync(body, { level: 9 });
}

/** br, then gzip, then none, honouring `;q=0` refusals. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const refused = parameters.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

function hasOnlyShellCookies(cookieHeader: string | undefined): boolean {
  return cookieNames(cookieHeader ?? null).every((name) => SHELL_COOKIES.includes(name));
}

/** Whether the request carries anything that could make its page personal. */
function isPersonal(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined || !hasOnlyShellCookies(request.headers.cookie)
  );
}

/**
 * Makes a request to a shared page anonymous before it renders: only the page frame's cookies
 * stay, and identity reads answer anonymous. What renders is then the same for everyone.
 */
function renderAnonymously(request: FastifyRequest): void {
  const kept = (request.headers.cookie ?? '')
    .split(';')
    .filter((part) => SHELL_COOKIES.includes(part.split('=', 1)[0]?.trim() ?? ''));
  if (kept.length > 0) request.headers.cookie = kept.join(';');
  else delete request.headers.cookie;
  delete request.headers.authorization;
  request.identityMemo = Promise.resolve({ identity: ANONYMOUS, problem: null });
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

/** The cache key for a request, or null when its answer may be personal or must be fresh. */
export function pageCacheKey(
  request: FastifyRequest,
  basePath: string,
  clientNoCache = true,
  sharedPage: (pathname: string) => boolean = () => false,
  variant: (request: FastifyRequest) => string = () => '',
): string | null {
  if (request.method !== 'GET') return null;
  const url = request.url;
  if (url !== basePath && !url.startsWith(`${basePath}/`) && !url.startsWith(`${basePath}?`)) {
    return null;
  }
  const path = url.split('?', 1)[0] as string;
  // Files (hashed assets, icons) have their own caching; documents and `.data` have no dot.
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.') && !lastSegment.endsWith('.data')) return null;
  if (clientNoCache && /\bno-cache\b|\bno-store\b/i.test(header(request, 'cache-control') ?? '')) {
    return null;
  }
  if (isPersonal(request) && !sharedPage(path)) return null;
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const facts = shellRequestFacts((name) => header(request, name), query.get('mobileApp'));
  const bot = facts.userAgent !== null && isbot(facts.userAgent);
  const shell = shellVariant(facts);
  return `${shellVariantKey(shell)}.${bot ? 'bot' : 'web'}.${variant(request)} ${url}`;
}

/** What the rest of the server may do to the cache: empty it (a staff publish, decision 0077). */
export interface PageCacheHandle {
  clear(): void;
}

export function registerPageCache(
  app: FastifyInstance,
  options: PageCacheOptions,
): PageCacheHandle {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
  /** Insertion order is recency order: a hit moves its entry to the end. */
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  const settle = new WeakMap<FastifyRequest, (entry: Entry | null) => void>();
  let storedBytes = 0;

  function remove(entry: Entry): void {
    if (entries.get(entry.key) === entry) {
      entries.delete(entry.key);
      storedBytes -= entry.bytes;
    }
  }

  function store(entry: Entry): void {
    const previous = entries.get(entry.key);
    if (previous) remove(previous);
    entries.set(entry.key, entry);
    storedBytes += entry.bytes;
    for (const oldest of entries.values()) {
      if (entries.size <= maxEntries && storedBytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function fresh(key: string): Entry | null {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires <= now()) {
      remove(entry);
      return null;
    }
    // Most recently used goes last, so eviction takes the least recently used first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  async function body(entry: Entry, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity' || entry.identity.length < COMPRESS_MIN_BYTES) {
      return entry.identity;
    }
    let copy = entry.compressed[encoding];
    if (!copy) {
      copy = compress(entry.identity, encoding);
      entry.compressed[encoding] = copy;
      const size = (await copy).length;
      entry.bytes += size;
      if (entries.get(entry.key) === entry) storedBytes += size;
    }
    return copy;
  }

  async function sendEntry(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
  ): Promise<FastifyReply> {
    const encoding = negotiateEncoding(header(request, 'accept-encoding') ?? undefined);
    const payload = await body(entry, encoding);
    reply.headers(entry.headers);
    allowScriptsByHash(request, reply, entry.cspHashes);
    reply.header('vary', 'accept-encoding');
    if (payload !== entry.identity) reply.header('content-encoding', encoding);
    if (options.exposeStatus) reply.header(PAGE_CACHE_HEADER, 'hit');
    return reply.code(200).send(payload);
  }

  function finish(request: FastifyRequest, entry: Entry | null): void {
    const key = request.pageCacheKey;
    if (key === null) return;
    request.pageCacheKey = null;
    settle.get(request)?.(entry);
    settle.delete(request);
    pending.delete(key);
  }

  const handle: PageCacheHandle = {
    clear() {
      // Renders in flight still store what they rendered: at most one page from just before.
      entries.clear();
      storedBytes = 0;
    },
  };
  app.decorateRequest('pageCacheKey', null);
  if (options.ttlMs <= 0) return handle;

  // After every onRequest hook (security headers, request id), before the route renders.
  app.addHook('preHandler', async (request, reply) => {
    const key = pageCacheKey(
      request,
      options.basePath,
      options.clientNoCache,
      options.sharedPage,
      options.variant,
    );
    if (key === null) return;
    if (isPersonal(request)) renderAnonymously(request);
    let entry = fresh(key);
    if (!entry) {
      const inFlight = pending.get(key);
      if (inFlight) entry = await inFlight;
    }
    if (entry) return sendEntry(request, reply, entry);
    // This request renders the page; others asking for it meanwhile wait for its answer.
    request.pageCacheKey = key;
    pending.set(
      key,
      new Promise<Entry | null>((resolve) => {
        settle.set(request, resolve);
      }),
    );
  });

  // Registered before the security headers' onSend, so it sees the document before stamping.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.pageCacheKey;
    if (key === null) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    const cacheable =
      reply.statusCode === 200 &&
      reply.getHeader('set-cookie') === undefined &&
      (type.startsWith('text/html') || type.startsWith('text/x-script'));
    if (!cacheable) {
      finish(request, null);
      return payload;
    }
    let document: Buffer;
    if (payload instanceof Readable) {
      const chunks: Buffer[] = [];
      for await (const chunk of payload) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      }
      document = Buffer.concat(chunks);
    } else if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      document = Buffer.from(payload);
    } else {
      finish(request, null);
      return payload;
    }
    let cspHashes: string[] = [];
    if (type.startsWith('text/html')) {
      // The render stamped this request's nonce; the stored copy is allowed by hash instead.
      const html = document.toString('utf8').replaceAll(` nonce="${request.cspNonce}"`, '');
      document = Buffer.from(html, 'utf8');
      cspHashes = inlineScriptHashes(html);
      allowScriptsByHash(request, reply, cspHashes);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_REQUEST_HEADERS.has(name.toLowerCase())) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const entry: Entry = {
      key,
      expires: now() + options.ttlMs,
      headers,
      cspHashes,
      identity: document,
      compressed: {},
      bytes: document.length,
    };
    store(entry);
    finish(request, entry);
    reply.removeHeader('content-length');
    if (options.exposeStatus) reply.header(PAGE_CACHE_HEADER, 'miss');
    return document;
  });

  // A render that failed or was abandoned releases the requests waiting on it.
  app.addHook('onResponse', async (request) => finish(request, null));
  app.addHook('onRequestAbort', async (request) => finish(request, null));
  return handle;
}
