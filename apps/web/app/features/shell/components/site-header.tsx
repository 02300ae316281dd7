import { SIGN_IN_REGISTER } from '@grocer/domain/messages/ui-messages';
import type { SiteConfig } from '@grocer/server/web/app-services';
import { CalendarDays, ExternalLink, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useScrolledPast } from '../../../hooks/use-scrolled-past.ts';
import { useStaffSignOn } from '../api/use-staff-sign-on.ts';
import { MAIN_NAV_LINKS, topBarLinks } from '../lib/header-links.ts';
import { BrandLogo } from './brand-logo.tsx';
import { ReturnToAdmin } from './return-to-admin.tsx';
import styles from './site-header.module.css';
import { SlotButton } from './slot-button.tsx';
import { TrolleySummary } from './trolley-summary.tsx';

/** Spec doc 3 §9: sticky header after 150 px. */
const STICKY_AFTER_PX = 150;

export interface SiteHeaderProps {
  site: Pick<SiteConfig, 'brandName' | 'partnerLinks'>;
  trolley: { itemCount: number; total: number };
  /** The Groceries mega menu toggle (desktop). Composed by the layout route. */
  groceriesMenu: ReactNode;
  /** The burger menu toggle (small screens). */
  burgerMenu: ReactNode;
  /** The search strip, from the search feature (features do not import each other). */
  search: ReactNode;
}

/** Full header: top bar, logo, search, account, trolley, main navigation and slot button. */
export function SiteHeader({ site, trolley, groceriesMenu, burgerMenu, search }: SiteHeaderProps) {
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const staffSignOn = useStaffSignOn();
  return (
    <header className={styles.header} data-sticky={sticky}>
      <div className={styles.topBar}>
        <nav className={styles.topBarInner} aria-label="Stores and partner shops">
          <ul className={styles.topBarList}>
            {topBarLinks(site).map((link) => (
              <li key={link.label}>
                <AppLink href={link.href} newTab={link.newTab}>
                  {link.label}
                  {link.newTab && (
                    <Icon icon={ExternalLink} size={14} label="(opens in a new tab)" />
                  )}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.main}>
        <div className={styles.burger}>{burgerMenu}</div>
        <div className={styles.logo}>
          <BrandLogo brandName={site.brandName} />
        </div>
        <div className={styles.search}>{search}</div>
        <div className={styles.account}>
          {staffSignOn ? (
            // Staff signed on as a customer: Return to admin, and no Sign out (spec doc 3 §2).
            <ReturnToAdmin />
          ) : (
            <Link to="/login" className={styles.accountLink}>
              <Icon icon={UserRound} size={22} />
              <span className={styles.accountText}>{SIGN_IN_REGISTER}</span>
            </Link>
          )}
        </div>
        <div className={styles.trolley}>
          <TrolleySummary itemCount={trolley.itemCount} total={trolley.total} />
        </div>
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            <li>{groceriesMenu}</li>
            {MAIN_NAV_LINKS.map((link) => (
              <li key={link.label}>
                <AppLink href={link.href} className={styles.navLink}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.slot}>
          <SlotButton className={styles.slotLink} icon={<Icon icon={CalendarDays} />} />
        </div>
      </div>
    </header>
  );
}
