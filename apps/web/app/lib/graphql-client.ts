import {
  ClientCallError,
  type ClientFetchOptions,
  CSRF_PATH,
  type CsrfToken,
  fetchJson,
  isCsrfToken,
} from './client-fetch.ts';

export const GRAPHQL_PATH = '/api/graphql';

/** What a GraphQL POST answers: data, and errors for faults (expected failures are in data). */
export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string }[];
}

export type GraphqlOptions = Pick<ClientFetchOptions, 'signal' | 'fetch' | 'sleep' | 'now'>;

/** The session's CSRF token, asked for once per page and again when refused. */
let csrf: Promise<CsrfToken> | null = null;

function csrfToken(options: GraphqlOptions): Promise<CsrfToken> {
  csrf ??= fetchJson<unknown>(CSRF_PATH, options).then((answer) => {
    if (!isCsrfToken(answer)) throw new ClientCallError(`${CSRF_PATH} answered no token`, 200);
    return answer;
  });
  // A failed ask is not kept: the next call asks again.
  csrf.catch(() => {
    csrf = null;
  });
  return csrf;
}

/** Forgets the CSRF token (tests; a new session after sign-in). */
export function forgetCsrfToken(): void {
  csrf = null;
}

/**
 * POSTs one GraphQL operation to our own server, signed in by the session cookie: the session's
 * CSRF token goes in its header (decision 0021), fetched once and again if the server refuses it
 * (403). Retry-After, the session refresh on 401 and the deadline are `fetchJson`'s. Resolves with
 * the answer's `data`; GraphQL errors (faults, not expected failures) are raised.
 */
export async function graphqlRequest<T>(
  query: string,
  variables: Record<string, unknown>,
  options: GraphqlOptions = {},
): Promise<T> {
  const body = JSON.stringify({ query, variables });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await fetchJson<GraphqlAnswer<T>>(GRAPHQL_PATH, {
        ...options,
        method: 'POST',
        body,
        headers: async () => {
          const token = await csrfToken(options);
          return { 'content-type': 'application/json', [token.headerName]: token.token };
        },
        handles: [403],
      });
      if (answer.errors?.length || !answer.data) {
        throw new ClientCallError(answer.errors?.[0]?.message ?? 'GraphQL answered no data', 200);
      }
      return answer.data;
    } catch (error) {
      if (error instanceof ClientCallError && error.status === 403 && attempt === 0) {
        csrf = null;
        continue;
      }
      throw error;
    }
  }
}
