import type { FastifyBaseLogger } from 'fastify';
import type {
  PostcodeLookupOutcome,
  PostcodeLookupProvider,
  PostcodeLookupService,
} from './addresses.contract.ts';
import { createBuiltInPostcodeLookup } from './built-in-postcode-lookup.ts';
import { createHttpPostcodeLookup } from './http-postcode-lookup.ts';

/** Where postcode lookups go (configuration; decision 0027). */
export type PostcodeLookupConfig =
  | { provider: 'built-in'; timeoutMs: number }
  | { provider: 'http'; url: string; key: string | undefined; timeoutMs: number };

/** Seconds a client waits before asking again when the lookup is unavailable (the 503's retry-after). */
export const LOOKUP_RETRY_AFTER_SECONDS = 5;

/** The provider the configuration names: built-in unless a lookup service is configured. */
export function postcodeLookupProviderFor(config: PostcodeLookupConfig): PostcodeLookupProvider {
  return config.provider === 'http'
    ? createHttpPostcodeLookup({ url: config.url, key: config.key })
    : createBuiltInPostcodeLookup();
}

/**
 * The lookup as the shop uses it (decision 0027): a provider that does not answer within the
 * timeout, fails, or answers nonsense is `unavailable` (the shopper can still type the address),
 * logged once per failure, never a 500.
 */
export function createPostcodeLookupService(deps: {
  provider: PostcodeLookupProvider;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): PostcodeLookupService {
  const { provider, timeoutMs, log } = deps;

  async function guarded<T>(
    what: string,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<PostcodeLookupOutcome<T>> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`no answer in ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      return { outcome: 'ok', value: await Promise.race([work(controller.signal), timedOut]) };
    } catch (error) {
      log.warn({ err: error, call: what }, 'postcode lookup unavailable');
      return { outcome: 'unavailable' };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    find: (text, options = {}) =>
      guarded('find', (signal) =>
        provider.find(text, {
          ...(options.container === undefined ? {} : { container: options.container }),
          signal,
        }),
      ),
    retrieve: (suggestionId) =>
      guarded('retrieve', (signal) => provider.retrieve(suggestionId, { signal })),
  };
}
