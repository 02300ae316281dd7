import { branchPagePath } from '@grocer/domain/branches/branch-page';
import { toRoutePath } from '../../../lib/app-path.ts';

/** The search page in the router's form (the router adds /ecom). */
export const FIND_A_STORE_ROUTE = '/find-a-store';

/** A branch's page in the router's form. */
export const branchRoute = (slug: string): string => toRoutePath(branchPagePath(slug));
