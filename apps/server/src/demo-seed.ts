import type { Database } from '@grocer/db/client';
import { seedDemoBranchPurchases } from '@grocer/db/demo/branch-purchases';
import { seedDemoBranchOpeningHours } from '@grocer/db/demo/branches';
import { seedDemoContentFragments } from '@grocer/db/demo/content-fragments';
import { type DemoContentSite, seedDemoContentPages } from '@grocer/db/demo/content-pages';
import { seedDemoDeliveryAreas } from '@grocer/db/demo/delivery-areas';
import { DEMO_ACCOUNTS, type DemoAccount } from '@grocer/db/demo/demo-accounts';
import { seedDemoAddresses } from '@grocer/db/demo/demo-addresses';
import { seedDemoLoyalty } from '@grocer/db/demo/demo-loyalty';
import { seedDemoTenders } from '@grocer/db/demo/demo-tenders';
import { seedDemoRecipes } from '@grocer/db/demo/recipes';
import { isSeeded, seedDemoCatalogue } from '@grocer/db/demo/seed';
import type { FastifyBaseLogger } from 'fastify';

/**
 * First start: fill an empty database with the demo catalogue and accounts. The demo content
 * pages name the configured brand and customer care number, and are added to a database seeded
 * before they existed (decision 0074).
 */
export async function seedIfEmpty(
  database: Database,
  log: FastifyBaseLogger,
  site: DemoContentSite,
): Promise<{ seeded: boolean; accounts: readonly DemoAccount[] }> {
  const pages = await seedDemoContentPages(database.db, site);
  if (pages > 0) log.info({ contentPages: pages }, 'demo content pages added');
  // The home page's content, the footer, the menus' fragments and the banner (decision 0077).
  const fragments = await seedDemoContentFragments(database.db, site);
  if (fragments > 0) log.info({ contentFragments: fragments }, 'demo content fragments added');
  if (await isSeeded(database.db)) {
    // A database seeded before the address book existed gets the demo shoppers' books too.
    const added = await seedDemoAddresses(database.db);
    if (added > 0) log.info({ addresses: added }, 'demo address books added');
    // …and one seeded before slots existed gets the branches' delivery areas (decision 0034).
    const areas = await seedDemoDeliveryAreas(database.db);
    if (areas > 0) log.info({ deliveryAreas: areas }, 'demo delivery areas added');
    // …and one seeded before gift cards existed gets the demo tenders (decision 0039).
    const tenders = await seedDemoTenders(database.db);
    if (tenders > 0) log.info({ tenders }, 'demo gift cards, vouchers and promo codes added');
    // …and one seeded before branches had opening hours gets them (decision 0075).
    const hours = await seedDemoBranchOpeningHours(database.db);
    if (hours > 0) log.info({ branches: hours }, 'demo branch opening hours added');
    // …and one seeded before branch shopping was recorded gets the demo shoppers' (decision 0079).
    const receiptLines = await seedDemoBranchPurchases(database.db);
    if (receiptLines > 0) log.info({ receiptLines }, 'demo branch shopping added');
    // …and one seeded before recipes existed gets the demo recipes (decision 0083).
    const recipes = await seedDemoRecipes(database.db, site);
    if (recipes > 0) log.info({ recipes }, 'demo recipes added');
    // …and one seeded before the loyalty scheme existed gets its demo member (decision 0086).
    const members = await seedDemoLoyalty(database.db);
    if (members > 0) log.info({ loyaltyMembers: members }, 'demo loyalty members added');
    return { seeded: false, accounts: DEMO_ACCOUNTS };
  }
  log.info('empty database: seeding the demo catalogue (first start only)');
  const started = performance.now();
  const counts = await seedDemoCatalogue(database);
  // The demo recipes, their ingredients mapped to the catalogue just written (decision 0083).
  const recipes = await seedDemoRecipes(database.db, site);
  log.info(
    { ...counts, recipes, ms: Math.round(performance.now() - started) },
    'demo catalogue seeded',
  );
  return { seeded: true, accounts: DEMO_ACCOUNTS };
}
