import { describe, expect, it } from 'vitest';
import { generateSlots, SLOT_GENERATION_DAYS_AHEAD, slotGenerationDays } from './slot-generator.ts';
import { slotTemplates } from './slot-templates.ts';

const FULL_BRANCH = slotTemplates({ offersCollection: true, offersEntertaining: true });

describe('generateSlots', () => {
  it('makes each template a window in London time, in BST and in GMT', () => {
    const [summer] = generateSlots(651, FULL_BRANCH, ['2025-07-08']);
    expect(summer).toMatchObject({ branchId: 651, slotType: 'DELIVERY', gridType: 'DEFAULT' });
    expect(summer?.start.toISOString()).toBe('2025-07-08T06:00:00.000Z');
    expect(summer?.end.toISOString()).toBe('2025-07-08T07:00:00.000Z');
    const [winter] = generateSlots(651, FULL_BRANCH, ['2025-11-11']);
    expect(winter?.start.toISOString()).toBe('2025-11-11T07:00:00.000Z');
  });

  it('keeps windows on the clock across the autumn change day', () => {
    const slots = generateSlots(651, FULL_BRANCH, ['2025-10-26']);
    const delivery = slots.filter((s) => s.slotType === 'DELIVERY' && s.gridType === 'DEFAULT');
    expect(delivery.map((s) => s.start.toISOString().slice(11, 16))).toEqual(
      Array.from({ length: 15 }, (_, i) => `${String(7 + i).padStart(2, '0')}:00`),
    );
    for (const slot of delivery) expect(slot.end.getTime() - slot.start.getTime()).toBe(3_600_000);
  });

  it('offers 1-hour and 2-hour windows, collection only where the branch has it', () => {
    const slots = generateSlots(651, FULL_BRANCH, ['2025-07-08']);
    const count = (type: string, grid: string) =>
      slots.filter((s) => s.slotType === type && s.gridType === grid).length;
    expect(count('DELIVERY', 'DEFAULT')).toBe(15);
    expect(count('DELIVERY', 'SAVER')).toBe(6);
    expect(count('GROCERY_COLLECTION', 'DEFAULT')).toBe(12);
    expect(count('ENTERTAINING_COLLECTION', 'DEFAULT')).toBe(4);
    const deliveryOnly = slotTemplates({ offersCollection: false, offersEntertaining: false });
    expect(
      new Set(generateSlots(101, deliveryOnly, ['2025-07-08']).map((s) => s.slotType)),
    ).toEqual(new Set(['DELIVERY']));
  });

  it('marks Christmas days and gives them no saver grid', () => {
    const slots = generateSlots(651, FULL_BRANCH, ['2025-12-22']);
    expect(slots.every((s) => s.campaign === 'christmas')).toBe(true);
    expect(slots.some((s) => s.gridType === 'SAVER')).toBe(false);
    expect(
      generateSlots(651, FULL_BRANCH, ['2025-12-27']).some((s) => s.gridType === 'SAVER'),
    ).toBe(true);
  });
});

describe('slotGenerationDays', () => {
  it('covers today and the days ahead', () => {
    const days = slotGenerationDays(new Date('2025-07-08T12:00:00Z'));
    expect(days).toHaveLength(SLOT_GENERATION_DAYS_AHEAD + 1);
    expect(days[0]).toBe('2025-07-08');
    expect(days.at(-1)).toBe('2025-07-29');
  });

  it('adds an open campaign’s slot days beyond the horizon', () => {
    const days = slotGenerationDays(new Date('2025-11-03T12:00:00Z'));
    expect(days).toContain('2025-11-24');
    expect(days).not.toContain('2025-11-26');
    expect(days.slice(-5)).toEqual([
      '2025-12-20',
      '2025-12-21',
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
    ]);
  });
});
