import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import styles from './order-amend.module.css';

export interface AmendRefusalModalProps {
  title: string;
  message: string;
}

/**
 * An amend refused (spec doc 2 §8: 'Changes cannot be made to your order', 'Unable to edit'):
 * a React Aria alert dialog once hydrated; before that, the same words as an alert on the page.
 */
export function AmendRefusalModal({ title, message }: AmendRefusalModalProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  if (!hydrated) {
    return (
      <div role="alert" className={styles.alert}>
        <p className={styles.alertTitle}>{title}</p>
        <p>{message}</p>
      </div>
    );
  }
  return (
    <ModalDialog isOpen={open} onOpenChange={setOpen} title={title} role="alertdialog">
      {(close) => (
        <>
          <p className={styles.text}>{message}</p>
          <div className={styles.actions}>
            <AriaButton className={buttonClass()} onPress={close}>
              OK
            </AriaButton>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
