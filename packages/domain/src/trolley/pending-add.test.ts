import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_LIMITS } from '../quantity/quantity.ts';
import { planPendingAdd } from './pending-add.ts';

const plain = { maxPersonalisedMessageLength: null };
const cake = { maxPersonalisedMessageLength: 30 };
const saved = (amount: number, uom: 'C62' | 'KGM' | 'GRM' = 'C62') => ({
  lineNumber: '100001',
  productId: 'p1',
  quantity: { amount, uom },
});
const inTrolley = (amount: number, uom: 'C62' | 'KGM' | 'GRM' = 'C62') => ({
  trolleyItemId: 42,
  quantity: { amount, uom },
});

describe('planPendingAdd (the add saved before sign-in)', () => {
  it('adds the line when the trolley does not have it', () => {
    expect(planPendingAdd(saved(2), null, plain)).toEqual({
      kind: 'ADD',
      quantity: { amount: 2, uom: 'C62' },
    });
    expect(planPendingAdd(saved(2), inTrolley(0), plain).kind).toBe('ADD');
    expect(planPendingAdd(saved(-1), null, plain)).toEqual({ kind: 'NOTHING' });
  });

  it('sums quantities in the same unit, within the unit maximum', () => {
    expect(planPendingAdd(saved(2), inTrolley(3), plain)).toEqual({
      kind: 'UPDATE',
      trolleyItemId: 42,
      quantity: { amount: 5, uom: 'C62' },
    });
    expect(planPendingAdd(saved(0.5, 'KGM'), inTrolley(0.1, 'KGM'), plain)).toMatchObject({
      quantity: { amount: 0.6, uom: 'KGM' },
    });
    expect(planPendingAdd(saved(60), inTrolley(60), plain)).toMatchObject({
      quantity: { amount: 99 },
    });
  });

  it('takes off a saved negative amount, removing the line at 0', () => {
    expect(planPendingAdd(saved(-1), inTrolley(3), plain)).toMatchObject({
      quantity: { amount: 2 },
    });
    expect(planPendingAdd(saved(-5), inTrolley(3), plain)).toMatchObject({
      kind: 'UPDATE',
      quantity: { amount: 0 },
    });
  });

  it('in another unit, moves the line one step in its own unit, down for a negative amount', () => {
    expect(planPendingAdd(saved(1), inTrolley(1, 'KGM'), plain)).toEqual({
      kind: 'UPDATE',
      trolleyItemId: 42,
      quantity: { amount: 1.5, uom: 'KGM' },
    });
    expect(planPendingAdd(saved(-2), inTrolley(1, 'KGM'), plain)).toMatchObject({
      quantity: { amount: 0.5, uom: 'KGM' },
    });
    expect(planPendingAdd(saved(300, 'GRM'), inTrolley(4), plain)).toMatchObject({
      quantity: { amount: 5, uom: 'C62' },
    });
  });

  it('adds a personalisable product as a new line, with its message', () => {
    expect(
      planPendingAdd({ ...saved(1), personalisedMessage: 'Happy birthday' }, inTrolley(1), cake),
    ).toEqual({
      kind: 'ADD_NEW_LINE',
      quantity: { amount: 1, uom: 'C62' },
      personalisedMessage: 'Happy birthday',
    });
  });

  it('proves the planned quantity always follows the unit rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -120, max: 120 }),
        fc.option(fc.integer({ min: 0, max: 99 })),
        (add, current) => {
          const plan = planPendingAdd(
            saved(add),
            current === null ? null : inTrolley(current),
            plain,
          );
          if (plan.kind === 'NOTHING') return;
          const { amount } = plan.quantity;
          const { min, max } = UNIT_LIMITS.C62;
          expect(amount === 0 || (amount >= min && amount <= max)).toBe(true);
          expect(Number.isInteger(amount)).toBe(true);
        },
      ),
    );
  });
});
