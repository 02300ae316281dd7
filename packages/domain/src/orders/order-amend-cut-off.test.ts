import { describe, expect, it } from 'vitest';
import {
  amendCutOffAlert,
  amendCutOffOutcome,
  amendCutOffStaffNote,
  needsStaff,
} from './order-amend-cut-off.ts';
import { AMEND_CUT_OFF_MESSAGES as M } from './order-messages.ts';

const now = new Date('2030-03-06T23:46:00Z');
const later = '2030-03-07T01:00:00Z';
const earlier = '2030-03-06T23:00:00Z';

describe('amendCutOffOutcome', () => {
  it('keeps a slot held while amending whose hold has not lapsed', () => {
    expect(amendCutOffOutcome({ status: 'UNCONFIRMED', slotExpiryTime: later }, now)).toBe(
      'held-slot',
    );
  });

  it('keeps a held slot already confirmed (a resolution that ran before)', () => {
    expect(amendCutOffOutcome({ status: 'CONFIRMED', slotExpiryTime: earlier }, now)).toBe(
      'held-slot',
    );
  });

  it('sets the order aside when the hold lapsed, at its expiry or before', () => {
    expect(amendCutOffOutcome({ status: 'UNCONFIRMED', slotExpiryTime: earlier }, now)).toBe(
      'set-aside',
    );
    expect(
      amendCutOffOutcome({ status: 'UNCONFIRMED', slotExpiryTime: now.toISOString() }, now),
    ).toBe('set-aside');
    expect(amendCutOffOutcome({ status: 'EXPIRED', slotExpiryTime: later }, now)).toBe('set-aside');
  });

  it('sets the order aside when it holds no slot at all', () => {
    expect(amendCutOffOutcome(null, now)).toBe('set-aside');
  });
});

describe('amendCutOffAlert', () => {
  it('tells the shopper of the held slot until the order is delivered', () => {
    for (const status of ['PLACED', 'FULFIL', 'PICKED', 'PAYMENT_FAILED'] as const)
      expect(amendCutOffAlert('held-slot', status)).toBe(M.SHOPPER_HELD_SLOT);
    for (const status of ['COMPLETED', 'PAID', 'CANCELLED'] as const)
      expect(amendCutOffAlert('held-slot', status)).toBeNull();
  });

  it('asks the shopper to contact us while a set-aside order waits in PLACED', () => {
    expect(amendCutOffAlert('set-aside', 'PLACED')).toBe(M.SHOPPER_SET_ASIDE);
    expect(amendCutOffAlert('set-aside', 'FULFIL')).toBeNull();
    expect(amendCutOffAlert('set-aside', 'CANCELLED')).toBeNull();
  });
});

describe('staff', () => {
  it('flags only a set-aside order still PLACED as needing staff', () => {
    expect(needsStaff('set-aside', 'PLACED')).toBe(true);
    expect(needsStaff('set-aside', 'FULFIL')).toBe(false);
    expect(needsStaff('held-slot', 'PLACED')).toBe(false);
  });

  it('says what happened for each outcome', () => {
    expect(amendCutOffStaffNote('held-slot')).toBe(M.STAFF_HELD_SLOT);
    expect(amendCutOffStaffNote('set-aside')).toBe(M.STAFF_SET_ASIDE);
  });
});
