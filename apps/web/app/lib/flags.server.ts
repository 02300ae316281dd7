import type { FlagKey, FlagValues } from '@grocer/domain/flags/flag-catalogue';
import { flagsContext } from '@grocer/server/web/load-context';
import { data, type RouterContextProvider } from 'react-router';

/** The flags this request renders with, as the server decided them (decision 0068). */
export function pageFlags(context: Readonly<RouterContextProvider>): FlagValues {
  return context.get(flagsContext);
}

/** A page behind a flag answers 404 while the flag is off, as if it did not exist. */
export function requireFlag(context: Readonly<RouterContextProvider>, key: FlagKey): void {
  if (!pageFlags(context)[key]) throw data({ reason: 'not-found' }, { status: 404 });
}
