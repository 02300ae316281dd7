import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayedItems,
  failureHandler,
  firstFailure,
  INITIAL_TROLLEY_QUEUE,
  isTrolleyBusy,
  type LineChange,
  type QueueItem,
  TROLLEY_IDLE_DELAY_MS,
  type TrolleyCall,
  type TrolleyQueueEffect,
  type TrolleyQueueEvent,
  type TrolleyQueueState,
  trolleyQueueStep,
} from './trolley-queue.ts';

const MILK = '100001';
const BREAD = '100002';
const EGGS = '100003';

function item(lineNumber: string, amount: number, extra: Partial<QueueItem> = {}): QueueItem {
  return {
    trolleyItemId: Number(lineNumber) - 100_000 + 500,
    lineNumber,
    productId: `p-${lineNumber}`,
    quantity: { amount, uom: 'C62' },
    canSubstitute: true,
    noteToShopper: null,
    personalisedMessage: null,
    ...extra,
  };
}

const change = (
  lineNumber: string,
  amount: number,
  extra: Partial<LineChange> = {},
): LineChange => ({
  lineNumber,
  productId: `p-${lineNumber}`,
  quantity: { amount, uom: 'C62' },
  ...extra,
});

/** Applies events in turn, collecting every effect. */
function run(state: TrolleyQueueState, ...events: TrolleyQueueEvent[]) {
  const effects: TrolleyQueueEffect[] = [];
  let current = state;
  for (const event of events) {
    const step = trolleyQueueStep(current, event);
    current = step.state;
    effects.push(...step.effects);
  }
  return { state: current, effects };
}

const calls = (effects: TrolleyQueueEffect[]) =>
  effects.flatMap((e) => (e.type === 'CALL' ? [e] : []));
const lastCall = (effects: TrolleyQueueEffect[]) => calls(effects).at(-1);
const shown = (state: TrolleyQueueState) =>
  displayedItems(state).map((i) => [i.lineNumber, i.quantity.amount, i.processing, i.optimistic]);

const loaded = run(INITIAL_TROLLEY_QUEUE, {
  type: 'LOADED',
  items: [item(MILK, 2), item(BREAD, 1)],
}).state;

describe('trolley queue: optimistic changes', () => {
  it('shows the loaded trolley as the server has it', () => {
    expect(loaded.loaded).toBe(true);
    expect(shown(loaded)).toEqual([
      [MILK, 2, false, false],
      [BREAD, 1, false, false],
    ]);
  });

  it('adds a new line at once, with the negative line number as its id, and sends the add', () => {
    const { state, effects } = run(loaded, { type: 'CHANGE', change: change(EGGS, 1) });
    expect(displayedItems(state).at(-1)).toMatchObject({
      trolleyItemId: -100003,
      lineNumber: EGGS,
      quantity: { amount: 1, uom: 'C62' },
      processing: true,
      optimistic: true,
    });
    expect(effects).toEqual([
      {
        type: 'CALL',
        requestId: 1,
        call: { kind: 'ADD_ITEM', item: expect.objectContaining({ trolleyItemId: -100003 }) },
      },
    ]);
  });

  it('drops the optimistic line when the result comes in, showing what the server has', () => {
    const { state } = run(
      loaded,
      { type: 'CHANGE', change: change(EGGS, 1) },
      { type: 'CALL_SUCCEEDED', requestId: 1, items: [item(EGGS, 1, { trolleyItemId: 777 })] },
    );
    expect(state.optimistic).toEqual([]);
    expect(displayedItems(state).at(-1)).toMatchObject({
      trolleyItemId: 777,
      processing: false,
      optimistic: false,
    });
  });

  it('normalises the wanted quantity with the unit rules', () => {
    const { effects } = run(loaded, { type: 'CHANGE', change: change(MILK, 150) });
    expect(lastCall(effects)?.call).toMatchObject({ item: { quantity: { amount: 99 } } });
  });

  it('does nothing for a change to what the line already is', () => {
    const { state, effects } = run(loaded, { type: 'CHANGE', change: change(MILK, 2) });
    expect(effects).toEqual([]);
    expect(state.optimistic).toEqual([]);
  });
});

