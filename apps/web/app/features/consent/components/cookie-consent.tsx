import { CONSENT_MODAL_QUERY, CONSENT_TEXT } from '@grocer/domain/consent/cookie-consent';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useHerePath } from '../../../hooks/use-here-path.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import styles from './cookie-consent.module.css';

const ConsentModal = lazy(() =>
  import('./consent-modal.tsx').then((module) => ({ default: module.ConsentModal })),
);

/** Where Manage cookies and the footer's Cookies link lead without JavaScript. */
export const COOKIE_PREFERENCES_PATH = '/ecom/cookie-preferences';
const ACTION = '/resources/cookie-preferences';

/**
 * The cookie banner and the Manage cookies modal (spec doc 3 §4, decision 0069). The banner is
 * in the page as the server rendered it (the page cache keeps a copy with and one without it),
 * fixed at the bottom, so showing or hiding it moves nothing. Allow all stores every category
 * and reloads the page; Reject all stores none; Manage cookies opens the modal (without
 * JavaScript, the preferences page). A link to the preferences page anywhere (the footer's
 * Cookies) and the `cookiePreferences=true` query open the modal too.
 */
export function CookieConsent({ bannerShown }: { bannerShown: boolean }) {
  const fetcher = useFetcher<{ consent: unknown; problem: string | null }>();
  const hydrated = useHydrated();
  const location = useLocation();
  const [modalOpen, setModalOpen] = useState(false);
  const [chosen, setChosen] = useState(false);
  const allowAll = useRef(false);
  const here = useHerePath();

  useEffect(() => {
    if (new URLSearchParams(location.search).get(CONSENT_MODAL_QUERY) === 'true') {
      setModalOpen(true);
    }
  }, [location.search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if (new URL(link.href).pathname !== COOKIE_PREFERENCES_PATH) return;
      event.preventDefault();
      setModalOpen(true);
    };
    // Capturing, so it runs before a router link's own handler navigates.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const stored = fetcher.state === 'idle' && fetcher.data?.consent != null;
  useEffect(() => {
    if (stored && allowAll.current) window.location.reload();
  }, [stored]);

  const showBanner = bannerShown && !stored && !chosen && fetcher.state === 'idle';
  return (
    <>
      {showBanner && (
        <aside className={styles.banner} aria-label={CONSENT_TEXT.bannerLabel}>
          <p className={styles.text}>
            We use essential cookies to make this site work. With your permission we would also use
            functional, analytics and advertising cookies.
          </p>
          <fetcher.Form method="post" action={ACTION} className={styles.actions}>
            <input type="hidden" name="redirectTo" value={hydrated ? '' : here} />
            <button
              type="submit"
              name="choice"
              value="all"
              className={buttonClass({ size: 'small' })}
              onClick={() => {
                allowAll.current = true;
              }}
            >
              {CONSENT_TEXT.allowAll}
            </button>
            <button
              type="submit"
              name="choice"
              value="none"
              className={buttonClass({ variant: 'secondary', size: 'small' })}
            >
              {CONSENT_TEXT.rejectAll}
            </button>
            <a
              href={`${COOKIE_PREFERENCES_PATH}?redirectTo=${encodeURIComponent(here)}`}
              className={buttonClass({ variant: 'ghost', size: 'small' })}
            >
              {CONSENT_TEXT.manage}
            </a>
          </fetcher.Form>
        </aside>
      )}
      {modalOpen && (
        <Suspense fallback={null}>
          <ConsentModal
            onClose={() => setModalOpen(false)}
            onStored={() => {
              setChosen(true);
              setModalOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
