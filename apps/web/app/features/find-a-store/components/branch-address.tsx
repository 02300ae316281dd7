import type { Branch } from '@grocer/domain/catalogue/catalogue.types';
import styles from './find-a-store.module.css';

/** A branch's postal address, one line each. */
export function BranchAddress({ branch }: { branch: Branch }) {
  const lines = [branch.line1, branch.line2, branch.town, branch.postcode].filter(
    (line): line is string => typeof line === 'string' && line !== '',
  );
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={`${index}-${line}`}>
          {line}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </address>
  );
}
