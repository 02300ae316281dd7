import { PencilLine } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { AMEND_HUB_HREF } from '../lib/amend-paths.ts';
import styles from './amending-banner.module.css';

export interface AmendingBannerProps {
  /** "Amending order N — changes by {cut-off}" */
  text: string;
}

/** My Trolley while an order is being amended (decision 0042): which order, and until when. */
export function AmendingBanner({ text }: AmendingBannerProps) {
  return (
    <section className={styles.banner} aria-label="Amending your order">
      <PencilLine aria-hidden="true" className={styles.icon} size={24} />
      <p className={styles.text}>{text}</p>
      <AppLink href={AMEND_HUB_HREF} className={styles.link}>
        Check out or cancel changes
      </AppLink>
    </section>
  );
}
