import { UNSUPPORTED_BROWSER_TEXT } from '@grocer/domain/messages/ui-messages';
import { TriangleAlert } from 'lucide-react';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './notice-banner.module.css';

/** Rendered on the server for browsers we cannot support, so it shows even if scripts fail. */
export function UnsupportedBrowserBanner() {
  return (
    <div className={styles.banner} role="note">
      <Icon icon={TriangleAlert} className={styles.icon} />
      <p>{UNSUPPORTED_BROWSER_TEXT}</p>
    </div>
  );
}
