import type { SiteConfig } from '@grocer/server/web/app-services';
import { canonicalUrl } from './canonical-url.ts';
import { APP_BANNER_COOKIE, MOBILE_APP_COOKIE, readCookie } from './cookies.ts';
import {
  type AppPlatform,
  detectWebview,
  isMobileUserAgent,
  isUnsupportedBrowser,
} from './user-agent.ts';

/** Header the native apps send to identify themselves (spec doc 1 §1). */
export const CLIENT_ID_HEADER = 'x-client-id';

export interface ShellData {
  site: SiteConfig;
  canonical: string | null;
  unsupportedBrowser: boolean;
  webview: AppPlatform | null;
  /** Mobile browser, not in the app, banner not closed in the last day. */
  appBanner: { storeHref: string } | null;
  /** Placeholder until the trolley arrives: the header summary reads it. */
  trolley: { itemCount: number; total: number };
  year: number;
}

/** Everything the page frame needs, worked out from the request on the server. */
export function shellData(request: Request, site: SiteConfig, now: Date): ShellData {
  const url = new URL(request.url);
  const userAgent = request.headers.get('user-agent');
  const cookies = request.headers.get('cookie');
  const webview = detectWebview({
    userAgent,
    clientId: request.headers.get(CLIENT_ID_HEADER),
    mobileAppParam: url.searchParams.get('mobileApp') ?? readCookie(cookies, MOBILE_APP_COOKIE),
  });
  const showAppBanner =
    webview === null &&
    isMobileUserAgent(userAgent) &&
    readCookie(cookies, APP_BANNER_COOKIE) !== '1';
  const ios = /iphone|ipad|ipod/i.test(userAgent ?? '');
  return {
    site,
    canonical: canonicalUrl(url.pathname, site.publicOrigin),
    unsupportedBrowser: isUnsupportedBrowser(userAgent),
    webview,
    appBanner: showAppBanner
      ? { storeHref: ios ? site.appLinks.appStore : site.appLinks.googlePlay }
      : null,
    trolley: { itemCount: 0, total: 0 },
    year: now.getFullYear(),
  };
}