describe('trolley queue: which call a change makes', () => {
  const callFor = (from: QueueItem[], wanted: LineChange): TrolleyCall | undefined => {
    const start = run(INITIAL_TROLLEY_QUEUE, { type: 'LOADED', items: from }).state;
    return lastCall(run(start, { type: 'CHANGE', change: wanted }).effects)?.call;
  };

  it('adds a product that is absent', () => {
    expect(callFor([], change(MILK, 2))?.kind).toBe('ADD_ITEM');
  });

  it('updates the quantity when it differs, keeping the server id', () => {
    expect(callFor([item(MILK, 2)], change(MILK, 3, { noteToShopper: 'Semi' }))).toMatchObject({
      kind: 'UPDATE_ITEM',
      change: 'QUANTITY',
      item: { trolleyItemId: 501, quantity: { amount: 3 }, noteToShopper: 'Semi' },
    });
  });

  it('updates only the substitution flag, or only the note, when that is all that differs', () => {
    expect(callFor([item(MILK, 2)], change(MILK, 2, { canSubstitute: false }))).toMatchObject({
      kind: 'UPDATE_ITEM',
      change: 'SUBSTITUTION',
    });
    expect(callFor([item(MILK, 2)], change(MILK, 2, { noteToShopper: 'Ripe ones' }))).toMatchObject(
      { kind: 'UPDATE_ITEM', change: 'NOTE' },
    );
  });
});

describe('trolley queue: one call at a time', () => {
  it('processes queued changes one at a time, marking only the line in flight as processing', () => {
    const { state, effects } = run(
      loaded,
      { type: 'CHANGE', change: change(MILK, 3) },
      { type: 'CHANGE', change: change(BREAD, 2) },
    );
    expect(calls(effects)).toHaveLength(1);
    expect(shown(state)).toEqual([
      [MILK, 3, true, true],
      [BREAD, 2, false, true],
    ]);
    const after = run(state, { type: 'CALL_SUCCEEDED', requestId: 1, items: [item(MILK, 3)] });
    expect(lastCall(after.effects)).toMatchObject({
      requestId: 2,
      call: { kind: 'UPDATE_ITEM', item: { lineNumber: BREAD } },
    });
    expect(shown(after.state)).toEqual([
      [MILK, 3, false, false],
      [BREAD, 2, true, true],
    ]);
  });

  it('sends only the latest wanted quantity for a line changed while its call was in flight', () => {
    const { state, effects } = run(
      loaded,
      { type: 'CHANGE', change: change(MILK, 3) },
      { type: 'CHANGE', change: change(MILK, 4) },
      { type: 'CHANGE', change: change(MILK, 5) },
      { type: 'CALL_SUCCEEDED', requestId: 1, items: [item(MILK, 3)] },
    );
    expect(calls(effects).map((c) => c.call)).toEqual([
      expect.objectContaining({
        kind: 'UPDATE_ITEM',
        item: expect.objectContaining({ quantity: { amount: 3, uom: 'C62' } }),
      }),
      expect.objectContaining({
        kind: 'UPDATE_ITEM',
        item: expect.objectContaining({ quantity: { amount: 5, uom: 'C62' } }),
      }),
    ]);
    // The newer wanted quantity stays on screen while the first result comes back.
    expect(shown(state)[0]).toEqual([MILK, 5, true, true]);
  });

  it('drops a queued remove when a later action on the same line arrives', () => {
    const { effects } = run(
      loaded,
      { type: 'CHANGE', change: change(BREAD, 2) },
      { type: 'REMOVE', lineNumber: MILK },
      { type: 'CHANGE', change: change(MILK, 4) },
      { type: 'CALL_SUCCEEDED', requestId: 1, items: [item(BREAD, 2)] },
    );
    expect(calls(effects).map((c) => c.call.kind)).toEqual(['UPDATE_ITEM', 'UPDATE_ITEM']);
    expect(lastCall(effects)?.call).toMatchObject({
      item: { lineNumber: MILK, quantity: { amount: 4 } },
    });
  });

  it('ignores a result for a call it is not waiting for', () => {
    const start = run(loaded, { type: 'CHANGE', change: change(MILK, 3) }).state;
    const { state } = run(start, { type: 'CALL_SUCCEEDED', requestId: 42, items: [] });
    expect(state).toBe(start);
  });
});

