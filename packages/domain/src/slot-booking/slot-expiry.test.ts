import { describe, expect, it } from 'vitest';
import {
  nextExpiryCheckMs,
  SLOT_EXPIRY_CHECK_MS,
  slotExpiryNotice,
  slotTimerRuns,
  timeLeftText,
} from './slot-expiry.ts';

const at = (iso: string) => new Date(iso);
const reserved = (expiresAt: string, now: string) =>
  slotExpiryNotice({ expiresAt, status: 'UNCONFIRMED', now: at(now) });

describe('slot expiry notices', () => {
  it('says nothing while more than 100 minutes are left', () => {
    expect(reserved('2026-11-24T12:00:00Z', '2026-11-24T10:19:00Z')).toEqual({ kind: 'none' });
  });

  it('gives the info notice from 100 minutes left, with the time left', () => {
    expect(reserved('2026-11-24T12:00:00Z', '2026-11-24T10:20:00Z')).toEqual({
      kind: 'info',
      minutesLeft: 100,
    });
    expect(reserved('2026-11-24T12:00:00Z', '2026-11-24T11:29:00Z')).toEqual({
      kind: 'info',
      minutesLeft: 31,
    });
  });

  it('warns from 30 minutes left, rounding part of a minute up', () => {
    expect(reserved('2026-11-24T12:00:00Z', '2026-11-24T11:30:00Z')).toEqual({
      kind: 'warning',
      minutesLeft: 30,
    });
    expect(reserved('2026-11-24T12:00:00Z', '2026-11-24T11:59:30Z')).toEqual({
      kind: 'warning',
      minutesLeft: 1,
    });
  });

  it('has expired at the expiry time and after', () => {
    expect(reserved('2026-11-24T12:00:00Z', '2026-11-24T12:00:00Z')).toEqual({ kind: 'expired' });
    expect(reserved('2026-11-24T12:00:00Z', '2026-11-25T08:00:00Z')).toEqual({ kind: 'expired' });
    expect(
      slotExpiryNotice({ expiresAt: '2099-01-01T00:00:00Z', status: 'EXPIRED', now: new Date() }),
    ).toEqual({ kind: 'expired' });
  });

  it('counts real minutes across the clock change, not wall-clock ones', () => {
    // 25 October 2026: 01:30 BST (00:30Z) to 01:30 GMT (01:30Z) is one hour, though the clock
    // reads the same.
    expect(reserved('2026-10-25T01:30:00Z', '2026-10-25T00:30:00Z')).toEqual({
      kind: 'info',
      minutesLeft: 60,
    });
    // 29 March 2026: 00:50 GMT to 02:10 BST is 20 minutes.
    expect(reserved('2026-03-29T01:10:00Z', '2026-03-29T00:50:00Z')).toEqual({
      kind: 'warning',
      minutesLeft: 20,
    });
  });

  it('never runs out a confirmed or cancelled slot, or one it cannot date', () => {
    for (const status of ['CONFIRMED', 'CANCELLED'] as const) {
      expect(
        slotExpiryNotice({
          expiresAt: '2026-11-24T12:00:00Z',
          status,
          now: at('2026-11-24T13:00:00Z'),
        }),
      ).toEqual({ kind: 'none' });
    }
    expect(reserved('whenever', '2026-11-24T13:00:00Z')).toEqual({ kind: 'none' });
  });

  it('checks again at the next whole minute left, at most a minute away', () => {
    expect(nextExpiryCheckMs('2026-11-24T12:00:00Z', at('2026-11-24T11:00:00Z'))).toBe(
      SLOT_EXPIRY_CHECK_MS,
    );
    expect(nextExpiryCheckMs('2026-11-24T12:00:00Z', at('2026-11-24T11:00:20Z'))).toBe(40_000);
    expect(nextExpiryCheckMs('2026-11-24T12:00:00Z', at('2026-11-24T12:05:00Z'))).toBe(
      SLOT_EXPIRY_CHECK_MS,
    );
  });
});

describe('where the slot timer runs', () => {
  it('runs on shopping pages', () => {
    for (const path of ['/ecom', '/ecom/shop/trolley', '/shop/browse/groceries', '/checkouts']) {
      expect(slotTimerRuns(path, false)).toBe(true);
    }
  });

  it('is skipped on checkout and interstitial pages', () => {
    for (const path of [
      '/ecom/checkout',
      '/ecom/checkout/payment',
      '/interstitials/2',
      '/ecom/beforeYouGo',
      '/ecom/beforeYouGo/missed-offers',
    ]) {
      expect(slotTimerRuns(path, false)).toBe(false);
    }
  });

  it('is skipped while an order is amended', () => {
    expect(slotTimerRuns('/ecom/shop/trolley', true)).toBe(false);
  });
});

describe('time left', () => {
  it('reads in hours and minutes', () => {
    expect(timeLeftText(100)).toBe('1 hour 40 minutes');
    expect(timeLeftText(120)).toBe('2 hours');
    expect(timeLeftText(61)).toBe('1 hour 1 minute');
    expect(timeLeftText(30)).toBe('30 minutes');
    expect(timeLeftText(1)).toBe('1 minute');
    expect(timeLeftText(0)).toBe('0 minutes');
  });
});
