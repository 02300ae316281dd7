import type { AddressSuggestion } from '@grocer/server/contexts/addresses/addresses.contract';
import { useEffect, useRef, useState } from 'react';
import { fetchAddressSuggestions } from '../api/address-lookup.ts';
import { LOOKUP_TEXT_MAX } from '../lib/lookup-query.ts';

/** Spec doc 3 §4 suggestion debounce, used for the postcode lookup too. */
export const LOOKUP_DEBOUNCE_MS = 300;

export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; suggestions: AddressSuggestion[] }
  /** Spec doc 2 §8: a lookup error sets an error flag; the form stays usable by hand. */
  | { status: 'unavailable' };

/** Worth asking about: two or more characters, within the lookup's limit. */
export function isLookupText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 2 && trimmed.length <= LOOKUP_TEXT_MAX;
}

/**
 * Suggestions for what the shopper typed, or for the RESULT_SET group they opened: debounced,
 * stale answers dropped, failures shown as 'unavailable'.
 */
export function useAddressSuggestions(
  text: string,
  container: string | null,
  fetcher: typeof fetchAddressSuggestions = fetchAddressSuggestions,
): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>({ status: 'idle' });
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const asking = isLookupText(text);
  const query = text.trim();

  useEffect(() => {
    if (!asking) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    // A group opened is asked at once; typing waits for a pause.
    const timer = setTimeout(
      () => {
        fetcherRef
          .current(query, container, controller.signal)
          .then((answer) => {
            if (controller.signal.aborted) return;
            setState(
              answer.outcome === 'ok'
                ? { status: 'ready', suggestions: answer.suggestions }
                : { status: 'unavailable' },
            );
          })
          .catch(() => {
            if (!controller.signal.aborted) setState({ status: 'unavailable' });
          });
      },
      container ? 0 : LOOKUP_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asking, query, container]);

  return state;
}
