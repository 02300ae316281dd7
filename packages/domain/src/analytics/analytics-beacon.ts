import { z } from 'zod';
import { ABANDONED_TROLLEY_UPDATE, type AnalyticsChannel } from './analytics-channel.ts';

/**
 * Analytics beacons (spec doc 3 §4 "Analytics and experiments", doc 1 §7): events posted as a
 * beacon with client_id and events (session_id, user_id, customer_id, channel app or web,
 * page_location, event_name). Failures are only logged. The storefront's own measurement
 * endpoint receives them (decision 0032); the customer is named there, from the session.
 */

export {
  ABANDONED_TROLLEY_UPDATE,
  type AnalyticsChannel,
  analyticsChannel,
  shouldSendAbandonedTrolleyUpdate,
} from './analytics-channel.ts';

/** What the browser sends: form fields, so the storefront's form rules take it. */
export const beaconFieldsSchema = z
  .object({
    client_id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
    session_id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
    channel: z.enum(['app', 'web']),
    page_location: z.string().max(2000),
    event_name: z.enum([ABANDONED_TROLLEY_UPDATE]),
    order_id: z
      .string()
      .regex(/^[1-9]\d{0,15}$/)
      .optional(),
  })
  .strict();

export type BeaconFields = z.output<typeof beaconFieldsSchema>;

/** The spec's event shape: client_id and its events, each with the identifying fields. */
export interface AnalyticsBeacon {
  client_id: string;
  events: {
    session_id: string;
    user_id: string | null;
    customer_id: string | null;
    channel: AnalyticsChannel;
    page_location: string;
    event_name: string;
    order_id?: string;
  }[];
}

export function analyticsBeaconOf(
  fields: BeaconFields,
  customer: { customerId: number } | null,
): AnalyticsBeacon {
  const id = customer ? String(customer.customerId) : null;
  const { client_id, ...event } = fields;
  return {
    client_id,
    events: [
      {
        ...event,
        user_id: id,
        customer_id: id,
      },
    ],
  };
}
