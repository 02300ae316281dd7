import type { ReactNode } from 'react';
import styles from './offers-layout.module.css';

export interface OffersLayoutProps {
  title: string;
  count?: number;
  nav?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}

/** Offers page frame: heading with the product count, offer-type tabs, categories, products. */
export function OffersLayout({ title, count, nav, aside, children }: OffersLayoutProps) {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {count !== undefined && (
          <p className={styles.count}>
            {count} {count === 1 ? 'product' : 'products'} on offer
          </p>
        )}
        {nav}
        {aside}
      </header>
      {children}
    </div>
  );
}
