import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { isPossiblePagePath } from '@grocer/domain/navigation/page-path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { AppError } from '../errors/app-error.ts';
import { sendError } from '../errors/error-handler.ts';
import { type RequestLog, requestInfoContext } from './load-context.ts';
import { renderTurns } from './render-turns.ts';

export interface ReactRouterMountOptions {
  build: ServerBuild;
  mode: string;
  /** `apps/web/build/client`: hashed assets and other files, served before any page. */
  clientBuildDirectory: string;
  /** Every page renders from this origin and the request's path, never from the Host header. */
  publicOrigin: string;
  /** `host[:port]` values whose pages may post forms here, besides the request's own Host. */
  allowedHosts: readonly string[];
  getLoadContext(request: FastifyRequest): RouterContextProvider;
}

/** Storefront forms are a few short fields; nothing a shopper posts comes near this. */
export const STOREFRONT_FORM_LIMIT = 32 * 1024;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** The methods React Router serves a page by; it answers any other with a 405 error page. */
const ROUTER_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** What a page answers: reading it, and posting its forms. */
const PAGE_METHODS = 'GET, HEAD, POST';

/**
 * Serves a React Router build inside the Fastify scope it is registered in (mounted at /ecom).
 *
 * Our own adapter rather than a library's, for three reasons that are each a security property:
 * the Fetch Request handed to the router is built from PUBLIC_ORIGIN and the request's path (what
 * the page cache keys on), so a Host header can never change what is rendered; form actions get a
 * body that has already been read within a small limit and checked to be a form; and a form
 * posted from another site is refused before any action runs.
 */
