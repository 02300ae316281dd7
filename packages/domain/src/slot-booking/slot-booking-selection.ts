import { calendarDate } from '../time/calendar-date.ts';
import type { FulfilmentType } from '../trolley/booked-slot.ts';
import { DEFAULT_GRID_LENGTH, type GridLength, gridLengthOf } from './slot-grid.ts';

/**
 * What the shopper has chosen on the way to a slot (spec doc 1 §3 Slot booking: selectedBranch,
 * selectedAddress, selectedDate, fulfilmentType, proposedSlot, gridLength). The grid pages keep
 * it in their address (so it works without JavaScript and survives a reload); the proposed slot
 * is the one being booked.
 */
export interface SlotBookingSelection {
  fulfilmentType: FulfilmentType | null;
  selectedAddress: number | null;
  selectedBranch: number | null;
  /** The first day of the grid page ('YYYY-MM-DD'). */
  selectedDate: string | null;
  proposedSlot: string | null;
  gridLength: GridLength;
}

export const NO_SELECTION: Readonly<SlotBookingSelection> = Object.freeze({
  fulfilmentType: null,
  selectedAddress: null,
  selectedBranch: null,
  selectedDate: null,
  proposedSlot: null,
  gridLength: DEFAULT_GRID_LENGTH,
});

/**
 * Spec doc 1 §4: changing fulfilment type clears the address, branch, date and proposed slot
 * (an address means nothing to a collection grid, nor a branch to delivery). The grid length is
 * the shopper's preference and stays.
 */
export function changeFulfilmentType(
  selection: SlotBookingSelection,
  fulfilmentType: FulfilmentType,
): SlotBookingSelection {
  if (selection.fulfilmentType === fulfilmentType) return selection;
  return {
    ...NO_SELECTION,
    fulfilmentType,
    gridLength: selection.gridLength,
  };
}

export const SELECTION_PARAMS = {
  address: 'addressId',
  branch: 'branchId',
  date: 'from',
  gridLength: 'gridLength',
} as const;

/** A positive id that fits an integer column, or null. */
export function positiveIdOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The selection a grid page's query gives; what does not read is left unchosen. */
export function selectionFromQuery(
  params: URLSearchParams,
  fulfilmentType: FulfilmentType,
): SlotBookingSelection {
  const date = params.get(SELECTION_PARAMS.date);
  return {
    ...NO_SELECTION,
    fulfilmentType,
    selectedAddress:
      fulfilmentType === 'DELIVERY' ? positiveIdOf(params.get(SELECTION_PARAMS.address)) : null,
    selectedBranch:
      fulfilmentType === 'COLLECTION' ? positiveIdOf(params.get(SELECTION_PARAMS.branch)) : null,
    selectedDate: date !== null && calendarDate(date) === date ? date : null,
    gridLength: gridLengthOf(params.get(SELECTION_PARAMS.gridLength) ?? undefined),
  };
}

/** The query that gives `selection` back ('' when nothing is chosen), with `changes` applied. */
export function selectionQuery(
  selection: SlotBookingSelection,
  changes: Partial<SlotBookingSelection> = {},
): string {
  const next = { ...selection, ...changes };
  const params = new URLSearchParams();
  if (next.selectedAddress !== null)
    params.set(SELECTION_PARAMS.address, String(next.selectedAddress));
  if (next.selectedBranch !== null)
    params.set(SELECTION_PARAMS.branch, String(next.selectedBranch));
  if (next.selectedDate !== null) params.set(SELECTION_PARAMS.date, next.selectedDate);
  if (next.gridLength !== DEFAULT_GRID_LENGTH) {
    params.set(SELECTION_PARAMS.gridLength, String(next.gridLength));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
