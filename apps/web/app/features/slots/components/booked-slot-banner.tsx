import { COLLECT_FROM, DELIVERY_TO, SLOT_BUTTONS } from '@grocer/domain/messages/slot-messages';
import {
  CONTINUE_SHOPPING,
  SLOT_BOOKED_HEADING,
  slotReservedUntil,
} from '@grocer/domain/messages/slot-page-messages';
import { formatMoney } from '@grocer/domain/money/money';
import { londonTimeText, slotDateText, slotTimeRange } from '@grocer/domain/slot-booking/slot-time';
import { fulfilmentTypeOf } from '@grocer/domain/trolley/booked-slot';
import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { BASE_PATH, toRoutePath } from '../../../lib/app-path.ts';
import { useLastShoppingLocation } from '../lib/remembered-locations.ts';
import type { SlotGridPageData } from '../lib/slot-page-data.ts';
import styles from './booked-slot-banner.module.css';

export interface BookedSlotBannerProps {
  booked: NonNullable<SlotGridPageData['booked']>;
  /** 'Cancel slot', shown while the slot is only reserved. */
  cancelControl: ReactNode;
  trolleyHref: string;
}

/**
 * The shopper's booked slot above the grid: its day, time, place and charge, how long it is
 * held, 'Continue shopping' (back to the last page before slot booking, spec doc 1 §2), My
 * Trolley, and Cancel slot while it is only reserved.
 */
export function BookedSlotBanner({ booked, cancelControl, trolleyHref }: BookedSlotBannerProps) {
  const back = toRoutePath(useLastShoppingLocation(BASE_PATH));
  const reserved = booked.status === 'UNCONFIRMED';
  const delivery = fulfilmentTypeOf(booked.slotType) === 'DELIVERY';
  return (
    <section className={styles.banner} aria-labelledby="booked-slot-heading">
      <Icon icon={CalendarCheck} size={28} className={styles.icon} />
      <div className={styles.body}>
        <h2 id="booked-slot-heading" className={styles.heading}>
          {SLOT_BOOKED_HEADING}
        </h2>
        <p className={styles.when}>
          {slotDateText(booked.startDateTime)},{' '}
          {slotTimeRange(booked.startDateTime, booked.endDateTime)}
          {delivery &&
            booked.deliveryChargePence > 0 &&
            ` (${formatMoney(booked.deliveryChargePence)})`}
        </p>
        {booked.place && (
          <p className={styles.place}>
            <strong>{delivery ? DELIVERY_TO : COLLECT_FROM}</strong> {booked.place}
          </p>
        )}
        {reserved && (
          <p className={styles.held}>{slotReservedUntil(londonTimeText(booked.slotExpiryTime))}</p>
        )}
        <div className={styles.actions}>
          <Link to={back} className={buttonClass({ size: 'small' })}>
            {CONTINUE_SHOPPING}
          </Link>
          <Link to={trolleyHref} className={buttonClass({ variant: 'secondary', size: 'small' })}>
            {SLOT_BUTTONS.goToTrolley}
          </Link>
          {reserved && cancelControl}
        </div>
      </div>
    </section>
  );
}
