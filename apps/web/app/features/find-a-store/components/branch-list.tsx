import { branchDisplayName } from '@grocer/domain/branches/branch-page';
import type { BranchDetails } from '@grocer/server/contexts/catalogue/catalogue.contract';
import { Link } from 'react-router';
import { branchRoute } from '../lib/find-a-store-paths.ts';
import styles from './find-a-store.module.css';

/** Every branch, by town, for browsing without a search. */
export function BranchList({ branches }: { branches: readonly BranchDetails[] }) {
  return (
    <section aria-labelledby="find-a-store-all" className={styles.results}>
      <h2 id="find-a-store-all" className={styles.sectionTitle}>
        All our branches
      </h2>
      <ul className={styles.allBranches}>
        {branches.map((branch) => (
          <li key={branch.id}>
            <Link to={branchRoute(branch.slug)} className={styles.link}>
              {branchDisplayName(branch)}
            </Link>{' '}
            <span className={styles.muted}>{branch.postcode}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
