/** Where the storefront is mounted; every redirect built from input stays under it. */
export const STOREFRONT_BASE_PATH = '/ecom';

/** Only used to resolve the input; a different origin after resolving means it pointed away. */
const PROBE_ORIGIN = 'http://redirect-target.invalid';

/**
 * Decides a redirect target taken from input (a `redirectTo` field, a login `redirect`
 * parameter, a repaired URL): a same-origin path under the storefront, or `fallback`.
 *
 * The answer is always safe to put in a Location header as it is: it starts with the base path
 * and a single slash (never `//host` or `/\host`, which browsers read as another site), and it
 * is percent-encoded ASCII without control characters (CR/LF cannot split the header, and
 * non-Latin-1 text cannot make the header invalid).
 */
export function safeRedirectTarget(value: unknown, fallback = STOREFRONT_BASE_PATH): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) return fallback;
  // Browsers treat a backslash as a slash in paths, so `/\evil.example` is another site.
  if (value.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Doubled slashes are collapsed so no later step (such as removing the base path) can turn
  // the path into a protocol-relative URL.
  const path = url.pathname.replace(/\/{2,}/g, '/');
  if (path !== STOREFRONT_BASE_PATH && !path.startsWith(`${STOREFRONT_BASE_PATH}/`)) {
    return fallback;
  }
  return `${path}${url.search}${url.hash}`;
}
