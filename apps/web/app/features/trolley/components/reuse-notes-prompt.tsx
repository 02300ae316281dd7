import { notesToReuse } from '@grocer/domain/trolley/reuse-shopper-notes';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { TrolleySnapshot, TrolleyStore } from '../lib/trolley-store.ts';
import type { NoteToReuse } from './reuse-notes-dialog.tsx';

const ReuseNotesDialog = lazy(() =>
  import('./reuse-notes-dialog.tsx').then((module) => ({ default: module.ReuseNotesDialog })),
);

/**
 * After each add, asks whether to put back the notes the shopper left on those products in
 * earlier orders (decision 0098): the trolley service says which notes there are; the lines that
 * have a note of their own by then are not asked about; the dialog's code loads only when there
 * is something to ask. Yes sends the notes through the trolley store (one line, or a batch).
 * A failed look-up asks nothing: the add itself is done either way.
 */
export function ReuseNotesPrompt({
  store,
  snapshot,
}: {
  store: TrolleyStore;
  snapshot: TrolleySnapshot;
}) {
  const added = snapshot.added;
  const asked = useRef(0);
  const [offer, setOffer] = useState<NoteToReuse[] | null>(null);

  useEffect(() => {
    if (!added || added.id <= asked.current) return;
    asked.current = added.id;
    let current = true;
    store.previousNotes(added.lines.map((line) => line.lineNumber)).then(
      (notes) => {
        if (!current) return;
        const { byLine } = store.getSnapshot();
        const offered = notesToReuse(
          added.lines.map((line) => ({
            lineNumber: line.lineNumber,
            noteToShopper: byLine.get(line.lineNumber)?.noteToShopper ?? null,
          })),
          notes,
        );
        if (offered.length === 0) return;
        const names = new Map(notes.map((note) => [note.lineNumber, note.name]));
        const addedNames = new Map(added.lines.map((line) => [line.lineNumber, line.name]));
        setOffer(
          offered.map((note) => ({
            ...note,
            name: names.get(note.lineNumber) ?? addedNames.get(note.lineNumber) ?? 'This item',
          })),
        );
      },
      // Nothing is asked; the add is done either way.
      (error: unknown) => console.warn(error),
    );
    return () => {
      current = false;
    };
  }, [added, store]);

  if (!offer) return null;
  const answer = (reuse: boolean) => {
    setOffer(null);
    if (!reuse) return;
    const { byLine } = store.getSnapshot();
    const changes = offer.flatMap((note) => {
      const line = byLine.get(note.lineNumber);
      if (!line || line.quantity.amount <= 0) return [];
      return [
        {
          lineNumber: line.lineNumber,
          productId: line.productId,
          quantity: line.quantity,
          noteToShopper: note.noteToShopper,
        },
      ];
    });
    const [only] = changes;
    if (changes.length === 1 && only) store.change(only);
    else if (changes.length > 1) store.changeMany(changes);
  };
  return (
    <Suspense fallback={null}>
      <ReuseNotesDialog notes={offer} onAnswer={answer} />
    </Suspense>
  );
}
