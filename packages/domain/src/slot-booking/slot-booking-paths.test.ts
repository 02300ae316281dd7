import { describe, expect, it } from 'vitest';
import {
  bookingCollectionRewrite,
  campaignOfVariant,
  collectionPageOf,
  collectionPagePath,
  deliveryGridPath,
  gridPathOfSlotType,
  serviceSelectionPath,
  slotPageVariantOf,
  slotTypeOfCollectionService,
  trolleyFulfilmentMix,
} from './slot-booking-paths.ts';

describe('what the trolley holds, for collection', () => {
  it('tells groceries, entertaining and both apart by product type', () => {
    expect(trolleyFulfilmentMix(['G', 'W'])).toBe('GROCERIES');
    expect(trolleyFulfilmentMix(['E', 'L'])).toBe('ENTERTAINING');
    expect(trolleyFulfilmentMix(['G', 'L'])).toBe('GROCERIES_AND_ENTERTAINING');
  });

  it('has none for an empty trolley or products of no known type', () => {
    expect(trolleyFulfilmentMix([])).toBeNull();
    expect(trolleyFulfilmentMix([null, undefined, 'X'])).toBeNull();
  });
});

describe('the generic booking-collection route', () => {
  it('goes to the collection grid for what the trolley holds', () => {
    expect(bookingCollectionRewrite('', '', 'GROCERIES')).toBe('/bookslot/collection/groceries');
    expect(bookingCollectionRewrite('', '', 'ENTERTAINING')).toBe(
      '/bookslot/collection/entertaining',
    );
    expect(bookingCollectionRewrite('/', '', 'GROCERIES_AND_ENTERTAINING')).toBe(
      '/bookslot/collection/groceriesandentertaining',
    );
  });

  it('keeps a trailing christmas segment and the query', () => {
    expect(
      bookingCollectionRewrite('christmas', '?branchId=651&from=2026-12-20', 'GROCERIES'),
    ).toBe('/bookslot/collection/groceries/christmas?branchId=651&from=2026-12-20');
    expect(bookingCollectionRewrite('Christmas/', 'utm=x', 'ENTERTAINING')).toBe(
      '/bookslot/collection/entertaining/christmas?utm=x',
    );
  });

  it('goes to the plain collection page when the trolley says nothing', () => {
    expect(bookingCollectionRewrite('', '?', null)).toBe('/bookslot/collection/select-service');
    expect(bookingCollectionRewrite('christmas', '?a=1', null)).toBe(
      '/bookslot/collection/select-service/christmas?a=1',
    );
  });

  it('is not the generic route for any other segment', () => {
    expect(bookingCollectionRewrite('easter', '', 'GROCERIES')).toBeNull();
    expect(bookingCollectionRewrite('groceries/christmas', '', 'GROCERIES')).toBeNull();
  });
});

describe('slot page paths', () => {
  it('reads variants and campaigns', () => {
    expect(slotPageVariantOf(undefined)).toBeUndefined();
    expect(slotPageVariantOf('Christmas')).toBe('christmas');
    expect(slotPageVariantOf('newyear')).toBe('newyear');
    expect(slotPageVariantOf('halloween')).toBeNull();
    expect(campaignOfVariant('easter')).toBe('easter');
    expect(campaignOfVariant('thanksgiving')).toBeNull();
    expect(collectionPageOf('GROCERIES')).toBe('groceries');
    expect(collectionPageOf('snacks')).toBeNull();
  });

  it('builds each page with its variant; service selection keeps campaigns only', () => {
    expect(serviceSelectionPath()).toBe('/service-selection');
    expect(serviceSelectionPath('easter')).toBe('/service-selection/easter');
    expect(serviceSelectionPath('newyear')).toBe('/service-selection');
    expect(deliveryGridPath('thanksgiving')).toBe('/bookslot/delivery/thanksgiving');
    expect(collectionPagePath('select-service', 'christmas')).toBe(
      '/bookslot/collection/select-service/christmas',
    );
  });

  it('books groceries with entertaining in a grocery collection slot', () => {
    expect(slotTypeOfCollectionService('groceries')).toBe('GROCERY_COLLECTION');
    expect(slotTypeOfCollectionService('groceriesandentertaining')).toBe('GROCERY_COLLECTION');
    expect(slotTypeOfCollectionService('entertaining')).toBe('ENTERTAINING_COLLECTION');
  });

  it('leads from a booked slot to the grid of its type', () => {
    expect(gridPathOfSlotType('DELIVERY')).toBe('/bookslot/delivery');
    expect(gridPathOfSlotType('ENTERTAINING_COLLECTION')).toBe('/bookslot/collection/entertaining');
    expect(gridPathOfSlotType('UNDEFINED')).toBe('/service-selection');
  });
});
