import { ACCOUNT_MENU_LABEL } from '@grocer/domain/messages/ui-messages';
import { ChevronDown, UserRound } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Icon } from '../../../components/ui/icon.tsx';
import { signOutAndLeave } from '../../../lib/sign-out-sequence.ts';
import { type AccountLink, SIGN_OUT_ID } from '../lib/account-links.ts';
import styles from './account-area.module.css';

/**
 * The account menu itself (React Aria), loaded by `AccountMenu` once a signed-in page has
 * hydrated. Its items are links: each opens a page with a full load, as account pages need.
 * Sign out runs the spec's logout sequence instead (doc 3 §7), then loads the home page.
 */
export function AccountMenuPopover({
  firstName,
  links,
}: {
  firstName: string;
  links: AccountLink[];
}) {
  return (
    <MenuTrigger>
      <Button className={styles.menuButton} aria-label={`${ACCOUNT_MENU_LABEL}: ${firstName}`}>
        <Icon icon={UserRound} size={22} />
        <span className={styles.name}>{firstName}</span>
        <Icon icon={ChevronDown} size={16} className={styles.chevron} />
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu className={styles.menu}>
          {links.map((link) =>
            link.id === SIGN_OUT_ID ? (
              <MenuItem
                key={link.id}
                id={link.id}
                onAction={() => void signOutAndLeave()}
                className={styles.menuItem}
              >
                {link.label}
              </MenuItem>
            ) : (
              <MenuItem key={link.id} id={link.id} href={link.href} className={styles.menuItem}>
                {link.label}
              </MenuItem>
            ),
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
