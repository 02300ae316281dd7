import { DEFAULT_GRID_LENGTH, GRID_LENGTHS } from '../slots/slot-start-date.ts';
import { clockText, londonMinuteOfDay } from './slot-time.ts';

export { DEFAULT_GRID_LENGTH, GRID_LENGTHS };

/**
 * The slot grid's layout (spec doc 1 §4, §9): days across, a page of 5 or 3 at a time; times
 * down, one row per window of the London day, so a 9AM slot sits in the 9AM row on either side
 * of the clock change.
 */

/** Spec doc 1 §4, §9: the grid looks for availability changes every 2 minutes. */
export const GRID_REFRESH_MS = 2 * 60_000;

export type GridLength = (typeof GRID_LENGTHS)[number];

/** The other length: the grid toggles between 5 and 3 days. */
export function toggledGridLength(length: GridLength): GridLength {
  return length === 5 ? 3 : 5;
}

export function gridLengthOf(value: unknown): GridLength {
  const number = typeof value === 'string' ? Number(value) : value;
  return number === 3 ? 3 : DEFAULT_GRID_LENGTH;
}

/**
 * Spec doc 1 §9: phones are below md (`belowWidth('md')`, shell/breakpoints). There a grid opens
 * with 3 days, which fit the screen beside the times; tablets and desktops open with 5 (issue 21,
 * decision 0052).
 */
export const PHONE_GRID_LENGTH: GridLength = 3;

/** The length the shopper asked for in the address ('3' or '5'), or null when none was. */
export function chosenGridLengthOf(value: string | null | undefined): GridLength | null {
  return value === '3' ? 3 : value === '5' ? 5 : null;
}

/** The days a grid shows: the length asked for, else 3 on a phone and 5 elsewhere. */
export function openingGridLength(chosen: GridLength | null, phone: boolean): GridLength {
  return chosen ?? (phone ? PHONE_GRID_LENGTH : DEFAULT_GRID_LENGTH);
}

export interface GridWindow {
  /** The days shown, in order. */
  dates: string[];
  /** The first day of the page before, or null on the first page. */
  previousFrom: string | null;
  /** The first day of the page after, or null on the last page. */
  nextFrom: string | null;
}

/**
 * The page of `length` days starting at `from` (the first day on or after it that has slots;
 * the first day when `from` is missing or before them all). The page before starts `length`
 * days earlier, never before the first.
 */
export function gridWindow(
  allDates: readonly string[],
  from: string | null,
  length: GridLength,
): GridWindow {
  const dates = [...allDates].sort();
  if (dates.length === 0) return { dates: [], previousFrom: null, nextFrom: null };
  let start = from === null ? 0 : dates.findIndex((date) => date >= from);
  if (start === -1) start = Math.max(0, dates.length - length);
  const shown = dates.slice(start, start + length);
  return {
    dates: shown,
    previousFrom: start > 0 ? (dates[Math.max(0, start - length)] ?? null) : null,
    nextFrom: start + length < dates.length ? (dates[start + length] ?? null) : null,
  };
}

export interface TimedSlot {
  startDateTime: string;
  endDateTime: string;
}

export interface GridRow<S extends TimedSlot> {
  /** 'HH:MM-HH:MM' in London time: the row's window. */
  key: string;
  /** The row's first slot, for its label. */
  sample: S;
  /** One cell per date, in the order given: the slot of that window that day, or null. */
  cells: (S | null)[];
}

function windowKey(slot: TimedSlot): string | null {
  const start = londonMinuteOfDay(slot.startDateTime);
  const end = londonMinuteOfDay(slot.endDateTime);
  return start === null || end === null ? null : `${clockText(start)}-${clockText(end)}`;
}

/**
 * The grid's rows for the days shown: every window any of them has, earliest first (then the
 * shorter), each with that window's slot per day. A day without a window has an empty cell.
 * Slots whose times cannot be read are left out.
 */
export function slotGridRows<S extends TimedSlot>(
  days: readonly { date: string; slots: readonly S[] }[],
): GridRow<S>[] {
  const rows = new Map<string, GridRow<S>>();
  days.forEach((day, column) => {
    for (const slot of day.slots) {
      const key = windowKey(slot);
      if (key === null) continue;
      let row = rows.get(key);
      if (!row) {
        row = { key, sample: slot, cells: days.map(() => null) };
        rows.set(key, row);
      }
      if (row.cells[column] === null) row.cells[column] = slot;
    }
  });
  return [...rows.values()].sort((a, b) => {
    const [aStart = '', aEnd = ''] = a.key.split('-');
    const [bStart = '', bEnd = ''] = b.key.split('-');
    // A window ending at midnight ('00:00') sorts as the day's end.
    const endOf = (end: string) => (end === '00:00' ? '24:00' : end);
    return aStart.localeCompare(bStart) || endOf(aEnd).localeCompare(endOf(bEnd));
  });
}

export interface AvailabilityChange {
  slotId: string;
  availability: 'AVAILABLE' | 'FULLY_BOOKED' | 'UNAVAILABLE';
}

/**
 * The days with live changes applied (slots taken by others since the page was loaded): a slot
 * the shopper holds stays theirs whatever others do.
 */
export function withAvailabilityChanges<
  S extends {
    slotId: string;
    availability: AvailabilityChange['availability'];
    bookedByMe: boolean;
  },
  D extends { slots: readonly S[] },
>(days: readonly D[], changes: ReadonlyMap<string, AvailabilityChange['availability']>): D[] {
  if (changes.size === 0) return [...days];
  return days.map((day) => ({
    ...day,
    slots: day.slots.map((slot) => {
      const availability = changes.get(slot.slotId);
      return availability === undefined || slot.bookedByMe ? slot : { ...slot, availability };
    }),
  }));
}
