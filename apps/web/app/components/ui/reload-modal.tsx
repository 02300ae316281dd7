import { lazy, Suspense } from 'react';

const ReloadModalDialog = lazy(() =>
  import('./reload-modal-dialog.tsx').then((module) => ({ default: module.ReloadModalDialog })),
);

function reloadPage() {
  window.location.reload();
}

export interface ReloadModalProps {
  title: string;
  text: string;
  buttonLabel: string;
  /** Defaults to reloading the page. */
  onReload?: () => void;
}

/**
 * A modal that cannot be closed, only left by reloading the page: the session time-out and the
 * network-error modals (spec doc 1 §8). Its code loads when one is first shown.
 */
export function ReloadModal({ onReload = reloadPage, ...texts }: ReloadModalProps) {
  return (
    <Suspense fallback={null}>
      <ReloadModalDialog {...texts} onReload={onReload} />
    </Suspense>
  );
}
