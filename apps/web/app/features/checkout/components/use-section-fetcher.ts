import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { CheckoutActionResult } from '../api/checkout.server.ts';
import { useNotify } from './checkout-feedback.tsx';

/**
 * A checkout section's posts: with JavaScript a fetcher (the page updates in place, the loader
 * runs again for the totals); without it the page's own answer for the section's intents.
 * A success tells the snackbar and empties the section's form.
 */
export function useSectionFetcher(
  intents: readonly string[],
  pageAnswer: CheckoutActionResult | undefined,
) {
  const fetcher = useFetcher<CheckoutActionResult>();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const data = fetcher.data;
  useEffect(() => {
    if (!data) return;
    if (data.snackbar) notify(data.snackbar);
    if (data.ok) formRef.current?.reset();
  }, [data, notify]);
  const answer =
    data ?? (pageAnswer && intents.includes(pageAnswer.intent) ? pageAnswer : undefined);
  return { fetcher, answer, formRef, busy: fetcher.state !== 'idle' };
}
