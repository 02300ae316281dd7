import { formatMoney } from '@grocer/domain/money/money';
import { trolleySizeLabel } from '@grocer/domain/quantity/quantity';
import { ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import styles from './trolley-summary.module.css';

export interface TrolleySummaryProps {
  itemCount: number;
  /** Estimated total in pence. */
  total: number;
}

/** Header trolley link: item count (capped at 99+) and the estimated total. */
export function TrolleySummary({ itemCount, total }: TrolleySummaryProps) {
  const count = trolleySizeLabel(itemCount);
  const money = formatMoney(total);
  return (
    <Link to="/shop/trolley" className={styles.trolley}>
      {/* Named by its content (not aria-label) so the spoken name contains the visible text. */}
      <VisuallyHidden>Trolley, </VisuallyHidden>
      <span className={styles.iconWrap}>
        <Icon icon={ShoppingBasket} size={22} />
        <span className={styles.count}>{count}</span>
      </span>
      <VisuallyHidden>{itemCount === 1 ? ' item, total ' : ' items, total '}</VisuallyHidden>
      <span className={styles.total}>{money}</span>
    </Link>
  );
}
