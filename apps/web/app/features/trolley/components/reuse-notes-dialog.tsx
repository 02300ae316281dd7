import {
  KEEP_WITHOUT_NOTES,
  REUSE_SHOPPER_NOTES_TITLE,
  reuseNotesButton,
  reuseNotesText,
} from '@grocer/domain/trolley/reuse-shopper-notes';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from './trolley-forms.module.css';

export interface NoteToReuse {
  lineNumber: string;
  name: string;
  noteToShopper: string;
}

/**
 * 'Reuse shopper notes?' (decision 0098): the notes the shopper left on the products just added,
 * each under its product's name, for one product or several; the answer applies them all or
 * none. Closing it (Escape, outside) is No thanks.
 */
export function ReuseNotesDialog({
  notes,
  onAnswer,
}: {
  notes: readonly NoteToReuse[];
  onAnswer: (reuse: boolean) => void;
}) {
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onAnswer(false);
      }}
      title={REUSE_SHOPPER_NOTES_TITLE}
    >
      {(close) => (
        <>
          <p>{reuseNotesText(notes.length, notes[0]?.name ?? '')}</p>
          <ul className={styles.reuseNotes}>
            {notes.map((note) => (
              <li key={note.lineNumber}>
                <strong>{note.name}</strong>: “{note.noteToShopper}”
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => {
                onAnswer(false);
                close();
              }}
            >
              {KEEP_WITHOUT_NOTES}
            </button>
            <button
              type="button"
              className={buttonClass()}
              onClick={() => {
                onAnswer(true);
                close();
              }}
            >
              {reuseNotesButton(notes.length)}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
