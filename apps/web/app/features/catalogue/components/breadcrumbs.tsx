import type { Breadcrumb } from '@grocer/domain/catalogue/catalogue.types';
import { ChevronRight } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './breadcrumbs.module.css';

/** Trail of links; the current page, when given, ends it without a link. */
export function Breadcrumbs({ items, current }: { items: Breadcrumb[]; current?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = current === undefined && index === items.length - 1;
          return (
            <li key={item.id}>
              {index > 0 && <Icon icon={ChevronRight} size={14} className={styles.separator} />}
              {last ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <AppLink href={item.url}>{item.name}</AppLink>
              )}
            </li>
          );
        })}
        {current !== undefined && (
          <li>
            {items.length > 0 && (
              <Icon icon={ChevronRight} size={14} className={styles.separator} />
            )}
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
