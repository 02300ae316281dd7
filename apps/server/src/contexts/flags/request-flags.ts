import type { FlagKey, FlagValues } from '@grocer/domain/flags/flag-catalogue';
import {
  FEATURES_HEADER,
  GRAPH_FLAGS_HEADER,
  isStubFlagValue,
  parseFeaturesHeader,
  STUBS_QUERY,
  stubsSetCookie,
} from '@grocer/domain/flags/flag-overrides';
import type { FastifyRequest } from 'fastify';
import { queryParamOf } from '../../http/query-param.ts';
import type { FlagsService } from './flags.contract.ts';

const decided = new WeakMap<FastifyRequest, FlagValues>();

/**
 * The flags a request turns on or off with the first of `headers` it carries, where the
 * retailer allows it (FLAG_OVERRIDES); undefined otherwise.
 */
export function requestOverrides(
  request: FastifyRequest,
  allow: boolean,
  headers: readonly string[] = [FEATURES_HEADER],
): Partial<Record<FlagKey, boolean>> | undefined {
  if (!allow) return undefined;
  for (const name of headers) {
    const header = request.headers[name];
    if (typeof header === 'string') return parseFeaturesHeader(header);
  }
  return undefined;
}

/** The features header, else the graph flags header: what API calls honour. */
export const API_OVERRIDE_HEADERS = [FEATURES_HEADER, GRAPH_FLAGS_HEADER] as const;

/**
 * The flags a storefront page renders with, decided once per request (the page cache's key and
 * the page's loaders read the same values). Pages are decided for no one in particular: shared
 * pages are the same for every visitor, so a flag on for a share of visitors is off in them until
 * visitors carry an id they have allowed (decision 0068). The features header, where the retailer
 * allows it (FLAG_OVERRIDES), turns flags on or off for the request.
 */
export function storefrontFlags(
  request: FastifyRequest,
  flags: Pick<FlagsService, 'decide'>,
  allowOverrides: boolean,
): FlagValues {
  let values = decided.get(request);
  if (!values) {
    values = flags.decide({ id: null }, requestOverrides(request, allowOverrides));
    decided.set(request, values);
  }
  return values;
}

/**
 * The stub-mocking cookie the stubs query flag stores (`?stubs=covfefe` and the other stub
 * values turn it on, any other value off), or null when the address has no such flag. Callers
 * ask only where the retailer allows overrides (decision 0072).
 */
export function stubsCookieOf(request: FastifyRequest): string | null {
  const value = queryParamOf(request, STUBS_QUERY);
  return value === null ? null : stubsSetCookie(isStubFlagValue(value), false);
}
