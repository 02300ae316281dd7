import { describe, expect, it } from 'vitest';
import {
  ABANDONED_TROLLEY_UPDATE,
  analyticsBeaconOf,
  analyticsChannel,
  beaconFieldsSchema,
  shouldSendAbandonedTrolleyUpdate,
} from './analytics-beacon.ts';

const fields = {
  client_id: 'c-123',
  session_id: 's-456',
  channel: 'web',
  page_location: 'http://localhost/ecom/shop/browse/groceries',
  event_name: ABANDONED_TROLLEY_UPDATE,
  order_id: '10000001',
};

describe('analytics beacons', () => {
  it('sends abandoned_trolley_update only when the page is hidden or left while an add loads', () => {
    expect(shouldSendAbandonedTrolleyUpdate({ addLoading: true, visibility: 'hidden' })).toBe(true);
    expect(shouldSendAbandonedTrolleyUpdate({ addLoading: true, visibility: 'leaving' })).toBe(
      true,
    );
    expect(shouldSendAbandonedTrolleyUpdate({ addLoading: true, visibility: 'visible' })).toBe(
      false,
    );
    expect(shouldSendAbandonedTrolleyUpdate({ addLoading: false, visibility: 'hidden' })).toBe(
      false,
    );
  });

  it("builds the spec's shape: client_id and events naming the session, customer and channel", () => {
    const parsed = beaconFieldsSchema.parse(fields);
    expect(analyticsBeaconOf(parsed, { customerId: 42 })).toEqual({
      client_id: 'c-123',
      events: [
        {
          session_id: 's-456',
          user_id: '42',
          customer_id: '42',
          channel: 'web',
          page_location: 'http://localhost/ecom/shop/browse/groceries',
          event_name: ABANDONED_TROLLEY_UPDATE,
          order_id: '10000001',
        },
      ],
    });
    expect(analyticsBeaconOf(parsed, null).events[0]?.customer_id).toBeNull();
  });

  it('refuses fields it does not know, and events it does not send', () => {
    expect(beaconFieldsSchema.safeParse({ ...fields, extra: '1' }).success).toBe(false);
    expect(beaconFieldsSchema.safeParse({ ...fields, event_name: 'purchase' }).success).toBe(false);
    expect(beaconFieldsSchema.safeParse({ ...fields, client_id: '<script>' }).success).toBe(false);
  });

  it('names the channel app inside the native app, web otherwise', () => {
    expect(analyticsChannel('android')).toBe('app');
    expect(analyticsChannel(null)).toBe('web');
  });
});
