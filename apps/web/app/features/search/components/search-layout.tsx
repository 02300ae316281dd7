import type { ReactNode } from 'react';
import styles from './search-layout.module.css';

export interface SearchLayoutProps {
  /** h1 and the count. */
  heading: ReactNode;
  /** Above the results, e.g. the multi-search strip. */
  strip?: ReactNode;
  filters?: ReactNode;
  toolbar?: ReactNode;
  children: ReactNode;
}

/** Results page frame: filters beside the results from lg, above them below it. */
export function SearchLayout({ heading, strip, filters, toolbar, children }: SearchLayoutProps) {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        {heading}
        {strip}
      </header>
      {filters && <aside className={styles.filters}>{filters}</aside>}
      <div className={styles.results}>
        {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
        {children}
      </div>
    </div>
  );
}

export function SearchHeading({ title, count }: { title: string; count?: number }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>
        {title}
        {count !== undefined && (
          <span className={styles.count}>
            {' '}
            ({count} {count === 1 ? 'result' : 'results'})
          </span>
        )}
      </h1>
    </div>
  );
}
