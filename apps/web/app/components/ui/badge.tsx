import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'offer' | 'info' | 'neutral' | 'warning';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
