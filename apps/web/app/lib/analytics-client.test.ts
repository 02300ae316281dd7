import {
  ANALYTICS_CONSENT_WAIT_MS,
  ANALYTICS_EVENT_NAMES,
  type AnalyticsEventName,
  type AnalyticsEventParams,
  consentCategoryOf,
} from '@grocer/domain/analytics/analytics-event-names';
import {
  ALL_ALLOWED,
  type CookieConsent,
  NONE_ALLOWED,
} from '@grocer/domain/consent/cookie-consent';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AnalyticsClient,
  createAnalyticsClient,
  MAX_QUEUED,
  type TrackArgs,
} from './analytics-client.ts';

/** An in-memory Storage, so each test starts empty. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

let storage: Storage;
let session: Storage;
let sent: string[];
let ids: number;

beforeEach(() => {
  storage = memoryStorage();
  session = memoryStorage();
  sent = [];
  ids = 0;
});

function client(consent: CookieConsent | null = ALL_ALLOWED, url = 'https://shop.example/ecom') {
  let accept = true;
  const made = createAnalyticsClient({
    consent: () => consent,
    storage,
    session,
    location: () => url,
    channel: 'web',
    newId: () => `id-${++ids}`,
    send: async (body) => {
      if (accept) sent.push(body);
      return accept;
    },
  });
  return { made, refuse: () => (accept = false), accept: () => (accept = true) };
}

describe('the analytics client', () => {
  it('proves nothing is kept or sent before the visitor chooses, nor when they declined analytics', async () => {
    for (const consent of [null, NONE_ALLOWED]) {
      const { made } = client(consent);
      made.track('page_view');
      await made.flush();
    }
    expect(sent).toEqual([]);
    expect(storage.length).toBe(0);
    expect(session.length).toBe(0);
  });

  it('proves a page view is sent with the client and session ids, the same ones each time', async () => {
    const { made } = client();
    made.track('page_view');
    made.track('search', { search_term: 'milk', result_count: 3, search_type: 'search' });
    await made.flush();
    made.track('page_view');
    await made.flush();
    const batches = sent.map((body) => JSON.parse(body));
    expect(batches).toHaveLength(2);
    expect(batches[0].client_id).toBe(batches[1].client_id);
    expect(batches[0].events.map((e: { event_name: string }) => e.event_name)).toEqual([
      'page_view',
      'search',
    ]);
    expect(batches[0].events[0]).toMatchObject({
      channel: 'web',
      page_location: 'https://shop.example/ecom',
      session_id: batches[1].events[0].session_id,
    });
  });

  it('proves the ga_cid and ga_session_id of the address are used', async () => {
    const { made } = client(
      ALL_ALLOWED,
      'https://shop.example/ecom?ga_cid=abc.123&ga_session_id=s9',
    );
    made.track('page_view');
    await made.flush();
    const batch = JSON.parse(sent[0] as string);
    expect(batch.client_id).toBe('abc.123');
    expect(batch.events[0].session_id).toBe('s9');
  });

  it('proves events the collector did not take stay queued, and the queue keeps the newest', async () => {
    const { made, refuse, accept } = client();
    refuse();
    for (let i = 0; i < MAX_QUEUED + 10; i += 1) {
      made.track('view_item', { line_number: String(i), product_id: `${i}-P` });
    }
    await made.flush();
    expect(sent).toEqual([]);
    accept();
    await made.flush();
    const events = sent.flatMap((body) => JSON.parse(body).events);
    expect(events).toHaveLength(MAX_QUEUED);
    expect(events[0].params.line_number).toBe('10');
    expect(sent.every((body) => JSON.parse(body).events.length <= 25)).toBe(true);
  });

  it('proves events queued before analytics was withdrawn are not sent', async () => {
    let consent: typeof ALL_ALLOWED = ALL_ALLOWED;
    const made = createAnalyticsClient({
      consent: () => consent,
      storage,
      session,
      location: () => 'https://shop.example/ecom',
      channel: 'web',
      newId: () => 'id',
      send: async (body) => {
        sent.push(body);
        return true;
      },
    });
    made.track('page_view');
    consent = NONE_ALLOWED;
    await made.flush();
    expect(sent).toEqual([]);
  });
});

/** Parameters of the right shape for each event. */
const SAMPLE: { [N in AnalyticsEventName]: AnalyticsEventParams[N] } = {
  page_view: {},
  search: { search_term: 'milk', result_count: 1, search_type: 'search' },
  view_item: { line_number: '11', product_id: '11-P' },
  add_to_cart: { line_number: '11', quantity: 1 },
  remove_from_cart: { line_number: '11', quantity: 1 },
  slot_booked: { slot_type: 'DELIVERY', slot_start: '2025-07-01T10:00:00Z' },
  begin_checkout: { order_id: '1' },
  purchase: { order_id: '1', amount: '£1.00' },
  experiment_exposure: { experiment_key: 'x', variation: 'a' },
  abandoned_trolley_update: { order_id: '1' },
  recommendation_impression: { line_number: '11', placement: 'trolley' },
  recommendation_click: { line_number: '11', placement: 'trolley' },
  ad_banner_impression: { banner_id: '1', category_id: '10052' },
  ad_banner_click: { banner_id: '1', category_id: '10052' },
};

