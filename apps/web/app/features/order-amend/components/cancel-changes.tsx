import { AMEND_MESSAGES } from '@grocer/domain/orders/order-amend';
import { useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Form, useSubmit } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import styles from './order-amend.module.css';

export interface CancelChangesProps {
  customerOrderId: string;
  busy?: boolean;
}

/**
 * 'Cancel changes' on the amend hub (spec doc 2 §8 'Cancel changes?': the order reverts to its
 * previous state). With JavaScript it asks first in a React Aria alert dialog; without, the
 * plain form posts to the hub's action.
 */
export function CancelChanges({ customerOrderId, busy = false }: CancelChangesProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  return (
    <Form method="post" ref={form} className={styles.cancelForm}>
      <input type="hidden" name="intent" value="cancel-amend" />
      <input type="hidden" name="customerOrderId" value={customerOrderId} />
      {hydrated ? (
        <AriaButton
          className={buttonClass({ variant: 'secondary' })}
          onPress={() => setOpen(true)}
          isDisabled={busy}
        >
          {AMEND_MESSAGES.CANCEL_CHANGES_CONFIRM}
        </AriaButton>
      ) : (
        <button type="submit" className={buttonClass({ variant: 'secondary' })}>
          {AMEND_MESSAGES.CANCEL_CHANGES_CONFIRM}
        </button>
      )}
      <ModalDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={AMEND_MESSAGES.CANCEL_CHANGES_TITLE}
        role="alertdialog"
      >
        {(close) => (
          <>
            <p className={styles.text}>{AMEND_MESSAGES.CANCEL_CHANGES}</p>
            <div className={styles.actions}>
              <AriaButton className={buttonClass({ variant: 'secondary' })} onPress={close}>
                {AMEND_MESSAGES.KEEP_CHANGES}
              </AriaButton>
              <AriaButton
                className={buttonClass()}
                onPress={() => {
                  close();
                  if (form.current) void submit(form.current);
                }}
              >
                {AMEND_MESSAGES.CANCEL_CHANGES_CONFIRM}
              </AriaButton>
            </div>
          </>
        )}
      </ModalDialog>
    </Form>
  );
}