export async function mountReactRouter(
  scope: FastifyInstance,
  options: ReactRouterMountOptions,
): Promise<void> {
  await scope.register(fastifyStatic, {
    root: options.clientBuildDirectory,
    prefix: '/',
    wildcard: false,
    cacheControl: false,
    dotfiles: 'ignore',
    // The build writes a brotli and a gzip copy of each file worth compressing (decision 0107):
    // the copy the browser accepts is sent as it is, and the compression plugin leaves it be.
    preCompressed: true,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.startsWith(`${options.clientBuildDirectory}/assets/`);
      reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const handle = createRequestHandler(withMaskedErrorLog(options.build, scope.log), options.mode);
  const turn = renderTurns();

  // Only the two encodings an HTML form sends; anything else is answered 415 by Fastify.
  scope.removeAllContentTypeParsers();
  for (const type of FORM_TYPES) {
    scope.addContentTypeParser(type, { parseAs: 'buffer' }, (request, body, done) => {
      readForm(request.headers['content-type'] ?? '', body as Buffer).then(
        () => done(null, body),
        (error: unknown) => done(error as Error, undefined),
      );
    });
  }

  scope.all('*', { bodyLimit: STOREFRONT_FORM_LIMIT }, async (request, reply) => {
    // Before the router sees it: its cost grows with the square of a path's segments.
    const path = request.url.split('?', 1)[0] ?? '';
    if (!isPossiblePagePath(path)) {
      return sendError(request, reply, 'NOT_FOUND', 'No page of this shop has an address so long.');
    }
    // OPTIONS (and any method the router has no use for) is answered here: the router would
    // make it an error page and report an "Invalid request method" error with its stack.
    if (!ROUTER_METHODS.has(request.method)) {
      reply.header('allow', PAGE_METHODS);
      if (request.method === 'OPTIONS') return reply.code(204).send();
      return sendError(
        request,
        reply,
        'METHOD_NOT_ALLOWED',
        `${request.method} is not served by pages; use one of ${PAGE_METHODS}`,
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD' && isCrossSite(request, options)) {
      return sendError(
        request,
        reply,
        'CROSS_SITE_REQUEST',
        'Forms can only be sent from this shop’s own pages.',
      );
    }
    // One render per turn of the event loop, so new connections are taken between renders.
    await turn();
    const response = await handle(
      toFetchRequest(request, reply, options.publicOrigin),
      options.getLoadContext(request),
    );
    return sendFetchResponse(reply, response);
  });
}

/**
 * React Router reports the errors it meets (an address no route matches, a post to a page with no
 * action, a loader that throws) to the build's `handleError`, which by default is console.error
 * with the URL and a stack: past the log masking, so a card number in a path reached the log.
 * Every build this server mounts reports to the request's log instead (pino, masked; decision
 * 0051), whatever its entry module says. An address the router cannot serve (404, 405) is not an
 * error of the shop's: the request's own log line says so, with its URL masked.
 */
function withMaskedErrorLog(build: ServerBuild, serverLog: RequestLog): ServerBuild {
  const handleError: HandleErrorFunction = (error, { request, context }) => {
    if (request.signal.aborted) return;
    if (isRouteErrorResponse(error) && error.status < 500) return;
    // A 5xx response React Router made itself carries the error it met (`error`, untyped).
    const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
    const err = inner ?? error;
    requestLogOf(context, serverLog).error({ err }, 'the page could not be made');
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } };
}

/** The request's log from its load context; the server's before there is one. */
function requestLogOf(context: unknown, serverLog: RequestLog): RequestLog {
  try {
    return (context as RouterContextProvider).get(requestInfoContext).log;
  } catch {
    return serverLog;
  }
}

/** Parses the form once, so a malformed one is a 400 here rather than a crash in an action. */
async function readForm(contentType: string, body: Buffer): Promise<void> {
  if (
    contentType.toLowerCase().startsWith('multipart/form-data') &&
    !/;\s*boundary=/i.test(contentType)
  ) {
    throw new AppError('MALFORMED_FORM', 'A multipart form needs a boundary in its content type.');
  }
  try {
    await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new AppError('MALFORMED_FORM', 'The form could not be read.');
  }
}

/**
 * A form post is cross-site when the browser says so (Sec-Fetch-Site) or names an Origin that is
 * not one of this shop's: scheme, host and port must all match (decision 0051), so a page on
 * `http://` cannot post into the shop on `https://`. The shop's origins are PUBLIC_ORIGIN and,
 * with the scheme the request came by (TLS, or the trusted proxy's X-Forwarded-Proto), the
 * request's own Host and the configured hosts. Clients that send neither header (curl, tests) are
 * not browsers carrying a shopper's cookies, so they are let through.
 */
function isCrossSite(request: FastifyRequest, options: ReactRouterMountOptions): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const given = originOf(origin);
  if (given === null) return true;
  if (given === originOf(options.publicOrigin)) return false;
  const hosts = [request.headers.host ?? '', ...options.allowedHosts];
  return !hosts.some((host) => originOf(`${request.protocol}://${host}`) === given);
}

/** `scheme://host[:port]` with the default port dropped and the host in lower case; null if none. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  reply.raw.once('finish', () => {
    controller = null;
  });
  reply.raw.once('close', () => controller?.abort());
  // The Origin was checked above against the Host the browser used. React Router checks it again
  // against the request URL, which is built from PUBLIC_ORIGIN and so would refuse a shopper on
  // another name for this server (127.0.0.1 against localhost): one check, ours, decides.
  headers.delete('origin');
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // The parsers above leave a checked form; a post with no body at all is an empty form, so an
    // action reading it finds no fields rather than failing to parse.
    const body = request.body;
    if (Buffer.isBuffer(body)) {
      init.body = new Uint8Array(body);
    } else {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      init.body = '';
    }
  }
  // Concatenated, not resolved: a path starting `//` stays a path on our origin.
  return new Request(`${origin}${request.url}`, init);
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  const cookies = response.headers.getSetCookie();
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.body === null) return reply.send();
  const reader = response.body.getReader();
  return reply.send(
    new Readable({
      read() {
        reader.read().then(
          ({ done, value }) => this.push(done ? null : Buffer.from(value)),
          (error: unknown) =>
            this.destroy(error instanceof Error ? error : new Error(String(error))),
        );
      },
    }),
  );
}
