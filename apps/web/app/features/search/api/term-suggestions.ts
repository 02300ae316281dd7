import { cleanSearchTerm, shouldRequestSuggestions } from '@grocer/domain/search/search-term';
import type { TermSuggestions } from '@grocer/server/contexts/search/search.contract';
import { useEffect, useRef, useState } from 'react';
import { createDebouncer, SUGGEST_DEBOUNCE_MS, SUGGEST_MAX_WAIT_MS } from '../lib/debounce.ts';

export const TERM_SUGGEST_PATH = '/api/term-suggest/v1/terms';

const NONE: TermSuggestions = { terms: [], categories: [] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Keeps only well-formed entries, so an odd response shows fewer suggestions, never an error. */
export function toTermSuggestions(body: unknown): TermSuggestions {
  if (!isRecord(body)) return NONE;
  const terms = Array.isArray(body.terms)
    ? body.terms.filter(
        (entry): entry is { term: string } => isRecord(entry) && typeof entry.term === 'string',
      )
    : [];
  const categories = Array.isArray(body.categories)
    ? body.categories.filter(
        (entry): entry is TermSuggestions['categories'][number] =>
          isRecord(entry) &&
          typeof entry.id === 'string' &&
          typeof entry.name === 'string' &&
          typeof entry.url === 'string',
      )
    : [];
  return { terms, categories };
}

export async function fetchTermSuggestions(
  term: string,
  signal?: AbortSignal,
): Promise<TermSuggestions> {
  const response = await fetch(`${TERM_SUGGEST_PATH}?term=${encodeURIComponent(term)}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`term-suggest ${response.status}`);
  return toTermSuggestions(await response.json());
}

/**
 * Suggestions for what the shopper is typing: requested only when the term is long enough,
 * debounced 300 ms with at most 600 ms of waiting, stale answers dropped. Spec doc 3 §8: a
 * failed request is ignored silently, the box just shows no suggestions.
 */
export function useTermSuggestions(
  input: string,
  fetcher: typeof fetchTermSuggestions = fetchTermSuggestions,
): TermSuggestions {
  const [result, setResult] = useState<{ term: string; suggestions: TermSuggestions }>({
    term: '',
    suggestions: NONE,
  });
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const controller = useRef<AbortController | null>(null);
  const debouncer = useRef(
    createDebouncer(
      (term: string) => {
        controller.current?.abort();
        const current = new AbortController();
        controller.current = current;
        fetcherRef
          .current(term, current.signal)
          .then((suggestions) => {
            if (!current.signal.aborted) setResult({ term, suggestions });
          })
          .catch(() => {});
      },
      { wait: SUGGEST_DEBOUNCE_MS, maxWait: SUGGEST_MAX_WAIT_MS },
    ),
  );

  const term = shouldRequestSuggestions(input) ? cleanSearchTerm(input) : '';

  useEffect(() => {
    if (term === '') {
      debouncer.current.cancel();
      controller.current?.abort();
      return;
    }
    debouncer.current.call(term);
  }, [term]);

  useEffect(() => {
    const pending = debouncer.current;
    return () => {
      pending.cancel();
      controller.current?.abort();
    };
  }, []);

  // Suggestions for an earlier term stay up while the next ones load, but never once the box
  // is too short to ask.
  return term === '' ? NONE : result.suggestions;
}
