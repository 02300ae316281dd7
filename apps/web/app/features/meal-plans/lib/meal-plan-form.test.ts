import { describe, expect, it } from 'vitest';
import { parseSlot, slotValue, weekLabel, weekParam } from './meal-plan-form.ts';

describe('meal plan form values', () => {
  it('reads back a slot it wrote, and nothing else', () => {
    expect(parseSlot(slotValue('WED', 'LUNCH'))).toEqual({ day: 'WED', meal: 'LUNCH' });
    expect(parseSlot('WED-SUPPER')).toBeNull();
    expect(parseSlot(undefined)).toBeNull();
  });

  it('takes a week only when it is a real date', () => {
    expect(weekParam(new URLSearchParams('week=2026-11-30'))).toBe('2026-11-30');
    expect(weekParam(new URLSearchParams('week=2026-13-01'))).toBeNull();
  });

  it('labels a week by its Monday and Sunday', () => {
    expect(weekLabel('2026-11-30', '2026-12-06')).toBe('30 Nov – 6 Dec 2026');
  });
});
