import {
  SESSION_TIMEOUT_BUTTON,
  SESSION_TIMEOUT_TEXT,
  SESSION_TIMEOUT_TITLE,
} from '@grocer/domain/messages/ui-messages';
import { useEffect, useState } from 'react';
import { ReloadModal } from '../../../components/ui/reload-modal.tsx';

/**
 * Spec doc 1 §4, §8: the security-token timer (28 minutes) starts when the page knows the
 * shopper is signed in and then shows 'Sorry, your session has timed out'; 'Refresh now'
 * reloads. Anonymous visitors never see it.
 */
export function SessionTimeout({ signedIn, timerMs }: { signedIn: boolean; timerMs: number }) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => setTimedOut(true), timerMs);
    return () => clearTimeout(timer);
  }, [signedIn, timerMs]);
  if (!timedOut) return null;
  return (
    <ReloadModal
      title={SESSION_TIMEOUT_TITLE}
      text={SESSION_TIMEOUT_TEXT}
      buttonLabel={SESSION_TIMEOUT_BUTTON}
    />
  );
}
