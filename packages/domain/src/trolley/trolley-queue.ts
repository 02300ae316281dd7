import type { Quantity } from '../catalogue/catalogue.types.ts';
import { normaliseQuantity } from '../quantity/quantity.ts';
import {
  itemReAddedAnnouncement,
  itemRemovedAnnouncement,
  itemsRemovedAnnouncement,
} from './trolley-messages.ts';

/**
 * The client trolley queue (spec doc 1 §4 Trolley) as a pure state machine:
 * `trolleyQueueStep(state, event) → { state, effects }`. It holds no timers and makes no calls;
 * it asks for them as effects (CALL, START_IDLE_TIMER, REFRESH, ANNOUNCE), and whoever runs it
 * (the browser, or a test) performs them and feeds the outcome back as events.
 *
 * - Every change is optimistic: the shopper sees the wanted line at once.
 * - Changes queue per line number; one call is in flight at a time and its lines are marked
 *   processing. What a line's call does is worked out when its turn comes, from the line as
 *   the server last confirmed it: add if absent or at zero, else update the quantity, else the
 *   substitution flag, else the note.
 * - A line holds one wanted state, so a later action on a line replaces a queued one: a queued
 *   remove is dropped when a later action on the same line arrives (and undoing a remove that
 *   has not been sent yet sends nothing).
 * - A remove first sets the quantity to 0 and is announced; a failed remove restores the item,
 *   and a failed update restores the previous item. Undo re-adds the last removed item through
 *   a replace call; the last removed and last re-added items are kept.
 * - When the queue is empty, 1000 ms of idle time pass before the trolley is refreshed; any new
 *   change restarts the wait.
 * - A trolley error clears every optimistic item and the queue. A locked trolley ignores changes.
 */

export const TROLLEY_IDLE_DELAY_MS = 1000;

/** One trolley line as the queue keeps it; the UI joins product and price data by line number. */
export interface QueueItem {
  /** The server's id; the negative of the line number while the line is only optimistic. */
  trolleyItemId: number;
  lineNumber: string;
  productId: string;
  quantity: Quantity;
  canSubstitute: boolean;
  noteToShopper: string | null;
  personalisedMessage: string | null;
}

/** A wanted line: quantity 0 removes it; fields left out keep their current values. */
export interface LineChange {
  lineNumber: string;
  productId: string;
  quantity: Quantity;
  canSubstitute?: boolean;
  noteToShopper?: string | null;
  personalisedMessage?: string | null;
}

/** A failure as the graph reports it ({message, type}). */
export interface TrolleyFailure {
  message: string;
  type: string;
}

export type TrolleyCall =
  | { kind: 'ADD_ITEM'; item: QueueItem }
  | { kind: 'UPDATE_ITEM'; item: QueueItem; change: 'QUANTITY' | 'SUBSTITUTION' | 'NOTE' }
  | { kind: 'REMOVE_ITEM'; item: QueueItem }
  | { kind: 'REPLACE_ITEM'; item: QueueItem }
  | { kind: 'UPDATE_ITEMS'; items: QueueItem[] }
  | { kind: 'EMPTY_TROLLEY' }
  | { kind: 'UPDATE_SUB_PREFERENCES'; canSubstitute: boolean };

