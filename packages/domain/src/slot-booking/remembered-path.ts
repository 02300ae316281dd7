/**
 * Where the shopper was before booking a slot (spec doc 1 §2: the last path that is not a
 * slot-booking path is remembered — not booking, login, confirmation, registration, service
 * selection or Christmas entertaining paths — and up to 50 previous locations are kept). After
 * booking, 'Continue shopping' leads back there.
 */

export const REMEMBERED_LOCATIONS_MAX = 50;

const NOT_REMEMBERED = [
  /^\/bookslot(?:\/|$)/i,
  /^\/service-selection(?:\/|$)/i,
  /^\/(?:login|sign-in|auth-success|log-out)(?:\/|$)/i,
  /^\/registration(?:\/|$)/i,
  /^\/(?:order|payment)-confirmation(?:\/|$)/i,
  /^\/resources(?:\/|$)/i,
];

function routePath(location: string): string {
  const path = location.split(/[?#]/, 1)[0] ?? '';
  return path.replace(/^\/ecom(?=\/|$)/i, '') || '/';
}

/** Christmas entertaining pages (their own seasonal journey): any path naming both. */
function isChristmasEntertaining(path: string): boolean {
  const segments = path.toLowerCase().split('/');
  return segments.includes('christmas') && segments.some((s) => s.startsWith('entertaining'));
}

/**
 * Whether a storefront location (path, query, with or without /ecom) is remembered. A page slot
 * booking sent the shopper to on the way (adding an address, `?returnTo=` a booking page) is part
 * of booking too.
 */
export function isRememberedLocation(location: string): boolean {
  if (!location.startsWith('/') || location.startsWith('//')) return false;
  const path = routePath(location);
  if (NOT_REMEMBERED.some((pattern) => pattern.test(path)) || isChristmasEntertaining(path)) {
    return false;
  }
  const query = location.split('#', 1)[0]?.split('?')[1];
  const returnTo = query === undefined ? null : new URLSearchParams(query).get('returnTo');
  return returnTo === null || isRememberedLocation(returnTo);
}

/** The locations with `location` added (when remembered and not the latest already), 50 kept. */
export function rememberLocation(locations: readonly string[], location: string): string[] {
  if (!isRememberedLocation(location) || locations.at(-1) === location) return [...locations];
  return [...locations, location].slice(-REMEMBERED_LOCATIONS_MAX);
}

/** The last remembered location, or null when there is none. */
export function lastRememberedLocation(locations: readonly unknown[]): string | null {
  for (let i = locations.length - 1; i >= 0; i -= 1) {
    const location = locations[i];
    if (typeof location === 'string' && isRememberedLocation(location)) return location;
  }
  return null;
}
