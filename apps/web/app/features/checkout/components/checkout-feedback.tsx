import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { Snackbar } from '../../../components/ui/snackbar.tsx';

/** One snackbar for the whole checkout (spec doc 2 §8 snackbars): each section tells it. */
const NotifyContext = createContext<(message: string) => void>(() => {});

export function CheckoutFeedback({
  initial,
  children,
}: {
  /** A snackbar from a post without JavaScript, rendered by the server. */
  initial: string | null;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<{ message: string; key: number } | null>(
    initial ? { message: initial, key: 0 } : null,
  );
  const notify = useCallback(
    (message: string) => setShown((last) => ({ message, key: (last?.key ?? 0) + 1 })),
    [],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar message={shown?.message ?? null} messageKey={shown?.key} />
    </NotifyContext.Provider>
  );
}

export function useNotify(): (message: string) => void {
  return useContext(NotifyContext);
}
