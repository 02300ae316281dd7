import { UNDO_REMOVE } from '@grocer/domain/trolley/trolley-messages';
import { lazy, Suspense, useEffect } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useTrolleySnapshot, useTrolleyStore } from '../hooks/use-trolley.tsx';
import { ReuseNotesPrompt } from './reuse-notes-prompt.tsx';
import styles from './trolley-feedback.module.css';

const loadModals = () => import('./trolley-feedback-modals.tsx');
const TrolleyFeedbackModals = lazy(() =>
  loadModals().then((module) => ({ default: module.TrolleyFeedbackModals })),
);

/**
 * What the trolley queue tells the shopper, on every page: the announcements (an aria-live
 * region: '… removed from your trolley'), Undo after a remove, and the modals of
 * `trolley-feedback-modals.tsx`. Those are React Aria dialogs, which a page does not load up
 * front: their code is fetched when the shopper first changes the trolley, before any answer
 * can need one, and they are rendered while one is open.
 */
export function TrolleyFeedback() {
  const store = useTrolleyStore();
  const snapshot = useTrolleySnapshot();
  const changing = snapshot?.busy ?? false;
  useEffect(() => {
    if (changing) void loadModals();
  }, [changing]);
  if (!store || !snapshot) return null;
  const { announcement, notice, queue, addConflict } = snapshot;
  const removed = queue.lastRemoved;
  const modalWanted = queue.failure !== null || notice !== null || addConflict !== null;
  return (
    <>
      <div role="status" className={styles.announcer}>
        {announcement && <span key={announcement.id}>{announcement.message}</span>}
      </div>
      {removed && (
        <section className={styles.snackbar} aria-label="Removed from your trolley">
          <p className={styles.snackbarText} aria-hidden="true">
            {removed.name ?? 'Item'} removed
          </p>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'small' })}
            onClick={() => store.undoRemove()}
          >
            {UNDO_REMOVE}
            <VisuallyHidden> removing {removed.name ?? 'the item'}</VisuallyHidden>
          </button>
        </section>
      )}
      <ReuseNotesPrompt store={store} snapshot={snapshot} />
      {modalWanted && (
        <Suspense fallback={null}>
          <TrolleyFeedbackModals store={store} snapshot={snapshot} />
        </Suspense>
      )}
    </>
  );
}