describe('trolley queue: remove and undo', () => {
  it('sets the quantity to 0 first, announces it, and remembers the item', () => {
    const { state, effects } = run(loaded, {
      type: 'REMOVE',
      lineNumber: MILK,
      name: 'Semi skimmed milk',
    });
    expect(shown(state)[0]).toEqual([MILK, 0, true, true]);
    expect(effects).toEqual([
      { type: 'ANNOUNCE', message: 'Semi skimmed milk removed from your trolley' },
      {
        type: 'CALL',
        requestId: 1,
        call: {
          kind: 'REMOVE_ITEM',
          item: expect.objectContaining({ quantity: { amount: 0, uom: 'C62' } }),
        },
      },
    ]);
    expect(state.lastRemoved).toEqual({ item: item(MILK, 2), name: 'Semi skimmed milk' });
  });

  it('treats a change to quantity 0 as a remove', () => {
    const { effects } = run(loaded, { type: 'CHANGE', change: change(MILK, 0), name: null });
    expect(effects[0]).toEqual({ type: 'ANNOUNCE', message: 'Item removed from your trolley' });
    expect(lastCall(effects)?.call.kind).toBe('REMOVE_ITEM');
  });

  it('restores the item when the remove fails', () => {
    const { state } = run(
      loaded,
      { type: 'REMOVE', lineNumber: MILK },
      {
        type: 'CALL_FAILED',
        requestId: 1,
        failure: { message: 'Update trolley item call to graph failed', type: '500' },
      },
    );
    expect(shown(state)[0]).toEqual([MILK, 2, false, false]);
    expect(state.failure).toEqual({
      message: 'Update trolley item call to graph failed',
      type: '500',
    });
    expect(state.lastRemoved).toBeNull();
  });

  it('restores the previous item when an update fails, and forgets its queued changes', () => {
    const { state, effects } = run(
      loaded,
      { type: 'CHANGE', change: change(MILK, 3) },
      { type: 'CHANGE', change: change(MILK, 4) },
      { type: 'CALL_FAILED', requestId: 1, failure: { message: 'failed', type: '500' } },
    );
    expect(shown(state)[0]).toEqual([MILK, 2, false, false]);
    expect(calls(effects)).toHaveLength(1);
    expect(isTrolleyBusy(state)).toBe(false);
  });

  it('undoes a remove through a replace call, tracking the last re-added item', () => {
    const removed = run(
      loaded,
      { type: 'REMOVE', lineNumber: MILK, name: 'Milk' },
      { type: 'CALL_SUCCEEDED', requestId: 1, items: [] },
    ).state;
    expect(shown(removed)).toEqual([[BREAD, 1, false, false]]);
    const { state, effects } = run(removed, { type: 'UNDO_REMOVE' });
    expect(effects).toContainEqual({
      type: 'ANNOUNCE',
      message: 'Milk added back to your trolley',
    });
    expect(lastCall(effects)?.call).toEqual({ kind: 'REPLACE_ITEM', item: item(MILK, 2) });
    expect(state.lastRemoved).toBeNull();
    expect(state.lastReAdded).toEqual({ item: item(MILK, 2), name: 'Milk' });
    const back = run(state, { type: 'CALL_SUCCEEDED', requestId: 2, items: [item(MILK, 2)] }).state;
    expect(shown(back)).toEqual([
      [BREAD, 1, false, false],
      [MILK, 2, false, false],
    ]);
  });

  it('sends nothing when a remove is undone before it was sent', () => {
    const { state, effects } = run(
      loaded,
      { type: 'CHANGE', change: change(BREAD, 3) },
      { type: 'REMOVE', lineNumber: MILK },
      { type: 'UNDO_REMOVE' },
      { type: 'CALL_SUCCEEDED', requestId: 1, items: [item(BREAD, 3)] },
    );
    expect(calls(effects)).toHaveLength(1);
    expect(shown(state)).toEqual([
      [MILK, 2, false, false],
      [BREAD, 3, false, false],
    ]);
  });

  it('keeps the removed item to undo again when the undo fails', () => {
    const { state } = run(
      loaded,
      { type: 'REMOVE', lineNumber: MILK, name: 'Milk' },
      { type: 'CALL_SUCCEEDED', requestId: 1, items: [] },
      { type: 'UNDO_REMOVE' },
      { type: 'CALL_FAILED', requestId: 2, failure: { message: 'failed', type: '500' } },
    );
    expect(shown(state)).toEqual([[BREAD, 1, false, false]]);
    expect(state.lastRemoved).toEqual({ item: item(MILK, 2), name: 'Milk' });
    expect(state.lastReAdded).toBeNull();
  });
});

