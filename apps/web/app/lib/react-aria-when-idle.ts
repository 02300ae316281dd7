import { useEffect, useState } from 'react';

type Cancel = () => void;

/** `task` at the browser's next idle moment (within `timeoutMs` even on a busy page). */
function whenIdle(task: () => void, timeoutMs: number): Cancel {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

let localeDataLoaded = false;

/**
 * Runs `task` (which loads a React Aria component) when the browser is idle, after loading the
 * browser's locale data in an idle task of its own. React Aria reads the locale through `Intl`
 * as its module is evaluated, and a page's first `Intl` call loads that data: tens of
 * milliseconds on a phone, which made the evaluation one long task (decision 0062). The shopping
 * pages' own code no longer uses `Intl` before hydrating, so the first React Aria component to
 * load (the account menu, the footer accordion) would pay for it.
 */
export function whenIdleForReactAria(task: () => void): Cancel {
  let cancel = whenIdle(() => {
    if (!localeDataLoaded) {
      localeDataLoaded = true;
      try {
        Intl.DateTimeFormat.supportedLocalesOf([navigator.language || 'en-GB']);
      } catch {
        // An unusual language tag: React Aria falls back to en-US itself.
      }
      cancel = whenIdle(task, 1_000);
      return;
    }
    task();
  }, 1_000);
  return () => cancel();
}

/** False while hydrating and until the browser has been idle (see `whenIdleForReactAria`). */
export function useReactAriaWhenIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleForReactAria(() => setReady(true)), []);
  return ready;
}
