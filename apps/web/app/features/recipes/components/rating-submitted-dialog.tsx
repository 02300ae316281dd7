import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

/**
 * 'Rating already submitted' (spec doc 3 §4): a React Aria dialog, loaded only when a second
 * rating is refused, so the recipe page loads no React Aria up front (decision 0062).
 */
export function RatingSubmittedDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={RECIPE_MESSAGES.RATING_ALREADY_SUBMITTED}
    >
      {(close) => (
        <>
          <p>{RECIPE_MESSAGES.RATING_ALREADY_SUBMITTED_BODY}</p>
          <button type="button" className={buttonClass()} onClick={close}>
            OK
          </button>
        </>
      )}
    </ModalDialog>
  );
}
