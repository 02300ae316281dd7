import {
  type DemoHouse,
  type DemoStreet,
  demoAreas,
  demoPostcodes,
  demoStreet,
} from '@grocer/db/demo/uk-addresses';
import { formatUkPostcode } from '@grocer/domain/validation/postcode.schema';
import type {
  AddressSuggestion,
  PostcodeLookupProvider,
  SuggestedAddress,
} from './addresses.contract.ts';

/**
 * The postcode lookup `npm start` uses with no lookup service configured (decision 0027): the
 * invented streets of the demo branches' districts (packages/db/src/demo/uk-addresses.ts).
 * - a full postcode ('RG1 4AB', any case or spacing) gives its houses, narrowed by any words
 *   after it ('RG1 4AB 12');
 * - a district or sector ('RG1', 'RG1 4') gives one RESULT_SET per street, which `container`
 *   expands to the houses;
 * - other words ('acacia reading') match street and town names.
 * Ids: `DEMO|RG14AB` for a street, `DEMO|RG14AB|3` for a house.
 */

const PREFIX = 'DEMO';
/** As many as a real lookup returns at once. */
const MAX_SUGGESTIONS = 100;
const DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const SECTOR = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]?)$/;

const compact = (postcode: string) => postcode.replace(/\s+/g, '');

function houseLabel(house: DemoHouse): string {
  return [house.line1, house.line2].filter((line) => line !== '').join(', ');
}

function houseSuggestion(street: DemoStreet, house: DemoHouse): AddressSuggestion {
  return {
    id: `${PREFIX}|${compact(street.postcode)}|${house.index}`,
    label: houseLabel(house),
    description: `${street.town}, ${street.postcode}`,
    type: 'ADDRESS',
  };
}

function streetSuggestion(street: DemoStreet): AddressSuggestion {
  return {
    id: `${PREFIX}|${compact(street.postcode)}`,
    label: street.street,
    description: `${street.town}, ${street.postcode} - ${street.houses.length} addresses`,
    type: 'RESULT_SET',
  };
}

function housesOf(street: DemoStreet, words: readonly string[]): AddressSuggestion[] {
  return street.houses
    .filter((house) => {
      const label = houseLabel(house).toLowerCase();
      return words.every((word) => label.includes(word));
    })
    .map((house) => houseSuggestion(street, house));
}

/** A postcode at the start of the text, written with or without its space, and what follows. */
function leadingPostcode(tokens: readonly string[]): { postcode: string; rest: string[] } | null {
  const [first = '', second = ''] = tokens;
  const joined = formatUkPostcode(`${first}${second}`);
  if (joined !== null && second !== '') return { postcode: joined, rest: tokens.slice(2) };
  const single = formatUkPostcode(first);
  if (single !== null) return { postcode: single, rest: tokens.slice(1) };
  return null;
}

function streetsOf(postcodes: readonly string[]): DemoStreet[] {
  return postcodes.flatMap((postcode) => {
    const street = demoStreet(postcode);
    return street ? [street] : [];
  });
}

export function createBuiltInPostcodeLookup(): PostcodeLookupProvider {
  return {
    async find(text, options = {}) {
      if (options.container !== undefined) {
        const [prefix, postcode = '', extra] = options.container.split('|');
        const street = prefix === PREFIX && extra === undefined ? demoStreet(postcode) : null;
        return street ? housesOf(street, []) : [];
      }
      const normalised = text.trim().toUpperCase().replace(/\s+/g, ' ');
      const tokens = normalised.split(' ').filter((token) => token !== '');

      const full = leadingPostcode(tokens);
      if (full) {
        const street = demoStreet(full.postcode);
        const words = full.rest.map((word) => word.toLowerCase());
        return street ? housesOf(street, words).slice(0, MAX_SUGGESTIONS) : [];
      }
      if (DISTRICT.test(normalised)) {
        return streetsOf(demoPostcodes(normalised)).map(streetSuggestion);
      }
      const sector = SECTOR.exec(normalised);
      if (sector) {
        const [, district = '', inwardStart = ''] = sector;
        const prefix = `${district} ${inwardStart}`;
        return streetsOf(demoPostcodes(district).filter((unit) => unit.startsWith(prefix))).map(
          streetSuggestion,
        );
      }
      const words = tokens.map((token) => token.toLowerCase()).filter((word) => word.length > 1);
      if (words.length === 0 || normalised.length < 3) return [];
      const matches: AddressSuggestion[] = [];
      for (const area of demoAreas().values()) {
        for (const street of streetsOf(demoPostcodes(area.district))) {
          const haystack = `${street.street} ${street.town} ${street.postcode}`.toLowerCase();
          if (words.every((word) => haystack.includes(word)))
            matches.push(streetSuggestion(street));
          if (matches.length >= MAX_SUGGESTIONS) return matches;
        }
      }
      return matches;
    },

    async retrieve(suggestionId) {
      const [prefix, postcode = '', index = '', extra] = suggestionId.split('|');
      if (prefix !== PREFIX || extra !== undefined || !/^\d{1,3}$/.test(index)) return null;
      const street = demoStreet(postcode);
      const house = street?.houses[Number(index)];
      if (!house) return null;
      const address: SuggestedAddress = {
        line1: house.line1,
        line2: house.line2,
        line3: house.line3,
        town: house.town,
        region: house.region,
        country: 'GB',
        postalCode: house.postalCode,
        uniqueDomesticAddressReferenceNumber: house.udprn,
      };
      return address;
    },
  };
}
