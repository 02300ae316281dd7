import { BOOK_SLOT, BOOK_SLOT_LOWER_CASE, CHANGE_SLOT } from '@grocer/domain/messages/ui-messages';
import {
  gridPathOfSlotType,
  SERVICE_SELECTION_PATH,
} from '@grocer/domain/slot-booking/slot-booking-paths';
import type { ViewerSlot } from '@grocer/domain/slot-booking/viewer-slot';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { useExperiment } from '../../../lib/experiments.ts';
import { useReactAriaWhenIdle } from '../../../lib/react-aria-when-idle.ts';

const SlotSummaryPopover = lazy(() =>
  import('./slot-summary-popover.tsx').then((module) => ({ default: module.SlotSummaryPopover })),
);

/** Where 'Change slot' leads: the grid of the booked slot's type, for its address or branch. */
export function changeSlotHref(slot: ViewerSlot): string {
  const grid = gridPathOfSlotType(slot.slotType);
  const place = slot.addressId > 0 ? `?addressId=${slot.addressId}` : `?branchId=${slot.branchId}`;
  return `${grid}${place}`;
}

interface SlotButtonProps {
  className?: string;
  icon?: ReactNode;
  slot: ViewerSlot | null;
}

/**
 * The header's slot button (spec doc 3 §2): 'Book Slot' leading to service selection with no
 * slot booked; with one, 'Change Slot' with the booked-calendar icon, opening the slot summary
 * (React Aria dialog in a popover: collapsed at first, opened by a click or by focus, closed by
 * an outside click or by focus leaving it). Until the page is idle after hydrating, and without
 * JavaScript, it is a link: to service selection, or to the booked slot's grid.
 */
export function SlotButton({ className, icon, slot }: SlotButtonProps) {
  if (!slot) return <BookSlotLink className={className} icon={icon} />;
  return <ChangeSlotButton className={className} icon={icon} slot={slot} />;
}

/** 'Change Slot', with the summary once its code has loaded. */
function ChangeSlotButton({ className, icon, slot }: SlotButtonProps & { slot: ViewerSlot }) {
  // Loaded once the page is idle after hydrating, as the account menu is (decision 0062): the
  // summary's React Aria code, evaluated as the viewer arrived, was a long task on every page.
  // Only a shopper with a slot waits for it: other pages load neither it nor the locale data.
  const ready = useReactAriaWhenIdle();
  const fallback = (
    <Link to={changeSlotHref(slot)} className={className}>
      {icon}
      {CHANGE_SLOT}
    </Link>
  );
  if (!ready) return fallback;
  return (
    <Suspense fallback={fallback}>
      <SlotSummaryPopover
        slot={slot}
        className={className}
        icon={icon}
        changeHref={changeSlotHref(slot)}
      />
    </Suspense>
  );
}

/** 'Book Slot', or 'book slot' in the experiment's variant (spec doc 3 §2, decision 0072). */
function BookSlotLink({ className, icon }: { className?: string; icon?: ReactNode }) {
  const lowerCase = useExperiment('book_slot_lower_case') === 'variant';
  return (
    <Link to={SERVICE_SELECTION_PATH} className={className}>
      {icon}
      {lowerCase ? BOOK_SLOT_LOWER_CASE : BOOK_SLOT}
    </Link>
  );
}