export type TrolleyQueueEvent =
  /** The trolley as fetched (first load or the refresh after idle). */
  | { type: 'LOADED'; items: QueueItem[] }
  /** Fetching the trolley failed: a trolley error. */
  | { type: 'LOAD_FAILED'; failure: TrolleyFailure }
  /** Add a line or change it; quantity 0 removes. `name` is for the announcement. */
  | { type: 'CHANGE'; change: LineChange; name?: string | null }
  | { type: 'REMOVE'; lineNumber: string; name?: string | null }
  /** Several lines in one call (a batch). */
  | { type: 'CHANGE_MANY'; changes: LineChange[] }
  | { type: 'REMOVE_MANY'; lineNumbers: string[] }
  | { type: 'EMPTY' }
  | { type: 'UNDO_REMOVE' }
  | { type: 'SUBSTITUTE_ALL'; canSubstitute: boolean }
  | { type: 'LOCK' }
  | { type: 'UNLOCK' }
  /**
   * The server's state of the lines the call concerned (a line left out was removed); for
   * EMPTY_TROLLEY and UPDATE_SUB_PREFERENCES, the whole trolley.
   */
  | { type: 'CALL_SUCCEEDED'; requestId: number; items: QueueItem[] }
  /** `trolleyError`: the failure concerns the whole trolley, not the item. */
  | { type: 'CALL_FAILED'; requestId: number; failure: TrolleyFailure; trolleyError?: boolean }
  | { type: 'IDLE_ELAPSED'; timerId: number }
  | { type: 'DISMISS_FAILURE' };

export type TrolleyQueueEffect =
  | { type: 'CALL'; requestId: number; call: TrolleyCall }
  | { type: 'ANNOUNCE'; message: string }
  | { type: 'START_IDLE_TIMER'; timerId: number; delayMs: number }
  | { type: 'CANCEL_IDLE_TIMER'; timerId: number }
  | { type: 'REFRESH' };

type Via = 'CHANGE' | 'REMOVE' | 'REPLACE';

interface Wanted {
  item: QueueItem;
  via: Via;
}

type Entry =
  | { kind: 'LINE'; lineNumber: string }
  | { kind: 'BATCH'; lineNumbers: string[] }
  | { kind: 'EMPTY'; lineNumbers: string[] }
  | { kind: 'SUBSTITUTE_ALL'; lineNumbers: string[]; canSubstitute: boolean };

interface InFlight {
  requestId: number;
  call: TrolleyCall;
  /** What was asked for each line concerned. */
  sent: Wanted[];
}

export interface RemovedItem {
  item: QueueItem;
  name: string | null;
}

export interface TrolleyQueueState {
  loaded: boolean;
  locked: boolean;
  /** The lines as the server last confirmed them, in its order. */
  items: QueueItem[];
  /** Wanted lines not yet confirmed, oldest first. */
  optimistic: Wanted[];
  queue: Entry[];
  inFlight: InFlight | null;
  nextRequestId: number;
  idleTimerId: number | null;
  nextTimerId: number;
  /** A call finished since the last refresh. */
  dirty: boolean;
  lastRemoved: RemovedItem | null;
  lastReAdded: RemovedItem | null;
  failure: TrolleyFailure | null;
}

export const INITIAL_TROLLEY_QUEUE: TrolleyQueueState = Object.freeze({
  loaded: false,
  locked: false,
  items: [],
  optimistic: [],
  queue: [],
  inFlight: null,
  nextRequestId: 1,
  idleTimerId: null,
  nextTimerId: 1,
  dirty: false,
  lastRemoved: null,
  lastReAdded: null,
  failure: null,
}) as TrolleyQueueState;

/** A line as the shopper sees it. */
export interface DisplayedItem extends QueueItem {
  /** Its call is in flight. */
  processing: boolean;
  /** Not yet confirmed by the server. */
  optimistic: boolean;
}

export interface TrolleyQueueStep {
  state: TrolleyQueueState;
  effects: TrolleyQueueEffect[];
}

// ---- Reading the state -----------------------------------------------------------------------

const confirmedItem = (state: TrolleyQueueState, lineNumber: string) =>
  state.items.find((i) => i.lineNumber === lineNumber);

const wantedItem = (state: TrolleyQueueState, lineNumber: string) =>
  state.optimistic.find((w) => w.item.lineNumber === lineNumber);

/** The line as the shopper sees it now: wanted if there is a change, else confirmed. */
function shownItem(state: TrolleyQueueState, lineNumber: string): QueueItem | undefined {
  return wantedItem(state, lineNumber)?.item ?? confirmedItem(state, lineNumber);
}

function isProcessing(state: TrolleyQueueState, lineNumber: string): boolean {
  return state.inFlight?.sent.some((w) => w.item.lineNumber === lineNumber) ?? false;
}

