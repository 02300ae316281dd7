import type { DayHours, OpeningHours } from '@grocer/domain/branches/opening-hours';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { branches } from '../schema/catalogue.ts';
import { hashString, Prng } from './prng.ts';

export type BranchRow = typeof branches.$inferInsert;

/** The spec's default branch (doc 1 §9): anonymous shoppers see this shop's range and slots. */
export const DEFAULT_BRANCH_ID = 651;

/** Real towns and their real postcode districts; the shops themselves are invented. */
const TOWNS: readonly (readonly [
  town: string,
  region: string,
  district: string,
  lat: number,
  lon: number,
  area?: string,
])[] = [
  ['Reading', 'Berkshire', 'RG1', 51.455, -0.971, 'Kings Wharf'],
  ['Abingdon', 'Oxfordshire', 'OX14', 51.671, -1.282],
  ['Banbury', 'Oxfordshire', 'OX16', 52.061, -1.34],
  ['Bath', 'Somerset', 'BA1', 51.381, -2.36],
  ['Beaconsfield', 'Buckinghamshire', 'HP9', 51.607, -0.643],
  ['Bracknell', 'Berkshire', 'RG12', 51.413, -0.75],
  ['Brighton', 'East Sussex', 'BN1', 50.827, -0.139, 'North Laine'],
  ['Bristol', 'Bristol', 'BS8', 51.456, -2.612, 'Clifton Heights'],
  ['Cambridge', 'Cambridgeshire', 'CB2', 52.197, 0.122],
  ['Canterbury', 'Kent', 'CT1', 51.279, 1.08],
  ['Cardiff', 'South Glamorgan', 'CF10', 51.481, -3.179, 'Bay Parade'],
  ['Cheltenham', 'Gloucestershire', 'GL50', 51.899, -2.078],
  ['Chester', 'Cheshire', 'CH1', 53.191, -2.891],
  ['Chichester', 'West Sussex', 'PO19', 50.836, -0.779],
  ['Colchester', 'Essex', 'CO1', 51.889, 0.904],
  ['Dorking', 'Surrey', 'RH4', 51.232, -0.332],
  ['Edinburgh', 'City of Edinburgh', 'EH10', 55.925, -3.209, 'Morningside'],
  ['Exeter', 'Devon', 'EX1', 50.724, -3.527],
  ['Guildford', 'Surrey', 'GU1', 51.236, -0.57],
  ['Harrogate', 'North Yorkshire', 'HG1', 53.992, -1.541],
  ['Henley-on-Thames', 'Oxfordshire', 'RG9', 51.536, -0.902],
  ['Horsham', 'West Sussex', 'RH12', 51.063, -0.327],
  ['Leeds', 'West Yorkshire', 'LS17', 53.862, -1.537, 'Alwoodley Gates'],
  ['Lincoln', 'Lincolnshire', 'LN1', 53.234, -0.539],
  ['London', 'Greater London', 'N1', 51.538, -0.103, 'Islington Green'],
  ['London', 'Greater London', 'SW4', 51.462, -0.138, 'Clapham Common'],
  ['Richmond', 'Greater London', 'TW9', 51.461, -0.303],
  ['Maidenhead', 'Berkshire', 'SL6', 51.522, -0.719],
  ['Marlow', 'Buckinghamshire', 'SL7', 51.571, -0.776],
  ['Newbury', 'Berkshire', 'RG14', 51.401, -1.323],
  ['Northampton', 'Northamptonshire', 'NN1', 52.237, -0.894],
  ['Norwich', 'Norfolk', 'NR2', 52.628, 1.287],
  ['Oxford', 'Oxfordshire', 'OX2', 51.762, -1.263, 'Summertown'],
  ['Peterborough', 'Cambridgeshire', 'PE1', 52.573, -0.241],
  ['Salisbury', 'Wiltshire', 'SP1', 51.069, -1.794],
  ['Sevenoaks', 'Kent', 'TN13', 51.272, 0.19],
  ['Sheffield', 'South Yorkshire', 'S10', 53.381, -1.51, 'Broomhill'],
  ['St Albans', 'Hertfordshire', 'AL1', 51.752, -0.336],
  ['Stamford', 'Lincolnshire', 'PE9', 52.652, -0.48],
  ['Swindon', 'Wiltshire', 'SN1', 51.558, -1.781],
  ['Tunbridge Wells', 'Kent', 'TN1', 51.132, 0.263],
  ['Winchester', 'Hampshire', 'SO23', 51.063, -1.308],
  ['Windsor', 'Berkshire', 'SL4', 51.483, -0.604],
  ['Worcester', 'Worcestershire', 'WR1', 52.192, -2.22],
  ['York', 'North Yorkshire', 'YO1', 53.96, -1.081],
  ['Manchester', 'Greater Manchester', 'M20', 53.417, -2.231, 'Didsbury Village'],
  ['Birmingham', 'West Midlands', 'B17', 52.459, -1.953, 'Harborne'],
  ['Glasgow', 'Glasgow City', 'G12', 55.874, -4.293, 'Byres Road'],
  ['Southampton', 'Hampshire', 'SO15', 50.913, -1.421],
  ['Leicester', 'Leicestershire', 'LE2', 52.609, -1.107],
];

