import { formatUkPostcode } from '@grocer/domain/validation/postcode.schema';
import { buildBranches } from './branches.ts';
import { hashString, Prng } from './prng.ts';

/**
 * Plausible, invented UK addresses in the demo branches' postcode districts (decision 0027): the
 * built-in postcode lookup answers from them and the demo shoppers' address books are seeded with
 * them. Everything is derived from the postcode itself, so the same postcode always gives the
 * same street and houses, on every machine, without storing any of it. The districts and towns
 * are real; the streets and houses are not.
 */

export interface DemoArea {
  /** Outward code, e.g. 'RG1'. */
  district: string;
  town: string;
  region: string;
  /** The branch's own postcode in this district. */
  branchPostcode: string;
}

export interface DemoHouse {
  /** Its place in the street, 0-based: with the postcode, it names the house. */
  index: number;
  line1: string;
  line2: string;
  line3: string;
  town: string;
  region: string;
  postalCode: string;
  /** An invented 8-digit Royal Mail style delivery point reference. */
  udprn: string;
}

export interface DemoStreet {
  /** The postcode unit, standard form ('RG1 4AB'): one street, or one side of it. */
  postcode: string;
  street: string;
  town: string;
  region: string;
  houses: DemoHouse[];
}

const FIRST_NAMES = [
  'Acacia',
  'Albert',
  'Alder',
  'Alexandra',
  'Ash',
  'Beech',
  'Birch',
  'Brook',
  'Cedar',
  'Chestnut',
  'Church',
  'Cromwell',
  'Elm',
  'Grosvenor',
  'Hawthorn',
  'Hazel',
  'Holly',
  'Juniper',
  'Kingsley',
  'Larch',
  'Laurel',
  'Linden',
  'Maple',
  'Meadow',
  'Mill',
  'Milton',
  'Nelson',
  'Oak',
  'Orchard',
  'Park',
  'Poplar',
  'Queens',
  'Rowan',
  'Stanley',
  'Station',
  'Tennyson',
  'Wellington',
  'Willow',
  'Windsor',
  'York',
];
const STREET_KINDS = [
  'Road',
  'Street',
  'Avenue',
  'Close',
  'Lane',
  'Gardens',
  'Crescent',
  'Drive',
  'Way',
  'Grove',
  'Terrace',
  'Place',
];
const HOUSE_NAMES = [
  'Rose Cottage',
  'The Old Forge',
  'Orchard House',
  'The Coach House',
  'Ivy Cottage',
  'The Lodge',
  'Meadow View',
  'The Old School House',
];
/** Inward-code letters: the Royal Mail never uses C, I, K, M, O or V there. */
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
/** Postcode units listed per sector by a district or sector search. */
const UNITS_PER_SECTOR = 5;
const SECTORS_PER_DISTRICT = 3;

let areas: ReadonlyMap<string, DemoArea> | undefined;

/** The demo districts, one per branch, keyed by outward code. */
export function demoAreas(): ReadonlyMap<string, DemoArea> {
  areas ??= new Map(
    buildBranches().map((branch) => {
      const [district = ''] = branch.postcode.split(' ');
      return [
        district,
        {
          district,
          town: branch.town,
          region: branch.region ?? '',
          branchPostcode: branch.postcode,
        },
      ];
    }),
  );
  return areas;
}

/** 'rg14ab' → the street at RG1 4AB; null when it is not a UK postcode in a demo district. */
export function demoStreet(postcode: string): DemoStreet | null {
  const standard = formatUkPostcode(postcode);
  if (standard === null) return null;
  const [district = ''] = standard.split(' ');
  const area = demoAreas().get(district);
  if (!area) return null;
  const rng = new Prng(hashString(`demo-street:${standard}`));
  const street = `${rng.pick(FIRST_NAMES)} ${rng.pick(STREET_KINDS)}`;
  const houses: DemoHouse[] = [];
  const add = (line1: string, line2: string) =>
    houses.push({
      index: houses.length,
      line1,
      line2,
      line3: '',
      town: area.town,
      region: area.region,
      postalCode: standard,
      udprn: String(10_000_000 + (hashString(`udprn:${standard}:${houses.length}`) % 90_000_000)),
    });
  if (rng.chance(0.2)) add(rng.pick(HOUSE_NAMES), street);
  // One side of the street: odd or even numbers from where the unit starts.
  const first = rng.int(1, 40);
  const count = rng.int(6, 16);
  const flatsAt = rng.chance(0.3) ? rng.int(0, count - 1) : -1;
  for (let i = 0; i < count; i++) {
    const number = first + i * 2;
    if (i === flatsAt) {
      const flats = rng.int(2, 4);
      for (let flat = 1; flat <= flats; flat++) add(`Flat ${flat}`, `${number} ${street}`);
    } else {
      add(`${number} ${street}`, '');
    }
  }
  return { postcode: standard, street, town: area.town, region: area.region, houses };
}

/**
 * The postcode units a district or sector search lists, in order: a few sectors of the
 * district, a few units in each, always including the branch's own postcode.
 */
export function demoPostcodes(district: string): string[] {
  const area = demoAreas().get(district.toUpperCase());
  if (!area) return [];
  const rng = new Prng(hashString(`demo-postcodes:${area.district}`));
  const branchInward = area.branchPostcode.split(' ')[1] ?? '';
  const branchSector = Number(branchInward.slice(0, 1));
  const sectors = new Set<number>([branchSector]);
  while (sectors.size < SECTORS_PER_DISTRICT) sectors.add(rng.int(1, 9));
  const units = new Set<string>([area.branchPostcode]);
  for (const sector of sectors) {
    let made = sector === branchSector ? 1 : 0;
    while (made < UNITS_PER_SECTOR) {
      const unit = `${area.district} ${sector}${rng.pick([...INWARD_LETTERS])}${rng.pick([...INWARD_LETTERS])}`;
      if (!units.has(unit)) {
        units.add(unit);
        made++;
      }
    }
  }
  return [...units].sort((a, b) => a.localeCompare(b, 'en-GB', { numeric: true }));
}
