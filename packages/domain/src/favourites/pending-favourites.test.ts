import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PENDING_FAVOURITES,
  type PendingFavouriteToggle,
  planPendingFavourites,
  recordPendingFavourite,
} from './pending-favourites.ts';

const on = (lineNumber: string): PendingFavouriteToggle => ({ lineNumber, favourite: true });
const off = (lineNumber: string): PendingFavouriteToggle => ({ lineNumber, favourite: false });

describe('favourite toggles saved before sign-in', () => {
  it('proves the newest toggle of a line wins when they are applied', () => {
    expect(planPendingFavourites([on('1'), off('1')], new Set(['1']))).toEqual({
      add: [],
      remove: ['1'],
    });
    expect(planPendingFavourites([off('1'), on('1')], new Set())).toEqual({
      add: ['1'],
      remove: [],
    });
    expect(planPendingFavourites([on('1'), on('2'), off('3')], new Set(['3']))).toEqual({
      add: ['1', '2'],
      remove: ['3'],
    });
  });

  it('proves a line already as the shopper asked is left alone', () => {
    expect(planPendingFavourites([on('1'), off('2')], new Set(['1']))).toEqual({
      add: [],
      remove: [],
    });
    expect(planPendingFavourites([], new Set(['1']))).toEqual({ add: [], remove: [] });
  });

  it('proves applying the plan leaves every pressed line as its newest toggle asked, and no other line changed', () => {
    const line = fc.constantFrom<string>('1', '2', '3', '4', '5');
    fc.assert(
      fc.property(
        fc.array(fc.record({ lineNumber: line, favourite: fc.boolean() })),
        fc.uniqueArray(line),
        (toggles, before) => {
          const favourites = new Set(before);
          const plan = planPendingFavourites(toggles, favourites);
          const after = new Set(favourites);
          for (const lineNumber of plan.add) after.add(lineNumber);
          for (const lineNumber of plan.remove) after.delete(lineNumber);
          for (const lineNumber of ['1', '2', '3', '4', '5']) {
            const newest = toggles.findLast((toggle) => toggle.lineNumber === lineNumber);
            expect(after.has(lineNumber)).toBe(
              newest ? newest.favourite : favourites.has(lineNumber),
            );
          }
          // Nothing asked for twice, nothing both added and removed.
          const changed = [...plan.add, ...plan.remove];
          expect(new Set(changed).size).toBe(changed.length);
        },
      ),
    );
  });

  it('proves recording keeps one toggle per line, the newest last, and at most the limit', () => {
    expect(recordPendingFavourite([on('1'), on('2')], off('1'))).toEqual([on('2'), off('1')]);
    let saved: PendingFavouriteToggle[] = [];
    for (let n = 1; n <= MAX_PENDING_FAVOURITES + 5; n += 1) {
      saved = recordPendingFavourite(saved, on(String(n)));
    }
    expect(saved).toHaveLength(MAX_PENDING_FAVOURITES);
    expect(saved[0]).toEqual(on('6'));
    expect(saved.at(-1)).toEqual(on(String(MAX_PENDING_FAVOURITES + 5)));
  });
});
