import { nearestFirst } from '@grocer/domain/branches/branch-distance';
import { branchServices, branchSlugs, isBranchSlug } from '@grocer/domain/branches/branch-page';
import { parseOpeningHours } from '@grocer/domain/branches/opening-hours';
import { locateStoreSearch, parseStoreLocation } from '@grocer/domain/branches/store-location';
import type {
  BranchDetails,
  CatalogueService,
  NearestBranchesOutcome,
} from './catalogue.contract.ts';
import { MAX_NEAREST_BRANCHES_SIZE, NEAREST_BRANCHES_SIZE } from './catalogue.contract.ts';
import { toBranch } from './catalogue.mappers.ts';
import type { BranchDetailsRow, CatalogueRepository } from './catalogue.repository.ts';

/**
 * Find a store (decision 0075): the branches with their page details, one branch by its slug,
 * and the nearest to a postcode or town. Branches are few (tens): each call reads them all, so a
 * branch changed in the table shows at once, and slugs are made from the whole list.
 */
export type BranchFinder = Pick<
  CatalogueService,
  'listBranchDetails' | 'getBranchDetails' | 'findNearestBranches'
>;

function toBranchDetails(row: BranchDetailsRow, slug: string): BranchDetails {
  return {
    ...toBranch(row),
    slug,
    latitude: row.latitude,
    longitude: row.longitude,
    services: branchServices({
      offersCollection: row.offers_collection,
      offersEntertaining: row.offers_entertaining,
    }),
    // Hours that break the rule (a row changed behind the service's back) are not shown.
    openingHours: parseOpeningHours(row.opening_hours),
  };
}

export function createBranchFinder(
  repository: Pick<CatalogueRepository, 'listBranchDetails'>,
): BranchFinder {
  async function allBranches(): Promise<BranchDetails[]> {
    const rows = await repository.listBranchDetails();
    const slugs = branchSlugs(rows);
    return rows.map((row) => toBranchDetails(row, slugs.get(row.id) ?? String(row.id)));
  }

  return {
    listBranchDetails: allBranches,

    async getBranchDetails(slug) {
      if (!isBranchSlug(slug)) return null;
      return (await allBranches()).find((branch) => branch.slug === slug) ?? null;
    },

    async findNearestBranches(
      location,
      size = NEAREST_BRANCHES_SIZE,
    ): Promise<NearestBranchesOutcome> {
      const parsed = parseStoreLocation(location);
      if (!parsed.ok)
        return { outcome: 'refused', problem: parsed.problem, message: parsed.message };
      const branches = await allBranches();
      const origin = locateStoreSearch(parsed.query, branches);
      if (!origin) return { outcome: 'no-place', location: parsed.query.text };
      const limit = Math.min(Math.max(1, Math.trunc(size)), MAX_NEAREST_BRANCHES_SIZE);
      return {
        outcome: 'found',
        origin,
        branches: nearestFirst(origin, branches)
          .slice(0, limit)
          .map(({ item, distanceMiles }) => ({ ...item, distanceMiles })),
      };
    },
  };
}
