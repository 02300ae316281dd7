/**
 * A storefront route whose page is the same for every shopper (catalogue pages: home, browse,
 * search, offers, products) declares `export const handle = { sharedPage: true }`. The server then
 * renders it without the shopper's identity and serves it from the anonymous page cache to
 * signed-in shoppers too (decision 0020); the per-user parts of the frame are fetched after
 * hydration. A page that shows anything of the shopper's must not declare it.
 */
export interface SharedPageHandle {
  sharedPage?: true;
}

export function isSharedPageHandle(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as SharedPageHandle).sharedPage === true
  );
}