const STREETS = [
  'High Street',
  'London Road',
  'Station Road',
  'Church Street',
  'Market Place',
  'Victoria Road',
  'Mill Lane',
  'Queen Street',
  'Bridge Street',
  'Castle Street',
];
const CENTRES = [
  'Kingsgate Centre',
  'Orchard Walk',
  'Riverside Retail Park',
  'The Maltings',
  'Abbey Parade',
];
/** Inward-code letters: the Royal Mail never uses C, I, K, M, O or V there. */
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/**
 * Branches do not depend on the seed: their ids appear in URLs, slot data and tests.
 * Phone numbers are in Ofcom's 01632 960xxx range, kept free for drama and examples.
 */
export function buildBranches(): BranchRow[] {
  const rng = new Prng(hashString('grocer-branches'));
  const usedIds = new Set<number>([DEFAULT_BRANCH_ID]);
  return TOWNS.map(([town, region, district, latitude, longitude, area], index) => {
    let id = DEFAULT_BRANCH_ID;
    if (index > 0) {
      do id = rng.int(101, 899);
      while (usedIds.has(id));
      usedIds.add(id);
    }
    const inward = `${rng.int(1, 9)}${rng.pick([...INWARD_LETTERS])}${rng.pick([...INWARD_LETTERS])}`;
    return {
      id,
      name: area ?? town,
      line1: `${rng.int(1, 180)} ${rng.pick(STREETS)}`,
      line2: rng.chance(0.3) ? rng.pick(CENTRES) : null,
      town,
      region,
      postcode: `${district} ${inward}`,
      phone: `01632 960${String(index).padStart(3, '0')}`,
      latitude,
      longitude,
      defaultBranch: id === DEFAULT_BRANCH_ID,
      offersCollection: rng.chance(0.85) || id === DEFAULT_BRANCH_ID,
      offersEntertaining: rng.chance(0.8) || id === DEFAULT_BRANCH_ID,
      openingHours: demoOpeningHours(id, region),
    };
  });
}

/** Regions where Sunday trading law does not limit a large shop's hours. */
const SCOTTISH_REGIONS = new Set(['City of Edinburgh', 'Glasgow City']);

/**
 * A branch's demo week (decision 0075), from its own generator so the other columns stay as they
 * were: Monday to Saturday from 7am, 7:30am or 8am to 8pm, 9pm or 10pm (Saturday may close an
 * hour earlier); Sunday six hours between 10am and 6pm, as the Sunday Trading Act allows a large
 * shop in England and Wales, and 9am to 6pm in Scotland.
 */
export function demoOpeningHours(branchId: number, region: string): OpeningHours {
  const rng = new Prng(hashString(`grocer-branch-hours:${branchId}`));
  const opens = rng.pick(['07:00', '07:30', '08:00']);
  const closes = rng.pick(['20:00', '21:00', '22:00']);
  const saturdayCloses =
    rng.chance(0.4) && closes !== '20:00' ? `${Number(closes.slice(0, 2)) - 1}:00` : closes;
  const sunday: Omit<DayHours, 'day'> = SCOTTISH_REGIONS.has(region)
    ? { opens: '09:00', closes: '18:00' }
    : rng.pick([
        { opens: '10:00', closes: '16:00' },
        { opens: '11:00', closes: '17:00' },
      ]);
  return [
    ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
      day,
      opens,
      closes,
    })),
    { day: 'saturday', opens, closes: saturdayCloses },
    { day: 'sunday', ...sunday },
  ];
}

/**
 * Gives the demo branches their opening hours where they have none (a database seeded before
 * branches had hours gets them on its next start). Only rows whose hours are null; returns how
 * many.
 */
export async function seedDemoBranchOpeningHours(db: Db): Promise<number> {
  const demo = buildBranches();
  const result = await db.execute(
    sql`UPDATE branches SET opening_hours = demo.hours
      FROM unnest(${sql.param(demo.map((branch) => branch.id))}::int[],
        ${sql.param(demo.map((branch) => JSON.stringify(branch.openingHours)))}::jsonb[])
        AS demo(id, hours)
      WHERE branches.id = demo.id AND branches.opening_hours IS NULL`,
  );
  // node-postgres says rowCount, PGlite affectedRows.
  const counted = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return counted.rowCount ?? counted.affectedRows ?? 0;
}
