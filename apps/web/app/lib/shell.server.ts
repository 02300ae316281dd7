import { shellRequestFacts, shellVariant } from '@grocer/domain/shell/shell-variant';
import type { AppPlatform } from '@grocer/domain/shell/user-agent';
import type { SiteConfig } from '@grocer/server/web/app-services';
import { canonicalUrl } from './canonical-url.ts';

export interface ShellData {
  site: SiteConfig;
  canonical: string | null;
  unsupportedBrowser: boolean;
  webview: AppPlatform | null;
  /** Mobile browser, not in the app, banner not closed in the last day. */
  appBanner: { storeHref: string } | null;
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
    site,
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
    year: now.getFullYear(),
  };
}
