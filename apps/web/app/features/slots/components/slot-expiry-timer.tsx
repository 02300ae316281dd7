import {
  slotExpiryNotice as noticeText,
  SLOT_EXPIRED_TITLE,
} from '@grocer/domain/messages/slot-messages';
import { SLOT_RESERVATION_LABEL } from '@grocer/domain/messages/slot-page-messages';
import {
  nextExpiryCheckMs,
  type SlotExpiryNotice,
  slotExpiryNotice,
  slotTimerRuns,
  timeLeftText,
} from '@grocer/domain/slot-booking/slot-expiry';
import { slotModalOf } from '@grocer/domain/slot-booking/slot-modals';
import type { ViewerSlot } from '@grocer/domain/slot-booking/viewer-slot';
import { Clock, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './slot-expiry-timer.module.css';

export interface SlotExpiryTimerProps {
  /** The booked slot, or null. */
  slot: ViewerSlot | null;
  /** The page's path: the timer is skipped on checkout and interstitial pages. */
  pathname: string;
  /** An order is being amended: the timer is skipped. */
  amending: boolean;
  /** Where 'Book a new slot' leads (service selection). */
  serviceSelectionHref: string;
  /** The slot ran out: the frame forgets it (the header offers Book Slot again). */
  onExpired: () => void;
  /** The clock; tests move it. */
  now?: () => Date;
}

/**
 * The expired dialog (React Aria) loads when the slot runs out: pages where it does not (nearly
 * all) no longer load React Aria with the timer as soon as the shopper is known.
 */
const SlotModalDialog = lazy(() =>
  import('./slot-modal.tsx').then((module) => ({ default: module.SlotModalDialog })),
);

const expiredModal = slotModalOf({ code: 'SLOT_EXPIRED', message: SLOT_EXPIRED_TITLE });

/**
 * The slot expiry timer (spec doc 1 §4): checked every minute, an info notice from 100 minutes
 * left and a warning from 30, each with the time left; at expiry the slot is cleared and a
 * dialog sends the shopper to service selection. Runs only in the browser (the page cache never
 * holds it), not on checkout or interstitial pages, not while amending.
 */
export function SlotExpiryTimer({
  slot,
  pathname,
  amending,
  serviceSelectionHref,
  onExpired,
  now = () => new Date(),
}: SlotExpiryTimerProps) {
  const [notice, setNotice] = useState<SlotExpiryNotice>({ kind: 'none' });
  const [expiredOpen, setExpiredOpen] = useState(false);
  const runs = slot !== null && slotTimerRuns(pathname, amending);
  const clock = useRef(now);
  clock.current = now;
  const expired = useRef(onExpired);
  expired.current = onExpired;

  const expiresAt = slot?.slotExpiryTime ?? null;
  const status = slot?.status ?? null;
  useEffect(() => {
    if (!runs || expiresAt === null || status === null) {
      setNotice({ kind: 'none' });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const at = clock.current();
      const next = slotExpiryNotice({ expiresAt, status, now: at });
      setNotice(next);
      if (next.kind === 'expired') {
        setExpiredOpen(true);
        expired.current();
        return;
      }
      timer = setTimeout(check, nextExpiryCheckMs(expiresAt, at));
    };
    check();
    return () => clearTimeout(timer);
  }, [runs, expiresAt, status]);

  return (
    <>
      {(notice.kind === 'info' || notice.kind === 'warning') && (
        <section
          className={styles.notice}
          data-kind={notice.kind}
          aria-label={SLOT_RESERVATION_LABEL}
        >
          <Icon icon={notice.kind === 'warning' ? TriangleAlert : Clock} size={20} />
          <p className={styles.text}>{noticeText(timeLeftText(notice.minutesLeft))}</p>
        </section>
      )}
      {/* Announced when a notice first shows or turns into the warning, not every minute. */}
      <NoticeAnnouncer notice={notice} />
      {expiredModal && expiredOpen && (
        <Suspense fallback={null}>
          <SlotModalDialog
            modal={expiredModal}
            isOpen
            onOpenChange={setExpiredOpen}
            hrefs={{ BOOK_NEW_SLOT: serviceSelectionHref }}
            onAction={() => setExpiredOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** Long enough for a screen reader to start reading; then the words are only in the notice. */
const ANNOUNCED_FOR_MS = 10_000;

function NoticeAnnouncer({ notice }: { notice: SlotExpiryNotice }) {
  const [said, setSaid] = useState('');
  const kind = notice.kind;
  const minutes = 'minutesLeft' in notice ? notice.minutesLeft : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: announces on a change of kind only, with the time left then
  useEffect(() => {
    if (kind !== 'info' && kind !== 'warning') {
      setSaid('');
      return;
    }
    setSaid(noticeText(timeLeftText(minutes)));
    // Said once; the notice itself stays on the page to be read.
    const timer = setTimeout(() => setSaid(''), ANNOUNCED_FOR_MS);
    return () => clearTimeout(timer);
  }, [kind]);
  return (
    <p className={styles.announcer} role="status">
      {said}
    </p>
  );
}
