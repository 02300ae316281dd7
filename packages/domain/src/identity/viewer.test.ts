import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from './identity.ts';
import {
  ANONYMOUS_VIEWER,
  type DeliveryPassStatus,
  showsDeliveryPass,
  viewerOf,
} from './viewer.ts';

describe('viewer', () => {
  it('proves an identity that is not signed in is the anonymous viewer, whatever facts are passed', () => {
    fc.assert(
      fc.property(fc.integer({ max: 0 }), fc.string(), (customerId, firstName) => {
        const viewer = viewerOf(
          { customerId, principalId: 3 },
          { firstName, slotBooked: true, favourites: ['100001'] },
        );
        expect(viewer).toEqual(ANONYMOUS_VIEWER);
      }),
    );
    expect(viewerOf(ANONYMOUS, { firstName: 'Jane' }).firstName).toBeNull();
  });

  it('proves a signed-in shopper is shown with their first name, and staff sign-on is told apart', () => {
    const shopper = viewerOf({ customerId: 7, principalId: 7 }, { firstName: 'Jane' });
    expect(shopper).toMatchObject({ signedIn: true, firstName: 'Jane', staffSignOn: false });
    const staff = viewerOf({ customerId: 7, principalId: 3 }, { firstName: 'Jane' });
    expect(staff).toMatchObject({ signedIn: true, firstName: 'Jane', staffSignOn: true });
  });

  it("proves a signed-in shopper's favourites are carried as their line numbers, none by default", () => {
    const shopper = viewerOf(
      { customerId: 7, principalId: 7 },
      { firstName: 'Jane', favourites: ['100002', '100001'] },
    );
    expect(new Set(shopper.favourites)).toEqual(new Set(['100001', '100002']));
    expect(viewerOf({ customerId: 7, principalId: 7 }, { firstName: 'Jane' }).favourites).toEqual(
      [],
    );
    expect(ANONYMOUS_VIEWER.favourites).toEqual([]);
  });

  it('proves the Delivery Pass link shows only for an active or available pass', () => {
    const statuses: DeliveryPassStatus[] = [
      'unknown',
      'active',
      'available',
      'expired',
      'cancelled',
    ];
    expect(statuses.filter(showsDeliveryPass)).toEqual(['active', 'available']);
  });
});