/**
 * The trolley as the shopper sees it: confirmed lines in the server's order with their wanted
 * changes, then lines only wanted so far, oldest first. A line being removed shows at 0.
 */
export function displayedItems(state: TrolleyQueueState): DisplayedItem[] {
  const shown = state.items.map((item) => {
    const wanted = wantedItem(state, item.lineNumber);
    return {
      ...(wanted?.item ?? item),
      trolleyItemId: item.trolleyItemId,
      processing: isProcessing(state, item.lineNumber),
      optimistic: wanted !== undefined,
    };
  });
  for (const wanted of state.optimistic) {
    if (confirmedItem(state, wanted.item.lineNumber)) continue;
    shown.push({
      ...wanted.item,
      processing: isProcessing(state, wanted.item.lineNumber),
      optimistic: true,
    });
  }
  return shown;
}

/** Whether changes are waiting or in flight. */
export function isTrolleyBusy(state: TrolleyQueueState): boolean {
  return state.inFlight !== null || state.queue.length > 0;
}

// ---- Changing the state ----------------------------------------------------------------------

const sameQuantity = (a: Quantity, b: Quantity) => a.amount === b.amount && a.uom === b.uom;

function sameItem(a: QueueItem, b: QueueItem): boolean {
  return (
    a.lineNumber === b.lineNumber &&
    a.productId === b.productId &&
    sameQuantity(a.quantity, b.quantity) &&
    a.canSubstitute === b.canSubstitute &&
    a.noteToShopper === b.noteToShopper &&
    a.personalisedMessage === b.personalisedMessage
  );
}

/** The id an only-optimistic line shows: the negative of its line number (spec doc 1 §3). */
export function optimisticItemId(lineNumber: string): number {
  const number = Number.parseInt(lineNumber, 10);
  return Number.isFinite(number) && number > 0 ? -number : -1;
}

function wantedFrom(state: TrolleyQueueState, change: LineChange): QueueItem {
  // A line being removed is gone for this purpose: adding it again starts afresh (undo is the
  // way to get the removed line back as it was).
  const shown = shownItem(state, change.lineNumber);
  const current = shown && shown.quantity.amount > 0 ? shown : undefined;
  const confirmed = confirmedItem(state, change.lineNumber);
  return {
    trolleyItemId: confirmed?.trolleyItemId ?? optimisticItemId(change.lineNumber),
    lineNumber: change.lineNumber,
    productId: change.productId,
    quantity: {
      amount: normaliseQuantity(change.quantity.amount, change.quantity.uom),
      uom: change.quantity.uom,
    },
    canSubstitute: change.canSubstitute ?? current?.canSubstitute ?? true,
    noteToShopper:
      change.noteToShopper !== undefined ? change.noteToShopper : (current?.noteToShopper ?? null),
    personalisedMessage:
      change.personalisedMessage !== undefined
        ? change.personalisedMessage
        : (current?.personalisedMessage ?? null),
  };
}

function want(state: TrolleyQueueState, item: QueueItem, via: Via): TrolleyQueueState {
  const others = state.optimistic.filter((w) => w.item.lineNumber !== item.lineNumber);
  const existing = state.optimistic.find((w) => w.item.lineNumber === item.lineNumber);
  // Keep a line's place among the optimistic lines when it changes again.
  const optimistic = existing
    ? state.optimistic.map((w) => (w === existing ? { item, via } : w))
    : [...others, { item, via }];
  return { ...state, optimistic };
}

function dropWanted(state: TrolleyQueueState, lineNumbers: readonly string[]): TrolleyQueueState {
  return {
    ...state,
    optimistic: state.optimistic.filter((w) => !lineNumbers.includes(w.item.lineNumber)),
  };
}

/** Queues a line unless it already waits (its wanted state is read when its turn comes). */
function enqueue(state: TrolleyQueueState, entry: Entry): TrolleyQueueState {
  if (
    entry.kind === 'LINE' &&
    state.queue.some((e) => e.kind === 'LINE' && e.lineNumber === entry.lineNumber)
  ) {
    return state;
  }
  return { ...state, queue: [...state.queue, entry] };
}

