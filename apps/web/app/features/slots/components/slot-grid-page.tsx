import { SAVER_SLOTS_UNAVAILABLE_TITLE } from '@grocer/domain/messages/slot-messages';
import {
  ADD_DELIVERY_ADDRESS,
  AVAILABILITY_CHANGED,
  CHANGE_TO_COLLECTION,
  CHANGE_TO_DELIVERY,
  CHRISTMAS_GRID_NOTE,
  COLLECTION_BRANCH_LABEL,
  COLLECTION_GRID_HEADINGS,
  DELIVERY_ADDRESS_LABEL,
  DELIVERY_GRID_HEADING,
  EASTER_GRID_NOTE,
  GRID_KIND_LABEL,
  GRID_KINDS,
  GRID_LENGTH_LABEL,
  NEXT_DAYS,
  NO_COLLECTION_BRANCH,
  NO_DELIVERY_ADDRESS,
  NO_SLOTS_ON_PAGE,
  PREVIOUS_DAYS,
  REFRESH_SLOTS,
  SAVER_GRID,
  STANDARD_GRID,
  showDays,
} from '@grocer/domain/messages/slot-page-messages';
import { belowWidth } from '@grocer/domain/shell/breakpoints';
import {
  collectionPagePath,
  deliveryGridPath,
} from '@grocer/domain/slot-booking/slot-booking-paths';
import {
  changeFulfilmentType,
  SELECTION_PARAMS,
  selectionQuery,
} from '@grocer/domain/slot-booking/slot-booking-selection';
import {
  DEFAULT_GRID_LENGTH,
  GRID_LENGTHS,
  openingGridLength,
  withAvailabilityChanges,
} from '@grocer/domain/slot-booking/slot-grid';
import {
  type SlotModal,
  type SlotModalAction,
  slotModalOf,
} from '@grocer/domain/slot-booking/slot-modals';
import type { GridSlot, SlotFailure } from '@grocer/server/contexts/slots/slots.contract';
import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { track } from '../../../lib/analytics.ts';
import { BASE_PATH } from '../../../lib/app-path.ts';
import { useAvailabilityRefresh } from '../hooks/use-availability-refresh.ts';
import { useLiveAvailability } from '../hooks/use-live-availability.ts';
import type { SlotGridPageData } from '../lib/slot-page-data.ts';
import { GRID_TYPE_PARAM, SAVER_GRID_VALUE } from '../lib/slot-query.ts';
import { BookedSlotBanner } from './booked-slot-banner.tsx';
import { CancelSlotButton, useCancelSlot } from './cancel-slot.tsx';
import { SlotGrid } from './slot-grid.tsx';
import styles from './slot-grid-page.module.css';
import { SlotModalDialog, type SlotModalHrefs, SlotRefusalNotice } from './slot-modal.tsx';
import { SlotPlacePicker } from './slot-place-picker.tsx';

export interface SlotGridPageProps {
  data: SlotGridPageData;
  /** The page's path (router form, no query): slot forms post here. */
  path: string;
  /** A refusal of a form posted without JavaScript. */
  refusal: SlotFailure | null;
  /** Where adding an address starts (the address book's add page, coming back here). */
  addAddressHref: string;
  /** The cancel route (router path). */
  cancelAction: string;
  trolleyHref: string;
}

const saverModal = slotModalOf({
  code: 'SAVER_SLOTS_UNAVAILABLE',
  message: SAVER_SLOTS_UNAVAILABLE_TITLE,
});

const PHONE_QUERY = belowWidth('md');

/**
 * A slot grid page (spec doc 1 §2–§4): where the slots are for (the delivery address or the
 * collection branch), the switch to the other fulfilment type, the saver grid (delivery), the
 * grid length (5 or 3 days; a phone opens with 3, decision 0052) and the pages of days, then
 * the grid. Pressing a slot books it; a
 * refusal opens its modal. The grid looks for changes every 2 minutes and takes others'
 * bookings live. Everything but the live parts works without JavaScript.
 */
