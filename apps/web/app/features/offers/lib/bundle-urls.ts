/** Router paths of the bundles (spec doc 3 §2; React Router adds the `/ecom` basename). */
export const BUNDLES_ROUTE = '/shop/featured/bundles';

/** `bundles/{bundleName}`, or `bundles/christmas/{bundleName}` for a Christmas bundle. */
export function bundleHref(name: string, christmas: boolean): string {
  return `${BUNDLES_ROUTE}/${christmas ? 'christmas/' : ''}${name}`;
}

/** A `{bundleName}` segment the call could know: lower-case words joined by hyphens. */
export function isBundleName(segment: string): boolean {
  return segment.length <= 60 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment);
}
