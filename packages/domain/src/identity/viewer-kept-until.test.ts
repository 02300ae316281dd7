import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ViewerSlot } from '../slot-booking/viewer-slot.ts';
import { londonIsoDate } from '../time/london-date.ts';
import { VIEWER_KEPT_MAX_MS, viewerKeptUntil } from './viewer-kept-until.ts';

const slot = (status: ViewerSlot['status'], slotExpiryTime: string): ViewerSlot => ({
  slotType: 'GROCERY_COLLECTION',
  branchId: 1,
  addressId: -1,
  startDateTime: '2030-06-03T09:00:00.000Z',
  endDateTime: '2030-06-03T10:00:00.000Z',
  slotExpiryTime,
  status,
  place: 'Reading',
});

describe('viewerKeptUntil', () => {
  const noon = new Date('2030-06-01T11:00:00Z');

  it('keeps a viewer at most VIEWER_KEPT_MAX_MS', () => {
    expect(viewerKeptUntil({ slot: null }, noon).getTime()).toBe(
      noon.getTime() + VIEWER_KEPT_MAX_MS,
    );
  });

  it('never past an unconfirmed hold running out, a confirmed slot has none', () => {
    const expiry = '2030-06-01T11:00:10.000Z';
    expect(viewerKeptUntil({ slot: slot('UNCONFIRMED', expiry) }, noon).toISOString()).toBe(expiry);
    expect(viewerKeptUntil({ slot: slot('CONFIRMED', expiry) }, noon).getTime()).toBe(
      noon.getTime() + VIEWER_KEPT_MAX_MS,
    );
    // A hold that ran out already, or an expiry that cannot be read: not kept at all.
    expect(viewerKeptUntil({ slot: slot('UNCONFIRMED', 'soon') }, noon)).toEqual(noon);
  });

  it('never past London midnight: 23:00 UTC in summer', () => {
    const late = new Date('2030-06-01T22:59:50Z');
    expect(viewerKeptUntil({ slot: null }, late).toISOString()).toBe('2030-06-01T23:00:00.000Z');
  });

  it('proves for any instant and hold that the kept viewer ends no later than each bound, and on the London day it was worked out', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: -60_000, max: 3_600_000 }),
        fc.constantFrom<ViewerSlot['status']>('UNCONFIRMED', 'CONFIRMED'),
        (at, holdMs, status) => {
          const expiry = new Date(at.getTime() + holdMs);
          const until = viewerKeptUntil({ slot: slot(status, expiry.toISOString()) }, at);
          expect(until.getTime()).toBeLessThanOrEqual(at.getTime() + VIEWER_KEPT_MAX_MS);
          if (status === 'UNCONFIRMED') {
            expect(until.getTime()).toBeLessThanOrEqual(Math.max(expiry.getTime(), at.getTime()));
          }
          if (until.getTime() > at.getTime()) {
            expect(londonIsoDate(new Date(until.getTime() - 1))).toBe(londonIsoDate(at));
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
