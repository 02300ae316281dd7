import { useEffect } from 'react';
import { isLoyaltyPath } from '../lib/loyalty-paths.ts';

/**
 * Leaving the loyalty pages is a full page load (spec doc 3 §2): a click on a link of this site
 * that leads out of them loads the document afresh instead of navigating in the page, so the
 * pages outside start from what the server says now (member prices among them). Links inside
 * the loyalty pages stay client-side; modified clicks and new tabs are left to the browser.
 */
export function useFullLoadOnLeave(): void {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (isLoyaltyPath(url.pathname)) return;
      event.preventDefault();
      window.location.assign(url.href);
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
