import type { SlotGridType } from '@grocer/server/contexts/slots/slots.contract';

/** `?grid=saver` asks a grid for the saver slots (spec doc 1 §4 slot selector variants). */
export const GRID_TYPE_PARAM = 'grid';
export const SAVER_GRID_VALUE = 'saver';

export function gridTypeOf(params: URLSearchParams): SlotGridType {
  return params.get(GRID_TYPE_PARAM) === SAVER_GRID_VALUE ? 'SAVER' : 'DEFAULT';
}

/** What a grid page says after a change made without JavaScript (`?notice=`). */
export const NOTICE_PARAM = 'notice';
export const SLOT_CANCELLED_NOTICE = 'slot-cancelled';

export function slotNoticeOf(value: string | null): 'slot-cancelled' | null {
  return value === SLOT_CANCELLED_NOTICE ? SLOT_CANCELLED_NOTICE : null;
}

/** The slots context's server-sent events for one grid (the server's route). */
export function slotEventsPath(branchId: number, slotType: string): string {
  const query = new URLSearchParams({ branchId: String(branchId), slotType });
  return `/api/slots/v1/availability-events?${query}`;
}
