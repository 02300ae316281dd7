import {
  CHANGE_SLOT_BUTTON,
  COLLECT_FROM,
  DELIVERY_TO,
  YOUR_COLLECTION_SLOT,
  YOUR_DELIVERY_SLOT,
} from '@grocer/domain/messages/slot-messages';
import { CHANGE_SLOT } from '@grocer/domain/messages/ui-messages';
import { slotDateText, slotTimeRange } from '@grocer/domain/slot-booking/slot-time';
import type { ViewerSlot } from '@grocer/domain/slot-booking/viewer-slot';
import { fulfilmentTypeOf } from '@grocer/domain/trolley/booked-slot';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import styles from './slot-summary.module.css';

/**
 * The booked slot's summary dropdown (spec doc 3 §2), loaded once a page with a booked slot has
 * hydrated: titled 'Your delivery slot' or 'Your collection slot', the long date, the time
 * range, 'Delivery to:' or 'Collect from:' and 'Change slot'.
 */
export function SlotSummaryPopover({
  slot,
  className,
  icon,
  changeHref,
}: {
  slot: ViewerSlot;
  className?: string;
  icon?: ReactNode;
  changeHref: string;
}) {
  const [open, setOpen] = useState(false);
  // Focus that comes from a press, or back from the closing panel, does not open it again.
  const ignoreFocus = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const change = (next: boolean) => {
    if (!next) ignoreFocus.current = true;
    setOpen(next);
  };

  // A dropdown, not a modal: the page stays usable, focus leaving it closes it (React Aria), and
  // so does a press anywhere outside it, focusable or not.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (panelRef.current?.contains(target) || triggerRef.current?.contains(target))) {
        return;
      }
      ignoreFocus.current = true;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);
  const delivery = fulfilmentTypeOf(slot.slotType) === 'DELIVERY';
  const title = delivery ? YOUR_DELIVERY_SLOT : YOUR_COLLECTION_SLOT;
  return (
    <DialogTrigger isOpen={open} onOpenChange={change}>
      <Button
        ref={triggerRef}
        className={className}
        onPressStart={() => {
          ignoreFocus.current = true;
        }}
        onFocus={() => {
          if (!ignoreFocus.current) setOpen(true);
          ignoreFocus.current = false;
        }}
        onBlur={() => {
          ignoreFocus.current = false;
        }}
      >
        {icon}
        {CHANGE_SLOT}
      </Button>
      <Popover ref={panelRef} placement="bottom end" className={styles.popover} isNonModal>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.title}>
            {title}
          </Heading>
          <p className={styles.date}>{slotDateText(slot.startDateTime)}</p>
          <p className={styles.time}>{slotTimeRange(slot.startDateTime, slot.endDateTime)}</p>
          {slot.place && (
            <p className={styles.place}>
              <span className={styles.placeLabel}>{delivery ? DELIVERY_TO : COLLECT_FROM}</span>{' '}
              {slot.place}
            </p>
          )}
          <Link
            to={changeHref}
            className={buttonClass({ variant: 'secondary', size: 'small', block: true })}
            onClick={() => change(false)}
          >
            {CHANGE_SLOT_BUTTON}
          </Link>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
