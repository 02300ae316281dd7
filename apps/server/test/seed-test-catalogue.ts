import type { Database } from '@grocer/db/client';
import { DEFAULT_BRANCH_ID } from '@grocer/db/demo/branches';
import { DEFAULT_SEED } from '@grocer/db/demo/catalogue';
import { seedDemoRecipes } from '@grocer/db/demo/recipes';
import { isSeeded, seedDemoCatalogue } from '@grocer/db/demo/seed';
import { createCatalogueService } from '../src/contexts/catalogue/catalogue.service.ts';
import { generateSlotsAhead } from '../src/contexts/slots/slot-generation.ts';
import { SlotsRepository } from '../src/contexts/slots/slots.repository.ts';

/** Small enough to seed in seconds, large enough for every browse case. Fixed seed: same data each run. */
export const TEST_PRODUCT_COUNT = 1_500;

/** The shop's name in the test demo content (the configuration's default). */
export const TEST_BRAND_NAME = 'Hillside';

/**
 * Seeds the demo generator's catalogue for the server tests, unless one is already there, and
 * the demo recipes mapped to it (decision 0083; added to a test database seeded before them).
 */
export async function seedTestCatalogue(database: Database): Promise<void> {
  if (!(await isSeeded(database.db))) {
    await seedDemoCatalogue(database, {
      products: TEST_PRODUCT_COUNT,
      seed: DEFAULT_SEED,
      accounts: false,
    });
  }
  await seedDemoRecipes(database.db, { brandName: TEST_BRAND_NAME });
}

/**
 * The default branch's slots from today, as the slot worker makes them (decision 0034): the
 * server tests run without the worker, so the fuzz suite and the grids find real slots. Tests
 * that book make slots of their own (far-future days) and remove them.
 */
export async function seedTestSlots(database: Database): Promise<void> {
  const branches = await createCatalogueService(database.db).listBranchServices();
  await generateSlotsAhead({
    repository: new SlotsRepository(database.db),
    branches: branches.filter((branch) => branch.id === DEFAULT_BRANCH_ID),
    now: new Date(),
  });
}
