import { INVALID_UK_POSTCODE } from '../validation/messages.ts';
import { formatUkPostcode } from '../validation/postcode.schema.ts';
import type { GeoPoint } from './branch-distance.ts';
import { placeKey } from './place-key.ts';
import {
  MAX_STORE_LOCATION_LENGTH,
  STORE_LOCATION_INVALID,
  STORE_LOCATION_REQUIRED,
  STORE_LOCATION_TOO_LONG,
} from './store-finder-messages.ts';
import { postcodeArea, postcodeAreas } from './uk-postcode-areas.ts';

export { placeKey };

/**
 * What a shopper types into Find a store (decision 0075): a postcode (full 'RG1 4AB', a district
 * 'RG1' or a sector 'RG1 4', any case or spacing) or a town or branch name ('Reading',
 * 'henley'), and where the store finder measures from.
 */

export type StoreLocationQuery =
  /** `text`: the standard form to show ('RG1 4AB', 'RG1', 'RG1 4'); `outward`: 'RG1'. */
  | { kind: 'postcode'; text: string; outward: string }
  /** `text`: as typed, tidied; `key`: for matching. */
  | { kind: 'place'; text: string; key: string };

export type StoreLocationProblem =
  /** Blank, too long, or characters no postcode or place name has: 400. */
  | 'invalid'
  /** Reads as a postcode but is not a UK one: 422, the catalogue's 'Invalid UK postcode'. */
  | 'invalid-postcode';

export type ParsedStoreLocation =
  | { ok: true; query: StoreLocationQuery }
  | { ok: false; problem: StoreLocationProblem; message: string };

/** Letters (any script: 'Ynys Môn'), digits, spaces and the marks of place names. */
const PLACE_CHARACTERS = /^[\p{L}\p{M}\d .,'’-]+$/u;
const LOOKS_LIKE_POSTCODE = /^[A-Z]{1,2}\d/;
const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const SECTOR = /^([A-Z]{1,2}\d[A-Z\d]?) (\d)$/;

/** Reads what the shopper typed. */
export function parseStoreLocation(input: string): ParsedStoreLocation {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return { ok: false, problem: 'invalid', message: STORE_LOCATION_REQUIRED };
  if (text.length > MAX_STORE_LOCATION_LENGTH) {
    return { ok: false, problem: 'invalid', message: STORE_LOCATION_TOO_LONG };
  }
  if (!PLACE_CHARACTERS.test(text)) {
    return { ok: false, problem: 'invalid', message: STORE_LOCATION_INVALID };
  }
  const upper = text.toUpperCase();
  if (LOOKS_LIKE_POSTCODE.test(upper)) {
    const postcode = postcodeQuery(upper);
    if (postcode && postcodeArea(postcode.outward)) return { ok: true, query: postcode };
    return { ok: false, problem: 'invalid-postcode', message: INVALID_UK_POSTCODE };
  }
  const key = placeKey(text);
  if (key === '') return { ok: false, problem: 'invalid', message: STORE_LOCATION_INVALID };
  return { ok: true, query: { kind: 'place', text, key } };
}

function postcodeQuery(upper: string): Extract<StoreLocationQuery, { kind: 'postcode' }> | null {
  const full = formatUkPostcode(upper);
  if (full !== null) {
    return { kind: 'postcode', text: full, outward: full.split(' ')[0] as string };
  }
  if (OUTWARD.test(upper)) return { kind: 'postcode', text: upper, outward: upper };
  const sector = SECTOR.exec(upper);
  if (sector) return { kind: 'postcode', text: upper, outward: sector[1] as string };
  return null;
}

/** A branch as the store finder places things by it. */
export interface LocatableBranch {
  name: string;
  town: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
}

export type StoreOrigin = GeoPoint & {
  /** What the results are near: 'RG1 4AB', 'Henley-on-Thames'. */
  label: string;
} & (
    | /** A postcode in a district one of our branches is in: measured from that branch. */
    { precision: 'district'; outward: string }
    /** A postcode elsewhere: measured from its postcode area's main post town. */
    | { precision: 'area'; outward: string; area: string; postTown: string }
    /** A town or branch name: measured from that town or branch. */
    | { precision: 'place' }
  );

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function centreOf(branches: readonly LocatableBranch[]): GeoPoint | null {
  const placed = branches.filter(
    (branch): branch is LocatableBranch & GeoPoint =>
      branch.latitude !== null && branch.longitude !== null,
  );
  if (placed.length === 0) return null;
  return {
    latitude: mean(placed.map((branch) => branch.latitude)),
    longitude: mean(placed.map((branch) => branch.longitude)),
  };
}

/** The greater London post town, for 'London' (its areas are E, EC, N, NW, SE, SW, W and WC). */
const LONDON = { name: 'London', latitude: 51.5074, longitude: -0.1278 };

interface Candidate {
  name: string;
  key: string;
  point: GeoPoint;
}

/** Places a name can mean, best first: branch towns, branch names, post towns, London. */
function placeCandidates(branches: readonly LocatableBranch[]): Candidate[] {
  const candidates: Candidate[] = [];
  const byTown = new Map<string, LocatableBranch[]>();
  for (const branch of branches) {
    const key = placeKey(branch.town);
    byTown.set(key, [...(byTown.get(key) ?? []), branch]);
  }
  for (const [key, inTown] of byTown) {
    const point = centreOf(inTown);
    if (point) candidates.push({ name: (inTown[0] as LocatableBranch).town, key, point });
  }
  for (const branch of branches) {
    const point = centreOf([branch]);
    if (point) candidates.push({ name: branch.name, key: placeKey(branch.name), point });
  }
  for (const area of postcodeAreas()) {
    if (area.postTown.startsWith('London ')) continue;
    candidates.push({ name: area.postTown, key: placeKey(area.postTown), point: area });
  }
  candidates.push({ name: LONDON.name, key: placeKey(LONDON.name), point: LONDON });
  return candidates;
}

/** Shortest query a name may be matched by its beginning ('hen' for Henley-on-Thames). */
const MIN_PREFIX_LENGTH = 3;

/**
 * Where to measure from: a postcode in a branch's district from that branch (the middle of
 * them, if several), any other UK postcode from its area's post town, a place name from the
 * branch town, branch or post town it names (exactly, else the first it begins). Null when a
 * place name matches nothing we know.
 */
export function locateStoreSearch(
  query: StoreLocationQuery,
  branches: readonly LocatableBranch[],
): StoreOrigin | null {
  if (query.kind === 'postcode') {
    const inDistrict = branches.filter(
      (branch) => branch.postcode.trim().toUpperCase().split(/\s+/)[0] === query.outward,
    );
    const point = centreOf(inDistrict);
    if (point) {
      return { ...point, label: query.text, precision: 'district', outward: query.outward };
    }
    const area = postcodeArea(query.outward);
    if (!area) return null;
    return {
      latitude: area.latitude,
      longitude: area.longitude,
      label: query.text,
      precision: 'area',
      outward: query.outward,
      area: area.code,
      postTown: area.postTown,
    };
  }
  const candidates = placeCandidates(branches);
  const found =
    candidates.find((candidate) => candidate.key === query.key) ??
    (query.key.length >= MIN_PREFIX_LENGTH
      ? candidates.find((candidate) => candidate.key.startsWith(query.key))
      : undefined);
  if (!found) return null;
  return { ...found.point, label: found.name, precision: 'place' };
}
