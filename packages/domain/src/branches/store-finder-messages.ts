import { invalidField, mustBeNoMoreThan, pleaseEnterYour } from '../validation/messages.ts';
import type { StoreOrigin } from './store-location.ts';

/**
 * Find a store's texts (decision 0075), apart from the rules so the storefront's pages load
 * them without the postcode schema.
 */

/** The field's name in the catalogue's messages ('Please enter your postcode or town'). */
export const STORE_LOCATION_FIELD = 'postcode or town';
export const MAX_STORE_LOCATION_LENGTH = 60;

export const STORE_LOCATION_REQUIRED = pleaseEnterYour(STORE_LOCATION_FIELD);
export const STORE_LOCATION_INVALID = invalidField(STORE_LOCATION_FIELD);
export const STORE_LOCATION_TOO_LONG = mustBeNoMoreThan(MAX_STORE_LOCATION_LENGTH);

/** The line under the results saying where distances are measured from. */
export function originNote(origin: StoreOrigin): string {
  switch (origin.precision) {
    case 'district':
      return `Distances are in a straight line from the ${origin.outward} postcode district.`;
    case 'area':
      return `Distances are in a straight line from ${origin.postTown}, in the middle of the ${origin.area} postcode area.`;
    case 'place':
      return `Distances are in a straight line from ${origin.label}.`;
  }
}

/** What the page says when a place name matches nothing. */
export const noPlaceFound = (text: string): string =>
  `We couldn't find a place called ‘${text}’. Try a postcode, such as RG1 4AB, or a town.`;
