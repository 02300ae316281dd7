import { shellRequestFacts, shellVariant } from '@grocer/domain/shell/shell-variant';
import type { AppPlatform } from '@grocer/domain/shell/user-agent';
import type { SiteConfig } from '@grocer/server/web/app-services';
import { canonicalUrl } from './canonical-url.ts';

/**
 * The site settings the frame and pages show. The root's loader data goes into every document
 * and `.data` answer, so it carries these and not the whole configuration (decision 0066).
 */
export type ShellSite = Pick<
  SiteConfig,
  | 'brandName'
  | 'loyaltySchemeName'
  | 'customerCarePhone'
  | 'partnerLinks'
  | 'socialLinks'
  | 'appLinks'
>;

export interface ShellData {
  site: ShellSite;
  canonical: string | null;
  unsupportedBrowser: boolean;
  webview: AppPlatform | null;
  /** Mobile browser, not in the app, banner not closed in the last day. */
  appBanner: { storeHref: string } | null;
  /** The cookie banner shows: the visitor has not made their cookie choices (decision 0069). */
  consentBanner: boolean;
  year: number;
}

/**
 * Everything the page frame needs, worked out from the request on the server. Only the URL and
 * the shell variant may be read here: the server's page cache keys anonymous pages on them.
 */
export function shellData(request: Request, site: SiteConfig, now: Date): ShellData {
  const url = new URL(request.url);
  const variant = shellVariant(
    shellRequestFacts((name) => request.headers.get(name), url.searchParams.get('mobileApp')),
  );
  return {
    site: {
      brandName: site.brandName,
      loyaltySchemeName: site.loyaltySchemeName,
      customerCarePhone: site.customerCarePhone,
      partnerLinks: site.partnerLinks,
      socialLinks: site.socialLinks,
      appLinks: site.appLinks,
    },
    canonical: canonicalUrl(url.pathname, site.publicOrigin),
    unsupportedBrowser: variant.unsupportedBrowser,
    webview: variant.webview,
    appBanner:
      variant.appBanner === null
        ? null
        : {
            storeHref:
              variant.appBanner === 'ios' ? site.appLinks.appStore : site.appLinks.googlePlay,
          },
    consentBanner: variant.consentBanner,
    year: now.getFullYear(),
  };
}
