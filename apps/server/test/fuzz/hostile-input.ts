import fc from 'fast-check';

/**
 * Generated hostile input for the fuzz suite: what an attacker, a broken client or a bored
 * teenager sends. Every arbitrary here is plain data; the suites turn it into requests.
 */

/** Names that reach Object.prototype when used as a key of a plain object. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
] as const;

/** Text that trips naive parsing, lookups, escaping or number handling. */
const ODD_TEXT = [
  '',
  ' ',
  // Well-formed but unknown: passes a pattern, names nothing.
  '_',
  'x',
  'unknown-value',
  '123456789',
  '  milk  ',
  '\t',
  '\n',
  '\r\n',
  '\u0000',
  '\u0007',
  '\u007f',
  '\u202e1',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u00a0',
  '\u2028',
  'e\u0301',
  'ﬁ',
  'ß',
  'İ',
  'ǅ',
  '𝔘𝔫𝔦',
  '👩‍👩‍👧',
  '🇬🇧',
  'مرحبا',
  '漢字',
  '\ufffd',
  '\ud800',
  '..',
  '../',
  '..\\',
  '/',
  '//',
  '\\',
  '<script>alert(1)</script>',
  '"',
  "'",
  '`',
  // `${7*7}`, a template injection (escaped so no linter takes it for a template).
  '\u0024{7*7}',
  '{{7*7}}',
  "' OR '1'='1' --",
  '*',
  '?',
  '&',
  '=',
  ';',
  ',',
  ',,,',
  '+',
  '|',
  '[',
  ']',
  '{}',
  '[]',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '[object Object]',
  '-1',
  '0',
  '00',
  '-0',
  '1.5',
  '1e309',
  '1e-7',
  '0x1F',
  '9007199254740993',
  '99999999999999999999',
  ' 1',
  '+1',
  '١٢٣',
  '１２３',
] as const;

/**
 * Percent sequences that are broken, overlong, encode separators or control characters, or
 * decode to a lone surrogate. They only mean something inside a URL, sent as they are.
 */
export const ODD_PERCENT = [
  '%',
  '%%',
  '%2',
  '%zz',
  '%00',
  '%0d%0a',
  '%C0%AE',
  '%ED%A0%80',
  '%FF',
  '%E2%80%AE',
  '%2e%2e%2f',
  '%2F',
  '%252e',
  '%u0041',
  '%23',
  '%3F',
  '%26',
] as const;

const oddText = fc.constantFrom<string>(...ODD_TEXT);
const prototypeName = fc.constantFrom<string>(...PROTOTYPE_NAMES);

/** Long enough to pass any length limit the code has (and a few it may lack). */
export const overLong = fc
  .tuple(
    fc.constantFrom('a', '9', ' ', '-', ',', 'é', '🍎', 'a/', '%', '__proto__'),
    fc.constantFrom(65, 101, 257, 301, 501, 1025, 2049, 4097),
  )
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)));

/** Any text: odd pieces, random unicode and binary, glued together, or over-long. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: oddText },
  { weight: 3, arbitrary: prototypeName },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(oddText, prototypeName, fc.string({ maxLength: 4 })), {
        minLength: 2,
        maxLength: 4,
      })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: overLong },
);

/** A value for a named parameter: a plausible one (so the code goes deeper) or a hostile one. */
export function parameterValue(plausible: readonly string[]): fc.Arbitrary<string> {
  return plausible.length === 0
    ? hostileText
    : fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...plausible) },
        { weight: 3, arbitrary: hostileText },
      );
}

export type UrlEncoding = 'encoded' | 'raw';

/** Characters a client may send unescaped in a request target (and `%`, to send broken escapes). */
const RAW_SAFE = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%[\]]$/;

/**
 * Puts text into a URL: `encoded` escapes everything but letters, digits and `-._~`; `raw` sends
 * what a client may send as is (separators and `%` included, so structure and escapes break).
 * Other bytes are escaped as UTF-8, as a browser would.
 */
export function forUrl(text: string, encoding: UrlEncoding): string {
  let out = '';
  for (const char of text) {
    const keep = encoding === 'raw' ? RAW_SAFE.test(char) : /^[A-Za-z0-9\-._~]$/.test(char);
    out += keep
      ? char
      : [...new TextEncoder().encode(char)]
          .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
          .join('');
  }
  return out;
}

