import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { buildBranches } from './branches.ts';

/**
 * The demo delivery areas (decision 0034): each demo branch delivers to its own postcode
 * district, the districts the built-in postcode lookup knows streets in. A postcode elsewhere
 * is not delivered to ('Unfortunately, we don't deliver to this address').
 */
export function demoDeliveryAreas(): { postcodeDistrict: string; branchId: number }[] {
  const byDistrict = new Map<string, number>();
  for (const branch of buildBranches()) {
    const district = branch.postcode.split(' ')[0] as string;
    if (!byDistrict.has(district)) byDistrict.set(district, branch.id as number);
  }
  return [...byDistrict].map(([postcodeDistrict, branchId]) => ({ postcodeDistrict, branchId }));
}

/**
 * Adds the demo delivery areas that are missing (a database seeded before slots existed gets
 * them on its next start). Only districts of branches the database has. Returns how many.
 */
export async function seedDemoDeliveryAreas(db: Db): Promise<number> {
  const areas = demoDeliveryAreas();
  const result = await db.execute(
    sql`INSERT INTO delivery_areas (postcode_district, branch_id)
      SELECT area.district, area.branch_id
      FROM unnest(${sql.param(areas.map((a) => a.postcodeDistrict))}::text[],
        ${sql.param(areas.map((a) => a.branchId))}::int[]) AS area(district, branch_id)
      WHERE EXISTS (SELECT 1 FROM branches WHERE branches.id = area.branch_id)
      ON CONFLICT (postcode_district) DO NOTHING`,
  );
  // node-postgres says rowCount, PGlite affectedRows.
  const counted = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return counted.rowCount ?? counted.affectedRows ?? 0;
}
