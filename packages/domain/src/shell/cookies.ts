/** Reads one cookie from a Cookie header; `null` when absent or malformed. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The names of the cookies in a Cookie header, in order; a part without `=` has the name ''. */
export function cookieNames(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(';')
    .filter((part) => part.trim() !== '')
    .map((part) => (part.includes('=') ? part.slice(0, part.indexOf('=')).trim() : ''));
}

/** Spec doc 3 §9: the app banner stays closed for one day. */
export const APP_BANNER_COOKIE = 'app-banner-hidden';
export const APP_BANNER_HIDE_SECONDS = 24 * 60 * 60;

/** Remembers a webview detected from the `mobileApp` query parameter for later pages. */
export const MOBILE_APP_COOKIE = 'mobile-app';

/**
 * The signed-in session (decision 0020): HttpOnly, SameSite=Lax, Path=/, Secure under TLS. It does
 * not switch the page cache off: shared pages render without it.
 */
export const SESSION_COOKIE = 'session';
