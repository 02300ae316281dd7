import { describe, expect, it } from 'vitest';
import {
  analyticsBatchSchema,
  consentCategoryOf,
  MAX_EVENTS_PER_BATCH,
  orderAmountText,
} from './analytics-event.ts';

const event = {
  session_id: 's-1',
  channel: 'web',
  page_location: 'https://shop.example/ecom',
  event_name: 'page_view',
};

describe('analytics events', () => {
  it('proves a batch of the spec’s events is taken, with small parameters', () => {
    const parsed = analyticsBatchSchema.safeParse({
      client_id: 'c-1',
      events: [
        event,
        { ...event, event_name: 'search', params: { search_term: 'milk', results: 12 } },
      ],
    });
    expect(parsed.success).toBe(true);
  });

  it('proves odd batches are refused: unknown events or fields, wrong types, too many, too long', () => {
    const bad = [
      { client_id: 'c-1', events: [] },
      { client_id: 'c 1', events: [event] },
      { client_id: 'c-1', events: [{ ...event, event_name: 'drop_table' }] },
      { client_id: 'c-1', events: [{ ...event, extra: 1 }] },
      { client_id: 'c-1', events: [{ ...event, params: { Amount: '1' } }] },
      { client_id: 'c-1', events: [{ ...event, params: { nested: { a: 1 } } }] },
      { client_id: 'c-1', events: [{ ...event, params: { text: 'x'.repeat(257) } }] },
      { client_id: 'c-1', events: [{ ...event, page_location: 'x'.repeat(2001) }] },
      { client_id: 'c-1', events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => event) },
      {
        client_id: 'c-1',
        events: [
          {
            ...event,
            params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i])),
          },
        ],
      },
      { client_id: 'c-1', events: [{ ...event, session_id: 5 }] },
    ];
    for (const batch of bad) expect(analyticsBatchSchema.safeParse(batch).success).toBe(false);
  });

  it('proves experiments need the experimental category, ad banners advertising and every other event analytics', () => {
    expect(consentCategoryOf('experiment_exposure')).toBe('experimental');
    expect(consentCategoryOf('ad_banner_impression')).toBe('advertising');
    expect(consentCategoryOf('ad_banner_click')).toBe('advertising');
    expect(consentCategoryOf('purchase')).toBe('analytics');
  });

  it('proves order amount strings are cut to 64 characters', () => {
    expect(orderAmountText('1'.repeat(80))).toHaveLength(64);
    expect(orderAmountText('£12.50')).toBe('£12.50');
  });
});
