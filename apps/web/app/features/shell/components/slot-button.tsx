import { BOOK_SLOT } from '@grocer/domain/messages/ui-messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * With no slot booked the header offers 'Book Slot', leading to service selection (spec doc 3
 * §2). The booked-slot summary arrives with slot booking.
 */
export function SlotButton({ className, icon }: { className?: string; icon?: ReactNode }) {
  return (
    <Link to="/service-selection" className={className}>
      {icon}
      {BOOK_SLOT}
    </Link>
  );
}
