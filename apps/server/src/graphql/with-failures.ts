import { isAppError } from '../errors/app-error.ts';
import { toGraphqlFailure } from '../errors/error-handler.ts';

/** Spec doc 1 §7: an expected failure as GraphQL payloads carry it. */
export interface GraphqlFailure {
  message: string;
  type: string;
}

/**
 * Runs a resolver's work: expected failures (AppErrors) come back as `failures` in the payload,
 * with `empty` for the data; anything else stays a GraphQL error (logged, generic message).
 */
export async function withFailures<T extends object, E extends object>(
  empty: E,
  work: () => Promise<T>,
): Promise<(T | E) & { failures: GraphqlFailure[] | null }> {
  try {
    return { ...(await work()), failures: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ...empty, failures: [toGraphqlFailure(error)] };
  }
}
