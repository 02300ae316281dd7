import {
  type Address,
  addresseeName,
  countryName,
  isUkCountry,
} from '@grocer/domain/address/address';
import {
  CONTACT_ADDRESS_BADGE,
  DELETE_ADDRESS,
  EDIT_ADDRESS,
  MAKE_CONTACT_ADDRESS,
} from '@grocer/domain/messages/address-book-messages';
import { Pencil, Star, Trash2 } from 'lucide-react';
import type { MouseEvent, SyntheticEvent } from 'react';
import { Form, Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import styles from './address-book.module.css';

/** The address's lines as a label shows them, one per line, country last when not the UK. */
export function addressLines(address: Address): string[] {
  return [
    address.line1,
    address.line2,
    address.line3,
    address.town,
    address.region,
    address.postalCode,
    isUkCountry(address.country) ? '' : countryName(address.country),
  ].filter((line) => line.trim() !== '');
}

/**
 * What the card's actions do with JavaScript: each handler is called instead of following the
 * link or posting the form (they open the spec's dialogs and modals). Without it the links go to
 * the edit and delete pages, and the form posts.
 */
export interface AddressCardActions {
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onMakeContact: (address: Address) => void;
}

export interface AddressCardProps {
  address: Address;
  editHref: string;
  deleteHref: string;
  actions: AddressCardActions | null;
}

export function AddressCard({ address, editHref, deleteHref, actions }: AddressCardProps) {
  const headingId = `address-${address.id}`;
  const name = addresseeName(address.addressee);
  const where = `${address.line1}, ${address.postalCode}`;
  const intercept =
    (handler: ((address: Address) => void) | undefined) => (event: MouseEvent | SyntheticEvent) => {
      if (!handler) return;
      event.preventDefault();
      handler(address);
    };
  return (
    <article
      className={`${styles.card} ${address.isContactAddress ? styles.contact : ''}`}
      aria-labelledby={headingId}
    >
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.name}>
          {address.line1}
        </h3>
        {address.isContactAddress && (
          <Badge tone="info">
            <Icon icon={Star} size={14} />
            {CONTACT_ADDRESS_BADGE}
          </Badge>
        )}
      </div>
      <p className={styles.lines}>
        {addressLines(address)
          .slice(1)
          .map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
      </p>
      {name && <p className={styles.meta}>For {name}</p>}
      {address.addressee.contactNumber && (
        <p className={styles.meta}>Phone: {address.addressee.contactNumber}</p>
      )}
      {address.delivery.customerNote && (
        <p className={styles.meta}>Delivery note: {address.delivery.customerNote}</p>
      )}
      <div className={styles.cardActions}>
        <Link
          to={editHref}
          className={buttonClass({ variant: 'secondary', size: 'small' })}
          onClick={intercept(actions?.onEdit)}
        >
          <Icon icon={Pencil} size={16} />
          {EDIT_ADDRESS}
          <VisuallyHidden> {where}</VisuallyHidden>
        </Link>
        <Link
          to={deleteHref}
          className={buttonClass({ variant: 'ghost', size: 'small' })}
          onClick={intercept(actions?.onDelete)}
        >
          <Icon icon={Trash2} size={16} />
          {DELETE_ADDRESS}
          <VisuallyHidden> {where}</VisuallyHidden>
        </Link>
        {!address.isContactAddress && (
          <Form method="post" onSubmit={intercept(actions?.onMakeContact)}>
            <input type="hidden" name="intent" value="make-contact" />
            <input type="hidden" name="addressId" value={address.id} />
            <button type="submit" className={buttonClass({ variant: 'ghost', size: 'small' })}>
              {MAKE_CONTACT_ADDRESS}
              <VisuallyHidden>: {where}</VisuallyHidden>
            </button>
          </Form>
        )}
      </div>
    </article>
  );
}
