import { createContext, type ReactNode, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/**
 * Carries the response's Content-Security-Policy nonce from the server entry to `<Scripts>` and
 * `<ScrollRestoration>`. In the browser there is no provider: the scripts have already run.
 */
export function NonceProvider({
  nonce,
  children,
}: {
  nonce: string | undefined;
  children: ReactNode;
}) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
