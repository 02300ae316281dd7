import type { Viewer } from '@grocer/domain/identity/viewer';
import { ACCOUNT_MENU_LABEL, SIGN_IN_REGISTER } from '@grocer/domain/messages/ui-messages';
import { ChevronDown, Heart, Package, UserRound } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { toRoutePath } from '../../../lib/app-path.ts';
import { useExperiment } from '../../../lib/experiments.ts';
import { useReactAriaWhenIdle } from '../../../lib/react-aria-when-idle.ts';
import {
  ACCOUNT_OVERVIEW_HREF,
  accountMenuLinks,
  LOYALTY_HUB_HREF,
  LOYALTY_VOUCHERS_HREF,
  SIGNED_IN_LINKS,
} from '../lib/account-links.ts';
import styles from './account-area.module.css';

const AccountMenuPopover = lazy(() =>
  import('./account-menu-popover.tsx').then((module) => ({ default: module.AccountMenuPopover })),
);

const LINK_ICONS = { favourites: Heart, 'my-orders': Package } as const;

export interface AccountAreaProps {
  /** Null until known: the signed-out area shows meanwhile (and without JavaScript). */
  viewer: Viewer | null;
  loyaltySchemeName: string;
  /** Shown instead of nothing where Sign out would be for staff on as a customer. */
  staffAction?: ReactNode;
}

/**
 * The header's account area (spec doc 3 §2): 'Sign in / Register' when signed out; Favourites,
 * My orders and the account menu when signed in. Its box has the same size either way, so
 * filling it after hydration moves nothing (decision 0020).
 */
export function AccountArea({ viewer, loyaltySchemeName, staffAction }: AccountAreaProps) {
  if (!viewer?.signedIn) {
    return (
      <div className={styles.area}>
        <Link to="/login" className={styles.accountLink}>
          <Icon icon={UserRound} size={22} />
          <span className={styles.accountText}>{SIGN_IN_REGISTER}</span>
        </Link>
      </div>
    );
  }
  return (
    <SignedInArea viewer={viewer} loyaltySchemeName={loyaltySchemeName} staffAction={staffAction} />
  );
}

function SignedInArea({
  viewer,
  loyaltySchemeName,
  staffAction,
}: AccountAreaProps & { viewer: Viewer }) {
  // The loyalty hub link goes to the vouchers page in the experiment's variant (decision 0072).
  const loyaltyHref =
    useExperiment('loyalty_hub_vouchers') === 'variant' ? LOYALTY_VOUCHERS_HREF : LOYALTY_HUB_HREF;
  const firstName = viewer.firstName ?? '';
  return (
    <div className={viewer.staffSignOn ? `${styles.area} ${styles.staffArea}` : styles.area}>
      {viewer.staffSignOn && <div className={styles.staffAction}>{staffAction}</div>}
      {SIGNED_IN_LINKS.map((link) => (
        <Link key={link.id} to={toRoutePath(link.href)} className={styles.quickLink}>
          <Icon icon={LINK_ICONS[link.id as keyof typeof LINK_ICONS]} size={18} />
          <span className={styles.quickLabel}>{link.label}</span>
        </Link>
      ))}
      <AccountMenu
        firstName={firstName}
        links={accountMenuLinks(viewer, loyaltySchemeName, loyaltyHref)}
      />
    </div>
  );
}

function AccountMenu(props: { firstName: string; links: ReturnType<typeof accountMenuLinks> }) {
  // Loaded once the page is idle after hydrating. Before the menu's code arrives (or without
  // JavaScript) the button is a link to the overview.
  const ready = useReactAriaWhenIdle();
  const fallback = (
    <a
      href={ACCOUNT_OVERVIEW_HREF}
      className={styles.menuButton}
      aria-label={`${ACCOUNT_MENU_LABEL}: ${props.firstName}`}
    >
      <Icon icon={UserRound} size={22} />
      <span className={styles.name}>{props.firstName}</span>
      <Icon icon={ChevronDown} size={16} className={styles.chevron} />
    </a>
  );
  if (!ready) return fallback;
  return (
    <Suspense fallback={fallback}>
      <AccountMenuPopover {...props} />
    </Suspense>
  );
}