export function SlotGridPage({
  data,
  path,
  refusal,
  addAddressHref,
  cancelAction,
  trolleyHref,
}: SlotGridPageProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ failure?: SlotFailure }>();
  const revalidator = useRevalidator();
  const pickerRef = useRef<HTMLButtonElement>(null);
  const { selection } = data;
  const delivery = data.fulfilment === 'DELIVERY';

  // A phone opens the grid with 3 days unless the address asks for a length (decision 0052);
  // the server renders 5, and the phone's 3 (sent along) take their place once hydrated.
  const phone = useMediaQuery(PHONE_QUERY);
  const gridLength = openingGridLength(data.chosenGridLength, phone);
  const phonePage = gridLength !== selection.gridLength ? data.phonePage : null;

  const query = (
    changes: Parameters<typeof selectionQuery>[1] = {},
    saver = data.requestedGridType === 'SAVER',
  ) => {
    const params = new URLSearchParams(selectionQuery(selection, changes));
    // 5 days asked for on a phone is said out loud: without it a phone opens with 3.
    const length = changes.gridLength ?? data.chosenGridLength;
    if (length === DEFAULT_GRID_LENGTH && (phone || data.chosenGridLength !== null)) {
      params.set(SELECTION_PARAMS.gridLength, String(length));
    }
    if (saver) params.set(GRID_TYPE_PARAM, SAVER_GRID_VALUE);
    const text = params.toString();
    return text === '' ? '' : `?${text}`;
  };
  const href = `${path}${query()}`;
  const cancelSlot = useCancelSlot(cancelAction, data.notice === 'slot-cancelled');

  // Live changes and the 2-minute check.
  const live = useLiveAvailability(data.gridBranchId, data.slotType, data.availabilityToken);
  const changed = useAvailabilityRefresh(data.availabilityToken, href);
  const days = withAvailabilityChanges(
    phonePage ? data.days.filter((day) => phonePage.dates.includes(day.date)) : data.days,
    live,
  );
  const previousFrom = phonePage ? phonePage.previousFrom : data.previousFrom;
  const nextFrom = phonePage ? phonePage.nextFrom : data.nextFrom;

  // The modal: a refusal from the loader (no grid), a booking, or the saver grid at Christmas.
  const [open, setOpen] = useState<SlotModal | null>(null);
  const bookingFailure = fetcher.state === 'idle' ? (fetcher.data?.failure ?? null) : null;
  useEffect(() => {
    const failure = bookingFailure ?? data.failure;
    const modal = failure ? slotModalOf(failure) : null;
    if (modal) setOpen(modal);
  }, [bookingFailure, data.failure]);
  const saverRefused = data.gridNotice === 'SAVER_SLOTS_UNAVAILABLE';
  useEffect(() => {
    if (saverRefused) setOpen(saverModal);
  }, [saverRefused]);

  const lastBooking = useRef<FormData | null>(null);
  /** A booking sent and not yet answered: its answer (the page read again) says if it took. */
  const awaitingBooking = useRef(false);
  const book = (_slot: GridSlot, form: FormData) => {
    lastBooking.current = form;
    awaitingBooking.current = true;
    void fetcher.submit(form, { method: 'post', action: href });
  };
  const booked = data.booked;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !awaitingBooking.current) return;
    awaitingBooking.current = false;
    if (bookingFailure || !booked) return;
    track('slot_booked', { slot_type: booked.slotType, slot_start: booked.startDateTime });
  }, [fetcher.state, bookingFailure, booked]);
  const pendingSlotId =
    fetcher.state !== 'idle' ? (fetcher.formData?.get('slotId')?.toString() ?? null) : null;

  const otherFulfilment = delivery
    ? `${collectionPagePath('select-service', data.variant)}${selectionQuery(changeFulfilmentType(selection, 'COLLECTION'))}`
    : `${deliveryGridPath(data.variant)}${selectionQuery(changeFulfilmentType(selection, 'DELIVERY'))}`;

  const hrefs: SlotModalHrefs = {
    GO_TO_TROLLEY: trolleyHref,
    ADD_ADDRESS: addAddressHref,
    VIEW_GROCERY_COLLECTION: collectionPagePath('groceries', data.variant),
    BOOK_NEW_SLOT: href,
  };
  const onAction = (action: SlotModalAction) => {
    switch (action) {
      case 'REFRESH':
        void revalidator.revalidate();
        return;
      case 'CHOOSE_ANOTHER_ADDRESS':
        setTimeout(() => pickerRef.current?.focus(), 0);
        return;
      case 'CONTINUE_AT_PRICE': {
        const retry = lastBooking.current;
        if (!retry) return;
        const again = new FormData();
        for (const [field, value] of retry)
          if (field !== 'expectedPricePence') again.set(field, value);
        awaitingBooking.current = true;
        void fetcher.submit(again, { method: 'post', action: href });
        return;
      }
      default:
        return;
    }
  };

  const heading = delivery
    ? DELIVERY_GRID_HEADING
    : COLLECTION_GRID_HEADINGS[data.service ?? 'groceries'];
  const places = delivery
    ? data.addresses.map((address) => ({ id: address.id, label: address.summary }))
    : data.branches.map((branch) => ({ id: branch.id, label: branch.name }));
  const placeName = delivery ? SELECTION_PARAMS.address : SELECTION_PARAMS.branch;
  const keep: Record<string, string> = {};
  if (data.chosenGridLength !== null) {
    keep[SELECTION_PARAMS.gridLength] = String(data.chosenGridLength);
  }
  if (data.requestedGridType === 'SAVER') keep[GRID_TYPE_PARAM] = SAVER_GRID_VALUE;
  const serverRefusal = refusal ?? data.failure;
  const refusalModal = serverRefusal ? slotModalOf(serverRefusal) : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      {data.campaign && (
        <p className={styles.note}>
          {data.campaign === 'christmas' ? CHRISTMAS_GRID_NOTE : EASTER_GRID_NOTE}
        </p>
      )}

      {data.booked && (
        <BookedSlotBanner
          booked={data.booked}
          trolleyHref={trolleyHref}
          cancelControl={
            <CancelSlotButton
              onConfirm={cancelSlot.cancel}
              busy={cancelSlot.busy}
              action={cancelAction}
              redirectTo={`${BASE_PATH}${href}`}
            />
          }
        />
      )}
      {cancelSlot.snackbar}

      <div className={styles.toolbar}>
        {places.length > 0 ? (
          <SlotPlacePicker
            label={delivery ? DELIVERY_ADDRESS_LABEL : COLLECTION_BRANCH_LABEL}
            name={placeName}
            options={places}
            selected={delivery ? selection.selectedAddress : selection.selectedBranch}
            hrefFor={(id) =>
              `${path}${query(delivery ? { selectedAddress: id, selectedDate: null } : { selectedBranch: id, selectedDate: null })}`
            }
            keep={keep}
            path={path}
            triggerRef={pickerRef}
          />
        ) : (
          <p className={styles.empty}>{delivery ? NO_DELIVERY_ADDRESS : NO_COLLECTION_BRANCH}</p>
        )}
        <div className={styles.toolbarLinks}>
          {delivery && (
            <Link
              to={addAddressHref}
              className={buttonClass({ variant: 'secondary', size: 'small' })}
            >
              {ADD_DELIVERY_ADDRESS}
            </Link>
          )}
          <Link to={otherFulfilment} className={buttonClass({ variant: 'ghost', size: 'small' })}>
            {delivery ? CHANGE_TO_COLLECTION : CHANGE_TO_DELIVERY}
          </Link>
        </div>
      </div>

      {data.availabilityToken !== null && (
        <div className={styles.controls}>
          {delivery && (
            <nav aria-label={GRID_KIND_LABEL} className={styles.segmented}>
              <Link
                to={`${path}${query({}, false)}`}
                aria-current={data.requestedGridType === 'DEFAULT' ? 'page' : undefined}
                className={styles.segment}
              >
                {STANDARD_GRID}
              </Link>
              <Link
                to={`${path}${query({}, true)}`}
                aria-current={data.requestedGridType === 'SAVER' ? 'page' : undefined}
                className={styles.segment}
              >
                {SAVER_GRID}
              </Link>
            </nav>
          )}
          <nav aria-label={GRID_LENGTH_LABEL} className={styles.segmented}>
            {GRID_LENGTHS.map((length) => (
              <Link
                key={length}
                to={`${path}${query({ gridLength: length })}`}
                aria-current={gridLength === length ? 'page' : undefined}
                className={styles.segment}
              >
                {showDays(length)}
              </Link>
            ))}
          </nav>
          <div className={styles.paging}>
            <PageLink
              to={previousFrom === null ? null : `${path}${query({ selectedDate: previousFrom })}`}
              label={PREVIOUS_DAYS}
              icon="previous"
            />
            <PageLink
              to={nextFrom === null ? null : `${path}${query({ selectedDate: nextFrom })}`}
              label={NEXT_DAYS}
              icon="next"
            />
          </div>
        </div>
      )}

      {changed && (
        <div className={styles.changed} role="status">
          <p>{AVAILABILITY_CHANGED}</p>
          <button
            type="button"
            className={buttonClass({ size: 'small' })}
            onClick={() => void revalidator.revalidate()}
          >
            <Icon icon={RefreshCw} size={16} />
            {REFRESH_SLOTS}
          </button>
        </div>
      )}

      {!hydrated && serverRefusal && refusalModal && (
        <SlotRefusalNotice modal={refusalModal} hrefs={hrefs} />
      )}
      {!hydrated && serverRefusal && !refusalModal && (
        <p className={styles.error} role="alert">
          {serverRefusal.message}
        </p>
      )}

      {days.length > 0 ? (
        <SlotGrid
          days={days}
          kind={GRID_KINDS[delivery ? 'delivery' : (data.service ?? 'groceries')]}
          action={`${BASE_PATH}${href}`}
          addressId={delivery ? selection.selectedAddress : null}
          pendingSlotId={pendingSlotId}
          onBook={hydrated ? book : undefined}
        />
      ) : (
        data.availabilityToken !== null && <p className={styles.empty}>{NO_SLOTS_ON_PAGE}</p>
      )}

      {hydrated && open && (
        <SlotModalDialog
          modal={open}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpen(null);
          }}
          hrefs={hrefs}
          onAction={(action) => {
            setOpen(null);
            onAction(action);
          }}
        />
      )}
    </div>
  );
}

function PageLink({
  to,
  label,
  icon,
}: {
  to: string | null;
  label: string;
  icon: 'previous' | 'next';
}) {
  const glyph = <Icon icon={icon === 'previous' ? ChevronLeft : ChevronRight} size={18} />;
  const content =
    icon === 'previous' ? (
      <>
        {glyph}
        {label}
      </>
    ) : (
      <>
        {label}
        {glyph}
      </>
    );
  if (to === null) {
    return (
      <span
        className={`${buttonClass({ variant: 'secondary', size: 'small' })} ${styles.disabled}`}
        aria-disabled="true"
      >
        {content}
      </span>
    );
  }
  return (
    <Link
      to={to}
      className={buttonClass({ variant: 'secondary', size: 'small' })}
      preventScrollReset
    >
      {content}
    </Link>
  );
}
