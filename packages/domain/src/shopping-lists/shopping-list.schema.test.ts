import { describe, expect, it } from 'vitest';
import {
  listItemInputSchema,
  listNameSchema,
  listQuantitySchema,
  listSearchTextSchema,
} from './shopping-list.schema.ts';

const message = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('shopping list inputs', () => {
  it('check names with the list name rule', () => {
    expect(listNameSchema.safeParse('Weekly shop').success).toBe(true);
    expect(message(listNameSchema.safeParse(' '))).toBe('Please enter your list name');
  });

  it('take quantities by the trolley’s unit rules (spec doc 3 §5), 0 meaning remove', () => {
    expect(listQuantitySchema.safeParse({ amount: 0, uom: 'C62' }).success).toBe(true);
    expect(listQuantitySchema.safeParse({ amount: 99, uom: 'C62' }).success).toBe(true);
    expect(listQuantitySchema.safeParse({ amount: 0.5, uom: 'KGM' }).success).toBe(true);
    expect(message(listQuantitySchema.safeParse({ amount: 100, uom: 'C62' }))).toBe(
      'must be 0 (none) or from 1 to 99',
    );
    expect(message(listQuantitySchema.safeParse({ amount: 1.5, uom: 'C62' }))).toBe(
      'must be a whole number',
    );
    expect(message(listQuantitySchema.safeParse({ amount: 150.5, uom: 'GRM' }))).toBe(
      'must be a whole number',
    );
    expect(listQuantitySchema.safeParse({ amount: 1, uom: 'LTR' }).success).toBe(false);
    expect(listQuantitySchema.safeParse({ amount: 1, uom: 'C62', x: 1 }).success).toBe(false);
  });

  it('add a line at a quantity above 0, or at the product’s default', () => {
    expect(listItemInputSchema.safeParse({ lineNumber: '123456' }).success).toBe(true);
    expect(
      message(
        listItemInputSchema.safeParse({ lineNumber: '1', quantity: { amount: 0, uom: 'C62' } }),
      ),
    ).toBe('must be more than 0');
    expect(listItemInputSchema.safeParse({ lineNumber: 'abc' }).success).toBe(false);
  });

  it('take the multi-search box’s text when it holds something, bounded', () => {
    expect(listSearchTextSchema.safeParse('milk\nbread, eggs').success).toBe(true);
    expect(message(listSearchTextSchema.safeParse(' \n '))).toBe('Please enter at least one item');
    expect(listSearchTextSchema.safeParse('x'.repeat(10_001)).success).toBe(false);
    expect(listSearchTextSchema.safeParse('milk\u0000').success).toBe(false);
  });
});
