import { createHash, randomBytes } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
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

/** Adds the nonce to every `<script>` tag that has none, so hydration survives a strict CSP. */
export function stampScriptNonces(html: string, nonce: string): string {
  return html.replace(SCRIPT_TAG, (tag, attributes: string) =>
    /\snonce\s*=/i.test(attributes) ? tag : `<script nonce="${nonce}"${attributes}>`,
  );
}

/**
 * Streaming form of stampScriptNonces for streamed SSR documents: holds back only an unfinished
 * tag at the end of a chunk, so the document still streams.
 */
export function createNonceStamper(nonce: string): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      const lastOpen = pending.lastIndexOf('<');
      const cut =
        lastOpen !== -1 && pending.indexOf('>', lastOpen) === -1 ? lastOpen : pending.length;
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      callback(null, ready.length > 0 ? stampScriptNonces(ready, nonce) : undefined);
    },
    flush(callback) {
      pending += decoder.end();
      callback(null, pending.length > 0 ? stampScriptNonces(pending, nonce) : undefined);
    },
  });
}
