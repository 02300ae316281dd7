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

export interface CancelSlotProps {
  /** A reserved slot can be cancelled: the button shows. Stays rendered for its snackbar. */
  reserved: boolean;
  /** The cancel route's action (router path). */
  action: string;
  /** Where to come back to without JavaScript (a storefront path, with its query). */
  redirectTo: string;
  /** The page was loaded after a cancellation made without JavaScript: say so. */
  cancelledNotice?: boolean;
}

/** What the cancel route answers a fetcher. */
export interface CancelSlotResult {
  cancelled: boolean;
}

/**
 * Cancel a reserved slot (spec doc 1 §4): 'Cancel slot' asks first, with Keep slot or Cancel
 * slot (a React Aria alert dialog); a cancellation says 'Slot reservation cancelled' (doc 2 §8
 * snackbar). Without JavaScript the question is a disclosure holding the form, which comes back
 * to the page saying the same.
 */
export function CancelSlot({
  reserved,
  action,
  redirectTo,
  cancelledNotice = false,
}: CancelSlotProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<CancelSlotResult>();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState(0);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (answer?.cancelled) setSaid((count) => count + 1);
  }, [answer]);

  const snackbar = (
    <Snackbar
      message={said > 0 || cancelledNotice ? SLOT_RESERVATION_CANCELLED : null}
      messageKey={said}
    />
  );

  if (!reserved) return snackbar;
  if (!hydrated) {
    return (
      <>
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
        {snackbar}
      </>
    );
  }

  return (
    <>
      <AriaButton
        className={buttonClass({ variant: 'ghost', size: 'small' })}
        onPress={() => setOpen(true)}
        isDisabled={fetcher.state !== 'idle'}
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
                  fetcher.submit({ redirectTo }, { method: 'post', action });
                }}
              >
                {SLOT_BUTTONS.cancelSlot}
              </AriaButton>
            </div>
          </>
        )}
      </ModalDialog>
      {snackbar}
    </>
  );
}
