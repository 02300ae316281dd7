/**
 * How far a branch is and which come first (decision 0075): straight-line distance in miles
 * ("as the crow flies", as UK store finders give it), nearest first, and branches equally far
 * keep the order they were given in. A branch without a position cannot be measured and is left
 * out.
 */

/** Degrees: latitude north, longitude east (negative west of Greenwich). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The Earth's mean radius in statute miles. */
const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in miles (haversine). */
export function distanceInMiles(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Something with a position, or without one (latitude or longitude null). */
export interface Placed {
  latitude: number | null;
  longitude: number | null;
}

export interface Measured<T> {
  item: T;
  distanceMiles: number;
}

/**
 * `items` with their distance from `origin`, nearest first; ties keep the given order (the sort
 * is stable). Items without a position are left out.
 */
export function nearestFirst<T extends Placed>(
  origin: GeoPoint,
  items: readonly T[],
): Measured<T>[] {
  const measured: Measured<T>[] = [];
  for (const item of items) {
    if (item.latitude === null || item.longitude === null) continue;
    if (!Number.isFinite(item.latitude) || !Number.isFinite(item.longitude)) continue;
    measured.push({
      item,
      distanceMiles: distanceInMiles(origin, {
        latitude: item.latitude,
        longitude: item.longitude,
      }),
    });
  }
  // Array.prototype.sort is stable: equal distances stay in the given order.
  return measured.sort((a, b) => a.distanceMiles - b.distanceMiles);
}

/**
 * A distance as a shopper reads it: 'Less than 0.1 miles', '0.4 miles', '1 mile', '2.3 miles'
 * under ten, whole miles from ten ('12 miles').
 */
export function formatMiles(distanceMiles: number): string {
  if (distanceMiles < 0.05) return 'Less than 0.1 miles';
  const rounded =
    distanceMiles < 9.95 ? Math.round(distanceMiles * 10) / 10 : Math.round(distanceMiles);
  if (rounded === 1) return '1 mile';
  return `${rounded < 10 ? rounded.toFixed(1).replace(/\.0$/, '') : rounded} miles`;
}
