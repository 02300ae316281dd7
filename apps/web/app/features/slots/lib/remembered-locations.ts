import {
  lastRememberedLocation,
  rememberLocation,
} from '@grocer/domain/slot-booking/remembered-path';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { BASE_PATH } from '../../../lib/app-path.ts';

/**
 * The last 50 locations of this tab (spec doc 1 §2), kept in session storage: per tab, gone
 * when the tab closes, never sent to the server (so nothing of it reaches the page cache).
 */
const STORAGE_KEY = 'grocer-locations';

function readLocations(): unknown[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/** Remembers every page this tab shows that is not a slot-booking page (the frame runs it). */
export function useRememberLocations(): void {
  const location = useLocation();
  const current = `${BASE_PATH}${location.pathname === '/' ? '' : location.pathname}${location.search}`;
  useEffect(() => {
    try {
      const locations = readLocations().filter((item): item is string => typeof item === 'string');
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(rememberLocation(locations, current)));
    } catch {
      // Storage refused (private mode, full): 'Continue shopping' goes home.
    }
  }, [current]);
}

/** Where 'Continue shopping' leads: the last page remembered, else `fallback`, once hydrated. */
export function useLastShoppingLocation(fallback: string): string {
  const [location, setLocation] = useState(fallback);
  useEffect(() => {
    setLocation(lastRememberedLocation(readLocations()) ?? fallback);
  }, [fallback]);
  return location;
}