describe('trolley queue: idle refresh', () => {
  it('waits 1000 ms of idle after the last result before refreshing the trolley', () => {
    const done = run(
      loaded,
      { type: 'CHANGE', change: change(MILK, 3) },
      { type: 'CALL_SUCCEEDED', requestId: 1, items: [item(MILK, 3)] },
    );
    expect(done.effects.at(-1)).toEqual({
      type: 'START_IDLE_TIMER',
      timerId: 1,
      delayMs: TROLLEY_IDLE_DELAY_MS,
    });
    expect(TROLLEY_IDLE_DELAY_MS).toBe(1000);
    const refreshed = run(done.state, { type: 'IDLE_ELAPSED', timerId: 1 });
    expect(refreshed.effects).toEqual([{ type: 'REFRESH' }]);
    // Nothing changed since: no second refresh.
    expect(run(refreshed.state, { type: 'LOADED', items: [item(MILK, 3)] }).effects).toEqual([]);
  });

  it('restarts the wait when the shopper changes something, and ignores the old timer', () => {
    const done = run(
      loaded,
      { type: 'CHANGE', change: change(MILK, 3) },
      { type: 'CALL_SUCCEEDED', requestId: 1, items: [item(MILK, 3)] },
    ).state;
    const again = run(done, { type: 'CHANGE', change: change(MILK, 4) });
    expect(again.effects[0]).toEqual({ type: 'CANCEL_IDLE_TIMER', timerId: 1 });
    expect(run(again.state, { type: 'IDLE_ELAPSED', timerId: 1 }).effects).toEqual([]);
    const finished = run(again.state, {
      type: 'CALL_SUCCEEDED',
      requestId: 2,
      items: [item(MILK, 4)],
    });
    expect(finished.effects).toEqual([{ type: 'START_IDLE_TIMER', timerId: 2, delayMs: 1000 }]);
  });
});