function cancelIdle(state: TrolleyQueueState, effects: TrolleyQueueEffect[]): TrolleyQueueState {
  if (state.idleTimerId === null) return state;
  effects.push({ type: 'CANCEL_IDLE_TIMER', timerId: state.idleTimerId });
  return { ...state, idleTimerId: null };
}

/** The call that brings the line from what the server has to what is wanted, or null. */
function lineCall(confirmed: QueueItem | undefined, wanted: Wanted): TrolleyCall | null {
  const item = wanted.item;
  const absent = !confirmed || confirmed.quantity.amount === 0;
  if (absent) {
    if (item.quantity.amount === 0) return null;
    if (wanted.via === 'REPLACE' && item.trolleyItemId > 0) return { kind: 'REPLACE_ITEM', item };
    return {
      kind: 'ADD_ITEM',
      item: { ...item, trolleyItemId: optimisticItemId(item.lineNumber) },
    };
  }
  const target = { ...item, trolleyItemId: confirmed.trolleyItemId };
  if (!sameQuantity(confirmed.quantity, item.quantity)) {
    return item.quantity.amount === 0
      ? { kind: 'REMOVE_ITEM', item: target }
      : { kind: 'UPDATE_ITEM', item: target, change: 'QUANTITY' };
  }
  if (confirmed.canSubstitute !== item.canSubstitute) {
    return { kind: 'UPDATE_ITEM', item: target, change: 'SUBSTITUTION' };
  }
  if (
    confirmed.noteToShopper !== item.noteToShopper ||
    confirmed.personalisedMessage !== item.personalisedMessage
  ) {
    return { kind: 'UPDATE_ITEM', item: target, change: 'NOTE' };
  }
  return null;
}

/**
 * Whether a trolley-wide call brings the line to its wanted state: emptying does for a line
 * wanted at 0, the substitution preference for a line that differs only in that flag. Other
 * wanted lines wait for their own entry (every change queues one).
 */
function reachedBy(entry: Entry, confirmed: QueueItem | undefined, wanted: Wanted): boolean {
  if (!confirmed) return false;
  const item = wanted.item;
  switch (entry.kind) {
    case 'EMPTY':
      return item.quantity.amount === 0;
    case 'SUBSTITUTE_ALL':
      return (
        item.canSubstitute === entry.canSubstitute &&
        confirmed.canSubstitute !== entry.canSubstitute &&
        item.quantity.amount > 0 &&
        sameItem({ ...item, canSubstitute: confirmed.canSubstitute }, confirmed)
      );
    default:
      return lineCall(confirmed, wanted) !== null;
  }
}

/** The call for a queue entry and the wanted lines it sends, or null when nothing differs. */
function entryCall(
  state: TrolleyQueueState,
  entry: Entry,
): { call: TrolleyCall; sent: Wanted[] } | null {
  if (entry.kind === 'LINE') {
    const wanted = wantedItem(state, entry.lineNumber);
    if (!wanted) return null;
    const call = lineCall(confirmedItem(state, entry.lineNumber), wanted);
    return call ? { call, sent: [wanted] } : null;
  }
  const sent = entry.lineNumbers.flatMap((lineNumber) => {
    const wanted = wantedItem(state, lineNumber);
    const confirmed = confirmedItem(state, lineNumber);
    if (!wanted) return [];
    if (entry.kind === 'BATCH') return lineCall(confirmed, wanted) ? [wanted] : [];
    return reachedBy(entry, confirmed, wanted) ? [wanted] : [];
  });
  if (sent.length === 0) return null;
  const batch = (): TrolleyCall => ({
    kind: 'UPDATE_ITEMS',
    items: sent.map((w) => ({
      ...w.item,
      trolleyItemId:
        confirmedItem(state, w.item.lineNumber)?.trolleyItemId ??
        optimisticItemId(w.item.lineNumber),
    })),
  });
  // A trolley-wide call changes every line, so it is only used when every line is wanted that
  // way; otherwise (the shopper has re-added or toggled a line since) a batch does the same.
  const shown = state.items.map((i) => shownItem(state, i.lineNumber) ?? i);
  switch (entry.kind) {
    case 'BATCH':
      return { call: batch(), sent };
    case 'EMPTY':
      return {
        call: shown.every((i) => i.quantity.amount === 0) ? { kind: 'EMPTY_TROLLEY' } : batch(),
        sent,
      };
    case 'SUBSTITUTE_ALL':
      return {
        call: shown.every((i) => i.canSubstitute === entry.canSubstitute)
          ? { kind: 'UPDATE_SUB_PREFERENCES', canSubstitute: entry.canSubstitute }
          : batch(),
        sent,
      };
  }
}

