import type { ViewerSlot } from '@grocer/domain/slot-booking/viewer-slot';
import type { GridSlot, SlotDay } from '@grocer/server/contexts/slots/slots.contract';

const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' as const });

/** A delivery slot of one hour from `start` (ISO, UTC); open at £4.50 unless told otherwise. */
export function makeSlot(start: string, overrides: Partial<GridSlot> = {}): GridSlot {
  const end = new Date(Date.parse(start) + 60 * 60_000).toISOString();
  return {
    slotId: `slot-${start}`,
    slotType: 'DELIVERY',
    branchId: 651,
    startDateTime: start,
    endDateTime: end,
    price: gbp(450),
    availability: 'AVAILABLE',
    greenSlot: false,
    gridType: 'DEFAULT',
    durationMinutes: 60,
    bookedByMe: false,
    deliveryPass: false,
    ...overrides,
  };
}

export function makeDay(date: string, slots: GridSlot[]): SlotDay {
  return { date, isPriority: false, campaigns: [], slots };
}

/** A reserved delivery slot as the viewer carries it. */
export function makeViewerSlot(overrides: Partial<ViewerSlot> = {}): ViewerSlot {
  return {
    slotType: 'DELIVERY',
    branchId: 651,
    addressId: 12,
    startDateTime: '2026-11-24T09:00:00.000Z',
    endDateTime: '2026-11-24T10:00:00.000Z',
    slotExpiryTime: '2026-11-23T15:00:00.000Z',
    status: 'UNCONFIRMED',
    place: '5 Elm Road, Reading, RG1 4AB',
    ...overrides,
  };
}
