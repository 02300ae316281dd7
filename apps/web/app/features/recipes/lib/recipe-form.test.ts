import { describe, expect, it } from 'vitest';
import { readRating, readRecipeSelection } from './recipe-form-read.ts';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('readRecipeSelection', () => {
  it('reads each ingredient’s product and amount, leaving out zeros', () => {
    expect(
      readRecipeSelection(
        form([
          ['ingredient', '1'],
          ['line-1', '123456'],
          ['amount-1', '2'],
          ['ingredient', '2'],
          ['line-2', '654321'],
          ['amount-2', '0'],
          ['ingredient', '3'],
          ['line-3', '111111'],
          ['amount-3', ''],
        ]),
      ),
    ).toEqual({ ok: true, lines: [{ ingredientId: 1, lineNumber: '123456', amountSelected: 2 }] });
  });

  it('says why when nothing is chosen or a field is bad', () => {
    expect(
      readRecipeSelection(
        form([
          ['ingredient', '1'],
          ['line-1', '123456'],
          ['amount-1', '0'],
        ]),
      ),
    ).toEqual({
      ok: false,
      message: 'Choose at least one ingredient to add.',
    });
    expect(
      readRecipeSelection(
        form([
          ['ingredient', '1'],
          ['line-1', 'x'],
          ['amount-1', '1'],
        ]),
      ).ok,
    ).toBe(false);
    expect(
      readRecipeSelection(
        form([
          ['ingredient', '1'],
          ['line-1', '123456'],
          ['amount-1', '-1'],
        ]),
      ).ok,
    ).toBe(false);
    expect(readRecipeSelection(form([['ingredient', 'drop']])).ok).toBe(false);
  });
});

describe('readRating', () => {
  it('takes 1 to 5 whole stars', () => {
    expect(readRating(form([['rating', '4']]))).toBe(4);
    expect(readRating(form([['rating', '6']]))).toBeNull();
    expect(readRating(form([]))).toBeNull();
  });
});
