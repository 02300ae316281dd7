import { BOOK_SLOT, CHANGE_SLOT } from '@grocer/domain/messages/ui-messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * With no slot booked the header offers 'Book Slot', leading to service selection; with one,
 * 'Change Slot' (spec doc 3 §2). The booked-slot summary dropdown arrives with slot booking.
 */
export function SlotButton({
  className,
  icon,
  booked = false,
}: {
  className?: string;
  icon?: ReactNode;
  booked?: boolean;
}) {
  return (
    <Link to="/service-selection" className={className}>
      {icon}
      {booked ? CHANGE_SLOT : BOOK_SLOT}
    </Link>
  );
}