/** A text as it goes into a URL: escaped or not, or one of the odd percent sequences. */
export function urlPart(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(value, fc.constantFrom<UrlEncoding>('encoded', 'raw'))
        .map(([text, encoding]) => forUrl(text, encoding)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(value, fc.constantFrom(...ODD_PERCENT))
        .map(([text, odd]) => `${forUrl(text, 'encoded')}${odd}`),
    },
  );
}

/** Parameter names that are not the route's: prototype names, bracket and dot syntax, junk. */
const oddName = fc.oneof(
  fc.constantFrom<string>(...PROTOTYPE_NAMES),
  fc.constantFrom(
    'a[b]',
    'a[]',
    'a[__proto__]',
    'a.b',
    '',
    ' ',
    '%',
    '&',
    '=',
    'a=b',
    '_routes',
    'index',
  ),
  hostileText,
);

export interface QueryParameter {
  name: string;
  /** Sent in every generated query, so the route gets past "is required". */
  required?: boolean;
}

type Pair = [name: string, value: string];
type Encoded = [name: string, value: string, encoded: boolean];

/** A hostile value for a parameter the route reads: prototype names come up often. */
const hostileValue = fc.oneof(
  { weight: 2, arbitrary: prototypeName },
  { weight: 3, arbitrary: hostileText },
);

/** One thing wrong with an otherwise plausible query. */
function queryMutation(names: readonly string[]): fc.Arbitrary<(pairs: Encoded[]) => Encoded[]> {
  const known = names.length > 0 ? fc.constantFrom(...names) : oddName;
  const escaped = ([name, value]: Pair): Encoded => [
    forUrl(name, 'encoded'),
    forUrl(value, 'encoded'),
    true,
  ];
  return fc.oneof(
    // A parameter of the route given a hostile value (replacing its plausible one).
    {
      weight: 4,
      arbitrary: fc.tuple(known, hostileValue).map(([name, value]) => (pairs: Encoded[]) => [
        ...pairs.filter(([key]) => key !== forUrl(name, 'encoded')),
        escaped([name, value]),
      ]),
    },
    // Many parameters the same hostile value: finds the one lookup among many names (and
    // shrinks to that one).
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.subarray([...names], { minLength: Math.min(1, names.length) }), hostileValue)
        .map(([chosen, value]) => (pairs: Encoded[]) => [
          ...pairs.filter(([key]) => !chosen.some((name) => forUrl(name, 'encoded') === key)),
          ...chosen.map((name) => escaped([name, value])),
        ]),
    },
    // A parameter the route does not know.
    {
      weight: 1,
      arbitrary: fc.tuple(oddName, hostileText).map(([name, value]) => (pairs: Encoded[]) => [
        ...pairs,
        escaped([name, value]),
      ]),
    },
    // A parameter repeated, which most parsers turn into a list.
    {
      weight: 1,
      arbitrary: fc
        .tuple(known, fc.nat({ max: 3 }), hostileText)
        .map(([name, times, value]) => (pairs: Encoded[]) => [
          ...pairs,
          ...Array.from({ length: times + 1 }, () => escaped([name, value])),
        ]),
    },
    // A value (or a name) sent raw or with a broken escape, so it decodes to something odd.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.nat(), fc.boolean(), hostileText, fc.constantFrom(...ODD_PERCENT), fc.boolean())
        .map(([at, nameToo, text, odd, raw]) => (pairs: Encoded[]) => {
          if (pairs.length === 0) return [[forUrl(text, 'raw'), odd, false]];
          const index = at % pairs.length;
          const [name, value] = pairs[index] as Encoded;
          const broken = raw ? forUrl(text, 'raw') : `${value}${odd}`;
          return pairs.map((pair, i) =>
            i === index ? [nameToo ? `${name}${odd}` : name, broken, false] : pair,
          );
        }),
    },
  );
}

