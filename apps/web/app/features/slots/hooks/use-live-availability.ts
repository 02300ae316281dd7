import type { SlotAvailability, SlotType } from '@grocer/server/contexts/slots/slots.contract';
import { useEffect, useState } from 'react';
import { slotEventsPath } from '../lib/slot-query.ts';

const NONE: ReadonlyMap<string, SlotAvailability> = new Map();

/**
 * Slots taken (or given back) by other shoppers while the grid is open, as they happen: the
 * slots context's server-sent events for this branch and slot type (fed by PostgreSQL
 * LISTEN/NOTIFY, so every server process's bookings arrive). Reset when the grid is loaded
 * again (`token`). Without EventSource nothing changes live; the 2-minute check still runs.
 */
export function useLiveAvailability(
  branchId: number | null,
  slotType: SlotType,
  token: string | null,
): ReadonlyMap<string, SlotAvailability> {
  const [changes, setChanges] = useState(NONE);

  useEffect(() => {
    setChanges(NONE);
    if (branchId === null || token === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(slotEventsPath(branchId, slotType));
    const onChange = (event: MessageEvent<string>) => {
      const change = parseChange(event.data);
      if (!change) return;
      setChanges((before) => new Map(before).set(change.slotId, change.availability));
    };
    source.addEventListener('message', onChange);
    source.addEventListener('availability', onChange as EventListener);
    return () => source.close();
  }, [branchId, slotType, token]);

  return changes;
}

const AVAILABILITIES: readonly SlotAvailability[] = ['AVAILABLE', 'FULLY_BOOKED', 'UNAVAILABLE'];

function parseChange(text: string): { slotId: string; availability: SlotAvailability } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { slotId, availability } = value as Record<string, unknown>;
    if (typeof slotId !== 'string' || !AVAILABILITIES.includes(availability as SlotAvailability)) {
      return null;
    }
    return { slotId, availability: availability as SlotAvailability };
  } catch {
    return null;
  }
}
