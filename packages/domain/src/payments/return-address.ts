/**
 * Where a payment provider's page may send the shopper and the card token back to (decision
 * 0051): a page of the shop itself, never another site. Either a path on the shop's origin
 * (`/ecom/checkout`, not `//elsewhere`), or an absolute http(s) address whose scheme, host and
 * port are the shop's public origin. Printable ASCII only, at most 2000 characters.
 */
export const RETURN_ADDRESS_MAX_LENGTH = 2000;

export function isShopReturnAddress(value: string, shopOrigin: string): boolean {
  if (value.length === 0 || value.length > RETURN_ADDRESS_MAX_LENGTH) return false;
  if (!/^[\x21-\x7e]+$/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === new URL(shopOrigin).origin
    );
  } catch {
    return false;
  }
}
