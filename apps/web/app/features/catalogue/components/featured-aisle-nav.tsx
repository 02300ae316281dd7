import { AppLink } from '../../../components/ui/app-link.tsx';
import styles from './category-chips.module.css';

export interface FeaturedAisleNavItem {
  label: string;
  href: string;
  current: boolean;
}

/** Links between a root's featured aisles (decision 0078); the one shown is marked current. */
export function FeaturedAisleNav({
  items,
  label,
}: {
  items: FeaturedAisleNavItem[];
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <AppLink
              href={item.href}
              className={styles.chip}
              aria-current={item.current ? 'page' : undefined}
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
