import { Lock } from 'lucide-react';
import { Icon } from '../../../components/ui/icon.tsx';
import { BrandLogo } from './brand-logo.tsx';
import styles from './minimal-header.module.css';

export interface MinimalHeaderProps {
  brandName: string;
  /** The secure-checkout line with the free-phone help line (checkout pages only). */
  secureLine?: { phone: string } | null;
}

/** Logo-only header for sign-in and forgot-password, and the secure checkout header. */
export function MinimalHeader({ brandName, secureLine }: MinimalHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <BrandLogo brandName={brandName} />
        {secureLine && (
          <p className={styles.secure}>
            <Icon icon={Lock} size={16} />
            Secure checkout. Need help? Call free on{' '}
            <a href={`tel:${secureLine.phone.replace(/\s+/g, '')}`}>{secureLine.phone}</a>
          </p>
        )}
      </div>
    </header>
  );
}
