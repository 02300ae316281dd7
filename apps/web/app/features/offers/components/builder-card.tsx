import type { MealDealBuilder } from '@grocer/domain/promotions/meal-deal-builder';
import { Check, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './meal-deal-builder.module.css';

/**
 * One builder's card (decision 0092): 'Meal deal 1: complete' and each group done or how many
 * more to choose. A meal deal and a bundle are built the same way, so they show alike.
 */
export function BuilderCard({
  title,
  builder,
  children,
}: {
  /** 'Meal deal 1', 'Bundle 2'. */
  title: string;
  /** The builder as the domain's meal deal builder rules give it. */
  builder: MealDealBuilder;
  /** Shown below the groups. */
  children?: ReactNode;
}) {
  return (
    <li className={`${styles.builder} ${builder.complete ? styles.complete : ''}`}>
      <h3 className={styles.builderTitle}>
        {title}: {builder.complete ? 'complete' : 'not complete'}
      </h3>
      <ul className={styles.groups}>
        {builder.groups.map((g) => (
          <li
            key={g.groupId}
            className={`${styles.group} ${g.done ? styles.done : styles.missing}`}
          >
            <Icon icon={g.done ? Check : Circle} size={16} />
            <span>
              {g.name}: {g.done ? 'done' : `choose ${g.missing} more`}
            </span>
          </li>
        ))}
      </ul>
      {children}
    </li>
  );
}
