import { ALL_ALLOWED } from '@grocer/domain/consent/cookie-consent';
import { describe, expect, it } from 'vitest';
import { fakeTrolleyServer } from '../../../../test/fake-trolley-server.ts';
import { line, manualScheduler } from '../../../../test/trolley-test-kit.tsx';
import { installAnalytics } from '../../../lib/analytics.ts';
import { watchAbandonedAdds } from './abandoned-trolley-beacon.ts';
import { createTrolleyStore, type TrolleyChannel } from './trolley-store.ts';

/** Two ends of one BroadcastChannel, as two tabs of one browser hold them. */
function channelPair(): [TrolleyChannel, TrolleyChannel] {
  type Listener = (event: { data: unknown }) => void;
  const listeners: [Set<Listener>, Set<Listener>] = [new Set(), new Set()];
  const end = (mine: 0 | 1): TrolleyChannel => ({
    postMessage: (data) => {
      for (const listener of listeners[mine === 0 ? 1 : 0])
        listener({ data: structuredClone(data) });
    },
    addEventListener: (_type, listener) => listeners[mine].add(listener),
    removeEventListener: (_type, listener) => listeners[mine].delete(listener),
    close: () => listeners[mine].clear(),
  });
  return [end(0), end(1)];
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function storeFor(server: ReturnType<typeof fakeTrolleyServer>) {
  return createTrolleyStore({
    viewer: { orderId: server.orderId, itemCount: 0, total: 0, lines: server.lines() },
    ports: server.ports,
    scheduler: manualScheduler().scheduler,
  });
}

const bread = { lineNumber: '11', productId: '11-P', quantity: { amount: 1, uom: 'C62' as const } };

describe('the trolley store', () => {
  it('counts the header at once and takes the total from the answer', async () => {
    const server = fakeTrolleyServer();
    const store = storeFor(server);
    store.change({ ...bread, quantity: { amount: 3, uom: 'C62' } }, 'Bloomer');
    expect(store.getSnapshot().summary).toEqual({ itemCount: 3, total: 0 });
    await settle();
    expect(store.getSnapshot().summary).toEqual({ itemCount: 3, total: 300 });
  });

  it('asks for the order id once, at the first change, when the page frame had none', async () => {
    const server = fakeTrolleyServer();
    const store = createTrolleyStore({
      viewer: { orderId: null, itemCount: 0, total: 0, lines: [] },
      ports: server.ports,
      scheduler: manualScheduler().scheduler,
    });
    expect(server.opened()).toBe(0);
    store.change(bread, 'Bloomer');
    store.change({ ...bread, lineNumber: '22', productId: '22-P' }, 'Bagels');
    await settle();
    await settle();
    expect(server.opened()).toBe(1);
    expect(store.getSnapshot().orderId).toBe(server.orderId);
    expect(server.lines()).toHaveLength(2);
  });

  it("shows another tab's change at once, without asking the server", async () => {
    const server = fakeTrolleyServer();
    const [one, two] = channelPair();
    const first = storeFor(server);
    const second = storeFor(server);
    first.start({ channel: one, window: null });
    second.start({ channel: two, window: null });
    first.change(bread, 'Bloomer');
    await settle();
    expect(second.getSnapshot().byLine.get('11')?.quantity.amount).toBe(1);
    expect(second.getSnapshot().summary).toEqual({ itemCount: 1, total: 100 });
    expect(server.calls).toHaveLength(1);
  });

  it('catches up with another device when the page gets the focus', async () => {
    const server = fakeTrolleyServer('10000001', [line('11', 1)]);
    const store = storeFor(server);
    // The other device (the same server) adds a line.
    await server.ports.send(server.orderId, {
      kind: 'ADD_ITEM',
      item: { ...line('22', 2), trolleyItemId: -22 },
    });
    expect(store.getSnapshot().byLine.has('22')).toBe(false);
    await store.refresh();
    expect(store.getSnapshot().byLine.get('22')?.quantity.amount).toBe(2);
  });

  it('sends abandoned_trolley_update with the order id when the page is left while an add is loading, once', async () => {
    const server = fakeTrolleyServer();
    server.hold();
    const store = storeFor(server);
    const sent: string[] = [];
    const events = new EventTarget();
    const fakeWindow = Object.assign(events, {
      document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
    }) as unknown as Window;
    watchAbandonedAdds(store, { window: fakeWindow, send: (orderId) => sent.push(orderId) });
    fakeWindow.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(0);
    store.change(bread, 'Bloomer');
    fakeWindow.dispatchEvent(new Event('beforeunload'));
    fakeWindow.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual(['10000001']);
  });

  it('sends abandoned_trolley_update to the collector at once, as the analytics batch it sends', async () => {
    const server = fakeTrolleyServer();
    server.hold();
    const store = storeFor(server);
    const batches: string[] = [];
    const stop = installAnalytics('web', {
      consent: () => ALL_ALLOWED,
      location: () => 'http://shop.example/ecom/shop/browse/groceries',
      send: async (body) => batches.push(body) > 0,
    });
    const unwatch = watchAbandonedAdds(store, { window });
    store.change(bread, 'Bloomer');
    window.dispatchEvent(new Event('beforeunload'));
    await settle();
    unwatch();
    stop();
    // (Earlier tests' stores made adds before any client was installed: those went in too.)
    const events = batches
      .flatMap((body) => JSON.parse(body).events)
      .filter((event: { event_name: string }) => event.event_name === 'abandoned_trolley_update');
    expect(events).toEqual([
      expect.objectContaining({
        channel: 'web',
        event_name: 'abandoned_trolley_update',
        page_location: 'http://shop.example/ecom/shop/browse/groceries',
        params: { order_id: '10000001' },
      }),
    ]);
  });

  it('reports each add and remove with where it was made, as the line stood before', () => {
    const server = fakeTrolleyServer();
    const reported: unknown[] = [];
    const store = createTrolleyStore({
      viewer: { orderId: server.orderId, itemCount: 0, total: 0, lines: server.lines() },
      ports: server.ports,
      scheduler: manualScheduler().scheduler,
      analytics: (event) => reported.push(event),
    });
    const context = { clickContext: 'search', productPosition: 4, searchType: 'search' } as const;
    store.change(bread, 'Bloomer', context);
    store.change({ ...bread, quantity: { amount: 3, uom: 'C62' } }, 'Bloomer', context);
    store.change({ ...bread, quantity: { amount: 3, uom: 'C62' }, noteToShopper: 'Sliced' });
    store.remove('11', 'Bloomer', { clickContext: 'trolley' });
    const common = { click_context: 'search', product_position: 4, search_type: 'search' };
    expect(reported).toEqual([
      { name: 'add_to_cart', params: { line_number: '11', quantity: 1, ...common } },
      { name: 'add_to_cart', params: { line_number: '11', quantity: 2, ...common } },
      {
        name: 'remove_from_cart',
        params: { line_number: '11', quantity: 3, click_context: 'trolley' },
      },
    ]);
  });
});
