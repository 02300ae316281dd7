import type { Viewer } from '@grocer/domain/identity/viewer';
import { BOOK_SLOT, BOOK_SLOT_LOWER_CASE } from '@grocer/domain/messages/ui-messages';
import type { SiteConfig } from '@grocer/server/web/app-services';
import { CalendarCheck, CalendarDays, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useScrolledPast } from '../../../hooks/use-scrolled-past.ts';
import { useExperiment } from '../../../lib/experiments.ts';
import { mainNavLinks, topBarLinks } from '../lib/header-links.ts';
import { AccountArea } from './account-area.tsx';
import { BrandLogo } from './brand-logo.tsx';
import styles from './site-header.module.css';
import { SlotButton } from './slot-button.tsx';
import { TrolleySummary } from './trolley-summary.tsx';

/** Spec doc 3 §9: sticky header after 150 px. */
const STICKY_AFTER_PX = 150;

export interface SiteHeaderProps {
  site: Pick<SiteConfig, 'brandName' | 'partnerLinks' | 'loyaltySchemeName'>;
  /**
   * The shopper, once known: the account area, trolley summary and slot button show them. Null
   * shows the signed-out frame (a shared page before its viewer arrives, or without JavaScript).
   */
  viewer: Viewer | null;
  /** Staff signed on as a customer: shown in the account area in place of Sign out. */
  staffAction?: ReactNode;
  /** The Groceries mega menu toggle (desktop). Composed by the layout route. */
  groceriesMenu: ReactNode;
  /** The burger menu toggle (small screens). */
  burgerMenu: ReactNode;
  /** The search strip, from the search feature (features do not import each other). */
  search: ReactNode;
}

/** Full header: top bar, logo, search, account, trolley, main navigation and slot button. */
export function SiteHeader({
  site,
  viewer,
  staffAction,
  groceriesMenu,
  burgerMenu,
  search,
}: SiteHeaderProps) {
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const trolley = viewer?.trolley ?? { itemCount: 0, total: 0 };
  const slot = viewer?.slot ?? null;
  const groceryHeader = useExperiment('grocery_header') === 'variant';
  const alternativeMenu = useExperiment('alternative_main_menu') === 'variant';
  const bookSlot =
    useExperiment('book_slot_lower_case') === 'variant' ? BOOK_SLOT_LOWER_CASE : BOOK_SLOT;
  return (
    <header className={styles.header} data-sticky={sticky}>
      <div className={styles.topBar}>
        <nav className={styles.topBarInner} aria-label="Stores and partner shops">
          <ul className={styles.topBarList}>
            {topBarLinks(site, groceryHeader).map((link) => (
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
          <AccountArea
            viewer={viewer}
            loyaltySchemeName={site.loyaltySchemeName}
            staffAction={staffAction}
          />
        </div>
        <div className={styles.trolley}>
          <TrolleySummary itemCount={trolley.itemCount} total={trolley.total} />
        </div>
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            <li>{groceriesMenu}</li>
            {mainNavLinks(alternativeMenu, bookSlot).map((link) => (
              <li key={link.label}>
                <AppLink href={link.href} className={styles.navLink}>
                  {link.calendar && <Icon icon={CalendarDays} size={16} />}
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.slot}>
          <SlotButton
            className={styles.slotLink}
            slot={slot}
            icon={<Icon icon={slot ? CalendarCheck : CalendarDays} />}
          />
        </div>
      </div>
    </header>
  );
}
