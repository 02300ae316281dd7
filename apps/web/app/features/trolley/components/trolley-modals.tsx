import {
  offeredResolutionActions,
  type ResolutionActionId,
} from '@grocer/domain/trolley/conflicts';
import {
  ALLOW_ALL_SUBSTITUTES,
  CANCEL,
  EMPTY_TROLLEY_BUTTON,
  EMPTY_TROLLEY_TEXT,
  EMPTY_TROLLEY_TITLE,
  KEEP_MY_ITEMS,
  NO_SUBSTITUTES,
  NO_THANKS,
  REUSE_NOTES_TEXT,
  reuseNoteTitle,
  SAVE,
  SUBSTITUTE_ALL_TEXT,
  SUBSTITUTE_ALL_TITLE,
  USE_NOTE,
} from '@grocer/domain/trolley/trolley-messages';
import type { Conflict } from '@grocer/server/contexts/trolley/trolley.contract';
import { type FormEvent, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useExperiment } from '../../../lib/experiments.ts';
import { TextFieldWithCounter } from './text-field-with-counter.tsx';
import styles from './trolley-forms.module.css';

interface ModalState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The note to shopper or the personalised message of one line (spec doc 1 §4 modals). */
export function LineTextModal({
  isOpen,
  onOpenChange,
  title,
  label,
  maxLength,
  defaultValue,
  hint,
  onSave,
}: ModalState & {
  title: string;
  label: string;
  maxLength: number;
  defaultValue: string;
  hint?: string;
  onSave: (text: string) => void;
}) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title}>
      {(close) => (
        <form
          className={styles.field}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const text = new FormData(event.currentTarget).get('text');
            onSave(typeof text === 'string' ? text.trim() : '');
            close();
          }}
        >
          <TextFieldWithCounter
            label={label}
            name="text"
            maxLength={maxLength}
            defaultValue={defaultValue}
            hint={hint}
            autoFocus
          />
          <div className={styles.actions}>
            <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={close}>
              {CANCEL}
            </button>
            <button type="submit" className={buttonClass()}>
              {SAVE}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}

/** Spec doc 1 §4: the empty-trolley modal, asking before every line goes. */
export function EmptyTrolleyModal({
  isOpen,
  onOpenChange,
  onConfirm,
}: ModalState & { onConfirm: () => void }) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={EMPTY_TROLLEY_TITLE}
      role="alertdialog"
    >
      {(close) => (
        <>
          <p>{EMPTY_TROLLEY_TEXT}</p>
          <div className={styles.actions}>
            {/* React Aria's Button, so the focus lands here (the safe answer) when it opens. */}
            <AriaButton className={buttonClass({ variant: 'secondary' })} onPress={close} autoFocus>
              {KEEP_MY_ITEMS}
            </AriaButton>
            <button
              type="button"
              className={buttonClass()}
              onClick={() => {
                onConfirm();
                close();
              }}
            >
              {EMPTY_TROLLEY_BUTTON}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

/** Spec doc 2 §4: substitute-all, for every line at once (the order's preference). */
export function SubstituteAllModal({
  isOpen,
  onOpenChange,
  onChoose,
}: ModalState & { onChoose: (canSubstitute: boolean) => void }) {
  const choose = (close: () => void, value: boolean) => () => {
    onChoose(value);
    close();
  };
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={SUBSTITUTE_ALL_TITLE}>
      {(close) => (
        <>
          <p>{SUBSTITUTE_ALL_TEXT}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={choose(close, false)}
            >
              {NO_SUBSTITUTES}
            </button>
            <button type="button" className={buttonClass()} onClick={choose(close, true)}>
              {ALLOW_ALL_SUBSTITUTES}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

/**
 * Spec doc 2 §4: the reuse-shopper-notes prompt, for one product or several: the note just
 * written, offered to the other lines without one (all ticked; the shopper unticks any).
 */
export function ReuseNoteModal({
  isOpen,
  onOpenChange,
  note,
  candidates,
  onApply,
}: ModalState & {
  note: string;
  candidates: { lineNumber: string; name: string }[];
  onApply: (lineNumbers: string[]) => void;
}) {
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(candidates.map((c) => c.lineNumber)),
  );
  const title = reuseNoteTitle(candidates.length, candidates[0]?.name ?? '');
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title}>
      {(close) => (
        <>
          <p>
            “{note}” — {REUSE_NOTES_TEXT}
          </p>
          {candidates.length > 1 && (
            <fieldset className={styles.choices}>
              <legend className={styles.label}>Items</legend>
              {candidates.map((candidate) => (
                <label key={candidate.lineNumber} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={chosen.has(candidate.lineNumber)}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(candidate.lineNumber);
                      else next.delete(candidate.lineNumber);
                      setChosen(next);
                    }}
                  />
                  {candidate.name}
                </label>
              ))}
            </fieldset>
          )}
          <div className={styles.actions}>
            <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={close}>
              {NO_THANKS}
            </button>
            <button
              type="button"
              className={buttonClass()}
              disabled={chosen.size === 0}
              onClick={() => {
                onApply(candidates.map((c) => c.lineNumber).filter((l) => chosen.has(l)));
                close();
              }}
            >
              {USE_NOTE}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

/**
 * Spec doc 1 §8 conflict modal: title, reason lines, the dismissal button and the resolution
 * buttons (Remove item, Pick a slot, Change slot, Change slot type, Change quantity).
 */
export function ConflictModal({
  conflict,
  onClose,
  onResolve,
}: {
  conflict: Conflict | null;
  onClose: () => void;
  onResolve: (action: ResolutionActionId, conflict: Conflict) => void;
}) {
  // Remove is not offered in the experiment's variant (decision 0072).
  const withoutRemove = useExperiment('conflict_resolution_without_remove') === 'variant';
  return (
    <ModalDialog
      isOpen={conflict !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={conflict?.messages.title ?? ''}
    >
      {(close) =>
        conflict && (
          <>
            <p>{conflict.messages.reason}</p>
            {conflict.messages.aside && <p>{conflict.messages.aside}</p>}
            <div className={styles.actions}>
              {offeredResolutionActions(conflict, { withoutRemove }).map((action) => (
                <button
                  key={action.id}
                  type="button"
                  className={buttonClass({ variant: 'secondary' })}
                  onClick={() => {
                    onResolve(action.id as ResolutionActionId, conflict);
                    close();
                  }}
                >
                  {action.message}
                </button>
              ))}
              <button type="button" className={buttonClass()} onClick={close}>
                {conflict.messages.dismissal}
              </button>
            </div>
          </>
        )
      }
    </ModalDialog>
  );
}