describe('trolley queue: trolley errors, lock and batches', () => {
  it('clears every optimistic item and the queue on a trolley error', () => {
    const { state } = run(
      loaded,
      { type: 'CHANGE', change: change(MILK, 3) },
      { type: 'CHANGE', change: change(EGGS, 1) },
      {
        type: 'CALL_FAILED',
        requestId: 1,
        failure: { message: 'Graph returned a get trolley error', type: '500' },
        trolleyError: true,
      },
    );
    expect(state.optimistic).toEqual([]);
    expect(state.queue).toEqual([]);
    expect(shown(state)).toEqual([
      [MILK, 2, false, false],
      [BREAD, 1, false, false],
    ]);
    expect(state.failure?.message).toBe('Graph returned a get trolley error');
  });

  it('clears them too when fetching the trolley fails', () => {
    const { state } = run(
      loaded,
      { type: 'CHANGE', change: change(EGGS, 1) },
      {
        type: 'LOAD_FAILED',
        failure: { message: 'Get Trolley call to graph failed', type: '500' },
      },
    );
    expect(state.optimistic).toEqual([]);
    expect(state.inFlight).toBeNull();
  });

  it('ignores changes while locked', () => {
    const locked = run(loaded, { type: 'LOCK' }).state;
    const { state, effects } = run(
      locked,
      { type: 'CHANGE', change: change(MILK, 5) },
      { type: 'REMOVE', lineNumber: BREAD },
      { type: 'EMPTY' },
    );
    expect(effects).toEqual([]);
    expect(state).toBe(locked);
    expect(
      calls(run(state, { type: 'UNLOCK' }, { type: 'CHANGE', change: change(MILK, 5) }).effects),
    ).toHaveLength(1);
  });

  it('sends a batch of changes as one call', () => {
    const { state, effects } = run(loaded, {
      type: 'CHANGE_MANY',
      changes: [change(MILK, 1), change(EGGS, 6)],
    });
    expect(calls(effects).map((c) => c.call)).toEqual([
      {
        kind: 'UPDATE_ITEMS',
        items: [
          expect.objectContaining({ lineNumber: MILK, trolleyItemId: 501 }),
          expect.objectContaining({ lineNumber: EGGS, trolleyItemId: -100003 }),
        ],
      },
    ]);
    expect(shown(state)).toEqual([
      [MILK, 1, true, true],
      [BREAD, 1, false, false],
      [EGGS, 6, true, true],
    ]);
  });

  it('removes several lines in one call and announces how many', () => {
    const { effects } = run(loaded, { type: 'REMOVE_MANY', lineNumbers: [MILK, BREAD, EGGS] });
    expect(effects[0]).toEqual({ type: 'ANNOUNCE', message: '2 items removed from your trolley' });
    expect(lastCall(effects)?.call).toMatchObject({
      kind: 'UPDATE_ITEMS',
      items: [{ quantity: { amount: 0 } }, { quantity: { amount: 0 } }],
    });
  });

  it('empties the trolley in one call', () => {
    const { state, effects } = run(
      loaded,
      { type: 'EMPTY' },
      { type: 'CALL_SUCCEEDED', requestId: 1, items: [] },
    );
    expect(lastCall(effects)?.call).toEqual({ kind: 'EMPTY_TROLLEY' });
    expect(displayedItems(state)).toEqual([]);
  });

  it('turns substitution on or off for every line with one call', () => {
    const { state, effects } = run(loaded, { type: 'SUBSTITUTE_ALL', canSubstitute: false });
    expect(lastCall(effects)?.call).toEqual({
      kind: 'UPDATE_SUB_PREFERENCES',
      canSubstitute: false,
    });
    expect(displayedItems(state).every((i) => !i.canSubstitute && i.processing)).toBe(true);
    const failed = run(state, {
      type: 'CALL_FAILED',
      requestId: 1,
      failure: { message: 'Update trolley sub preferences call to graph failed', type: '500' },
    });
    expect(displayedItems(failed.state).every((i) => i.canSubstitute)).toBe(true);
  });
});

describe('trolley failures', () => {
  it('sends 400 and 410 to the conflict handler, anything else to a modal', () => {
    expect(failureHandler({ message: 'x', type: '400' })).toBe('CONFLICTS');
    expect(failureHandler({ message: 'x', type: '410' })).toBe('CONFLICTS');
    expect(failureHandler({ message: 'x', type: '500' })).toBe('MODAL');
  });

  it('reads the first failure of a response', () => {
    expect(
      firstFailure([
        { message: 'a', type: '400' },
        { message: 'b', type: '500' },
      ]),
    ).toEqual({ message: 'a', type: '400' });
    expect(firstFailure([])).toBeNull();
    expect(firstFailure(undefined)).toBeNull();
  });
});

