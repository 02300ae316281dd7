import { BRANCH_SERVICE_NAMES, type BranchServiceCode } from '@grocer/domain/branches/branch-page';
import { Check } from 'lucide-react';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './find-a-store.module.css';

/** What a branch offers, as a list. */
export function BranchServices({
  services,
  labelledBy,
}: {
  services: readonly BranchServiceCode[];
  labelledBy?: string;
}) {
  return (
    <ul className={styles.services} aria-labelledby={labelledBy}>
      {services.map((service) => (
        <li key={service} className={styles.service}>
          <Icon icon={Check} size={16} className={styles.serviceIcon} />
          {BRANCH_SERVICE_NAMES[service]}
        </li>
      ))}
    </ul>
  );
}
