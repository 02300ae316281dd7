/**
 * Log masking (spec doc 1 §8, doc 3 §8): access tokens, emails, passwords and tokens never
 * reach the logs. Pure functions, so the rules are tested without a logger.
 */

import { looksLikeCardNumber } from '@grocer/domain/payments/card-type';

export const MASK = '***';

/** Query or fragment keys whose values are always masked, whatever they hold. */
const SENSITIVE_KEY = /token|passw|pwd|secret|email|e-mail|api[-_]?key|session|credential/i;
const EMAIL = /[^\s/?#&=;,:@]+@[^\s/?#&=;,:@]+\.[a-z]{2,}/gi;
/** JSON web tokens (access tokens) wherever they appear; other ids (UUIDs, slugs) stay readable. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** Runs of 12–19 digits (spaced or dashed) that pass Luhn: card numbers (decision 0038). */
const DIGIT_RUN = /\d(?:[\s-]?\d){11,18}/g;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** Masks email addresses and token-like strings in free text (an error message, say). */
export function maskFreeText(value: string): string {
  return value
    .replace(EMAIL, MASK)
    .replace(JWT, MASK)
    .replace(DIGIT_RUN, (run) => (looksLikeCardNumber(run) ? MASK : run));
}

function maskPairs(pairs: string): string {
  return pairs
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const eq = pair.indexOf('=');
      const rawKey = eq === -1 ? pair : pair.slice(0, eq);
      const key = safeDecode(rawKey);
      if (eq === -1) return maskFreeText(key) === key ? pair : MASK;
      const rawValue = pair.slice(eq + 1);
      if (SENSITIVE_KEY.test(key)) return `${rawKey}=${MASK}`;
      const decoded = safeDecode(rawValue);
      return maskFreeText(decoded) === decoded ? pair : `${rawKey}=${MASK}`;
    })
    .join('&');
}

/**
 * Masks secrets in a URL or path-and-query: values of sensitive query keys (token, password,
 * email…), and any email address or token-like string wherever it appears. Never throws.
 */
export function maskSensitive(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? null : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? null : beforeHash.slice(queryAt + 1);

  const decodedPath = safeDecode(path);
  let masked = maskFreeText(decodedPath) === decodedPath ? path : maskFreeText(decodedPath);
  if (query !== null) masked += `?${maskPairs(query)}`;
  if (fragment !== null) masked += `#${maskPairs(fragment)}`;
  return masked;
}

/** `Bearer abc` → `Bearer ***`: the scheme helps debugging, the credential never helps. */
export function maskAuthorization(value: string): string {
  const space = value.indexOf(' ');
  return space === -1 ? MASK : `${value.slice(0, space)} ${MASK}`;
}

/** `a=1; b=2` → `a=***; b=***`: cookie names are useful, values are credentials. */
export function maskCookie(value: string): string {
  return value
    .split(';')
    .map((part) => {
      const trimmed = part.trim();
      const eq = trimmed.indexOf('=');
      return eq === -1 ? MASK : `${trimmed.slice(0, eq)}=${MASK}`;
    })
    .join('; ');
}
