import { describe, expect, it } from 'vitest';
import { displayedItems, type QueueItem, type TrolleyCall } from './trolley-queue.ts';
import {
  type CallOutcome,
  createTrolleyQueueDriver,
  type Scheduler,
} from './trolley-queue-driver.ts';

/** A clock the test moves by hand. */
function manualScheduler() {
  let now = 0;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const scheduler: Scheduler = {
    setTimeout(callback, delayMs) {
      const handle = nextHandle++;
      timers.set(handle, { at: now + delayMs, callback });
      return handle;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    scheduler,
    pending: () => timers.size,
    advance(ms: number) {
      now += ms;
      for (const [handle, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(handle);
          timer.callback();
        }
      }
    },
  };
}

const milk = (amount: number): QueueItem => ({
  trolleyItemId: 501,
  lineNumber: '100001',
  productId: 'p-milk',
  quantity: { amount, uom: 'C62' },
  canSubstitute: true,
  noteToShopper: null,
  personalisedMessage: null,
});

/** Resolves a promise's callbacks (the driver reacts to settled calls on the microtask queue). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(outcome: (call: TrolleyCall) => CallOutcome | Promise<CallOutcome>) {
  const clock = manualScheduler();
  const sent: TrolleyCall[] = [];
  const spoken: string[] = [];
  let refreshes = 0;
  const driver = createTrolleyQueueDriver({
    scheduler: clock.scheduler,
    ports: {
      send: async (call) => {
        sent.push(call);
        return outcome(call);
      },
      refresh: async () => {
        refreshes += 1;
        return [milk(3)];
      },
      announce: (message) => {
        spoken.push(message);
      },
    },
  });
  driver.dispatch({ type: 'LOADED', items: [milk(2)] });
  return { clock, driver, sent, spoken, refreshes: () => refreshes };
}

describe('createTrolleyQueueDriver', () => {
  it('sends the call, applies its result and refreshes the trolley after 1000 ms idle', async () => {
    const { clock, driver, sent, refreshes } = harness((call) => ({
      ok: true,
      items: call.kind === 'UPDATE_ITEM' ? [call.item] : [],
    }));
    driver.dispatch({
      type: 'CHANGE',
      change: { lineNumber: '100001', productId: 'p-milk', quantity: { amount: 3, uom: 'C62' } },
    });
    expect(sent).toHaveLength(1);
    await settle();
    expect(displayedItems(driver.getState())[0]).toMatchObject({
      quantity: { amount: 3 },
      processing: false,
      optimistic: false,
    });
    clock.advance(999);
    expect(refreshes()).toBe(0);
    clock.advance(1);
    expect(refreshes()).toBe(1);
    await settle();
    expect(driver.getState().items).toEqual([milk(3)]);
  });

  it('announces a remove and restores the item when the call throws', async () => {
    const { clock, driver, spoken } = harness(() => Promise.reject(new Error('offline')));
    driver.dispatch({ type: 'REMOVE', lineNumber: '100001', name: 'Milk' });
    expect(spoken).toEqual(['Milk removed from your trolley']);
    expect(displayedItems(driver.getState())[0]?.quantity.amount).toBe(0);
    await settle();
    expect(displayedItems(driver.getState())[0]?.quantity.amount).toBe(2);
    expect(driver.getState().failure).toEqual({
      message: 'Graph call succeeded but returned no data or an unknown error',
      type: 'UNKNOWN',
    });
    expect(clock.pending()).toBe(1);
  });

  it('cancels the idle wait when the shopper acts again', async () => {
    const { clock, driver, refreshes } = harness((call) => ({
      ok: true,
      items: call.kind === 'UPDATE_ITEM' ? [call.item] : [],
    }));
    const to = (amount: number) =>
      driver.dispatch({
        type: 'CHANGE',
        change: { lineNumber: '100001', productId: 'p-milk', quantity: { amount, uom: 'C62' } },
      });
    to(3);
    await settle();
    clock.advance(600);
    to(4);
    expect(clock.pending()).toBe(0);
    await settle();
    clock.advance(600);
    expect(refreshes()).toBe(0);
    clock.advance(400);
    expect(refreshes()).toBe(1);
  });
});
