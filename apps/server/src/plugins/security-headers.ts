import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createNonceSource } from './csp-nonce.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request Content-Security-Policy nonce for inline scripts (React Router's hydration). */
    cspNonce: string;
    /**
     * Set when the response's inline scripts are allowed by their hashes instead (a cached
     * document, see allowScriptsByHash): its bytes must not be stamped with the nonce.
     */
    cspByHash: boolean;
  }
}

export interface SecurityOptions {
  /** Send Strict-Transport-Security on requests that arrived over TLS. */
  hsts: boolean;
}

const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Which inline scripts may run: those carrying the nonce, or those with one of the hashes. */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

export function contentSecurityPolicy(inline: InlineScripts, overTls: boolean): string {
  const sources =
    'nonce' in inline ? `'nonce-${inline.nonce}'` : inline.hashes.map((h) => `'${h}'`).join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self'${sources ? ` ${sources}` : ''}`,
    // Inline style attributes (React `style={}`) cannot carry a nonce, so styles stay permissive.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // On plain http (localhost, tests) upgrading would break every subresource.
  if (overTls) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

function isOverTls(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * Security headers for every response. Registered on the root instance before any route and
 * before compression (the HTML nonce stamping must see uncompressed bytes).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  app.decorateRequest('cspNonce', '');
  app.decorateRequest('cspByHash', false);
  const nonce = createNonceSource();
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = nonce();
    const overTls = isOverTls(request);
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ nonce: request.cspNonce }, overTls),
    );
    if (options.hsts && overTls) reply.header('strict-transport-security', HSTS_VALUE);
  });

  await app.register(helmet, {
    // Written above: helmet's CSP cannot drop directives per request, and its nonce option
    // also nonces styles, which would block inline style attributes.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isOverTls(request)) markCookiesSecure(reply);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html') || request.cspByHash) {
      return payload;
    }
    if (typeof payload === 'string') return stampScriptNonces(payload, request.cspNonce);
    if (payload instanceof Readable) {
      reply.removeHeader('content-length');
      return payload.pipe(createNonceStamper(request.cspNonce));
    }
    return payload;
  });
}

/**
 * Over TLS (directly, or behind a proxy trusted with TRUST_PROXY) every cookie is `Secure`, so no
 * cookie set on an https page is ever sent over plain http. Done once here for every cookie the
 * app sets, rather than by each place that writes one.
 */
function markCookiesSecure(reply: FastifyReply): void {
  const cookies = reply.getHeader('set-cookie');
  if (cookies === undefined) return;
  const list = Array.isArray(cookies) ? cookies : [String(cookies)];
  // Fastify appends to set-cookie rather than replacing it.
  reply.removeHeader('set-cookie');
  for (const cookie of list) {
    reply.header('set-cookie', /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
  }
}

/**
 * Switches a response from the nonce to the hashes of its inline scripts, for a document whose
 * bytes are stored and sent again (the page cache): a nonce sent twice protects nothing, and
 * hashes let every copy be byte-identical, so it is compressed once.
 */
export function allowScriptsByHash(
  request: FastifyRequest,
  reply: FastifyReply,
  hashes: readonly string[],
): void {
  request.cspByHash = true;
  reply.header('content-security-policy', contentSecurityPolicy({ hashes }, isOverTls(request)));
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `sha256-…` sources for every inline script (one without `src`) in a document, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const NONCE_ATTRIBUTE = /\snonce\s*=/i;

/** Adds the nonce to every `<script>` tag that has none, so hydration survives a strict CSP. */
export function stampScriptNonces(html: string, nonce: string): string {
  return html.replace(SCRIPT_TAG, (tag, attributes: string) =>
    NONCE_ATTRIBUTE.test(attributes) ? tag : `<script nonce="${nonce}"${attributes}>`,
  );
}

const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const SCRIPT = 'script';

/** `<script` (any case) at `at`, not followed by a letter, digit or `_` (the regex's `\b`). */
function isScriptOpen(html: Buffer, at: number): boolean {
  for (let i = 0; i < SCRIPT.length; i++) {
    // ASCII letters only: setting 0x20 lower-cases them and changes no other byte into one.
    if (((html[at + 1 + i] ?? 0) | 0x20) !== SCRIPT.charCodeAt(i)) return false;
  }
  const next = html[at + 1 + SCRIPT.length];
  if (next === undefined) return true;
  const word =
    (next >= 0x30 && next <= 0x39) ||
    (next >= 0x41 && next <= 0x5a) ||
    (next >= 0x61 && next <= 0x7a) ||
    next === 0x5f;
  return !word;
}

/**
 * stampScriptNonces on the bytes of a document: the same tags change, but the document is never
 * decoded to a string and encoded again (a fresh render's largest cost after React's own,
 * decision 0061). Answers the input itself when every script already has a nonce.
 */
export function stampScriptNonceBytes(html: Buffer, nonce: string): Buffer {
  const parts: Buffer[] = [];
  let copied = 0;
  let at = 0;
  for (;;) {
    const open = html.indexOf(LESS_THAN, at);
    if (open === -1) break;
    if (!isScriptOpen(html, open)) {
      at = open + 1;
      continue;
    }
    const attributesStart = open + 1 + SCRIPT.length;
    const close = html.indexOf(GREATER_THAN, attributesStart);
    // No `>` after it: neither this tag nor any later one is complete.
    if (close === -1) break;
    const attributes = html.subarray(attributesStart, close);
    if (!NONCE_ATTRIBUTE.test(attributes.toString('utf8'))) {
      parts.push(
        html.subarray(copied, open),
        Buffer.from(`<script nonce="${nonce}"`),
        attributes,
        Buffer.from('>'),
      );
      copied = close + 1;
    }
    at = close + 1;
  }
  if (parts.length === 0) return html;
  parts.push(html.subarray(copied));
  return Buffer.concat(parts);
}

/**
 * Streaming form of stampScriptNonces for streamed documents: holds back only an unfinished tag
 * at the end of a chunk, so the document still streams; works on bytes throughout.
 */
export function createNonceStamper(nonce: string): Transform {
  let pending: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const bytes = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      const lastOpen = bytes.lastIndexOf(LESS_THAN);
      const cut =
        lastOpen !== -1 && bytes.indexOf(GREATER_THAN, lastOpen) === -1 ? lastOpen : bytes.length;
      pending = Buffer.from(bytes.subarray(cut));
      callback(null, cut > 0 ? stampScriptNonceBytes(bytes.subarray(0, cut), nonce) : undefined);
    },
    flush(callback) {
      callback(null, pending.length > 0 ? stampScriptNonceBytes(pending, nonce) : undefined);
    },
  });
}
