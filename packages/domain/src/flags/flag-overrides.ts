import { type FlagKey, isFlagKey } from './flag-catalogue.ts';

/**
 * The features header (spec doc 1 §7: "requests carry ... a features header"; GraphQL calls a
 * graph flags header) and the stub query flag. Honoured only where the retailer allows it in
 * configuration (FLAG_OVERRIDES), for testing a change before switching it for everyone.
 *
 * The header lists flags: `multisearch` or `multisearch=on` turns one on for the request,
 * `multisearch=off` or `!multisearch` off; values on, off, true, false; comma separated. Names
 * not in the catalogue and malformed entries are ignored.
 */
export const FEATURES_HEADER = 'features';
export const GRAPH_FLAGS_HEADER = 'graph-flags';
/** Longer headers are ignored whole. */
export const FEATURES_HEADER_MAX_LENGTH = 1024;

/** Spec doc 1 §7 and doc 3 §9: the values of the stub query flag that switch stubs on. */
export const STUB_FLAG_VALUES = ['covfefe', 'on', 'true', 'stubs', 'usestubs'] as const;

export function isStubFlagValue(value: string | null | undefined): boolean {
  return (
    typeof value === 'string' &&
    (STUB_FLAG_VALUES as readonly string[]).includes(value.trim().toLowerCase())
  );
}

const ON = new Set(['on', 'true']);
const OFF = new Set(['off', 'false']);

export function parseFeaturesHeader(
  header: string | null | undefined,
): Partial<Record<FlagKey, boolean>> {
  const overrides: Partial<Record<FlagKey, boolean>> = {};
  if (!header || header.length > FEATURES_HEADER_MAX_LENGTH) return overrides;
  for (const raw of header.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    if (entry.startsWith('!')) {
      const key = entry.slice(1);
      if (isFlagKey(key)) overrides[key] = false;
      continue;
    }
    const [key = '', value, extra] = entry.split('=').map((part) => part.trim());
    if (!isFlagKey(key) || extra !== undefined) continue;
    if (value === undefined || ON.has(value)) overrides[key] = true;
    else if (OFF.has(value)) overrides[key] = false;
  }
  return overrides;
}

/**
 * Stub mocking (spec doc 1 §7: "switched on by a query flag"; decision 0072): `?stubs=<value>`
 * with one of STUB_FLAG_VALUES, where the retailer allows overrides (FLAG_OVERRIDES), stores a
 * browser-session cookie, and while it is there the shop's calls to its marketing partners (the
 * personalisation engine, the ad-order server) go to in-process stubs that only log what they
 * would have sent. Any other value removes it.
 */
export const STUBS_QUERY = 'stubs';
export const STUBS_COOKIE = 'grocer-stubs';

export function stubsSetCookie(on: boolean, secure: boolean): string {
  const tail = `; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  return on ? `${STUBS_COOKIE}=on${tail}` : `${STUBS_COOKIE}=; Max-Age=0${tail}`;
}

export function stubsFromCookies(header: string | null): boolean {
  if (!header) return false;
  return header.split(';').some((part) => part.trim() === `${STUBS_COOKIE}=on`);
}
