import { formatMiles } from '@grocer/domain/branches/branch-distance';
import { branchDisplayName } from '@grocer/domain/branches/branch-page';
import { originNote } from '@grocer/domain/branches/store-finder-messages';
import type {
  NearbyBranch,
  StoreOrigin,
} from '@grocer/server/contexts/catalogue/catalogue.contract';
import { Link } from 'react-router';
import { branchRoute } from '../lib/find-a-store-paths.ts';
import { BranchAddress } from './branch-address.tsx';
import { BranchServices } from './branch-services.tsx';
import styles from './find-a-store.module.css';

export const resultsHeading = (origin: StoreOrigin): string => `Branches near ${origin.label}`;

/** The nearest branches, nearest first, each with its distance, address and services. */
export function BranchResults({
  origin,
  branches,
}: {
  origin: StoreOrigin;
  branches: readonly NearbyBranch[];
}) {
  return (
    <section aria-labelledby="find-a-store-results" className={styles.results}>
      <h2 id="find-a-store-results" className={styles.sectionTitle}>
        {resultsHeading(origin)}
      </h2>
      <p role="status" className={styles.note}>
        {branches.length === 1 ? '1 branch' : `${branches.length} branches`}, nearest first.{' '}
        {originNote(origin)}
      </p>
      <ol className={styles.resultList}>
        {branches.map((branch) => {
          const headingId = `branch-${branch.id}`;
          return (
            <li key={branch.id} className={styles.result}>
              <div className={styles.resultHeader}>
                <h3 id={headingId} className={styles.resultTitle}>
                  <Link to={branchRoute(branch.slug)} className={styles.link}>
                    {branchDisplayName(branch)}
                  </Link>
                </h3>
                <p className={styles.distance}>{formatMiles(branch.distanceMiles)} away</p>
              </div>
              <BranchAddress branch={branch} />
              <BranchServices services={branch.services} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
