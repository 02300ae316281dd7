import { PAYMENT_CHALLENGE_TITLE } from '@grocer/domain/messages/checkout-messages';
import { useEffect } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from './checkout.module.css';

/**
 * The card's 3-D Secure challenge (409 SECURITY_NEEDED) in a dialog: the provider's page in an
 * iframe. When the provider says the check is over, placement resumes (decision 0044).
 */
export function ChallengeDialog({
  url,
  onDone,
  onCancel,
}: {
  url: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  useEffect(() => {
    const expected = new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: unknown } | null;
      if (event.origin !== expected || message?.type !== 'psp-challenge-done') return;
      onDone();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, onDone]);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={PAYMENT_CHALLENGE_TITLE}
    >
      {() => (
        <>
          <p>Your bank needs to confirm this payment.</p>
          <iframe title="Card authentication" src={url} className={styles.challengeFrame} />
        </>
      )}
    </ModalDialog>
  );
}
