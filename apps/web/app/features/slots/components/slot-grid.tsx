import { DELIVERY_PASS_MESSAGES } from '@grocer/domain/delivery-pass/delivery-pass-messages';
import {
  bookSlotLabel,
  FREE,
  FULLY_BOOKED,
  GREEN_SLOT,
  SAVER_SLOT,
  slotsGridLabel,
  TIME_COLUMN,
  UNAVAILABLE,
  YOUR_SLOT,
} from '@grocer/domain/messages/slot-page-messages';
import { formatMoney } from '@grocer/domain/money/money';
import { slotGridRows } from '@grocer/domain/slot-booking/slot-grid';
import {
  gridDayShortText,
  gridDayText,
  slotDateText,
  slotTimeRange,
  slotTimeRangeSpoken,
} from '@grocer/domain/slot-booking/slot-time';
import type { GridSlot, SlotDay } from '@grocer/server/contexts/slots/slots.contract';
import { CalendarCheck, Leaf, LoaderCircle } from 'lucide-react';
import type { FormEvent } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './slot-grid.module.css';

/** A slot the shopper's delivery pass pays for (decision 0087). */
const DELIVERY_PASS_MARKER = DELIVERY_PASS_MESSAGES.SLOT_MARKER;

export interface SlotGridProps {
  /** The days of the page shown, in order. */
  days: SlotDay[];
  /** What the grid holds, e.g. 'Delivery slots' (its name starts with this). */
  kind: string;
  /** Where a slot's form posts (the grid page's own action). */
  action: string;
  /** Delivery: the address the slots are for, posted with the booking. */
  addressId: number | null;
  /** The slot being booked now (a spinner in its place). */
  pendingSlotId?: string | null;
  /**
   * With JavaScript: books without leaving the page. Without it (or when not given) each slot
   * is a plain form that posts and comes back.
   */
  onBook?: (slot: GridSlot, form: FormData) => void;
}

function priceText(pence: number): string {
  return pence === 0 ? FREE : formatMoney(pence);
}

/**
 * The slot grid (spec doc 1 §3–§4): days across, times down; each open slot a form button with
 * its price and its green and saver markers; full and unavailable slots say so and cannot be
 * pressed; the shopper's own slot is marked. A React Aria table: arrow keys move between cells
 * and into a slot's button, and screen readers hear each cell with its day and time.
 */
export function SlotGrid({
  days,
  kind,
  action,
  addressId,
  pendingSlotId = null,
  onBook,
}: SlotGridProps) {
  const rows = slotGridRows(days);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const label = first && last ? slotsGridLabel(kind, gridDayText(first), gridDayText(last)) : kind;
  return (
    <div className={styles.scroller}>
      <Table aria-label={label} className={styles.grid}>
        <TableHeader className={styles.head}>
          <Column isRowHeader className={styles.timeHeading}>
            {TIME_COLUMN}
          </Column>
          {days.map((day) => (
            <Column key={day.date} id={day.date} className={styles.dayHeading}>
              <span aria-hidden="true">{gridDayShortText(day.date)}</span>
              <span className={styles.hidden}>{gridDayText(day.date)}</span>
            </Column>
          ))}
        </TableHeader>
        <TableBody className={styles.body}>
          {rows.map((row) => (
            <Row key={row.key} id={row.key} className={styles.row}>
              <Cell className={styles.time}>
                <span aria-hidden="true">
                  {slotTimeRange(row.sample.startDateTime, row.sample.endDateTime)}
                </span>
                <span className={styles.hidden}>
                  {slotTimeRangeSpoken(row.sample.startDateTime, row.sample.endDateTime)}
                </span>
              </Cell>
              {row.cells.map((slot, index) => (
                <Cell key={days[index]?.date ?? index} className={styles.cell}>
                  {slot ? (
                    <SlotCell
                      slot={slot}
                      action={action}
                      addressId={addressId}
                      pending={slot.slotId === pendingSlotId}
                      onBook={onBook}
                    />
                  ) : (
                    <span className={styles.none}>
                      <span aria-hidden="true">–</span>
                      <span className={styles.hidden}>No slot</span>
                    </span>
                  )}
                </Cell>
              ))}
            </Row>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function SlotCell({
  slot,
  action,
  addressId,
  pending,
  onBook,
}: {
  slot: GridSlot;
  action: string;
  addressId: number | null;
  pending: boolean;
  onBook: SlotGridProps['onBook'];
}) {
  if (slot.bookedByMe) {
    return (
      <span className={styles.mine}>
        <Icon icon={CalendarCheck} size={18} />
        {YOUR_SLOT}
      </span>
    );
  }
  if (slot.availability !== 'AVAILABLE') {
    const reason = slot.availability === 'FULLY_BOOKED' ? FULLY_BOOKED : UNAVAILABLE;
    return (
      <span className={styles.full} data-availability={slot.availability}>
        {reason}
      </span>
    );
  }
  const date = slotDateText(slot.startDateTime);
  const time = slotTimeRangeSpoken(slot.startDateTime, slot.endDateTime);
  const price = priceText(slot.price.amount);
  const markers = [
    slot.deliveryPass ? DELIVERY_PASS_MARKER : null,
    slot.greenSlot ? GREEN_SLOT : null,
    slot.gridType === 'SAVER' ? SAVER_SLOT : null,
  ]
    .filter(Boolean)
    .join(', ');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onBook) return;
    event.preventDefault();
    onBook(slot, new FormData(event.currentTarget));
  };
  return (
    <form method="post" action={action} onSubmit={submit} className={styles.form}>
      <input type="hidden" name="intent" value="book" />
      <input type="hidden" name="slotId" value={slot.slotId} />
      {addressId !== null && <input type="hidden" name="addressId" value={addressId} />}
      <input type="hidden" name="expectedPricePence" value={slot.price.amount} />
      <button
        type="submit"
        className={styles.slot}
        data-green={slot.greenSlot || undefined}
        aria-label={`${bookSlotLabel(date, time, price)}${markers ? `, ${markers}` : ''}`}
        aria-busy={pending || undefined}
        disabled={pending}
      >
        {pending ? (
          <Icon icon={LoaderCircle} size={18} className={styles.spinner} />
        ) : (
          <span className={styles.price}>{price}</span>
        )}
        {/* A space between the price and the marker, so their text reads as the name does. */}
        {slot.deliveryPass && ' '}
        {slot.deliveryPass && (
          <span className={styles.markers}>
            <span className={styles.saver}>{DELIVERY_PASS_MARKER}</span>
          </span>
        )}
        {(slot.greenSlot || slot.gridType === 'SAVER') && (
          <span className={styles.markers}>
            {slot.greenSlot && <Icon icon={Leaf} size={14} className={styles.leaf} />}
            {slot.gridType === 'SAVER' && <span className={styles.saver}>{SAVER_SLOT}</span>}
          </span>
        )}
      </button>
    </form>
  );
}
