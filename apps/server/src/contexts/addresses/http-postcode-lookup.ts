import { isCountryCode } from '@grocer/domain/address/address';
import { z } from 'zod';
import type {
  AddressSuggestion,
  PostcodeLookupProvider,
  SuggestedAddress,
} from './addresses.contract.ts';

/**
 * A real lookup service of the find/retrieve kind (Loqate's Capture Interactive and services
 * shaped like it; decision 0027): `Find` takes a text and an optional container and answers
 * `{Items: [{Id, Type, Text, Description}]}`, where any Type but `Address` is a group to
 * expand; `Retrieve` takes an Id and answers `{Items: [{Line1, Line2, Line3, City,
 * ProvinceName, PostalCode, CountryIso2, DomesticId}]}`. An item with `Error` is the service
 * refusing (a bad key, no credit): that is a failure, never "no addresses". Vendor shapes stop
 * here; the rest of the shop sees the contract's suggestions.
 */

export const FIND_PATH = 'Find/v1.10/json3.ws';
export const RETRIEVE_PATH = 'Retrieve/v1.2/json3.ws';

export class PostcodeLookupError extends Error {
  override name = 'PostcodeLookupError';
}

const text = z.string().max(500).catch('');
const errorItem = z.object({ Error: z.union([z.string(), z.number()]), Description: text });

const findAnswer = z.object({
  Items: z
    .array(
      z.union([
        errorItem,
        z.object({
          Id: z.string().min(1).max(200),
          Type: z.string().max(50),
          Text: text,
          Description: text,
        }),
      ]),
    )
    .max(1_000),
});

const retrieveAnswer = z.object({
  Items: z
    .array(
      z.union([
        errorItem,
        z.object({
          Line1: text.default(''),
          Line2: text.default(''),
          Line3: text.default(''),
          City: text.default(''),
          ProvinceName: text.default(''),
          Province: text.default(''),
          PostalCode: text.default(''),
          CountryIso2: text.default('GB'),
          DomesticId: text.default(''),
        }),
      ]),
    )
    .max(20),
});

export interface HttpPostcodeLookupOptions {
  /** The service's base, e.g. `https://api.addressy.com/Capture/Interactive/`. */
  url: string;
  key: string | undefined;
  /** Injected in tests only to count calls; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export function createHttpPostcodeLookup(
  options: HttpPostcodeLookupOptions,
): PostcodeLookupProvider {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const fetcher = options.fetch ?? fetch;

  async function call(
    path: string,
    params: Record<string, string | undefined>,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const url = new URL(path, base);
    if (options.key !== undefined) url.searchParams.set('Key', options.key);
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    const response = await fetcher(url, {
      headers: { accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) {
      throw new PostcodeLookupError(`lookup answered ${response.status} to ${path}`);
    }
    return response.json();
  }

  function refused(items: readonly object[]): void {
    const error = items.find((item) => 'Error' in item) as
      | { Error: string | number; Description: string }
      | undefined;
    if (error) {
      throw new PostcodeLookupError(`lookup refused: ${error.Error} ${error.Description}`);
    }
  }

  return {
    async find(searchText, { container, signal } = {}) {
      const parsed = findAnswer.safeParse(
        await call(
          FIND_PATH,
          { Text: searchText, Container: container, Countries: 'GB', Limit: '100' },
          signal,
        ),
      );
      if (!parsed.success) throw new PostcodeLookupError('lookup answered an unknown shape');
      refused(parsed.data.Items);
      return parsed.data.Items.flatMap((item): AddressSuggestion[] =>
        'Id' in item
          ? [
              {
                id: item.Id,
                label: item.Text,
                description: item.Description,
                type: item.Type === 'Address' ? 'ADDRESS' : 'RESULT_SET',
              },
            ]
          : [],
      );
    },

    async retrieve(suggestionId, { signal } = {}) {
      const parsed = retrieveAnswer.safeParse(
        await call(RETRIEVE_PATH, { Id: suggestionId }, signal),
      );
      if (!parsed.success) throw new PostcodeLookupError('lookup answered an unknown shape');
      refused(parsed.data.Items);
      const [item] = parsed.data.Items;
      if (!item || !('Line1' in item)) return null;
      const country = item.CountryIso2.toUpperCase();
      const address: SuggestedAddress = {
        line1: item.Line1,
        line2: item.Line2,
        line3: item.Line3,
        town: item.City,
        region: item.ProvinceName || item.Province,
        country: isCountryCode(country) ? country : 'GB',
        postalCode: item.PostalCode,
        uniqueDomesticAddressReferenceNumber: item.DomesticId === '' ? null : item.DomesticId,
      };
      return address;
    },
  };
}
