/**
 * Loading the storefront's code and styles after the page has arrived (spec doc 1 §8 and §9, doc 2
 * §8; decision 0098): each file is tried again twice, then the failure has the spec's texts, and
 * the shopper is told in words of their own whether the page or their connection is at fault.
 */

/** Doc 1 §8: a module load is retried twice. */
export const CHUNK_LOAD_RETRIES = 2;
/** Doc 1 §9: chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Doc 1 §8: a style chunk's failure carries this code. */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** Doc 1 §8: the error once every try has failed. */
export const MODULE_LOAD_FAILED = 'Module could not be loaded';
/** Doc 1 §8: why a script chunk failed. */
export type ChunkFailureReason = 'missing' | 'timeout' | 'other';

/** Doc 1 §8: 'Loading chunk {id} failed', with its reason as webpack gave it. */
export function scriptChunkFailed(id: string, reason: ChunkFailureReason, url: string): string {
  return `Loading chunk ${id} failed.\n(${reason}: ${url})`;
}

/** Doc 1 §8: 'Loading CSS chunk {id} failed'. */
export function cssChunkFailed(id: string, url: string): string {
  return `Loading CSS chunk ${id} failed.\n(${url})`;
}

/**
 * A chunk's id is its file's name without the folder, query or extension
 * (`/ecom/assets/product-Bx12ab.js` → `product-Bx12ab`): the one thing support can look up.
 */
export function chunkIdOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return (dot > 0 ? file.slice(0, dot) : file) || url;
}

/** Whether a failed try (0 the first) is tried again. */
export function retriesChunk(attempt: number): boolean {
  return attempt < CHUNK_LOAD_RETRIES;
}

/**
 * Why a chunk failed in the end: it timed out; or the server said it has no such file (a page
 * left open across a release asks for old files); else something else (the connection).
 */
export function chunkFailureReason(timedOut: boolean, status: number | null): ChunkFailureReason {
  if (timedOut) return 'timeout';
  if (status === 404 || status === 410) return 'missing';
  return 'other';
}

// Doc 2 §8: 'Unable to load page: check connection and try again. Internet connection lost: check
// connection.' The sentences are ours; the titles are the spec's.
export const UNABLE_TO_LOAD_PAGE = 'Unable to load page';
export const UNABLE_TO_LOAD_PAGE_TEXT = 'Please check your connection and try again.';
export const INTERNET_CONNECTION_LOST = 'Internet connection lost';
export const INTERNET_CONNECTION_LOST_TEXT = 'Please check your connection.';
export const CHUNK_ERROR_BUTTON = 'Try again';

export interface ChunkErrorNotice {
  title: string;
  text: string;
}

/** What the shopper is told: offline, their connection; online, that the page did not load. */
export function chunkErrorNotice(online: boolean): ChunkErrorNotice {
  return online
    ? { title: UNABLE_TO_LOAD_PAGE, text: UNABLE_TO_LOAD_PAGE_TEXT }
    : { title: INTERNET_CONNECTION_LOST, text: INTERNET_CONNECTION_LOST_TEXT };
}
