import {
  type AddressModalText,
  BACK_TO_ADDRESSES,
} from '@grocer/domain/messages/address-book-messages';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './address-page.module.css';

/** The standalone add, edit and delete pages' frame: a way back, the heading, the content. */
export function AddressPage({
  backHref,
  backLabel = BACK_TO_ADDRESSES,
  heading,
  children,
}: {
  backHref: string;
  /** Where the way back leads, when not the address book (slot booking). */
  backLabel?: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <p>
        <Link to={backHref} className={styles.back}>
          <Icon icon={ChevronLeft} size={18} />
          {backLabel}
        </Link>
      </p>
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

/**
 * One of the spec's address modals as a page shows it without JavaScript (doc 2 §8): the title,
 * the message, announced when the page is the answer to a post.
 */
export function AddressPageNotice({
  text,
  alert = false,
}: {
  text: AddressModalText;
  alert?: boolean;
}) {
  return (
    <div className={styles.notice} role={alert ? 'alert' : undefined}>
      <h2>{text.title}</h2>
      <p>{text.message}</p>
    </div>
  );
}

export { styles as addressPageStyles };