/**
 * A query string that is mostly what the route expects (its own parameters with plausible
 * values, required ones always there) with one to three things wrong: a hostile or prototype
 * value, an unknown name, a repeated parameter, a raw or broken escape; odd separators now and
 * then. Mostly valid requests reach past the first check to the code behind it.
 */
export function hostileQuery(
  parameters: readonly QueryParameter[],
  plausibleFor: (name: string) => readonly string[],
  options: { mutations: boolean } = { mutations: true },
): fc.Arbitrary<string> {
  const base = fc.tuple(
    ...parameters.map(({ name, required }) => {
      const plausible = plausibleFor(name);
      const value = plausible.length > 0 ? fc.constantFrom(...plausible) : hostileText;
      return fc
        .tuple(fc.boolean(), value)
        .map(([present, v]): Pair[] => (present || required ? [[name, v]] : []));
    }),
  );
  const names = parameters.map(({ name }) => name);
  return fc
    .tuple(
      base,
      fc.array(queryMutation(names), { maxLength: options.mutations ? 3 : 0 }),
      fc.constantFrom('&', '&', '&', '&', '&', ';', '&&'),
    )
    .map(([pairs, mutations, separator]) => {
      const encoded = pairs
        .flat()
        .map(([name, value]): Encoded => [forUrl(name, 'encoded'), forUrl(value, 'encoded'), true]);
      const all = mutations.reduce((current, mutate) => mutate(current), encoded);
      if (all.length === 0) return '';
      // `name` alone (no `=`) is a parameter too.
      return `?${all.map(([name, value]) => (value === '' ? name : `${name}=${value}`)).join(separator)}`;
    });
}

/** Values Node's HTTP parser accepts in a header (latin-1, no control characters but tab). */
function headerSafe(value: string): boolean {
  return /^[\t\x20-\x7e\x80-\xff]*$/.test(value);
}

const headerText = hostileText.filter(headerSafe);

/** Host headers: foreign, malformed, with ports out of range, userinfo, IPv6, over-long. */
export const hostileHost: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'localhost',
    'localhost:3000',
    'evil.example',
    'evil.example:443',
    'localhost:99999',
    'localhost:-1',
    'localhost:abc',
    'localhost:',
    '[::1]',
    '[::1]:3000',
    '[::1',
    '[fe80::1%25eth0]',
    '127.0.0.1',
    '0',
    '',
    ' ',
    'localhost.',
    'LOCALHOST',
    'localhost:3000@evil.example',
    'evil.example#@localhost',
    'localhost/ecom',
    'localhost\\evil.example',
    'localhost,evil.example',
    'localhost evil.example',
    'xn--80ak6aa92e.com',
    'ex\xe4mple.com',
    '*',
    '%00',
    'a'.repeat(300),
  ),
  headerText,
);

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data; boundary=',
  'text/plain',
  'text/plain; charset=utf-8',
  'text/csv',
  'text/html',
  'application/xml',
  'application/graphql',
  'application/octet-stream',
  'image/png',
  '*/*',
  ';',
  'x',
  '',
] as const;

/** A body that is `key=value` pairs, for forms: hostile names and values, with the given names. */
function formBody(names: readonly string[]): fc.Arbitrary<string> {
  const name = names.length > 0 ? fc.oneof(fc.constantFrom(...names), oddName) : oddName;
  return fc
    .array(
      fc.tuple(urlPart(name), urlPart(hostileText)).map(([key, value]) => `${key}=${value}`),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.join('&'));
}

