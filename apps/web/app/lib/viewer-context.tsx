import { VIEWER_PATH, type Viewer } from '@grocer/domain/identity/viewer';
import { isSharedPageHandle } from '@grocer/domain/shell/shared-page';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useMatches, useNavigation } from 'react-router';
import { NetworkErrorModal } from '../components/ui/network-error-modal.tsx';
import { fetchJson } from './client-fetch.ts';

/** The shopper as the frame shows them; null until known (the signed-out frame shows meanwhile). */
const ViewerContext = createContext<Viewer | null>(null);

export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}

type ViewerPatch = (patch: Partial<Viewer>) => void;
const ViewerPatchContext = createContext<ViewerPatch>(() => {});

/**
 * Changes what the frame shows about the shopper until the viewer is next read: the slot
 * expiry timer forgets a slot that ran out (the server forgets it too, so the next read agrees).
 */
export function useViewerPatch(): ViewerPatch {
  return useContext(ViewerPatchContext);
}

function useOnSharedPage(): boolean {
  const matches = useMatches();
  return isSharedPageHandle(matches.at(-1)?.handle);
}

/**
 * Holds the viewer for the page frame (decision 0020). A page rendered for the shopper brings it
 * in the root loader's data (`rendered`); a shared page was rendered anonymously, so after
 * hydration the viewer is fetched once from the resource route. After a form submission (sign in,
 * sign out) the root data is loaded again: taken as it is on a page rendered for the shopper,
 * fetched again on a shared page. Client navigations keep what is known.
 */
export function ViewerProvider({ rendered, children }: { rendered: Viewer; children: ReactNode }) {
  const shared = useOnSharedPage();
  const [viewer, setViewer] = useState<Viewer | null>(shared ? null : rendered);
  const [failed, setFailed] = useState(false);
  const navigation = useNavigation();
  const submitted = useRef(false);
  /** A fetch has completed on this page load (a ref, so a cancelled first run fetches again). */
  const loaded = useRef(false);

  useEffect(() => {
    if (navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== 'GET') {
      submitted.current = true;
    }
  }, [navigation.formMethod]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the root data is loaded, reading where the shopper is then
  useEffect(() => {
    if (!shared) {
      setViewer(rendered);
      submitted.current = false;
      return;
    }
    if (loaded.current && !submitted.current) return;
    const controller = new AbortController();
    fetchJson<Viewer>(VIEWER_PATH, { signal: controller.signal }).then(
      (fetched) => {
        loaded.current = true;
        submitted.current = false;
        // A transition: filling in the frame (header, trolley store, every Add control) is
        // rendered in slices the browser can interrupt, not one long task after the fetch.
        startTransition(() => setViewer(fetched));
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [rendered]);

  const patch = useCallback<ViewerPatch>(
    (changes) => setViewer((current) => (current ? { ...current, ...changes } : current)),
    [],
  );

  return (
    <ViewerContext.Provider value={viewer}>
      <ViewerPatchContext.Provider value={patch}>
        {children}
        {failed && <NetworkErrorModal />}
      </ViewerPatchContext.Provider>
    </ViewerContext.Provider>
  );
}
