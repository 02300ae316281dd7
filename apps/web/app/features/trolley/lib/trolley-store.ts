import {
  type TrolleyAnalyticsContext,
  trolleyChangeEvent,
} from '@grocer/domain/analytics/analytics-params';
import {
  type DisplayedItem,
  displayedItems,
  INITIAL_TROLLEY_QUEUE,
  isTrolleyBusy,
  type LineChange,
  type QueueItem,
  type TrolleyCall,
  type TrolleyFailure,
  type TrolleyQueueState,
  trolleyQueueStep,
} from '@grocer/domain/trolley/trolley-queue';
import {
  createTrolleyQueueDriver,
  type Scheduler,
  type TrolleyQueueDriver,
} from '@grocer/domain/trolley/trolley-queue-driver';
import {
  queueItemOf,
  trolleyItemCount,
  type ViewerTrolley,
} from '@grocer/domain/trolley/trolley-summary';
import type {
  Conflict,
  PreviousNote,
  Trolley,
} from '@grocer/server/contexts/trolley/trolley.contract';
import { track } from '../../../lib/analytics.ts';
import type { TrolleyCallResult } from '../api/trolley-api.ts';

/**
 * The shopper's trolley in the browser (decision 0032): the domain's queue driver, wired to the
 * trolley's GraphQL calls, with what the pages show worked out once per change.
 * - Every change is optimistic (the queue's wanted lines) and sent one call at a time.
 * - Each answer carries the priced trolley, so the header total and the trolley page follow.
 * - Other tabs of the same shopper hear every answer at once (BroadcastChannel); another device
 *   sees the change when its page next gets the focus (a refresh).
 */

export interface TrolleySnapshot {
  /** The open order; null until the shopper's first change opens it. */
  orderId: string | null;
  queue: TrolleyQueueState;
  /** The lines as the shopper sees them (a line being removed shows at 0). */
  items: DisplayedItem[];
  byLine: ReadonlyMap<string, DisplayedItem>;
  /** The trolley as the server last answered it, priced; null until the first answer. */
  trolley: Trolley | null;
  /** The header: the count follows the shopper at once, the total the server's last answer. */
  summary: { itemCount: number; total: number };
  busy: boolean;
  /** The last screen-reader announcement, numbered so a repeat is spoken again. */
  announcement: { message: string; id: number } | null;
  /** A change made with a notice beside it: the quantity was cut to the product's cap. */
  notice: TrolleyFailure | null;
  /** The conflict an add just brought (the conflict modal), until dismissed. */
  addConflict: Conflict | null;
  /**
   * The lines the shopper's last add put in the trolley (one, or several in a batch), numbered so
   * the next add is told apart: what 'Reuse shopper notes?' asks about (decision 0098).
   */
  added: AddedLines | null;
}

/** Lines an add put in the trolley that were not in it, without a note of their own. */
export interface AddedLines {
  id: number;
  lines: { lineNumber: string; name: string | null }[];
}

export interface TrolleyStorePorts {
  send(orderId: string, call: TrolleyCall): Promise<TrolleyCallResult>;
  fetch(orderId: string): Promise<Trolley>;
  /** The shopper's open order id, opening the trolley if there is none yet. */
  openOrder(): Promise<string>;
  /** The notes left on these products in earlier orders (decision 0098); none without it. */
  previousNotes?(lineNumbers: readonly string[]): Promise<PreviousNote[]>;
}

/** The part of BroadcastChannel the store uses (a fake one in tests). */
export interface TrolleyChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export const TROLLEY_CHANNEL_NAME = 'grocer-trolley';

/** What one tab tells the others: the trolley as an answer left it. */
interface TrolleyMessage {
  kind: 'trolley';
  orderId: string;
  trolley: Trolley;
}

function isTrolleyMessage(value: unknown, orderId: string | null): value is TrolleyMessage {
  const message = value as Partial<TrolleyMessage> | null;
  return (
    message?.kind === 'trolley' &&
    typeof message.orderId === 'string' &&
    (orderId === null || message.orderId === orderId) &&
    typeof message.trolley?.version === 'number' &&
    Array.isArray(message.trolley.trolleyItems)
  );
}