/** Lines of an entry whose wanted state is already what the server has: nothing to send. */
function alreadyThere(state: TrolleyQueueState, entry: Entry): string[] {
  const lines = entry.kind === 'LINE' ? [entry.lineNumber] : entry.lineNumbers;
  return lines.filter((line) => {
    const wanted = wantedItem(state, line);
    return wanted !== undefined && lineCall(confirmedItem(state, line), wanted) === null;
  });
}

/** Starts the next call if none is in flight; with nothing left, waits idle before refreshing. */
function pump(state: TrolleyQueueState, effects: TrolleyQueueEffect[]): TrolleyQueueState {
  let next = state;
  while (next.inFlight === null && next.queue.length > 0) {
    const [entry, ...rest] = next.queue as [Entry, ...Entry[]];
    next = { ...next, queue: rest };
    // A line wanted as the server already has it needs no call (e.g. an undone remove).
    next = dropWanted(next, alreadyThere(next, entry));
    const planned = entryCall(next, entry);
    if (!planned) continue;
    const requestId = next.nextRequestId;
    next = {
      ...next,
      nextRequestId: requestId + 1,
      inFlight: { requestId, call: planned.call, sent: planned.sent },
    };
    effects.push({ type: 'CALL', requestId, call: planned.call });
  }
  if (
    next.inFlight === null &&
    next.queue.length === 0 &&
    next.dirty &&
    next.idleTimerId === null
  ) {
    const timerId = next.nextTimerId;
    next = { ...next, idleTimerId: timerId, nextTimerId: timerId + 1 };
    effects.push({ type: 'START_IDLE_TIMER', timerId, delayMs: TROLLEY_IDLE_DELAY_MS });
  }
  return next;
}

function upsertConfirmed(items: QueueItem[], item: QueueItem): QueueItem[] {
  const index = items.findIndex((i) => i.lineNumber === item.lineNumber);
  if (index === -1) return [...items, item];
  return items.map((i, k) => (k === index ? item : i));
}

function clearOptimistic(
  state: TrolleyQueueState,
  failure: TrolleyFailure,
  effects: TrolleyQueueEffect[],
): TrolleyQueueState {
  const cleared = cancelIdle(state, effects);
  return {
    ...cleared,
    optimistic: [],
    queue: [],
    inFlight: null,
    lastRemoved: null,
    failure,
  };
}

function removeLine(
  state: TrolleyQueueState,
  lineNumber: string,
  name: string | null,
  effects: TrolleyQueueEffect[],
): TrolleyQueueState {
  const current = shownItem(state, lineNumber);
  if (!current || current.quantity.amount === 0) return state;
  const removed = { ...current, quantity: { ...current.quantity, amount: 0 } };
  let next = want(state, removed, 'REMOVE');
  next = { ...next, lastRemoved: { item: current, name } };
  effects.push({ type: 'ANNOUNCE', message: itemRemovedAnnouncement(name) });
  return enqueue(next, { kind: 'LINE', lineNumber });
}

