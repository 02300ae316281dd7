import {
  CONFIRM_FIX,
  CONFIRM_RESTORE,
  RESTORING_FAILED,
  SAVING_FAILED,
} from '@grocer/domain/messages/staff-messages';
import { Button as AriaButton } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from './broken-trolley.module.css';

/**
 * The broken-trolley modals (spec doc 2 §1: "Broken trolley: confirm fix, saving failed,
 * restoring failed, confirm restore"; decision 0033). Each needs an answer, so each is an alert
 * dialog; a confirmation gives the focus to its safe answer, Cancel.
 */

interface ModalState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

function ConfirmModal({
  isOpen,
  onOpenChange,
  title,
  text,
  confirm,
  cancel,
  pending,
  onConfirm,
}: ModalState & {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  /** The action is on its way: the buttons wait. */
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      isDismissable={!pending}
    >
      {(close) => (
        <>
          <p>{text}</p>
          <div className={styles.actions}>
            <AriaButton
              className={buttonClass({ variant: 'secondary' })}
              onPress={close}
              isDisabled={pending}
              autoFocus
            >
              {cancel}
            </AriaButton>
            <button
              type="button"
              className={buttonClass()}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {confirm}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

function FailureModal({
  isOpen,
  onOpenChange,
  title,
  text,
  reason,
  closeLabel,
}: ModalState & { title: string; text: string; reason: string | null; closeLabel: string }) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} role="alertdialog">
      {(close) => (
        <>
          <p>{text}</p>
          {reason && <p className={styles.reason}>{reason}</p>}
          <div className={styles.actions}>
            <AriaButton className={buttonClass()} onPress={close} autoFocus>
              {closeLabel}
            </AriaButton>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

/** Spec: "confirm fix" — asked before the trolley is saved aside and cleared. */
export function ConfirmFixModal({
  lineCount,
  pending = false,
  onConfirm,
  ...state
}: ModalState & { lineCount: number; pending?: boolean; onConfirm: () => void }) {
  return (
    <ConfirmModal
      {...state}
      title={CONFIRM_FIX.title}
      text={CONFIRM_FIX.text(lineCount)}
      confirm={CONFIRM_FIX.confirm}
      cancel={CONFIRM_FIX.cancel}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}

/** Spec: "confirm restore" — asked before the saved lines go back in the trolley. */
export function ConfirmRestoreModal({
  lineCount,
  savedAt,
  pending = false,
  onConfirm,
  ...state
}: ModalState & {
  lineCount: number;
  /** When it was saved, as shown. */
  savedAt: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmModal
      {...state}
      title={CONFIRM_RESTORE.title}
      text={CONFIRM_RESTORE.text(lineCount, savedAt)}
      confirm={CONFIRM_RESTORE.confirm}
      cancel={CONFIRM_RESTORE.cancel}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}

/** Spec: "saving failed"; `reason` is what the service said. */
export function SavingFailedModal({ reason, ...state }: ModalState & { reason: string | null }) {
  return (
    <FailureModal
      {...state}
      title={SAVING_FAILED.title}
      text={SAVING_FAILED.text}
      reason={reason}
      closeLabel={SAVING_FAILED.close}
    />
  );
}

/** Spec: "restoring failed"; `reason` is what the service said. */
export function RestoringFailedModal({ reason, ...state }: ModalState & { reason: string | null }) {
  return (
    <FailureModal
      {...state}
      title={RESTORING_FAILED.title}
      text={RESTORING_FAILED.text}
      reason={reason}
      closeLabel={RESTORING_FAILED.close}
    />
  );
}
