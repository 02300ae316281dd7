import type { FastifyRequest } from 'fastify';

/** One query parameter of the request's address, or null when it has none of that name. */
export function queryParamOf(request: Pick<FastifyRequest, 'url'>, name: string): string | null {
  const at = request.url.indexOf('?');
  return at === -1 ? null : new URLSearchParams(request.url.slice(at + 1)).get(name);
}