export interface TrolleyStore {
  getSnapshot(): TrolleySnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Add a line or change it; quantity 0 removes it (announced). `context` says where the shopper
   * made the change (the trolley item's analytics context, spec doc 1 §3).
   */
  change(change: LineChange, name?: string | null, context?: TrolleyAnalyticsContext): void;
  remove(lineNumber: string, name?: string | null, context?: TrolleyAnalyticsContext): void;
  removeMany(lineNumbers: string[]): void;
  /** Several lines in one call (a batch). */
  changeMany(changes: LineChange[]): void;
  undoRemove(): void;
  substituteAll(canSubstitute: boolean): void;
  empty(): void;
  dismissFailure(): void;
  dismissNotice(): void;
  dismissAddConflict(): void;
  /** The lines as the page frame was given them (a page load or a new viewer). */
  load(viewer: ViewerTrolley): void;
  /** Fetches the trolley now, unless changes are on their way (the page got the focus). */
  refresh(): Promise<void>;
  /** The notes the shopper left on these products in earlier orders (decision 0098). */
  previousNotes(lineNumbers: readonly string[]): Promise<PreviousNote[]>;
  /** Listens to other tabs and to the page getting the focus; returns the way to stop. */
  start(environment: { channel: TrolleyChannel | null; window: Window | null }): () => void;
}

export function createTrolleyStore(options: {
  viewer: ViewerTrolley;
  ports: TrolleyStorePorts;
  scheduler: Scheduler;
  onError?: (error: unknown) => void;
  /** Where add_to_cart and remove_from_cart go: the page's analytics by default. */
  analytics?: (event: NonNullable<ReturnType<typeof trolleyChangeEvent>>) => void;
}): TrolleyStore {
  const { ports, scheduler } = options;
  let orderId = options.viewer.orderId;
  let opening: Promise<string> | null = null;
  /** The order id, asked for once when the page frame had none (a shopper with no trolley). */
  const ensureOrderId = (): Promise<string> => {
    if (orderId !== null) return Promise.resolve(orderId);
    opening ??= ports.openOrder().then(
      (id) => {
        orderId = id;
        return id;
      },
      (error: unknown) => {
        opening = null;
        throw error;
      },
    );
    return opening;
  };
  const onError = options.onError ?? ((error: unknown) => console.warn(error));
  const listeners = new Set<() => void>();
  let trolley: Trolley | null = null;
  let viewerTotal = options.viewer.total;
  let announcement: TrolleySnapshot['announcement'] = null;
  let notice: TrolleyFailure | null = null;
  let addConflict: Conflict | null = null;
  let added: AddedLines | null = null;
  let channel: TrolleyChannel | null = null;
  let snapshot: TrolleySnapshot;

  const build = (queue: TrolleyQueueState): TrolleySnapshot => {
    const items = displayedItems(queue);
    return {
      orderId,
      queue,
      items,
      byLine: new Map(items.map((item) => [item.lineNumber, item])),
      trolley,
      summary: {
        itemCount: trolleyItemCount(items),
        total: trolley ? trolley.trolleyTotals.itemTotalEstimatedCost.amount : viewerTotal,
      },
      busy: isTrolleyBusy(queue),
      announcement,
      notice,
      addConflict,
      added,
    };
  };

  const publish = () => {
    snapshot = build(driver.getState());
    for (const listener of listeners) listener();
  };

  /** A newer trolley than the one held (versions only go up). */
  const accept = (next: Trolley | null): boolean => {
    if (!next || (trolley && next.version < trolley.version)) return false;
    trolley = next;
    return true;
  };

  const broadcast = (next: Trolley) => {
    try {
      channel?.postMessage({
        kind: 'trolley',
        orderId: next.orderId,
        trolley: next,
      } satisfies TrolleyMessage);
    } catch (error) {
      onError(error);
    }
  };

  const driver: TrolleyQueueDriver = createTrolleyQueueDriver({
    scheduler,
    initial: trolleyQueueStep(INITIAL_TROLLEY_QUEUE, {
      type: 'LOADED',
      items: options.viewer.lines,
    }).state,
    ports: {
      async send(call) {
        const result = await ports.send(await ensureOrderId(), call);
        if (result.trolley && accept(result.trolley)) broadcast(result.trolley);
        if (result.notice) notice = result.notice;
        if (call.kind === 'ADD_ITEM') {
          const added = call.item.lineNumber;
          addConflict =
            result.trolley?.conflicts.find((c) => c.addToTrolley && c.lineNumber === added) ??
            addConflict;
        }
        return result.ok
          ? { ok: true, items: result.items }
          : {
              ok: false,
              failure: result.failure as TrolleyFailure,
              trolleyError: result.trolleyError,
            };
      },
      async refresh() {
        const fetched = await ports.fetch(await ensureOrderId());
        accept(fetched);
        return fetched.trolleyItems.map(queueItemOf);
      },
      announce(message) {
        announcement = { message, id: (announcement?.id ?? 0) + 1 };
      },
    },
    onChange: () => publish(),
  });
  snapshot = build(driver.getState());

  const dispatchAndPublish = (event: Parameters<TrolleyQueueDriver['dispatch']>[0]) => {
    driver.dispatch(event);
    // Announcements and notices change nothing in the queue's state: publish them too.
    publish();
  };

  const loadTrolley = (next: Trolley) => {
    if (!accept(next)) return;
    driver.dispatch({ type: 'LOADED', items: next.trolleyItems.map(queueItemOf) });
    publish();
  };

  const onMessage = (event: { data: unknown }) => {
    if (!isTrolleyMessage(event.data, orderId)) return;
    orderId ??= event.data.orderId;
    loadTrolley(event.data.trolley);
  };

  const analytics =
    options.analytics ??
    ((event) =>
      event.name === 'add_to_cart'
        ? track('add_to_cart', event.params)
        : track('remove_from_cart', event.params));
  /** The shopper's add or remove, as the line stood before it (analytics only: never throws). */
  const report = (lineNumber: string, after: number, context?: TrolleyAnalyticsContext) => {
    try {
      const before = snapshot.byLine.get(lineNumber)?.quantity.amount ?? 0;
      const event = trolleyChangeEvent({ lineNumber, before, after, context });
      if (event) analytics(event);
    } catch (error) {
      onError(error);
    }
  };

  /** Records the lines a change newly puts in the trolley without a note (decision 0098). */
  const noteAdded = (changes: readonly LineChange[], name?: string | null) => {
    const lines = changes
      .filter(
        (change) =>
          change.quantity.amount > 0 &&
          !change.noteToShopper &&
          (snapshot.byLine.get(change.lineNumber)?.quantity.amount ?? 0) === 0,
      )
      .map((change) => ({ lineNumber: change.lineNumber, name: name ?? null }));
    if (lines.length > 0) added = { id: (added?.id ?? 0) + 1, lines };
  };

  const store: TrolleyStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(change, name, context) {
      report(change.lineNumber, change.quantity.amount, context);
      noteAdded([change], name);
      dispatchAndPublish({ type: 'CHANGE', change, name: name ?? null });
    },
    remove(lineNumber, name, context) {
      report(lineNumber, 0, context);
      dispatchAndPublish({ type: 'REMOVE', lineNumber, name: name ?? null });
    },
    removeMany(lineNumbers) {
      for (const lineNumber of lineNumbers) report(lineNumber, 0, { clickContext: 'trolley' });
      dispatchAndPublish({ type: 'REMOVE_MANY', lineNumbers });
    },
    changeMany(changes) {
      for (const change of changes) {
        report(change.lineNumber, change.quantity.amount, { clickContext: 'trolley' });
      }
      noteAdded(changes);
      dispatchAndPublish({ type: 'CHANGE_MANY', changes });
    },
    previousNotes: (lineNumbers) =>
      ports.previousNotes ? ports.previousNotes(lineNumbers) : Promise.resolve([]),
    undoRemove: () => dispatchAndPublish({ type: 'UNDO_REMOVE' }),
    substituteAll: (canSubstitute) => dispatchAndPublish({ type: 'SUBSTITUTE_ALL', canSubstitute }),
    empty() {
      for (const item of snapshot.items) report(item.lineNumber, 0, { clickContext: 'trolley' });
      dispatchAndPublish({ type: 'EMPTY' });
    },
    dismissFailure: () => dispatchAndPublish({ type: 'DISMISS_FAILURE' }),
    dismissNotice() {
      notice = null;
      publish();
    },
    dismissAddConflict() {
      addConflict = null;
      publish();
    },
    load(viewer) {
      if (orderId !== null && viewer.orderId !== null && viewer.orderId !== orderId) return;
      orderId ??= viewer.orderId;
      if (trolley === null) viewerTotal = viewer.total;
      dispatchAndPublish({ type: 'LOADED', items: viewer.lines });
    },
    async refresh() {
      // Without an order there is nothing to catch up with (asking would open one).
      if (orderId === null || isTrolleyBusy(driver.getState())) return;
      try {
        loadTrolley(await ports.fetch(orderId));
      } catch (error) {
        onError(error);
      }
    },
    start(environment) {
      channel = environment.channel;
      channel?.addEventListener('message', onMessage);
      const win = environment.window;
      const onVisible = () => {
        if (win?.document.visibilityState === 'visible') void store.refresh();
      };
      win?.addEventListener('focus', onVisible);
      win?.document.addEventListener('visibilitychange', onVisible);
      return () => {
        channel?.removeEventListener('message', onMessage);
        channel?.close();
        channel = null;
        win?.removeEventListener('focus', onVisible);
        win?.document.removeEventListener('visibilitychange', onVisible);
      };
    },
  };
  return store;
}

export type { QueueItem };