// ---- Properties: a simulated server ------------------------------------------------------------

type ServerLines = Map<string, QueueItem>;

/** A server that applies each call; `fails` makes it refuse (changing nothing). */
function serve(server: ServerLines, call: TrolleyCall, nextId: () => number): QueueItem[] {
  const put = (i: QueueItem) => {
    if (i.quantity.amount === 0) server.delete(i.lineNumber);
    else {
      const existing = server.get(i.lineNumber);
      server.set(i.lineNumber, {
        ...i,
        trolleyItemId:
          existing?.trolleyItemId ?? (i.trolleyItemId > 0 ? i.trolleyItemId : nextId()),
      });
    }
  };
  switch (call.kind) {
    case 'ADD_ITEM':
    case 'UPDATE_ITEM':
    case 'REMOVE_ITEM':
    case 'REPLACE_ITEM':
      put(call.item);
      return server.has(call.item.lineNumber) ? [server.get(call.item.lineNumber)!] : [];
    case 'UPDATE_ITEMS':
      for (const i of call.items) put(i);
      return call.items.flatMap((i) =>
        server.has(i.lineNumber) ? [server.get(i.lineNumber)!] : [],
      );
    case 'EMPTY_TROLLEY':
      server.clear();
      return [];
    case 'UPDATE_SUB_PREFERENCES':
      for (const [k, v] of server) server.set(k, { ...v, canSubstitute: call.canSubstitute });
      return [...server.values()];
  }
}

const LINES = [MILK, BREAD, EGGS, '100004'];
const shopperEvent: fc.Arbitrary<TrolleyQueueEvent> = fc.oneof(
  fc.record({
    type: fc.constant('CHANGE' as const),
    change: fc
      .record({
        lineNumber: fc.constantFrom(...LINES),
        amount: fc.integer({ min: 0, max: 5 }),
        canSubstitute: fc.boolean(),
        note: fc.constantFrom(null, 'ripe'),
      })
      .map((c) =>
        change(c.lineNumber, c.amount, { canSubstitute: c.canSubstitute, noteToShopper: c.note }),
      ),
  }),
  fc.record({ type: fc.constant('REMOVE' as const), lineNumber: fc.constantFrom(...LINES) }),
  fc.record({ type: fc.constant('UNDO_REMOVE' as const) }),
  fc.record({ type: fc.constant('EMPTY' as const) }),
  fc.record({ type: fc.constant('SUBSTITUTE_ALL' as const), canSubstitute: fc.boolean() }),
  fc.record({
    type: fc.constant('CHANGE_MANY' as const),
    changes: fc
      .uniqueArray(fc.constantFrom(...LINES), { maxLength: 3 })
      .map((ls) => ls.map((l) => change(l, 2))),
  }),
);
/**
 * Shopper events interleaved with the server answering the call in flight ('answer') and the
 * idle timer firing ('tick', which refreshes the trolley from the server when it is due).
 */
const script = fc.array(
  fc.oneof(shopperEvent, fc.constant('answer' as const), fc.constant('tick' as const)),
  { maxLength: 40 },
);

