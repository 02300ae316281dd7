import type { Database } from '@grocer/db/client';
import type { FastifyBaseLogger } from 'fastify';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

interface DemoSeedModule {
  seedDemoCatalogue(db: Database['db']): Promise<unknown>;
  isSeeded(db: Database['db']): Promise<boolean>;
  DEMO_ACCOUNTS: readonly { email: string; password: string; role?: string; name?: string }[];
}

// A variable specifier keeps the type checker from resolving a module that may not exist yet.
const DEMO_SEED_MODULE = '@grocer/db/demo/seed';

/** Seeds the demo catalogue on first start; start-up still works while the seed module is absent. */
export async function seedIfEmpty(
  database: Database,
  log: FastifyBaseLogger,
): Promise<{ seeded: boolean; accounts: DemoAccount[] }> {
  let seedModule: DemoSeedModule;
  try {
    seedModule = (await import(DEMO_SEED_MODULE)) as DemoSeedModule;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    log.warn('demo seed module not available yet: starting with the database as it is');
    return { seeded: false, accounts: [] };
  }
  let seeded = false;
  if (!(await seedModule.isSeeded(database.db))) {
    log.info('empty database: seeding the demo catalogue');
    await seedModule.seedDemoCatalogue(database.db);
    seeded = true;
  }
  const accounts = seedModule.DEMO_ACCOUNTS.map((account) => ({
    role: account.role ?? account.name ?? 'customer',
    email: account.email,
    password: account.password,
  }));
  return { seeded, accounts };
}
