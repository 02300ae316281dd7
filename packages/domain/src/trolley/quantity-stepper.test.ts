import { describe, expect, it } from 'vitest';
import { firstAddQuantity, stepDown, stepperView, stepUp } from './quantity-stepper.ts';

describe('add button and stepper', () => {
  it('shows the add button until the product is in the trolley, then the stepper', () => {
    expect(stepperView(null)).toEqual({ kind: 'ADD_BUTTON' });
    expect(stepperView({ amount: 0, uom: 'C62' })).toEqual({ kind: 'ADD_BUTTON' });
    expect(stepperView({ amount: 0.5, uom: 'KGM' })).toEqual({
      kind: 'STEPPER',
      quantity: { amount: 0.5, uom: 'KGM' },
      label: '0.5kg',
      canIncrease: true,
    });
    expect(stepperView({ amount: 99, uom: 'C62' })).toMatchObject({ canIncrease: false });
  });

  it("adds the product's default quantity first, or its unit's default", () => {
    expect(firstAddQuantity({ amount: 100, uom: 'GRM' })).toEqual({ amount: 100, uom: 'GRM' });
    expect(firstAddQuantity(null)).toEqual({ amount: 1, uom: 'C62' });
    expect(firstAddQuantity({ amount: 1, uom: 'C62' }, 'KGM')).toEqual({ amount: 0.5, uom: 'KGM' });
  });

  it('steps by the unit: 0.5 kg up to 1 kg, 0.5 kg down to the 0.1 kg minimum, then 0', () => {
    expect(stepUp({ amount: 0.5, uom: 'KGM' })).toEqual({ amount: 1, uom: 'KGM' });
    expect(stepDown({ amount: 0.5, uom: 'KGM' })).toEqual({ amount: 0.1, uom: 'KGM' });
    expect(stepDown({ amount: 0.1, uom: 'KGM' })).toEqual({ amount: 0, uom: 'KGM' });
    expect(stepUp({ amount: 200, uom: 'GRM' })).toEqual({ amount: 300, uom: 'GRM' });
  });
});
