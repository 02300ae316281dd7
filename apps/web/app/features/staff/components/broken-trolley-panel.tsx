import {
  NOTHING_TO_SAVE,
  RESTORE_BEFORE_SAVING,
  RESTORE_SAVED_TROLLEY,
  SAVE_BROKEN_TROLLEY,
  SAVE_BROKEN_TROLLEY_HINT,
  STAFF_TROLLEY_TITLE,
  savedTrolleyReady,
} from '@grocer/domain/messages/staff-messages';
import { brokenTrolleyActions } from '@grocer/domain/staff/broken-trolley';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import {
  RESTORE_SAVED_TROLLEY_PATH,
  SAVE_BROKEN_TROLLEY_PATH,
} from '../lib/broken-trolley-paths.ts';
import { formatDateTime } from '../lib/format-date-time.ts';
import styles from './broken-trolley.module.css';
import {
  ConfirmFixModal,
  ConfirmRestoreModal,
  RestoringFailedModal,
  SavingFailedModal,
} from './broken-trolley-modals.tsx';

export interface BrokenTrolleyPanelProps {
  /** Lines in the customer's trolley, as the page shows them now. */
  lineCount: number;
  /** The saved trolley waiting to be restored, if any. */
  saved: { lineCount: number; savedAt: Date | string } | null;
}

type Kind = 'save' | 'restore';

/** What a refused save or restore answers (the action's data). */
interface Refusal {
  error: string;
}

/**
 * Staff signed on as the customer, on My Trolley (decision 0033): Save broken trolley (when the
 * trolley has lines and nothing waits) and Restore saved trolley (only when one waits), each
 * asked first in its modal, and its failure told in another. Without JavaScript the buttons are
 * links to pages that ask first and post the action.
 */
export function BrokenTrolleyPanel({ lineCount, saved }: BrokenTrolleyPanelProps) {
  const headingId = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<Refusal>();
  const [asking, setAsking] = useState<Kind | null>(null);
  const [failure, setFailure] = useState<{ kind: Kind; reason: string | null } | null>(null);
  const sent = useRef<Kind | null>(null);
  const offered = brokenTrolleyActions({ lineCount, saved });
  const pending = fetcher.state !== 'idle';
  const savedAt = saved ? formatDateTime(saved.savedAt) : '';

  // An answer has come: a refusal is told in its failure modal. A save that worked has left the
  // page (the console), and a restore that worked has brought My Trolley back with its lines.
  useEffect(() => {
    if (fetcher.state !== 'idle' || sent.current === null) return;
    const kind = sent.current;
    sent.current = null;
    setAsking(null);
    if (fetcher.data?.error !== undefined) setFailure({ kind, reason: fetcher.data.error });
  }, [fetcher.state, fetcher.data]);

  const send = (kind: Kind) => {
    sent.current = kind;
    void fetcher.submit(null, {
      method: 'post',
      action: kind === 'save' ? SAVE_BROKEN_TROLLEY_PATH : RESTORE_SAVED_TROLLEY_PATH,
    });
  };

  const control = (kind: Kind, label: string, primary: boolean) =>
    hydrated ? (
      <button
        type="button"
        className={buttonClass({ variant: primary ? 'primary' : 'secondary', size: 'small' })}
        onClick={() => setAsking(kind)}
      >
        {label}
      </button>
    ) : (
      <Link
        to={kind === 'save' ? SAVE_BROKEN_TROLLEY_PATH : RESTORE_SAVED_TROLLEY_PATH}
        className={buttonClass({ variant: primary ? 'primary' : 'secondary', size: 'small' })}
      >
        {label}
      </Link>
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_TROLLEY_TITLE}</h2>
      {saved ? (
        <p>
          {savedTrolleyReady(saved.lineCount, savedAt)}
          {lineCount > 0 && <> {RESTORE_BEFORE_SAVING}</>}
        </p>
      ) : (
        <p className={styles.hint}>{lineCount > 0 ? SAVE_BROKEN_TROLLEY_HINT : NOTHING_TO_SAVE}</p>
      )}
      {(offered.save || offered.restore) && (
        <div className={styles.buttons}>
          {offered.restore && control('restore', RESTORE_SAVED_TROLLEY, true)}
          {offered.save && control('save', SAVE_BROKEN_TROLLEY, false)}
        </div>
      )}
      <ConfirmFixModal
        isOpen={asking === 'save'}
        onOpenChange={(open) => setAsking(open ? 'save' : null)}
        lineCount={lineCount}
        pending={pending}
        onConfirm={() => send('save')}
      />
      {saved && (
        <ConfirmRestoreModal
          isOpen={asking === 'restore'}
          onOpenChange={(open) => setAsking(open ? 'restore' : null)}
          lineCount={saved.lineCount}
          savedAt={savedAt}
          pending={pending}
          onConfirm={() => send('restore')}
        />
      )}
      <SavingFailedModal
        isOpen={failure?.kind === 'save'}
        onOpenChange={(open) => !open && setFailure(null)}
        reason={failure?.reason ?? null}
      />
      <RestoringFailedModal
        isOpen={failure?.kind === 'restore'}
        onOpenChange={(open) => !open && setFailure(null)}
        reason={failure?.reason ?? null}
      />
    </section>
  );
}
