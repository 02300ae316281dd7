import { consentFromCookies, isAllowed } from '@grocer/domain/consent/cookie-consent';
import {
  type ExperimentAssignments,
  PREVIEW_QUERY,
  parsePreview,
  previewFromCookies,
  previewSetCookie,
  visitorIdFromCookies,
} from '@grocer/domain/experiments/experiment-catalogue';
import type { FastifyRequest } from 'fastify';
import { queryParamOf } from '../../http/query-param.ts';
import type { ExperimentsService, ExperimentVisitor } from './experiments.contract.ts';

const assigned = new WeakMap<FastifyRequest, ExperimentAssignments>();

/** The preview a request's address asks for (`?experimentPreview=`), or null when it asks none. */
export function previewQueryOf(request: FastifyRequest): string | null {
  return queryParamOf(request, PREVIEW_QUERY);
}

/**
 * Who a request is bucketed as (decision 0072): its visitor id only where the visitor allowed
 * experiments, and the variations a staff preview forces (the address's preview, else the
 * preview cookie's).
 */
export function experimentVisitorOf(request: FastifyRequest): ExperimentVisitor {
  const cookie = request.headers.cookie ?? null;
  const allowed = isAllowed(consentFromCookies(cookie), 'experimental');
  const query = previewQueryOf(request);
  return {
    id: allowed ? visitorIdFromCookies(cookie) : null,
    forced: query !== null ? parsePreview(query) : previewFromCookies(cookie),
  };
}

/**
 * The experiments a storefront page renders with, decided once per request: the page cache's
 * key and the page's loaders read the same assignments.
 */
export function storefrontExperiments(
  request: FastifyRequest,
  experiments: Pick<ExperimentsService, 'assign'>,
): ExperimentAssignments {
  let assignments = assigned.get(request);
  if (!assignments) {
    assignments = experiments.assign(experimentVisitorOf(request));
    assigned.set(request, assignments);
  }
  return assignments;
}

/**
 * The preview cookie a staff preview link stores (`?experimentPreview=<key>.<variation>`; `off`
 * or nothing valid removes it), or null when the address asks no preview.
 */
export function previewCookieOf(request: FastifyRequest): string | null {
  const query = previewQueryOf(request);
  return query === null ? null : previewSetCookie(parsePreview(query), false);
}
