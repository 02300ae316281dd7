import type { ProductListing } from '@grocer/domain/catalogue/catalogue.types';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import styles from './category-chips.module.css';

/** Links to the sub-categories, each with its product count. */
export function CategoryChips({
  items,
  label,
}: {
  items: ProductListing['subCategories'];
  label: string;
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.categoryId}>
            <AppLink href={item.url} className={styles.chip}>
              {item.name}
              <span className={styles.count} aria-hidden="true">
                {item.expectedResults}
              </span>
              <VisuallyHidden>{`, ${item.expectedResults} products`}</VisuallyHidden>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
