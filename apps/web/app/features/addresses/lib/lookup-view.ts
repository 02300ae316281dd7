import type { AddressSuggestion } from '@grocer/server/contexts/addresses/addresses.contract';

/**
 * What the no-JavaScript lookup shows on the add and edit pages, from the page's query:
 * suggestions to pick (a RESULT_SET opens into its addresses), the picked address filled in, or
 * why there is nothing.
 */
export type LookupView =
  | { kind: 'none' }
  | { kind: 'suggestions'; text: string; inGroup: boolean; suggestions: AddressSuggestion[] }
  | { kind: 'filled'; text: string }
  | { kind: 'unavailable'; text: string };
