import { ANONYMOUS_VIEWER, type Viewer } from '@grocer/domain/identity/viewer';
import { VIEWER_KEPT_MAX_MS } from '@grocer/domain/identity/viewer-kept-until';
import { describe, expect, it } from 'vitest';
import { StampedViewers } from './stamped-viewers.ts';

const viewerOf = (firstName: string, slot: Viewer['slot'] = null): Viewer => ({
  ...ANONYMOUS_VIEWER,
  signedIn: true,
  firstName,
  slot,
  slotBooked: slot !== null,
});

describe('viewers kept under the customer’s write stamp', () => {
  it('proves a viewer is given again only to its session, under the stamp it was kept with, and for at most 30 s', async () => {
    let now = new Date('2090-06-01T10:00:00.000Z');
    const kept = new StampedViewers(() => now);
    let worked = 0;
    const workOut = (name: string) => async () => {
      worked += 1;
      return viewerOf(name);
    };
    const first = await kept.answer('a', '7', workOut('Ann'));
    expect(first.firstName).toBe('Ann');
    // Held: the same object, frozen, not worked out again.
    expect(await kept.answer('a', '7', workOut('Other'))).toBe(first);
    expect(Object.isFrozen(first.trolley)).toBe(true);
    expect(worked).toBe(1);
    // Another session has its own.
    expect((await kept.answer('b', '7', workOut('Bob'))).firstName).toBe('Bob');
    // The stamp moved (the customer wrote something): worked out again.
    expect((await kept.answer('a', '8', workOut('Ann 2'))).firstName).toBe('Ann 2');
    // Just under the longest keep: held; at it: worked out again.
    now = new Date(now.getTime() + VIEWER_KEPT_MAX_MS - 1);
    expect((await kept.answer('a', '8', workOut('Ann 3'))).firstName).toBe('Ann 2');
    now = new Date(now.getTime() + 1);
    expect((await kept.answer('a', '8', workOut('Ann 3'))).firstName).toBe('Ann 3');
    // A clock set back: worked out again.
    now = new Date(now.getTime() - 1_000);
    expect((await kept.answer('a', '8', workOut('Ann 4'))).firstName).toBe('Ann 4');
  });

  it('proves a held slot leaves with its hold: the viewer is not kept past the hold’s expiry', async () => {
    let now = new Date('2090-06-01T10:00:00.000Z');
    const kept = new StampedViewers(() => now);
    const slot = {
      slotType: 'GROCERY_COLLECTION' as const,
      branchId: 1,
      addressId: -1,
      startDateTime: '2090-06-02T10:00:00.000Z',
      endDateTime: '2090-06-02T11:00:00.000Z',
      slotExpiryTime: '2090-06-01T10:00:05.000Z',
      status: 'UNCONFIRMED' as const,
      place: 'Reading',
    };
    await kept.answer('a', '1', async () => viewerOf('Ann', slot));
    now = new Date('2090-06-01T10:00:04.999Z');
    expect((await kept.answer('a', '1', async () => viewerOf('Ann'))).slot).toEqual(slot);
    now = new Date('2090-06-01T10:00:05.000Z');
    expect((await kept.answer('a', '1', async () => viewerOf('Ann'))).slot).toBeNull();
  });

  it('proves an anonymous answer is never kept, and the oldest session goes first when full', async () => {
    const now = new Date('2090-06-01T10:00:00.000Z');
    const kept = new StampedViewers(() => now, 2);
    expect(await kept.answer('ended', '1', async () => ANONYMOUS_VIEWER)).toBe(ANONYMOUS_VIEWER);
    expect(kept.size).toBe(0);
    // After an anonymous answer, a signed-in one is worked out, not the anonymous one given.
    expect((await kept.answer('ended', '1', async () => viewerOf('Eve'))).firstName).toBe('Eve');
    await kept.answer('b', '1', async () => viewerOf('Bob'));
    await kept.answer('c', '1', async () => viewerOf('Cat'));
    expect(kept.size).toBe(2);
    expect((await kept.answer('ended', '1', async () => viewerOf('Eve 2'))).firstName).toBe(
      'Eve 2',
    );
    expect((await kept.answer('c', '1', async () => viewerOf('Cat 2'))).firstName).toBe('Cat');
  });
});
