import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze.ts';

describe('deepFreeze', () => {
  it('freezes a value and everything in it, and answers the same value', () => {
    const value = { trolley: { lines: [{ quantity: { amount: 1 } }] }, favourites: ['1'] };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.trolley.lines[0]?.quantity)).toBe(true);
    expect(Object.isFrozen(value.favourites)).toBe(true);
    expect(() => {
      (value.favourites as string[]).push('2');
    }).toThrow(TypeError);
  });
});
