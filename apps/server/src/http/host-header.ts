import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../errors/error-handler.ts';

/** A DNS name (letters, digits, hyphens and underscores in dot-separated labels) or an IPv4 address. */
const NAME =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/;
/** A bracketed IPv6 literal: hex digits, colons and dots (an embedded IPv4) only. */
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/;

/**
 * Normalises a Host header value to lower-case `host[:port]`, or null when it is not one: a path,
 * a space, user info, an empty or out-of-range port and the like are all refused.
 */
export function parseHostHeader(value: string | undefined): string | null {
  if (value === undefined || value.length === 0 || value.length > 300) return null;
  const lower = value.toLowerCase();
  const portAt = lower.lastIndexOf(':');
  const bracketEnd = lower.lastIndexOf(']');
  const hasPort = portAt > bracketEnd && portAt !== -1;
  const host = hasPort ? lower.slice(0, portAt) : lower;
  if (hasPort) {
    const port = lower.slice(portAt + 1);
    if (!/^\d{1,5}$/.test(port) || Number(port) > 65_535 || Number(port) === 0) return null;
  }
  if (!NAME.test(host) && !IPV6.test(host)) return null;
  return lower;
}

export interface HostCheckOptions {
  /** `host[:port]` values answered when `restrict` is on. */
  allowedHosts: readonly string[];
  restrict: boolean;
  /** Whether X-Forwarded-Host from a proxy is believed (then it is checked too). */
  trustProxy: boolean;
  /** Paths answered whatever the Host (load balancers probe by address). */
  anyHostPaths?: readonly string[];
}

/**
 * The first check every request meets. The request target must be a path (an absolute-form
 * request line could otherwise disagree with the Host), each Host-like header the app reads must
 * be a well-formed `host[:port]`, and in production it must be one of the configured hosts.
 * Nothing renders from the Host (pages render from PUBLIC_ORIGIN), so this keeps odd values out
 * of logs and links rather than being the only guard against cache poisoning.
 */
export function registerHostCheck(app: FastifyInstance, options: HostCheckOptions): void {
  const allowed = new Set(options.allowedHosts.map((host) => host.toLowerCase()));
  const anyHostPaths = new Set(options.anyHostPaths ?? []);

  app.addHook('onRequest', async (request, reply) => {
    const target = request.raw.url ?? '';
    if (!target.startsWith('/') && !(request.method === 'OPTIONS' && target === '*')) {
      return sendError(
        request,
        reply,
        'INVALID_REQUEST_TARGET',
        'The request target must be a path.',
      );
    }
    const hosts = requestHosts(request, options.trustProxy);
    const parsed = hosts.map(parseHostHeader);
    if (parsed.length === 0 || parsed.some((host) => host === null)) {
      return sendError(request, reply, 'INVALID_HOST', 'The Host header must be host[:port].');
    }
    if (!options.restrict || anyHostPaths.has(target.split('?', 1)[0] as string)) return;
    if (!parsed.every((host) => host !== null && allowed.has(host))) {
      return sendError(
        request,
        reply,
        'INVALID_HOST',
        'This server does not answer for that host.',
      );
    }
  });
}

/** The raw Host header, plus X-Forwarded-Host when a trusted proxy may set what request.host reads. */
function requestHosts(request: FastifyRequest, trustProxy: boolean): string[] {
  const hosts: string[] = [];
  const host = request.headers.host;
  if (typeof host === 'string') hosts.push(host);
  const forwarded = request.headers['x-forwarded-host'];
  if (trustProxy && forwarded !== undefined) {
    for (const value of Array.isArray(forwarded) ? forwarded : [forwarded]) {
      // Fastify reads the last proxy's value; each must be well formed.
      for (const part of value.split(',')) hosts.push(part.trim());
    }
  }
  return hosts;
}
