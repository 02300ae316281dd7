import { AppLink } from '../../../components/ui/app-link.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import type { HomeCategory } from '../api/home.server.ts';
import styles from './category-grid.module.css';

export function CategoryGrid({ categories }: { categories: HomeCategory[] }) {
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category.id}>
          <AppLink href={category.url} className={styles.tile}>
            <FoodImage name={category.iconName} size={56} alt="" />
            {category.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
