import { isProductCapMessage } from '@grocer/domain/trolley/product-cap';
import {
  CONFLICT_DISMISS,
  ITEM_NOT_ADDED,
  PRODUCT_CAP_CLOSE,
  PRODUCT_CAP_REASON,
  TROLLEY_NOT_UPDATED,
  TRY_AGAIN_LATER,
} from '@grocer/domain/trolley/trolley-messages';
import { failureHandler } from '@grocer/domain/trolley/trolley-queue';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { toRoutePath } from '../../../lib/app-path.ts';
import { SLOT_SELECTION_PATH } from '../lib/trolley-paths.ts';
import type { TrolleySnapshot, TrolleyStore } from '../lib/trolley-store.ts';
import { ConflictModal } from './trolley-modals.tsx';

/**
 * The trolley queue's modals (React Aria), loaded by `TrolleyFeedback` when the first is
 * needed: the modal for a change that failed, the product cap lightbox, and the conflict modal
 * when an add brings a conflict (dates to book, a slot that does not suit it).
 */
export function TrolleyFeedbackModals({
  store,
  snapshot,
}: {
  store: TrolleyStore;
  snapshot: TrolleySnapshot;
}) {
  const navigate = useNavigate();
  const { notice, queue, addConflict } = snapshot;
  const failure = queue.failure;
  // A call that never answered (the network, a fault) is a technical issue (spec doc 1 §8);
  // a refusal's own message says what is wrong (400 and 410: the conflict handler's).
  const technical =
    failure !== null && failureHandler(failure) === 'MODAL' && failure.type === 'UNKNOWN';
  return (
    <>
      <ModalDialog
        isOpen={failure !== null}
        onOpenChange={(open) => {
          if (!open) store.dismissFailure();
        }}
        role="alertdialog"
        title={technical ? ITEM_NOT_ADDED : TROLLEY_NOT_UPDATED}
      >
        {(close) => (
          <>
            <p>{technical ? TRY_AGAIN_LATER : failure?.message}</p>
            <button type="button" className={buttonClass({ block: true })} onClick={close}>
              {CONFLICT_DISMISS}
            </button>
          </>
        )}
      </ModalDialog>
      <ModalDialog
        isOpen={notice !== null && isProductCapMessage(notice.message)}
        onOpenChange={(open) => {
          if (!open) store.dismissNotice();
        }}
        title={notice?.message ?? ''}
      >
        {(close) => (
          <>
            <p>{PRODUCT_CAP_REASON}</p>
            <button type="button" className={buttonClass({ block: true })} onClick={close}>
              {PRODUCT_CAP_CLOSE}
            </button>
          </>
        )}
      </ModalDialog>
      <ConflictModal
        conflict={failure === null && notice === null ? addConflict : null}
        onClose={() => store.dismissAddConflict()}
        onResolve={(action, conflict) => {
          if (action === 'REMOVE_ITEM') store.remove(conflict.lineNumber, null);
          else if (action !== 'CHANGE_QUANTITY') navigate(toRoutePath(SLOT_SELECTION_PATH));
        }}
      />
    </>
  );
}
