import { createContext } from 'react-router';
import type { AppServices } from './app-services.ts';

/**
 * The one context token shared by the Fastify server and the storefront's loaders.
 * The web build keeps `@grocer/server/*` external so both sides hold the same token object.
 */
export const servicesContext = createContext<AppServices>();

/** Facts about the request being rendered. */
export interface RequestInfo {
  /** Echoed in `x-request-id`; quote it on error pages so support can find the log line. */
  requestId: string;
  /**
   * The Content-Security-Policy nonce for this response. Inline scripts without it are blocked:
   * pass it to `<ServerRouter nonce>`, `renderToPipeableStream({ nonce })`, `<Scripts nonce>` and
   * `<ScrollRestoration nonce>`. (The server also stamps it on any `<script>` tag left without
   * one, so hydration never breaks, but passing it is the intended way.)
   */
  cspNonce: string;
}

export const requestInfoContext = createContext<RequestInfo>();
