export type AppPlatform = 'android' | 'ios';

/**
 * Native app webviews identify themselves (spec doc 1 §1) by a user-agent marker such as
 * `GrocerApp/5.2 (android)`, a client id header, or a `mobileApp` query parameter; the shell
 * hides web-only furniture for them.
 */
export function detectWebview(input: {
  userAgent: string | null;
  clientId: string | null;
  mobileAppParam: string | null;
}): AppPlatform | null {
  const param = input.mobileAppParam?.toLowerCase();
  if (param === 'android' || param === 'ios') return param;
  if (param === 'true') return platformOf(input.userAgent) ?? 'android';

  const clientId = input.clientId?.toLowerCase() ?? '';
  if (/\bandroid[-_]?app\b/.test(clientId)) return 'android';
  if (/\bios[-_]?app\b/.test(clientId)) return 'ios';

  const marker = /\bgrocerapp\/[\w.]+\s*\((android|ios)\)/i.exec(input.userAgent ?? '');
  return (marker?.[1]?.toLowerCase() as AppPlatform | undefined) ?? null;
}

function platformOf(userAgent: string | null): AppPlatform | null {
  if (!userAgent) return null;
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

/** Phones and tablets: where the app banner is offered. */
export function isMobileUserAgent(userAgent: string | null): boolean {
  return platformOf(userAgent) !== null || /mobile/i.test(userAgent ?? '');
}

/** The oldest versions whose features (ES2022, CSS nesting-free grid, `:focus-visible`) we use. */
const MINIMUM_VERSIONS: { pattern: RegExp; minimum: number }[] = [
  { pattern: /(?:Edg|EdgA|EdgiOS)\/(\d+)/, minimum: 100 },
  { pattern: /Firefox\/(\d+)/, minimum: 100 },
  { pattern: /(?:Chrome|CriOS)\/(\d+)/, minimum: 100 },
  { pattern: /Version\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari\//, minimum: 15 },
];

/**
 * True for browsers the storefront does not support: Internet Explorer, legacy Edge, Opera
 * Mini and major versions below those listed above. Unknown browsers get the benefit of the
 * doubt, so bots and new browsers never see the banner.
 */
export function isUnsupportedBrowser(userAgent: string | null): boolean {
  if (!userAgent) return false;
  if (/MSIE |Trident\//.test(userAgent)) return true;
  if (/Edge\/\d+/.test(userAgent)) return true;
  if (/Opera Mini/.test(userAgent)) return true;
  for (const { pattern, minimum } of MINIMUM_VERSIONS) {
    const match = pattern.exec(userAgent);
    if (match?.[1]) return Number(match[1]) < minimum;
  }
  return false;
}
