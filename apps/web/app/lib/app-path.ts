import { safeRedirectTarget } from '@grocer/domain/navigation/redirect-target';

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
 * A redirect target taken from a request, in the router's form (without `/ecom`, which the router
 * adds back): a storefront path, or the storefront home. The one rule is `safeRedirectTarget`.
 */
export function redirectRoutePath(value: unknown, fallback = BASE_PATH): string {
  return toRoutePath(safeRedirectTarget(value, fallback));
}

/** A redirect target taken from a request, as a full storefront path (see `safeRedirectTarget`). */
export function safeStorefrontPath(value: unknown, fallback = BASE_PATH): string {
  return safeRedirectTarget(value, fallback);
}

/**
 * `?redirect=` for a link or redirect to the next step of signing in or registering, so a shopper
 * lands where they were going; nothing when that is the storefront home.
 */
export function redirectQuery(target: string): string {
  return target === BASE_PATH ? '' : `?redirect=${encodeURIComponent(target)}`;
}
