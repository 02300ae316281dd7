import { ALL_ALLOWED, NONE_ALLOWED } from '@grocer/domain/consent/cookie-consent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushAnalytics, installAnalytics, track, trackPurchase } from './analytics.ts';

let sent: { event_name: string; params?: Record<string, unknown> }[];
let stop: (() => void) | null;

function install(consent = ALL_ALLOWED) {
  stop = installAnalytics('web', {
    consent: () => consent,
    send: async (body) => {
      sent.push(...JSON.parse(body).events);
      return true;
    },
  });
}

/** The flush runs its sends as promises: let them finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sent = [];
  stop = null;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => stop?.());

describe('track, for any feature', () => {
  it('proves an event sent before the client is installed goes in once it is', async () => {
    track('view_item', { line_number: '11', product_id: '11-P' });
    install();
    track('page_view');
    flushAnalytics();
    await settle();
    expect(sent.map((event) => event.event_name)).toEqual(['view_item', 'page_view']);
    expect(sent[0]?.params).toEqual({ line_number: '11', product_id: '11-P' });
  });

  it('proves an experiment exposure is sent with its key and variation', async () => {
    install();
    track('experiment_exposure', { experiment_key: 'grocery-header', variation: 'b' });
    flushAnalytics();
    await settle();
    expect(sent).toEqual([
      expect.objectContaining({
        event_name: 'experiment_exposure',
        params: { experiment_key: 'grocery-header', variation: 'b' },
      }),
    ]);
  });

  it('proves the page is sent as it is hidden, and nothing when the visitor declined', async () => {
    install(NONE_ALLOWED);
    track('page_view');
    trackPurchase({ order_id: '1', amount: '£1.00' });
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toEqual([]);
    expect(window.localStorage.getItem('grocer-analytics-queue')).toBeNull();
    stop?.();

    install();
    track('begin_checkout', { order_id: '7' });
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent.map((event) => event.event_name)).toEqual(['begin_checkout']);
  });

  it('proves track is typed by each event’s parameters (the typecheck fails otherwise)', async () => {
    install(NONE_ALLOWED);
    // @ts-expect-error: a search needs its result count.
    track('search', { search_term: 'milk', search_type: 'search' });
    // @ts-expect-error: no such parameter.
    track('page_view', { fromDate: '2025-01-01' });
    flushAnalytics();
    await settle();
    expect(sent).toEqual([]);
  });
});
