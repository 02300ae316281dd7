/**
 * The most any storefront address needs: the deepest category page is about ten segments and a
 * few hundred characters (category paths are at most MAX_CATEGORY_PATH_LENGTH).
 */
export const MAX_PAGE_PATH_SEGMENTS = 32;
export const MAX_PAGE_PATH_LENGTH = 1_024;

/**
 * Whether a request path (the query left off) could be a page of the shop. Anything longer or
 * deeper is no page, and is refused before routing: React Router's work on a path grows with the
 * square of its segments (it matches every ancestor path when it renders), so 5,000 segments
 * took over a second.
 */
export function isPossiblePagePath(path: string): boolean {
  if (path.length > MAX_PAGE_PATH_LENGTH) return false;
  let segments = 0;
  for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) {
    if (++segments > MAX_PAGE_PATH_SEGMENTS) return false;
  }
  return true;
}

/** What React Router adds to a page's path when the browser navigates to it client-side. */
const ROOT_DATA_SUFFIX = '/_root.data';
const DATA_SUFFIX = '.data';

/**
 * The page a request path names: client navigation asks for `<path>.data`, and for the home page
 * `<base>/_root.data`; both name the page without the suffix.
 */
export function pagePathOf(pathname: string): string {
  if (pathname.endsWith(ROOT_DATA_SUFFIX)) return pathname.slice(0, -ROOT_DATA_SUFFIX.length);
  if (pathname.endsWith(DATA_SUFFIX)) return pathname.slice(0, -DATA_SUFFIX.length);
  return pathname;
}
