/**
 * Adds campaign tracking parameters to a partner-shop link unless the link already carries
 * them (spec doc 3 §2: partner links, and footer links in the Cellar, Gifts and Garden sections).
 */
export function withTrackingParams(href: string, campaign: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  const params: Record<string, string> = {
    utm_source: 'grocer',
    utm_medium: 'referral',
    utm_campaign: campaign,
  };
  for (const [key, value] of Object.entries(params)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}
