import { z } from 'zod';
import {
  ANALYTICS_EVENT_NAMES,
  MAX_EVENTS_PER_BATCH,
  MAX_PARAMS_PER_EVENT,
} from './analytics-event-names.ts';

export * from './analytics-event-names.ts';

/**
 * The events the shop's collector takes (spec doc 3 §4 "Analytics and experiments", issue 23):
 * what a retailer needs to see, with the spec's identifying fields. Sent as one batch per beacon:
 * client_id and its events (session_id, channel, page_location, event_name, and the event's own
 * small parameters). The customer is named by the server, from the session, never the client.
 */
const id64 = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

export const analyticsEventSchema = z
  .object({
    session_id: id64,
    channel: z.enum(['app', 'web']),
    page_location: z.string().min(1).max(2000),
    event_name: z.enum(ANALYTICS_EVENT_NAMES),
    params: z
      .record(
        z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
        z.union([z.string().max(256), z.number().finite(), z.boolean()]),
      )
      .refine((params) => Object.keys(params).length <= MAX_PARAMS_PER_EVENT, {
        message: `At most ${MAX_PARAMS_PER_EVENT} parameters`,
      })
      .optional(),
  })
  .strict();

export const analyticsBatchSchema = z
  .object({
    client_id: id64,
    events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
  })
  .strict();

export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
export type AnalyticsBatch = z.output<typeof analyticsBatchSchema>;
