import { ALL_ALLOWED, NONE_ALLOWED } from '@grocer/domain/consent/cookie-consent';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAnalyticsClient, MAX_QUEUED } from './analytics-client.ts';

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

function client(
  consent = ALL_ALLOWED as typeof ALL_ALLOWED | null,
  url = 'https://shop.example/ecom',
) {
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
    made.track('search', { search_term: 'milk', results: 3 });
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
    for (let i = 0; i < MAX_QUEUED + 10; i += 1) made.track('page_view', { n: i });
    await made.flush();
    expect(sent).toEqual([]);
    accept();
    await made.flush();
    const events = sent.flatMap((body) => JSON.parse(body).events);
    expect(events).toHaveLength(MAX_QUEUED);
    expect(events[0].params.n).toBe(10);
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
