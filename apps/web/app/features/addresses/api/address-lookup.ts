import type {
  AddressSuggestion,
  SuggestedAddress,
} from '@grocer/server/contexts/addresses/addresses.contract';
import { fetchJson } from '../../../lib/client-fetch.ts';

/** The storefront's own lookup resource (routes/resources.address-lookup.ts). */
export const ADDRESS_LOOKUP_PATH = '/ecom/resources/address-lookup';

export type SuggestionsAnswer =
  | { outcome: 'ok'; suggestions: AddressSuggestion[] }
  | { outcome: 'unavailable' };

export type SuggestedAddressAnswer =
  | { outcome: 'ok'; address: SuggestedAddress | null }
  | { outcome: 'unavailable' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSuggestion(value: unknown): value is AddressSuggestion {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.label === 'string' &&
    typeof value.description === 'string' &&
    (value.type === 'ADDRESS' || value.type === 'RESULT_SET')
  );
}

const ADDRESS_TEXT_FIELDS = ['line1', 'line2', 'line3', 'town', 'region', 'postalCode'] as const;

function isSuggestedAddress(value: unknown): value is SuggestedAddress {
  return (
    isRecord(value) &&
    value.country === 'GB' &&
    ADDRESS_TEXT_FIELDS.every((field) => typeof value[field] === 'string')
  );
}

/** Suggestions for `text` (inside `container`, a RESULT_SET, when given). */
export async function fetchAddressSuggestions(
  text: string,
  container: string | null,
  signal?: AbortSignal,
): Promise<SuggestionsAnswer> {
  const params = new URLSearchParams({ postcode: text });
  if (container) params.set('container', container);
  const body = await fetchJson<unknown>(`${ADDRESS_LOOKUP_PATH}?${params}`, {
    ...(signal ? { signal } : {}),
  });
  if (isRecord(body) && body.outcome === 'ok' && Array.isArray(body.suggestions)) {
    return { outcome: 'ok', suggestions: body.suggestions.filter(isSuggestion) };
  }
  return { outcome: 'unavailable' };
}

/** The address a suggestion of type ADDRESS stands for. */
export async function fetchSuggestedAddress(
  suggestionId: string,
  signal?: AbortSignal,
): Promise<SuggestedAddressAnswer> {
  const params = new URLSearchParams({ suggestion: suggestionId });
  const body = await fetchJson<unknown>(`${ADDRESS_LOOKUP_PATH}?${params}`, {
    ...(signal ? { signal } : {}),
  });
  if (isRecord(body) && body.outcome === 'ok') {
    return {
      outcome: 'ok',
      address: isSuggestedAddress(body.address) ? body.address : null,
    };
  }
  return { outcome: 'unavailable' };
}
