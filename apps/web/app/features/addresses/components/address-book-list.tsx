import type { Address } from '@grocer/domain/address/address';
import {
  type AddressBookScreen,
  showExpandControl,
  visibleAddressCount,
} from '@grocer/domain/address/address-book-rules';
import {
  ADDRESS_BOOK_EMPTY,
  SHOW_FEWER_ADDRESSES,
  showAllAddresses,
} from '@grocer/domain/messages/address-book-messages';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import type { AddressAreaPaths } from '../lib/address-areas.ts';
import styles from './address-book.module.css';
import { AddressCard, type AddressCardActions } from './address-card.tsx';

const SCREENS: readonly AddressBookScreen[] = ['small', 'medium', 'large'];

/** The query that shows the whole book without JavaScript (the expand control's link). */
export const SHOW_ALL_PARAM = 'addresses';
export const SHOW_ALL_VALUE = 'all';

/** Screens on which the address at `index` is folded away (data-hidden-on, read by the CSS). */
export function hiddenOn(index: number, count: number, expanded: boolean): string {
  return SCREENS.filter((screen) => index >= visibleAddressCount(count, screen, expanded)).join(
    ' ',
  );
}

/** Screens on which the book has no expand control. */
export function expandControlHiddenOn(count: number): string {
  return SCREENS.filter((screen) => !showExpandControl(count, screen)).join(' ');
}

export interface AddressBookListProps {
  addresses: readonly Address[];
  paths: AddressAreaPaths;
  actions: AddressCardActions | null;
  /** The page was asked for the whole book (`?addresses=all`). */
  initiallyExpanded: boolean;
}

/**
 * The book, contact address first. Collapsed it shows 1 address on medium screens and 2
 * otherwise, with an expand control only where the domain's rules give one (spec doc 2 §4). The
 * screen size is CSS's to know: every address is rendered, and each says on which screens it
 * is folded away, so the server's page, the hydrated one and a resize all agree. Without
 * JavaScript the control is a link to the whole book.
 */
export function AddressBookList({
  addresses,
  paths,
  actions,
  initiallyExpanded,
}: AddressBookListProps) {
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const hydrated = useHydrated();
  const listId = useId();
  const { pathname } = useLocation();
  const count = addresses.length;
  if (count === 0) return <p className={styles.empty}>{ADDRESS_BOOK_EMPTY}</p>;

  const controlHiddenOn = expandControlHiddenOn(count);
  const label = expanded ? SHOW_FEWER_ADDRESSES : showAllAddresses(count);
  const icon = <Icon icon={expanded ? ChevronUp : ChevronDown} size={18} />;
  return (
    <>
      <ul id={listId} className={styles.list}>
        {addresses.map((address, index) => (
          <li
            key={address.id}
            data-hidden-on={hiddenOn(index, count, expanded) || undefined}
            data-testid="address-book-entry"
          >
            <AddressCard
              address={address}
              editHref={paths.edit(address.id)}
              deleteHref={paths.remove(address.id)}
              actions={actions}
            />
          </li>
        ))}
      </ul>
      {controlHiddenOn !== SCREENS.join(' ') &&
        (hydrated ? (
          <button
            type="button"
            className={`${styles.expand} ${buttonClass({ variant: 'secondary' })}`}
            data-hidden-on={controlHiddenOn || undefined}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {icon}
            {label}
          </button>
        ) : (
          <Link
            to={expanded ? pathname : `${pathname}?${SHOW_ALL_PARAM}=${SHOW_ALL_VALUE}`}
            className={`${styles.expand} ${buttonClass({ variant: 'secondary' })}`}
            data-hidden-on={controlHiddenOn || undefined}
          >
            {icon}
            {label}
          </Link>
        ))}
    </>
  );
}
