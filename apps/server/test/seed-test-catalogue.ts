import type { Database } from '@grocer/db/client';
import { categories } from '@grocer/db/schema/catalogue';
import { seedFixtureCatalogue } from './fixture-catalogue.ts';

/** Seeds the catalogue the server tests read, unless the database already holds one. */
export async function seedTestCatalogue(database: Database): Promise<void> {
  const existing = await database.db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length > 0) return;
  await seedFixtureCatalogue(database.db);
}