function trackEach(made: AnalyticsClient, name: AnalyticsEventName): void {
  if (name === 'purchase') made.trackPurchase(SAMPLE.purchase);
  else made.track(name, ...([SAMPLE[name]] as TrackArgs<typeof name>));
}

describe('consent, per category', () => {
  it.each([...ANALYTICS_EVENT_NAMES])(
    'proves %s is neither queued nor sent without its category, and is with it',
    async (name) => {
      const category = consentCategoryOf(name);
      const { made } = client({ ...ALL_ALLOWED, [category]: false });
      trackEach(made, name);
      await made.flush();
      expect(sent).toEqual([]);
      expect(storage.getItem('grocer-analytics-queue') ?? '[]').toBe('[]');
      expect(session.length).toBe(0);

      const allowed = client({ ...NONE_ALLOWED, [category]: true }).made;
      trackEach(allowed, name);
      await allowed.flush();
      expect(
        sent.flatMap((body) => JSON.parse(body).events.map((e: QueuedName) => e.event_name)),
      ).toEqual([name]);
    },
  );
});

type QueuedName = { event_name: string };

describe('the tag-manager wait', () => {
  function waitingClient() {
    let consent: CookieConsent | null = null;
    let now = 1_000;
    const made = createAnalyticsClient({
      consent: () => consent,
      storage,
      session,
      location: () => 'https://shop.example/ecom',
      channel: 'web',
      newId: () => 'id',
      now: () => now,
      send: async (body) => {
        sent.push(body);
        return true;
      },
    });
    return {
      made,
      choose: (next: CookieConsent) => (consent = next),
      later: (ms: number) => (now += ms),
    };
  }

  it('proves events made before the choice are sent when analytics is allowed within the wait', async () => {
    const { made, choose, later } = waitingClient();
    made.track('page_view');
    await made.flush();
    expect(sent).toEqual([]);
    expect(storage.length).toBe(0);
    later(ANALYTICS_CONSENT_WAIT_MS - 1);
    choose(ALL_ALLOWED);
    await made.flush();
    expect(sent).toHaveLength(1);
    expect(made.waiting()).toBe(false);
  });

  it('proves they are dropped, never stored, after the wait or when analytics is refused', async () => {
    const first = waitingClient();
    first.made.track('page_view');
    first.later(ANALYTICS_CONSENT_WAIT_MS);
    await first.made.flush();
    expect(first.made.waiting()).toBe(false);
    first.choose(ALL_ALLOWED);
    await first.made.flush();

    const second = waitingClient();
    second.made.track('page_view');
    second.choose({ ...ALL_ALLOWED, analytics: false });
    await second.made.flush();
    expect(second.made.waiting()).toBe(false);

    expect(sent).toEqual([]);
    expect(storage.getItem('grocer-analytics-queue') ?? '[]').toBe('[]');
  });
});

describe('what the events carry', () => {
  it('proves a purchase is sent once per order, however often its confirmation is shown', async () => {
    const { made } = client();
    made.trackPurchase({ order_id: '1001', amount: '£12.50' });
    made.trackPurchase({ order_id: '1001', amount: '£12.50' });
    const again = client().made;
    again.trackPurchase({ order_id: '1001', amount: '£12.50' });
    again.trackPurchase({ order_id: '1002', amount: '£3.00' });
    await again.flush();
    const events = sent.flatMap((body) => JSON.parse(body).events);
    expect(events.map((e: { params: { order_id: string } }) => e.params.order_id)).toEqual([
      '1001',
      '1002',
    ]);
  });

  it('proves string parameters are cut to what the collector takes', async () => {
    const { made } = client();
    made.track('search', { search_term: 'x'.repeat(300), result_count: 0, search_type: 'search' });
    await made.flush();
    const [event] = JSON.parse(sent[0] as string).events;
    expect(event.params.search_term).toHaveLength(256);
    expect(event.params.result_count).toBe(0);
  });
});
