import {
  CANCEL_SLOT_TITLE,
  SLOT_BUTTONS,
  SLOT_RESERVATION_CANCELLED,
} from '@grocer/domain/messages/slot-messages';
import { CANCEL_SLOT_TEXT } from '@grocer/domain/messages/slot-page-messages';
import { useEffect, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useFetcher } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Snackbar } from '../../../components/ui/snackbar.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { BASE_PATH } from '../../../lib/app-path.ts';
import styles from './cancel-slot.module.css';

/** What the cancel route answers a fetcher. */
export interface CancelSlotResult {
  cancelled: boolean;
}

/**
 * Cancelling the reserved slot from a page: the call, and the snackbar that says it was done
 * (doc 2 §8: 'Slot reservation cancelled'). The page holds this, so the snackbar outlives the
 * booked slot's banner, which goes once the slot has.
 */
export function useCancelSlot(action: string, cancelledNotice: boolean) {
  const fetcher = useFetcher<CancelSlotResult>();
  const [said, setSaid] = useState(0);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.cancelled) setSaid((count) => count + 1);
  }, [answer]);
  return {
    cancel: () => void fetcher.submit({ intent: 'cancel' }, { method: 'post', action }),
    busy: fetcher.state !== 'idle',
    snackbar: (
      <Snackbar
        message={said > 0 || cancelledNotice ? SLOT_RESERVATION_CANCELLED : null}
        messageKey={said}
      />
    ),
  };
}

export interface CancelSlotButtonProps {
  /** Cancels (with JavaScript), once the shopper has said so. */
  onConfirm: () => void;
  busy: boolean;
  /** The cancel route (router path), for the form without JavaScript. */
  action: string;
  /** Where that form comes back to (a storefront path with its query). */
  redirectTo: string;
}

/**
 * 'Cancel slot' for a reserved slot (spec doc 1 §4): it asks first, with Keep slot or Cancel
 * slot (a React Aria alert dialog). Without JavaScript the question is a disclosure holding the
 * form, which comes back to the page saying it was done.
 */
export function CancelSlotButton({ onConfirm, busy, action, redirectTo }: CancelSlotButtonProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <details className={styles.disclosure}>
        <summary className={buttonClass({ variant: 'ghost', size: 'small' })}>
          {SLOT_BUTTONS.cancelSlot}
        </summary>
        <form method="post" action={`${BASE_PATH}${action}`} className={styles.form}>
          <p className={styles.title}>{CANCEL_SLOT_TITLE}</p>
          <p>{CANCEL_SLOT_TEXT}</p>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" className={buttonClass({ size: 'small' })}>
            {SLOT_BUTTONS.cancelSlot}
          </button>
        </form>
      </details>
    );
  }
  return (
    <>
      <AriaButton
        className={buttonClass({ variant: 'ghost', size: 'small' })}
        onPress={() => setOpen(true)}
        isDisabled={busy}
      >
        {SLOT_BUTTONS.cancelSlot}
      </AriaButton>
      <ModalDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={CANCEL_SLOT_TITLE}
        role="alertdialog"
      >
        {(close) => (
          <>
            <p className={styles.text}>{CANCEL_SLOT_TEXT}</p>
            <div className={styles.actions}>
              <AriaButton className={buttonClass({ variant: 'secondary' })} onPress={close}>
                {SLOT_BUTTONS.keepSlot}
              </AriaButton>
              <AriaButton
                className={buttonClass()}
                onPress={() => {
                  close();
                  onConfirm();
                }}
              >
                {SLOT_BUTTONS.cancelSlot}
              </AriaButton>
            </div>
          </>
        )}
      </ModalDialog>
    </>
  );
}