/** Runs a script against the server; returns the final state after every call is answered. */
function simulate(steps: readonly (TrolleyQueueEvent | 'answer' | 'tick')[], failEvery: number) {
  const server: ServerLines = new Map([[MILK, item(MILK, 2)]]);
  let id = 900;
  let calls = 0;
  let state = run(INITIAL_TROLLEY_QUEUE, { type: 'LOADED', items: [...server.values()] }).state;
  let pending: { requestId: number; call: TrolleyCall } | null = null;
  let timer: number | null = null;
  const apply = (event: TrolleyQueueEvent) => {
    const step = trolleyQueueStep(state, event);
    state = step.state;
    for (const effect of step.effects) {
      if (effect.type === 'CALL') {
        expect(pending).toBeNull(); // one call in flight at a time
        pending = { requestId: effect.requestId, call: effect.call };
      }
      if (effect.type === 'START_IDLE_TIMER') timer = effect.timerId;
      if (effect.type === 'CANCEL_IDLE_TIMER' && timer === effect.timerId) timer = null;
      if (effect.type === 'REFRESH') apply({ type: 'LOADED', items: [...server.values()] });
    }
  };
  const tick = () => {
    if (timer === null) return;
    const timerId = timer;
    timer = null;
    apply({ type: 'IDLE_ELAPSED', timerId });
  };
  const answer = () => {
    if (!pending) return;
    const { requestId, call } = pending;
    pending = null;
    calls += 1;
    if (failEvery > 0 && calls % failEvery === 0) {
      apply({ type: 'CALL_FAILED', requestId, failure: { message: 'failed', type: '500' } });
    } else {
      apply({ type: 'CALL_SUCCEEDED', requestId, items: serve(server, call, () => ++id) });
    }
  };
  for (const step of steps) {
    if (step === 'answer') answer();
    else if (step === 'tick') tick();
    else apply(step);
  }
  for (let guard = 0; pending && guard < 1000; guard++) answer();
  return { state, server };
}

const essence = (items: readonly QueueItem[]) =>
  items
    .filter((i) => i.quantity.amount > 0)
    .map((i) => [i.lineNumber, i.quantity.amount, i.canSubstitute, i.noteToShopper])
    .sort();

describe('trolley queue properties', () => {
  it('proves that once every call is answered the shopper sees exactly what the server has', () => {
    fc.assert(
      fc.property(script, fc.constantFrom(0, 2, 3), (steps, failEvery) => {
        const { state, server } = simulate(steps, failEvery);
        expect(isTrolleyBusy(state)).toBe(false);
        expect(state.optimistic).toEqual([]);
        expect(essence(displayedItems(state))).toEqual(essence([...server.values()]));
      }),
    );
  });

  it('proves that with no failures the server ends with the last thing the shopper asked for', () => {
    fc.assert(
      fc.property(script, (steps) => {
        // The model: the last change to each line wins; undo brings back the last single remove.
        const wanted = new Map<string, QueueItem>([[MILK, item(MILK, 2)]]);
        let lastRemoved: QueueItem | null = null;
        const remove = (line: string) => {
          const before = wanted.get(line);
          if (!before) return;
          lastRemoved = before;
          wanted.delete(line);
        };
        const set = (c: LineChange) => {
          const before = wanted.get(c.lineNumber);
          if (c.quantity.amount === 0) return remove(c.lineNumber);
          wanted.set(c.lineNumber, {
            ...item(c.lineNumber, c.quantity.amount),
            canSubstitute: c.canSubstitute ?? before?.canSubstitute ?? true,
            noteToShopper:
              c.noteToShopper !== undefined ? c.noteToShopper : (before?.noteToShopper ?? null),
          });
        };
        for (const step of steps) {
          if (step === 'answer' || step === 'tick') continue;
          if (step.type === 'CHANGE') set(step.change);
          if (step.type === 'CHANGE_MANY') for (const c of step.changes) set(c);
          if (step.type === 'REMOVE') remove(step.lineNumber);
          if (step.type === 'EMPTY' && wanted.size > 0) {
            wanted.clear();
            lastRemoved = null;
          }
          if (step.type === 'UNDO_REMOVE' && lastRemoved) {
            const back: QueueItem = lastRemoved;
            wanted.set(back.lineNumber, back);
            lastRemoved = null;
          }
          if (step.type === 'SUBSTITUTE_ALL') {
            for (const [k, v] of wanted) wanted.set(k, { ...v, canSubstitute: step.canSubstitute });
          }
        }
        const { server } = simulate(steps, 0);
        expect(essence([...server.values()])).toEqual(essence([...wanted.values()]));
      }),
    );
  });
});
