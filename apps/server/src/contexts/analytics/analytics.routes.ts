import {
  ANALYTICS_EVENTS_PER_MINUTE,
  analyticsBatchSchema,
  MAX_EVENTS_PER_BATCH,
} from '@grocer/domain/analytics/analytics-event';
import { consentFromCookies } from '@grocer/domain/consent/cookie-consent';
import { stubsFromCookies } from '@grocer/domain/flags/flag-overrides';
import { isSignedIn } from '@grocer/domain/identity/identity';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, requestIdentity } from '../identity/request-identity.plugin.ts';
import type { AnalyticsService } from './analytics.contract.ts';

const postEvents = apiDoc({
  operationId: 'postAnalyticsEvents',
  access: 'public',
  tag: 'analytics',
  summary: 'The shop’s measurement endpoint: a batch of analytics events (spec doc 3 §4).',
  description: `A beacon: \`client_id\` and up to ${MAX_EVENTS_PER_BATCH} events (session_id, channel, page_location, event_name, small params). Answered 202 at once; the events are written within a second. Refused whole with 403 CONSENT_REQUIRED when the visitor’s cookie choices do not allow an event’s category (analytics; experimental for experiment_exposure), and 429 when the client or address has sent more than ${ANALYTICS_EVENTS_PER_MINUTE} events this minute. Secrets in page addresses and parameters are masked before anything is stored. Cookie callers send JSON and need no CSRF token.`,
  body: analyticsBatchSchema,
  errors: ['VALIDATION_FAILED', 'CONSENT_REQUIRED', 'TOO_MANY_REQUESTS'],
  beacon: true,
});

/** The collector's route (decision 0070). */
export async function analyticsRoutes(
  app: FastifyInstance,
  options: {
    analytics: AnalyticsService;
    /** FLAG_OVERRIDES: stub mocking (`?stubs=`) may replace the partners for a browser. */
    allowStubs: boolean;
  },
) {
  answerNoStore(app);
  app.post('/analytics/v1/events', postEvents, async (request, reply) => {
    const batch = parseInput(analyticsBatchSchema, request.body, 'body');
    const identity = await requestIdentity(request);
    const result = options.analytics.collect({
      batch,
      customerId: isSignedIn(identity) ? identity.customerId : null,
      consent: consentFromCookies(request.headers.cookie ?? null),
      clientAddress: request.ip,
      stubs: options.allowStubs && stubsFromCookies(request.headers.cookie ?? null),
    });
    if (result.outcome === 'refused') {
      throw new AppError(
        result.code,
        result.code === 'CONSENT_REQUIRED'
          ? 'The visitor has not allowed these events.'
          : 'Too many events from this client just now.',
      );
    }
    return reply.code(202).send({ accepted: result.count });
  });
}
