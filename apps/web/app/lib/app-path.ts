export const BASE_PATH = '/ecom';

/**
 * React Router adds the `/ecom` basename itself, while catalogue data carries full storefront
 * paths (`/ecom/shop/browse/...`). Converts such a path to the router's form; other hrefs
 * (absolute URLs) are returned unchanged.
 */
export function toRoutePath(href: string): string {
  if (href === BASE_PATH || href.startsWith(`${BASE_PATH}/`) || href.startsWith(`${BASE_PATH}?`)) {
    const rest = href.slice(BASE_PATH.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return href;
}

export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * A redirect target taken from a request: only a storefront path is accepted, so a crafted
 * link cannot send the shopper to another site.
 */
export function safeStorefrontPath(value: unknown, fallback = BASE_PATH): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith(`${BASE_PATH}/`) && value !== BASE_PATH) return fallback;
  if (value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}
