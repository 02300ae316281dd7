/**
 * Seeds the demo catalogue and accounts.
 *
 *   node packages/db/src/cli/seed.ts [--products N] [--seed S] [--reset]
 *
 * Uses DATABASE_URL when set, else PGlite in ./data/pglite. Without --reset an already seeded
 * database is left alone.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../client.ts';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED } from '../demo/catalogue.ts';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts.ts';
import { demoLoyaltyLines } from '../demo/demo-loyalty.ts';
import { demoTenderLines } from '../demo/demo-tenders.ts';
import { isSeeded, resetDemoData, seedDemoCatalogue } from '../demo/seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEFAULT_PRODUCT_COUNT) },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    reset: { type: 'boolean', default: false },
  },
});

const products = Number(values.products);
const seedValue = Number(values.seed);
if (!Number.isInteger(products) || products < 0 || products > 5_000_000) {
  console.error('--products must be a whole number between 0 and 5000000');
  process.exit(2);
}
if (!Number.isInteger(seedValue)) {
  console.error('--seed must be a whole number');
  process.exit(2);
}

const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { dataDir: './data/pglite' });
try {
  await database.migrate();
  if (values.reset) {
    await resetDemoData(database.db);
    console.log('Cleared the catalogue and accounts.');
  }
  if (!values.reset && (await isSeeded(database.db))) {
    console.log('Already seeded; pass --reset to start again.');
  } else {
    await seed();
  }
} finally {
  await database.close();
}

async function seed(): Promise<void> {
  const started = performance.now();
  let lastReport = started;
  const counts = await seedDemoCatalogue(database, {
    products,
    seed: seedValue,
    onProgress(written) {
      if (performance.now() - lastReport > 2_000) {
        lastReport = performance.now();
        console.log(`  ${written.toLocaleString('en-GB')} products…`);
      }
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${database.kind} in ${seconds}s:`, counts);
  console.log('Demo accounts:');
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.role.padEnd(8)} ${account.email} / ${account.password}`);
  console.log(demoLoyaltyLines('loyalty scheme').join('\n'));
  console.log(demoTenderLines().join('\n'));
}
