import { requestInfoContext } from '@grocer/server/web/load-context';
import { renderToString } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { NonceProvider } from './lib/nonce.tsx';
import { keepRouteMatches } from './lib/route-matches.server.ts';
import { stylesheetPreloads } from './lib/stylesheet-preloads.server.ts';

/** How long the loader data may take to arrive (React Router aborts its encoding after this). */
export const streamTimeout = 5_000;

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>;

/**
 * Reads the loader data React Router hands to the document (its turbo-stream) to the end, in the
 * form its `<StreamTransfer>` keeps what it has read: rendered with it, the transfer finds every
 * chunk already there instead of suspending on each, so the page renders in one synchronous pass.
 */
async function readHandoff(stream: ReadableStream<Uint8Array>): Promise<StreamCache> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  try {
    for (let identifier = 0; ; identifier++) {
      const { done, value } = await reader.read();
      cache[identifier] = Object.assign(Promise.resolve(), {
        result: { done, value: decoder.decode(value, { stream: true }) },
      });
      if (done) return cache;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Renders the whole document to a string and answers it in one piece (decision 0061).
 *
 * Loaders have all finished before this runs and no page defers data, so the shell already was
 * the whole page: streaming it gained the browser nothing, while writing it chunk by chunk cost
 * a fifth of a fresh render's CPU (React encodes every few bytes into its own buffer) and made
 * each response wait for turns of the event loop. With the loader data read first, nothing
 * suspends and `renderToString` gives the same markup the streaming render gave once complete.
 * Should a part still suspend (a lazy component rendered on the server, deferred data awaited),
 * its fallback is sent and the browser renders that part after hydration. Every inline script
 * carries the per-request CSP nonce the server put in the load context.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let nonce: string | undefined;
  try {
    nonce = loadContext.get(requestInfoContext).cspNonce;
  } catch {
    // A server without request info (tests, tools) renders without a nonce.
    nonce = undefined;
  }

  if (routerContext.serverHandoffStream) {
    routerContext.renderMeta ??= {};
    routerContext.renderMeta.streamCache = await readHandoff(routerContext.serverHandoffStream);
  }
  keepRouteMatches(routerContext);
  // A render that throws is logged by the server and answered with the error boundary.
  const html = renderToString(
    <NonceProvider nonce={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  );
  const body = Buffer.from(`<!DOCTYPE html>${html}`);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  for (const link of stylesheetPreloads(routerContext)) {
    responseHeaders.append('Link', link);
  }
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(body);
        controller.close();
      },
    }),
    { headers: responseHeaders, status: responseStatusCode },
  );
}
