/**
 * 'Reuse shopper notes?' (spec doc 1 §4 and doc 2 §8: "for one product or several"; decision
 * 0098): a shopper who adds products they left a note on in an earlier order is asked whether to
 * put those notes on them again. Only the title is the spec's.
 */

export const REUSE_SHOPPER_NOTES_TITLE = 'Reuse shopper notes?';
/** At most this many lines are looked up at once (a batch add of a list or an order). */
export const REUSE_NOTES_MAX_LINES = 100;

export const reuseNotesText = (count: number, name: string) =>
  count === 1
    ? `You left a note for ${name} in an earlier order. Add it to this item again?`
    : `You left notes for ${count} of these items in earlier orders. Add them again?`;
export const reuseNotesButton = (count: number) => (count === 1 ? 'Reuse note' : 'Reuse notes');
export const KEEP_WITHOUT_NOTES = 'No thanks';

export interface LineNote {
  lineNumber: string;
  noteToShopper: string | null;
}

/**
 * The notes to offer: for each line just added that has no note of its own, the note left on it
 * before (blank notes are none), once per line, in the order the lines were added.
 */
export function notesToReuse(
  added: readonly LineNote[],
  previous: readonly LineNote[],
): { lineNumber: string; noteToShopper: string }[] {
  const before = new Map<string, string>();
  for (const note of previous) {
    const text = note.noteToShopper?.trim();
    if (text && !before.has(note.lineNumber)) before.set(note.lineNumber, text);
  }
  const offered = new Set<string>();
  const notes: { lineNumber: string; noteToShopper: string }[] = [];
  for (const line of added) {
    const text = before.get(line.lineNumber);
    if (!text || line.noteToShopper?.trim() || offered.has(line.lineNumber)) continue;
    offered.add(line.lineNumber);
    notes.push({ lineNumber: line.lineNumber, noteToShopper: text });
  }
  return notes;
}
