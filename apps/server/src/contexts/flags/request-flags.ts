import type { FlagValues } from '@grocer/domain/flags/flag-catalogue';
import { FEATURES_HEADER, parseFeaturesHeader } from '@grocer/domain/flags/flag-overrides';
import type { FastifyRequest } from 'fastify';
import type { FlagsService } from './flags.contract.ts';

const decided = new WeakMap<FastifyRequest, FlagValues>();

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
    const header = request.headers[FEATURES_HEADER];
    const overrides =
      allowOverrides && typeof header === 'string' ? parseFeaturesHeader(header) : undefined;
    values = flags.decide({ id: null }, overrides);
    decided.set(request, values);
  }
  return values;
}
