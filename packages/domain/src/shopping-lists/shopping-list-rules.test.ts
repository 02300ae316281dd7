import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_LINES } from '../trolley/trolley-input.schema.ts';
import {
  INVALID_LIST_NAME,
  LIST_NAME_REQUIRED,
  LIST_NAME_TOO_LONG,
  listNameKey,
  listNameProblem,
  listThumbnailLineNumbers,
  MAX_SHOPPING_LIST_ITEMS,
  normaliseListName,
  planListAdditions,
  SHOPPING_LIST_NAME_MAX_LENGTH,
} from './shopping-list-rules.ts';

const line = (lineNumber: string, amount = 1) => ({
  lineNumber,
  quantity: { amount, uom: 'C62' as const },
});

describe('list names', () => {
  it('are trimmed, with inner white space made one space', () => {
    expect(normaliseListName('  Weekly \t  shop \n')).toBe('Weekly shop');
  });

  it('asks for a name when blank, in the catalogue’s named-field words', () => {
    expect(LIST_NAME_REQUIRED).toBe('Please enter your list name');
    expect(listNameProblem('')).toBe(LIST_NAME_REQUIRED);
    expect(listNameProblem('   \n ')).toBe(LIST_NAME_REQUIRED);
  });

  it('takes up to 50 characters after trimming, and says so past it', () => {
    const longest = 'a'.repeat(SHOPPING_LIST_NAME_MAX_LENGTH);
    expect(listNameProblem(`  ${longest}  `)).toBeNull();
    expect(listNameProblem(`${longest}b`)).toBe(LIST_NAME_TOO_LONG);
    expect(LIST_NAME_TOO_LONG).toBe('Must be no more than 50 characters');
  });

  it('takes letters with accents, digits and the punctuation a list needs; refuses the rest', () => {
    for (const name of ['Weekly shop', 'Mum’s birthday (Sat) & drinks!', "Zoë's BBQ + 2", 'Noël']) {
      expect(listNameProblem(name), name).toBeNull();
    }
    for (const name of ['<script>', 'a/b', 'tab\u0000', 'emoji 🎉', '50%', 'x#1']) {
      expect(listNameProblem(name), name).toBe(INVALID_LIST_NAME);
    }
    expect(INVALID_LIST_NAME).toBe('Invalid list name');
  });

  it('is unique among the shopper’s lists whatever its case and spacing', () => {
    expect(listNameProblem('weekly  SHOP ', ['Weekly shop'])).toBe(
      'You already have a list called weekly SHOP',
    );
    expect(listNameProblem('Weekly shop 2', ['Weekly shop'])).toBeNull();
    expect(listNameKey('ÉTÉ')).toBe(listNameKey('été'));
  });

  it('compares by a key that ignores case and spacing, for any text', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(listNameKey(` ${name.toUpperCase()} `)).toBe(listNameKey(name.toUpperCase()));
        expect(listNameKey(normaliseListName(name))).toBe(listNameKey(name));
      }),
    );
  });
});

describe('adding lines to a list', () => {
  it('holds as many lines as the trolley takes in one batch', () => {
    expect(MAX_SHOPPING_LIST_ITEMS).toBe(MAX_BATCH_LINES);
  });

  it('adds new lines in the order asked and leaves lines already on the list as they are', () => {
    const plan = planListAdditions(['1'], [line('2', 3), line('1', 5), line('3')]);
    expect(plan.added).toEqual([line('2', 3), line('3')]);
    expect(plan.alreadyOnList).toEqual(['1']);
    expect(plan.listFull).toEqual([]);
  });

  it('counts a line asked twice once', () => {
    const plan = planListAdditions([], [line('2'), line('2', 4)]);
    expect(plan.added).toEqual([line('2')]);
    expect(plan.alreadyOnList).toEqual([]);
  });

  it('stops at the list’s maximum and names what was left out', () => {
    const plan = planListAdditions(['1', '2'], [line('3'), line('4'), line('1')], 3);
    expect(plan.added.map((added) => added.lineNumber)).toEqual(['3']);
    expect(plan.listFull).toEqual(['4']);
    expect(plan.alreadyOnList).toEqual(['1']);
  });

  it('never makes a list longer than its maximum, whatever is asked', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 300 }).map(String), { maxLength: 120 }),
        fc.array(fc.integer({ min: 1, max: 300 }).map(String), { maxLength: 200 }),
        (existing, asked) => {
          const plan = planListAdditions(
            existing,
            asked.map((n) => line(n)),
          );
          const total = new Set([...existing, ...plan.added.map((added) => added.lineNumber)]);
          expect(total.size).toBe(existing.length + plan.added.length);
          expect(total.size).toBeLessThanOrEqual(
            Math.max(existing.length, MAX_SHOPPING_LIST_ITEMS),
          );
          for (const n of asked) {
            const accounted =
              plan.added.some((added) => added.lineNumber === n) ||
              plan.alreadyOnList.includes(n) ||
              plan.listFull.includes(n);
            expect(accounted).toBe(true);
          }
        },
      ),
    );
  });
});

describe('list thumbnails', () => {
  it('show the first 4 items at most (spec doc 3 §9)', () => {
    expect(listThumbnailLineNumbers([])).toEqual([]);
    expect(listThumbnailLineNumbers(['1', '2'].map((n) => line(n)))).toEqual(['1', '2']);
    expect(listThumbnailLineNumbers(['1', '2', '3', '4', '5'].map((n) => line(n)))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });
});
