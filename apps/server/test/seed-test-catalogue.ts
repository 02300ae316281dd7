import type { Database } from '@grocer/db/client';
import { DEFAULT_SEED } from '@grocer/db/demo/catalogue';
import { isSeeded, seedDemoCatalogue } from '@grocer/db/demo/seed';

/** Small enough to seed in seconds, large enough for every browse case. Fixed seed: same data each run. */
export const TEST_PRODUCT_COUNT = 1_500;

/** Seeds the demo generator's catalogue for the server tests, unless one is already there. */
export async function seedTestCatalogue(database: Database): Promise<void> {
  if (await isSeeded(database.db)) return;
  await seedDemoCatalogue(database, {
    products: TEST_PRODUCT_COUNT,
    seed: DEFAULT_SEED,
    accounts: false,
  });
}
