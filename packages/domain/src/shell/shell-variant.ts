import { CONSENT_COOKIES, consentFromCookies } from '../consent/cookie-consent.ts';
import { PREVIEW_COOKIE, VISITOR_COOKIE } from '../experiments/experiment-catalogue.ts';
import { STUBS_COOKIE } from '../flags/flag-overrides.ts';
import { APP_BANNER_COOKIE, MOBILE_APP_COOKIE, readCookie } from './cookies.ts';
import {
  type AppPlatform,
  detectWebview,
  isMobileUserAgent,
  isUnsupportedBrowser,
} from './user-agent.ts';

/** Header the native apps send to identify themselves (spec doc 1 §1). */
export const CLIENT_ID_HEADER = 'x-client-id';

/** What the page frame reads from a request, besides its URL. */
export interface ShellRequestFacts {
  userAgent: string | null;
  clientId: string | null;
  cookieHeader: string | null;
  /** The `mobileApp` query parameter, when the URL has one. */
  mobileAppParam: string | null;
}

/**
 * The request-dependent parts of the page frame (spec doc 1 §1–2). Two requests for the same
 * URL with the same variant get the same anonymous page; the server's page cache keys on it,
 * so nothing else about the request may change what the frame shows.
 */
export interface ShellVariant {
  unsupportedBrowser: boolean;
  webview: AppPlatform | null;
  /** Mobile browser, not in the app, banner not closed in the last day: which store to link. */
  appBanner: AppPlatform | null;
  /** The cookie banner: the visitor has not made their cookie choices (decision 0069). */
  consentBanner: boolean;
}

/** The facts from a request's headers (`header(name)` gives one, or null) and its `mobileApp`. */
export function shellRequestFacts(
  header: (name: string) => string | null,
  mobileAppParam: string | null,
): ShellRequestFacts {
  return {
    userAgent: header('user-agent'),
    clientId: header(CLIENT_ID_HEADER),
    cookieHeader: header('cookie'),
    mobileAppParam,
  };
}

export function shellVariant(facts: ShellRequestFacts): ShellVariant {
  const webview = detectWebview({
    userAgent: facts.userAgent,
    clientId: facts.clientId,
    mobileAppParam: facts.mobileAppParam ?? readCookie(facts.cookieHeader, MOBILE_APP_COOKIE),
  });
  const showAppBanner =
    webview === null &&
    isMobileUserAgent(facts.userAgent) &&
    readCookie(facts.cookieHeader, APP_BANNER_COOKIE) !== '1';
  const ios = /iphone|ipad|ipod/i.test(facts.userAgent ?? '');
  return {
    unsupportedBrowser: isUnsupportedBrowser(facts.userAgent),
    webview,
    appBanner: showAppBanner ? (ios ? 'ios' : 'android') : null,
    consentBanner: consentFromCookies(facts.cookieHeader) === null,
  };
}

/** A short, stable key for a variant, e.g. `u0.w-.bios`. */
export function shellVariantKey(variant: ShellVariant): string {
  return `u${variant.unsupportedBrowser ? 1 : 0}.w${variant.webview ?? '-'}.b${variant.appBanner ?? '-'}.c${variant.consentBanner ? 1 : 0}`;
}

/** Cookies the anonymous page frame reads; any other cookie may make a page personal. */
export const SHELL_COOKIES: readonly string[] = [
  APP_BANNER_COOKIE,
  MOBILE_APP_COOKIE,
  ...Object.values(CONSENT_COOKIES),
  // Experiments' visitor id and staff preview: pages vary by the assignments they make, which
  // the page cache's key carries (decision 0072).
  VISITOR_COOKIE,
  PREVIEW_COOKIE,
  // Stub mocking changes only calls to partners, never a page (decision 0072).
  STUBS_COOKIE,
];