/** Events that change the trolley: a locked trolley ignores them, and they restart the idle wait. */
const SHOPPER_CHANGES: ReadonlySet<TrolleyQueueEvent['type']> = new Set([
  'CHANGE',
  'REMOVE',
  'CHANGE_MANY',
  'REMOVE_MANY',
  'EMPTY',
  'UNDO_REMOVE',
  'SUBSTITUTE_ALL',
]);

/** Applies one event. Never throws; events that do not fit the state change nothing. */
export function trolleyQueueStep(
  state: TrolleyQueueState,
  event: TrolleyQueueEvent,
): TrolleyQueueStep {
  const effects: TrolleyQueueEffect[] = [];
  const isChange = SHOPPER_CHANGES.has(event.type);
  if (state.locked && isChange) return { state, effects };
  let next = isChange ? cancelIdle(state, effects) : state;

  switch (event.type) {
    case 'LOADED': {
      next = { ...next, loaded: true, items: event.items.filter((i) => i.quantity.amount > 0) };
      break;
    }
    case 'LOAD_FAILED':
      next = clearOptimistic(next, event.failure, effects);
      break;
    case 'CHANGE': {
      const item = wantedFrom(next, event.change);
      const current = shownItem(next, item.lineNumber);
      if (item.quantity.amount === 0) {
        next = removeLine(next, item.lineNumber, event.name ?? null, effects);
        break;
      }
      if (current && sameItem(current, item)) break;
      next = enqueue(want(next, item, 'CHANGE'), { kind: 'LINE', lineNumber: item.lineNumber });
      break;
    }
    case 'REMOVE':
      next = removeLine(next, event.lineNumber, event.name ?? null, effects);
      break;
    case 'CHANGE_MANY':
    case 'REMOVE_MANY': {
      const wanted =
        event.type === 'CHANGE_MANY'
          ? event.changes.flatMap((c) => {
              const item = wantedFrom(next, c);
              const current = shownItem(next, c.lineNumber);
              const unchanged = current ? sameItem(current, item) : item.quantity.amount === 0;
              return unchanged ? [] : [item];
            })
          : event.lineNumbers.flatMap((lineNumber) => {
              const current = shownItem(next, lineNumber);
              return current && current.quantity.amount > 0
                ? [{ ...current, quantity: { ...current.quantity, amount: 0 } }]
                : [];
            });
      if (wanted.length === 0) break;
      for (const item of wanted) {
        next = want(next, item, item.quantity.amount === 0 ? 'REMOVE' : 'CHANGE');
      }
      const removed = wanted.filter((i) => i.quantity.amount === 0).length;
      if (removed > 0)
        effects.push({ type: 'ANNOUNCE', message: itemsRemovedAnnouncement(removed) });
      next = enqueue(next, { kind: 'BATCH', lineNumbers: wanted.map((i) => i.lineNumber) });
      break;
    }
    case 'EMPTY': {
      const lines = displayedItems(next).filter((i) => i.quantity.amount > 0);
      if (lines.length === 0) break;
      for (const line of lines) {
        next = want(next, { ...line, quantity: { ...line.quantity, amount: 0 } }, 'REMOVE');
      }
      effects.push({ type: 'ANNOUNCE', message: itemsRemovedAnnouncement(lines.length) });
      next = enqueue(
        { ...next, lastRemoved: null },
        { kind: 'EMPTY', lineNumbers: lines.map((l) => l.lineNumber) },
      );
      break;
    }
    case 'UNDO_REMOVE': {
      const removed = next.lastRemoved;
      if (!removed) break;
      next = want(next, removed.item, 'REPLACE');
      next = { ...next, lastRemoved: null, lastReAdded: removed };
      effects.push({ type: 'ANNOUNCE', message: itemReAddedAnnouncement(removed.name) });
      next = enqueue(next, { kind: 'LINE', lineNumber: removed.item.lineNumber });
      break;
    }
    case 'SUBSTITUTE_ALL': {
      const lines = displayedItems(next).filter(
        (i) => i.quantity.amount > 0 && i.canSubstitute !== event.canSubstitute,
      );
      if (lines.length === 0) break;
      for (const line of lines) {
        next = want(next, { ...line, canSubstitute: event.canSubstitute }, 'CHANGE');
      }
      next = enqueue(next, {
        kind: 'SUBSTITUTE_ALL',
        lineNumbers: lines.map((l) => l.lineNumber),
        canSubstitute: event.canSubstitute,
      });
      break;
    }
    case 'LOCK':
      next = { ...next, locked: true };
      break;
    case 'UNLOCK':
      next = { ...next, locked: false };
      break;
    case 'CALL_SUCCEEDED': {
      const flight = next.inFlight;
      if (!flight || flight.requestId !== event.requestId) break;
      // Emptying and the substitution preference answer with the whole trolley.
      const whole =
        flight.call.kind === 'EMPTY_TROLLEY' || flight.call.kind === 'UPDATE_SUB_PREFERENCES';
      const answered = (line: string) => event.items.some((i) => i.lineNumber === line);
      const sentLine = (line: string) => flight.sent.some((w) => w.item.lineNumber === line);
      let items = whole
        ? []
        : next.items.filter((i) => answered(i.lineNumber) || !sentLine(i.lineNumber));
      for (const server of event.items) {
        items =
          server.quantity.amount > 0
            ? upsertConfirmed(items, server)
            : items.filter((i) => i.lineNumber !== server.lineNumber);
      }
      // The optimistic line goes once the result is in, unless the shopper changed it since.
      const settled = flight.sent
        .filter((w) => {
          const now = wantedItem(next, w.item.lineNumber);
          return now !== undefined && now.via === w.via && sameItem(now.item, w.item);
        })
        .map((w) => w.item.lineNumber);
      next = dropWanted({ ...next, items, inFlight: null, dirty: true }, settled);
      break;
    }
    case 'CALL_FAILED': {
      const flight = next.inFlight;
      if (!flight || flight.requestId !== event.requestId) break;
      if (event.trolleyError) {
        next = { ...clearOptimistic(next, event.failure, effects), dirty: true };
        break;
      }
      // The lines go back to what the server has: the removed item returns, the update is undone.
      const lines = flight.sent.map((w) => w.item.lineNumber);
      const queue = next.queue.flatMap((entry): Entry[] => {
        if (entry.kind === 'LINE') return lines.includes(entry.lineNumber) ? [] : [entry];
        const kept = entry.lineNumbers.filter((l) => !lines.includes(l));
        return kept.length > 0 ? [{ ...entry, lineNumbers: kept }] : [];
      });
      let { lastRemoved, lastReAdded } = next;
      if (lastRemoved && lines.includes(lastRemoved.item.lineNumber)) lastRemoved = null;
      if (flight.call.kind === 'REPLACE_ITEM' && lastReAdded) {
        lastRemoved = lastReAdded;
        lastReAdded = null;
      }
      next = dropWanted(
        {
          ...next,
          queue,
          inFlight: null,
          dirty: true,
          failure: event.failure,
          lastRemoved,
          lastReAdded,
        },
        lines,
      );
      break;
    }
    case 'IDLE_ELAPSED': {
      if (event.timerId !== next.idleTimerId) break;
      next = { ...next, idleTimerId: null };
      if (isTrolleyBusy(next)) break;
      next = { ...next, dirty: false };
      effects.push({ type: 'REFRESH' });
      return { state: next, effects };
    }
    case 'DISMISS_FAILURE':
      next = { ...next, failure: null };
      break;
  }
  return { state: pump(next, effects), effects };
}

/**
 * Spec doc 1 §8: failures of type 400 or 410 go to the conflict handler; others show a modal.
 */
export function failureHandler(failure: TrolleyFailure): 'CONFLICTS' | 'MODAL' {
  return failure.type === '400' || failure.type === '410' ? 'CONFLICTS' : 'MODAL';
}

/** Spec doc 1 §5: a response with failures is an error using the first failure. */
export function firstFailure(
  failures: readonly TrolleyFailure[] | null | undefined,
): TrolleyFailure | null {
  return failures?.[0] ?? null;
}
