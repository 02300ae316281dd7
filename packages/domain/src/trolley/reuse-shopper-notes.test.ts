import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notesToReuse, reuseNotesButton, reuseNotesText } from './reuse-shopper-notes.ts';

describe('reusing shopper notes', () => {
  it('offers the earlier note of each added line that has none of its own', () => {
    expect(
      notesToReuse(
        [
          { lineNumber: '1', noteToShopper: null },
          { lineNumber: '2', noteToShopper: 'ripe ones' },
          { lineNumber: '3', noteToShopper: '  ' },
          { lineNumber: '4', noteToShopper: null },
        ],
        [
          { lineNumber: '1', noteToShopper: 'green bananas' },
          { lineNumber: '2', noteToShopper: 'small ones' },
          { lineNumber: '3', noteToShopper: 'no dents ' },
          { lineNumber: '4', noteToShopper: '   ' },
        ],
      ),
    ).toEqual([
      { lineNumber: '1', noteToShopper: 'green bananas' },
      { lineNumber: '3', noteToShopper: 'no dents' },
    ]);
  });

  it('never offers a line that was not added, nor one twice', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lineNumber: fc.constantFrom('1', '2', '3'),
            noteToShopper: fc.constant(null),
          }),
        ),
        fc.array(
          fc.record({ lineNumber: fc.constantFrom('1', '2', '4'), noteToShopper: fc.string() }),
        ),
        (added, previous) => {
          const offered = notesToReuse(added, previous).map((note) => note.lineNumber);
          expect(new Set(offered).size).toBe(offered.length);
          for (const line of offered) expect(added.some((a) => a.lineNumber === line)).toBe(true);
        },
      ),
    );
  });

  it('asks for one product or several', () => {
    expect(reuseNotesText(1, 'Bananas')).toContain('Bananas');
    expect(reuseNotesText(3, 'Bananas')).toContain('3 of these items');
    expect(reuseNotesButton(1)).toBe('Reuse note');
    expect(reuseNotesButton(2)).toBe('Reuse notes');
  });
});
