/**
 * Log masking (spec doc 1 §8, doc 3 §8): access tokens, emails, passwords and tokens never
 * reach the logs. Pure functions, so the rules are tested without a logger.
 */

import { looksLikeCardNumber } from '@grocer/domain/payments/card-type';

export const MASK = '***';

/** Query or fragment keys whose values are always masked, whatever they hold. */
const SENSITIVE_KEY = /token|passw|pwd|secret|email|e-mail|api[-_]?key|session|credential/i;

/** Whether a field or parameter of this name is never shown, whatever it holds. */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}
/** Runs of 12–19 digits (spaced or dashed) that pass Luhn: card numbers (decision 0038). */
const DIGIT_RUN = /\d(?:[\s-]?\d){11,18}/g;
const WHITESPACE = /\s/;

/*
 * Masking runs on every logged URL, Referer and error message, and a caller chooses how long those
 * are: it must take time in proportion to the text (decision 0051). A regular expression such as
 * /[^@]+@…/ retries from every position and rescans the rest of the text each time, so a 64 KB
 * header cost seconds. The scanners below move forward only: each character is read a bounded
 * number of times, whatever the text. DIGIT_RUN is linear too: it reads at most 37 characters from
 * any position.
 */

/** Characters of an email address's local part and domain: all but whitespace and `/?#&=;,:@`. */
function isAddressChar(code: number): boolean {
  switch (code) {
    case 0x2f: // /
    case 0x3f: // ?
    case 0x23: // #
    case 0x26: // &
    case 0x3d: // =
    case 0x3b: // ;
    case 0x2c: // ,
    case 0x3a: // :
    case 0x40: // @
      return false;
    default:
      return !WHITESPACE.test(String.fromCharCode(code));
  }
}

const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;

/** `[A-Za-z0-9_]`, a regular expression's `\w`. */
const isWordChar = (code: number) =>
  isAsciiLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x5f;

const isTokenChar = (code: number) => isWordChar(code) || code === 0x2d; // `\w` or -

/**
 * Where an email address whose domain starts at `from` ends, or -1: the domain runs to `runEnd`
 * and must hold a dot with a character before it and two letters after; the address ends after
 * the letters that follow the last such dot.
 */
function emailEnd(text: string, from: number, runEnd: number): number {
  for (let dot = runEnd - 3; dot > from; dot -= 1) {
    if (
      text.charCodeAt(dot) === 0x2e &&
      isAsciiLetter(text.charCodeAt(dot + 1)) &&
      isAsciiLetter(text.charCodeAt(dot + 2))
    ) {
      let end = dot + 3;
      while (end < runEnd && isAsciiLetter(text.charCodeAt(end))) end += 1;
      return end;
    }
  }
  return -1;
}

/**
 * Masks email addresses: `local@domain.tld`, the local part being the whole run of address
 * characters before the `@`. Each `@` looks back over its local part and ahead over its domain,
 * neither of which can cross another `@`, so no character is read more than three times.
 */
function maskEmails(text: string): string {
  let out = '';
  let done = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > done && isAddressChar(text.charCodeAt(start - 1))) start -= 1;
    if (start === at) continue;
    let runEnd = at + 1;
    while (runEnd < text.length && isAddressChar(text.charCodeAt(runEnd))) runEnd += 1;
    const end = emailEnd(text, at + 1, runEnd);
    if (end === -1) continue;
    out += `${text.slice(done, start)}${MASK}`;
    done = end;
    at = end - 1;
  }
  return done === 0 ? text : out + text.slice(done);
}

/** The end of the run of `\w` and `-` characters starting at `from`. */
function tokenRunEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && isTokenChar(text.charCodeAt(end))) end += 1;
  return end;
}

/**
 * Masks JSON web tokens (access tokens) wherever they appear: `eyJ…` at the start of a word, then
 * three dot-separated parts of `\w` and `-`, the last possibly empty. Other ids (UUIDs, slugs)
 * stay readable. A start that is not a token is passed with the rest of its part, since any later
 * `eyJ` in the same part is followed by the same parts and fails alike.
 */
function maskJwts(text: string): string {
  let out = '';
  let done = 0;
  let from = 0;
  for (let start = text.indexOf('eyJ'); start !== -1; start = text.indexOf('eyJ', from)) {
    if (start > 0 && isWordChar(text.charCodeAt(start - 1))) {
      from = start + 1;
      continue;
    }
    const headerEnd = tokenRunEnd(text, start + 3);
    from = headerEnd;
    if (headerEnd === start + 3 || text.charCodeAt(headerEnd) !== 0x2e) continue;
    const payloadEnd = tokenRunEnd(text, headerEnd + 1);
    if (payloadEnd === headerEnd + 1 || text.charCodeAt(payloadEnd) !== 0x2e) continue;
    const end = tokenRunEnd(text, payloadEnd + 1);
    out += `${text.slice(done, start)}${MASK}`;
    done = end;
    from = end;
  }
  return done === 0 ? text : out + text.slice(done);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * Masks payment providers' card tokens (`tok_…`, decision 0038) wherever they appear, to the end
 * of their run of `\w` and `-`: a token can be charged, so it is a secret like a card number.
 */
function maskCardTokens(text: string): string {
  let out = '';
  let done = 0;
  let from = 0;
  for (let start = text.indexOf('tok_'); start !== -1; start = text.indexOf('tok_', from)) {
    if (start > 0 && isWordChar(text.charCodeAt(start - 1))) {
      from = start + 1;
      continue;
    }
    const end = tokenRunEnd(text, start + 4);
    from = end;
    if (end === start + 4) continue;
    out += `${text.slice(done, start)}${MASK}`;
    done = end;
  }
  return done === 0 ? text : out + text.slice(done);
}

/** Masks email addresses and token-like strings in free text (an error message, say). */
export function maskFreeText(value: string): string {
  return maskCardTokens(maskJwts(maskEmails(value))).replace(DIGIT_RUN, (run) =>
    looksLikeCardNumber(run) ? MASK : run,
  );
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
