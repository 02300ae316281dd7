import type { ExperimentAssignments } from '@grocer/domain/experiments/experiment-catalogue';
import { FLAG_DEFAULTS, type FlagValues } from '@grocer/domain/flags/flag-catalogue';
import type { Identity } from '@grocer/domain/identity/identity';
import { createContext, type RouterContext } from 'react-router';
import type { AppServices } from './app-services.ts';

/**
 * One token per process, whatever the module graph: if this file is loaded twice (Vite's SSR
 * module runner in development, Vitest, a bundler copy) both copies still hand out the same
 * token object, so `context.get()` in a loader finds what the server set.
 */
function processWideContext<T>(name: string, defaultValue?: T): RouterContext<T> {
  const key = Symbol.for(`grocer.routerContext.${name}`);
  const registry = globalThis as typeof globalThis & Record<symbol, RouterContext<T> | undefined>;
  registry[key] ??= createContext<T>(defaultValue);
  return registry[key];
}

/**
 * The one context token shared by the Fastify server and the storefront's loaders.
 * The web build keeps `@grocer/server/*` external so both sides hold the same token object.
 */
export const servicesContext = processWideContext<AppServices>('services');

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
  /** The client's address (Fastify's `request.ip`, proxy-aware under TRUST_PROXY): throttling. */
  clientIp: string;
  /**
   * The request's log (the server's pino logger, which masks secrets; decision 0051). Whatever
   * the storefront logs goes here, never to the console: a line there would skip the masking.
   */
  log: RequestLog;
}

/** Writes one log line with its details (an error goes under `err`, so it is masked too). */
export interface RequestLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export const requestInfoContext = processWideContext<RequestInfo>('requestInfo');

/**
 * Who the request acts for (decision 0020), read at most once per request and only when asked:
 * `await context.get(identityContext)()`. Shared catalogue pages never ask, so they render the
 * same for everyone and can be served from the page cache.
 */
export const identityContext = processWideContext<() => Promise<Identity>>('identity');

/**
 * The feature flags this page renders with (decision 0068), decided once per request by the
 * server (the page cache keeps a copy per shared-page value). Defaults where no server set them.
 */
export const flagsContext = processWideContext<FlagValues>('flags', FLAG_DEFAULTS);

/**
 * The running experiments this page's visitor is in, with their variation (decision 0072),
 * decided once per request by the server (the page cache keeps a copy per shared-page
 * assignment). None where no server set them: everyone sees the control.
 */
export const experimentsContext = processWideContext<ExperimentAssignments>('experiments', {});
