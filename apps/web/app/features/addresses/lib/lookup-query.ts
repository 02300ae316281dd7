import {
  ADDRESS_LOOKUP_LIMITS,
  addressLookupQuerySchema,
  suggestionIdSchema,
} from '@grocer/domain/address/address-lookup.schema';

/**
 * What the postcode lookup is asked (the resource route and the no-JavaScript add and edit
 * pages read the same query): a search text, optionally inside a RESULT_SET `container`, or one
 * `suggestion` to fill the form with. Anything else is no lookup at all.
 */
export const LOOKUP_TEXT_MAX = ADDRESS_LOOKUP_LIMITS.text;

const lookupTextSchema = addressLookupQuerySchema.shape.text;

export type LookupQuery =
  | { kind: 'none' }
  | { kind: 'find'; text: string; container: string | null }
  | { kind: 'retrieve'; suggestionId: string; text: string };

export function lookupQueryOf(params: URLSearchParams): LookupQuery {
  const text = lookupTextSchema.safeParse(params.get('postcode') ?? '');
  const suggestion = suggestionIdSchema.safeParse(params.get('suggestion') ?? '');
  if (suggestion.success) {
    return { kind: 'retrieve', suggestionId: suggestion.data, text: text.success ? text.data : '' };
  }
  if (!text.success) return { kind: 'none' };
  const container = suggestionIdSchema.safeParse(params.get('container') ?? '');
  return { kind: 'find', text: text.data, container: container.success ? container.data : null };
}

/**
 * The no-JavaScript lookup's links: the same page, asking for a group or an address, with the
 * page's own fields kept (`keep`: the add page's way back to slot booking).
 */
export function lookupHref(
  pathname: string,
  query: { postcode: string; container?: string; suggestion?: string },
  keep: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ ...keep, postcode: query.postcode });
  if (query.container) params.set('container', query.container);
  if (query.suggestion) params.set('suggestion', query.suggestion);
  return `${pathname}?${params.toString()}`;
}
