import { Leaf } from 'lucide-react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './brand-logo.module.css';

/** Text logo: the brand name comes from configuration (white-label). */
export function BrandLogo({ brandName }: { brandName: string }) {
  return (
    <Link to="/" className={styles.logo} aria-label={`${brandName} groceries home`}>
      <span className={styles.mark}>
        <Icon icon={Leaf} size={20} />
      </span>
      <span>{brandName}</span>
    </Link>
  );
}
