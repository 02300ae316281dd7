import type { RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The marketing context's service (decision 0028). */
export function marketingService(context: Context) {
  return getServices(context).marketing;
}

/** The submit buttons of the preferences form: the two presets, and Save. */
export const PREFERENCES_INTENTS = ['all-on', 'all-off', 'save'] as const;
export type PreferencesIntent = (typeof PREFERENCES_INTENTS)[number];

export function preferencesIntent(value: string): PreferencesIntent | null {
  return (PREFERENCES_INTENTS as readonly string[]).includes(value)
    ? (value as PreferencesIntent)
    : null;
}
