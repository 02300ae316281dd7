import { describe, expect, it } from 'vitest';
import {
  deliveryPassStatusOf,
  isMidweek,
  isPassActive,
  passCoversSlot,
  passPeriodEnd,
  renewalRunAt,
  renewedPeriod,
} from './delivery-pass-eligibility.ts';
import { isDeliveryPassPlanId, pricedPlans } from './delivery-pass-plans.ts';

const anytime = {
  plan: 'ANYTIME_6' as const,
  startsAt: '2026-03-01T10:00:00Z',
  expiresAt: '2026-09-01T09:00:00Z',
};
const midweek = { ...anytime, plan: 'MIDWEEK_6' as const };
const now = new Date('2026-04-10T12:00:00Z');

describe('delivery pass eligibility (decision 0087)', () => {
  it('is active from its start until its expiry', () => {
    expect(isPassActive(anytime, now)).toBe(true);
    expect(isPassActive(anytime, new Date('2026-03-01T09:59:59Z'))).toBe(false);
    expect(isPassActive(anytime, new Date('2026-09-01T09:00:00Z'))).toBe(false);
    expect(isPassActive(null, now)).toBe(false);
  });

  it('an anytime pass covers any delivery slot while it lasts, never a collection', () => {
    // Saturday 11 April 2026.
    expect(
      passCoversSlot(anytime, { slotType: 'DELIVERY', start: '2026-04-11T09:00:00Z' }, now),
    ).toBe(true);
    expect(
      passCoversSlot(anytime, { slotType: 'DELIVERY_SERVICE', start: '2026-04-11T09:00:00Z' }, now),
    ).toBe(true);
    expect(
      passCoversSlot(
        anytime,
        { slotType: 'GROCERY_COLLECTION', start: '2026-04-11T09:00:00Z' },
        now,
      ),
    ).toBe(false);
  });

  it('a slot after the pass expires is not covered, nor any slot once it has expired', () => {
    expect(
      passCoversSlot(anytime, { slotType: 'DELIVERY', start: '2026-09-02T09:00:00Z' }, now),
    ).toBe(false);
    const later = new Date('2026-09-01T09:00:00Z');
    expect(
      passCoversSlot(anytime, { slotType: 'DELIVERY', start: '2026-09-01T10:00:00Z' }, later),
    ).toBe(false);
  });

  it('a midweek pass covers Tuesday to Thursday by the London day', () => {
    // Tuesday 14, Thursday 16, Friday 17, Monday 13 April 2026.
    const at = (start: string) => passCoversSlot(midweek, { slotType: 'DELIVERY', start }, now);
    expect(at('2026-04-14T07:00:00Z')).toBe(true);
    expect(at('2026-04-16T19:00:00Z')).toBe(true);
    expect(at('2026-04-17T07:00:00Z')).toBe(false);
    expect(at('2026-04-13T12:00:00Z')).toBe(false);
    // 23:30 UTC on Monday 13 April is 00:30 BST on Tuesday 14 in London.
    expect(at('2026-04-13T23:30:00Z')).toBe(true);
    // 23:30 UTC on Thursday 16 April is Friday in London.
    expect(at('2026-04-16T23:30:00Z')).toBe(false);
  });

  it('reads midweek in winter time too', () => {
    expect(isMidweek(new Date('2026-01-06T23:59:00Z'))).toBe(true); // Tuesday, GMT
    expect(isMidweek(new Date('2026-01-08T23:59:00Z'))).toBe(true); // Thursday, GMT
    expect(isMidweek(new Date('2026-01-09T00:00:00Z'))).toBe(false); // Friday
  });

  it('ends a period on the same London wall-clock time across the clock change', () => {
    // 09:00 GMT on 1 March is 09:00 in London; 6 months on is 09:00 BST (08:00Z).
    expect(passPeriodEnd(new Date('2026-03-01T09:00:00Z'), 6).toISOString()).toBe(
      '2026-09-01T08:00:00.000Z',
    );
    // 31 January + 1 month is the last of February.
    expect(passPeriodEnd(new Date('2026-01-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
  });

  it('status: unknown when signed out, active with a pass, available without one', () => {
    expect(deliveryPassStatusOf(anytime, false, now)).toBe('unknown');
    expect(deliveryPassStatusOf(anytime, true, now)).toBe('active');
    expect(deliveryPassStatusOf(null, true, now)).toBe('available');
    expect(deliveryPassStatusOf(anytime, true, new Date('2026-10-01T00:00:00Z'))).toBe('available');
  });

  it('renews three days before expiry, for the next period of the plan', () => {
    expect(renewalRunAt(new Date('2026-09-01T09:00:00Z'), now).toISOString()).toBe(
      '2026-08-29T09:00:00.000Z',
    );
    const late = new Date('2026-08-31T00:00:00Z');
    expect(renewalRunAt(new Date('2026-09-01T09:00:00Z'), late)).toEqual(late);
    const next = renewedPeriod({ ...anytime, plan: 'ANYTIME_12' });
    expect(next.startsAt.toISOString()).toBe('2026-09-01T09:00:00.000Z');
    expect(next.expiresAt.toISOString()).toBe('2027-09-01T09:00:00.000Z');
  });

  it('lists the plans with their configured prices', () => {
    const plans = pricedPlans({ ANYTIME_6: 3900, ANYTIME_12: 6900, MIDWEEK_6: 2500 });
    expect(plans.map((plan) => [plan.id, plan.pricePence])).toEqual([
      ['ANYTIME_6', 3900],
      ['ANYTIME_12', 6900],
      ['MIDWEEK_6', 2500],
    ]);
    expect(isDeliveryPassPlanId('MIDWEEK_6')).toBe(true);
    expect(isDeliveryPassPlanId('FOREVER')).toBe(false);
  });
});
