import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUY_LIST_MAX_LINES,
  buyListAddedText,
  buyListPath,
  parseBuyListLineNumbers,
} from './buy-list.ts';

describe('parseBuyListLineNumbers', () => {
  it('reads comma or plus separated line numbers, each once in the order first given', () => {
    expect(parseBuyListLineNumbers('123,456+123, 789')).toEqual({
      ok: true,
      lineNumbers: ['123', '456', '789'],
    });
  });

  it('refuses an empty list, a non-number and a list too long, saying why', () => {
    expect(parseBuyListLineNumbers(',,')).toEqual({
      ok: false,
      message: 'The buy list names no products.',
    });
    expect(parseBuyListLineNumbers('12,abc')).toMatchObject({ ok: false });
    expect(parseBuyListLineNumbers('1234567890123')).toMatchObject({ ok: false });
    const tooMany = Array.from({ length: BUY_LIST_MAX_LINES + 1 }, (_, i) => String(i + 1));
    expect(parseBuyListLineNumbers(tooMany.join(','))).toEqual({
      ok: false,
      message: `A buy list holds at most ${BUY_LIST_MAX_LINES} products.`,
    });
  });

  it('reads back any list its own path writes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^\d{1,12}$/), {
          minLength: 1,
          maxLength: BUY_LIST_MAX_LINES,
        }),
        (lineNumbers) => {
          const segment = buyListPath(lineNumbers).replace('/ecom/buylist/', '');
          expect(parseBuyListLineNumbers(segment)).toEqual({ ok: true, lineNumbers });
        },
      ),
    );
  });
});

describe('buyListAddedText', () => {
  it('says how many products went to the trolley', () => {
    expect(buyListAddedText(1)).toBe('Added 1 product to your trolley.');
    expect(buyListAddedText(3)).toBe('Added 3 products to your trolley.');
  });
});
