import type { Db } from '@grocer/db/client';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import { sql } from 'drizzle-orm';
import type { CatalogueSponsorship } from './catalogue.contract.ts';

/**
 * The catalogue's sponsorship write (decision 0096): one product row's is_sponsored and
 * sponsorship_id. Product rows are kept for half a minute per process (decision 0013), so
 * listings show the change within that, as they do a price.
 */
export function createSponsorshipService(db: Db): CatalogueSponsorship {
  return {
    async setSponsorship(lineNumber, sponsorshipId) {
      const changed = await rows<{ id: string }>(
        db,
        sql`UPDATE products
            SET is_sponsored = ${sponsorshipId !== null}, sponsorship_id = ${sponsorshipId}
            WHERE line_number = ${lineNumber}
            RETURNING id`,
      );
      return changed.length > 0;
    },
  };
}
