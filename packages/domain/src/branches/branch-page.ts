import { placeKey } from './place-key.ts';

/**
 * What a branch's own page shows besides its address and hours (decision 0075): the page's
 * address, the services, and directions without a map.
 */

export const FIND_A_STORE_PATH = '/ecom/find-a-store';

/** A branch as its page address is made from. */
export interface SluggableBranch {
  id: number;
  name: string;
  town: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_BRANCH_SLUG_LENGTH = 120;

/** Whether `text` could be a branch page's slug (lower-case words joined by hyphens). */
export function isBranchSlug(text: string): boolean {
  return text.length <= MAX_BRANCH_SLUG_LENGTH && SLUG.test(text);
}

/** 'Reading' and 'Kings Wharf' → 'reading-kings-wharf'; a branch named after its town → 'abingdon'. */
export function baseSlug(branch: Pick<SluggableBranch, 'name' | 'town'>): string {
  const town = placeKey(branch.town);
  const name = placeKey(branch.name);
  const words = name === town || name.startsWith(`${town} `) ? name : `${town} ${name}`;
  return words.replace(/ /g, '-') || 'branch';
}

/**
 * Every branch's slug, unique: its base slug, or, when several branches would share one, the
 * lowest id keeps it and the others get `-<id>` added. Depends only on the branches given.
 */
export function branchSlugs(branches: readonly SluggableBranch[]): Map<number, string> {
  const byBase = new Map<string, SluggableBranch[]>();
  for (const branch of branches) {
    const base = baseSlug(branch);
    byBase.set(base, [...(byBase.get(base) ?? []), branch]);
  }
  const slugs = new Map<number, string>();
  for (const [base, sharing] of byBase) {
    const [first, ...others] = [...sharing].sort((a, b) => a.id - b.id);
    if (first) slugs.set(first.id, base);
    for (const other of others) slugs.set(other.id, `${base}-${other.id}`);
  }
  return slugs;
}

/** How a branch is named to shoppers: 'Kings Wharf, Reading', or 'Abingdon'. */
export function branchDisplayName(branch: { name: string; town: string }): string {
  return placeKey(branch.name) === placeKey(branch.town)
    ? branch.name
    : `${branch.name}, ${branch.town}`;
}

export const branchPagePath = (slug: string): string => `${FIND_A_STORE_PATH}/${slug}`;

export type BranchServiceCode = 'GROCERY' | 'CLICK_AND_COLLECT' | 'ENTERTAINING';

export const BRANCH_SERVICE_NAMES: Readonly<Record<BranchServiceCode, string>> = {
  GROCERY: 'Grocery shop',
  CLICK_AND_COLLECT: 'Click & Collect',
  ENTERTAINING: 'Entertaining',
};

/**
 * What a branch offers: every branch is a grocery shop; Click & Collect where it has grocery
 * collection; Entertaining where its counter takes entertaining orders for collection.
 */
export function branchServices(branch: {
  offersCollection: boolean;
  offersEntertaining: boolean;
}): BranchServiceCode[] {
  return [
    'GROCERY',
    ...(branch.offersCollection ? (['CLICK_AND_COLLECT'] as const) : []),
    ...(branch.offersEntertaining ? (['ENTERTAINING'] as const) : []),
  ];
}

/**
 * Directions without a map on our page: a Google Maps directions link to the branch's address
 * (the documented `maps/dir/?api=1` URL; no key, no script, the shopper's own start point, and
 * on a phone it opens the maps app).
 */
export function directionsUrl(branch: { line1: string; town: string; postcode: string }): string {
  const destination = [branch.line1, branch.town, branch.postcode].join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
