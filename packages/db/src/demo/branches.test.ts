import { parseOpeningHours } from '@grocer/domain/branches/opening-hours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import { branches } from '../schema/catalogue.ts';
import { buildBranches, demoOpeningHours, seedDemoBranchOpeningHours } from './branches.ts';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('the demo branches’ opening hours', () => {
  it('gives every branch a valid week, open every day, Sunday as the law allows', () => {
    for (const branch of buildBranches()) {
      const hours = parseOpeningHours(branch.openingHours);
      expect(hours, branch.name).not.toBeNull();
      expect(hours?.map((day) => day.day)).toHaveLength(7);
      const sunday = hours?.find((day) => day.day === 'sunday');
      const length = minutes(sunday?.closes ?? '') - minutes(sunday?.opens ?? '');
      if (branch.region === 'City of Edinburgh' || branch.region === 'Glasgow City') {
        expect(sunday).toMatchObject({ opens: '09:00', closes: '18:00' });
      } else {
        // Sunday Trading Act 1994: six continuous hours between 10am and 6pm.
        expect(length, branch.name).toBe(360);
        expect(minutes(sunday?.opens ?? '')).toBeGreaterThanOrEqual(600);
        expect(minutes(sunday?.closes ?? '')).toBeLessThanOrEqual(1080);
      }
    }
  });

  it('is the same for a branch every time, and not the same for every branch', () => {
    expect(demoOpeningHours(651, 'Berkshire')).toEqual(demoOpeningHours(651, 'Berkshire'));
    const weeks = new Set(buildBranches().map((branch) => JSON.stringify(branch.openingHours)));
    expect(weeks.size).toBeGreaterThan(3);
  });
});

describe('seedDemoBranchOpeningHours', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    // A database seeded before branches had hours, but for one branch a retailer has set.
    await database.db
      .insert(branches)
      .values(buildBranches().map((branch) => ({ ...branch, openingHours: null })));
  });

  afterAll(async () => {
    await database?.close();
  });

  it('fills the hours of branches that have none, once, and leaves others alone', async () => {
    const [first, ...rest] = buildBranches();
    const own = [{ day: 'monday' as const, opens: '09:00', closes: '17:00' }];
    await database.db
      .update(branches)
      .set({ openingHours: own })
      .where(eq(branches.id, first?.id as number));

    expect(await seedDemoBranchOpeningHours(database.db)).toBe(rest.length);
    expect(await seedDemoBranchOpeningHours(database.db)).toBe(0);

    const stored = await database.db.select().from(branches);
    const byId = new Map(stored.map((row) => [row.id, row.openingHours]));
    expect(byId.get(first?.id as number)).toEqual(own);
    for (const branch of rest) expect(byId.get(branch.id as number)).toEqual(branch.openingHours);
  });
});