/** A multipart body with the `fuzz` boundary (or a broken one), fields with hostile values. */
function multipartBody(names: readonly string[]): fc.Arbitrary<string> {
  const name = names.length > 0 ? fc.oneof(fc.constantFrom(...names), oddName) : oddName;
  return fc
    .tuple(
      fc.array(fc.tuple(name, hostileText), { maxLength: 3 }),
      fc.constantFrom('--fuzz--\r\n', '', '--fuzz', '--other--\r\n'),
    )
    .map(
      ([fields, end]) =>
        fields
          .map(
            ([field, value]) =>
              `--fuzz\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
          )
          .join('') + end,
    );
}

/** JSON-ish bodies: broken, deep, with prototype keys, wrong shapes, wrong types. */
const jsonishBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '}',
    '[]',
    '{}',
    'null',
    '"x"',
    '1',
    'true',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"a":1,"a":2}',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"a":${'1'.repeat(400)}}`,
  ),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  hostileText,
);

/** Request bodies of every kind, for any route; `fieldNames` are names a form might expect. */
export function hostileBody(fieldNames: readonly string[] = []): fc.Arbitrary<string | Buffer> {
  return fc.oneof(
    { weight: 3, arbitrary: jsonishBody },
    { weight: 3, arbitrary: formBody(fieldNames) },
    { weight: 2, arbitrary: multipartBody(fieldNames) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
    // Over the 256 KiB body limit.
    { weight: 1, arbitrary: fc.constant('x'.repeat(300 * 1024)) },
  );
}

/**
 * Request headers a client controls, each present or not, with odd or hostile values. Host is
 * left to its own property (hostileHost), so a Host problem cannot hide every other one.
 */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      accept: fc.oneof(
        fc.constantFrom(
          '*/*',
          'text/html',
          'application/json',
          'text/x-component',
          'application/graphql-response+json',
          'image/*;q=0',
          ';;;',
        ),
        headerText,
      ),
      'accept-encoding': fc.oneof(
        fc.constantFrom('br', 'gzip;q=0', 'identity;q=0, *;q=0', 'gzip, br, zstd', 'x', '*'),
        headerText,
      ),
      'accept-language': fc.oneof(fc.constantFrom('en-GB', 'xx', '*;q=2'), headerText),
      cookie: fc.oneof(
        fc.constantFrom(
          '__proto__=1; constructor=2',
          'a=b; a=c',
          '=',
          ';;;',
          'bad cookie',
          `big=${'x'.repeat(4096)}`,
          // Session cookies naming no session: malformed, well-formed but unknown, repeated.
          'session=',
          'session=x',
          `session=${'A'.repeat(43)}`,
          `session=${'A'.repeat(43)}; session=${'B'.repeat(43)}`,
          `staff-session=${'A'.repeat(43)}`,
          'session=%E0%A4%A',
        ),
        fc
          .tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), headerText), headerText)
          .map(([name, value]) => `${forUrl(name, 'raw')}=${forUrl(value, 'raw')}`),
      ),
      // Credentials that are not valid: each is refused or ignored, never a crash. Seldom
      // there, since a refused bearer is answered before the rest of the request is looked at.
      authorization: fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Bearer x',
          'Bearer a.b.c',
          `Bearer ${'a'.repeat(2049)}`,
          'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.',
          'bearer x',
          'Basic dXNlcjpwYXNz',
          'Bearer x, Bearer y',
        ),
        headerText,
      ),
      'x-csrf-token': fc.oneof(
        fc.constantFrom('', 'x', 'A'.repeat(43), 'A'.repeat(101)),
        headerText,
      ),
      'cache-control': fc.constantFrom('no-cache', 'no-store', 'max-age=-1', 'only-if-cached', 'x'),
      range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=5-1', 'bytes=abc', 'bytes=0-1,2-3'),
      'if-none-match': fc.oneof(fc.constantFrom('*', '"x"', 'W/"x"'), headerText),
      'if-modified-since': fc.oneof(fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT'), headerText),
      'x-forwarded-for': fc.oneof(
        fc.constantFrom('1.2.3.4, 5.6.7.8', '::1', 'unknown'),
        headerText,
      ),
      'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', ''),
      'x-forwarded-host': hostileHost,
      'x-request-id': headerText,
      origin: fc.oneof(fc.constantFrom('null', 'https://evil.example'), headerText),
      referer: fc.oneof(fc.constantFrom('https://evil.example/', '/ecom'), headerText),
      'user-agent': fc.oneof(
        fc.constantFrom('Googlebot/2.1', 'Mozilla/5.0', '', 'curl/8'),
        headerText,
      ),
      'content-type': fc.constantFrom(...CONTENT_TYPES),
    },
    { requiredKeys: [] },
  )
  .map(
    (headers) =>
      Object.fromEntries(
        Object.entries(headers).filter(([, value]) => value !== undefined),
      ) as Record<string, string>,
  );

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'QUERY']);
