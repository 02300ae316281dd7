import type { ReactNode } from 'react';
import styles from './page-container.module.css';

/** Centres page content at the site's maximum width with responsive gutters. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}

export interface PageSectionProps {
  title: string;
  id: string;
  /** Shown at the end of the header row, e.g. a 'View all' link. */
  aside?: ReactNode;
  children: ReactNode;
}

export function PageSection({ title, id, aside, children }: PageSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
