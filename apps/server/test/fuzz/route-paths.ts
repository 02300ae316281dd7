import fc from 'fast-check';
import {
  hostileQuery,
  hostileText,
  overLong,
  parameterValue,
  type QueryParameter,
  urlPart,
} from './hostile-input.ts';
import type { PlausibleValues } from './plausible-values.ts';

/** `:name`, `:name?` (React Router's optional) and `*` splats, in Fastify and React Router patterns. */
const PLACEHOLDER = /(:[A-Za-z0-9_]+\??|\*)/;

/**
 * A concrete path for a route pattern. Plausible: every placeholder gets a real value (a splat
 * a real category path). Hostile: plausible or hostile values, escaped or raw, and splats of
 * up to four such segments.
 */
export function pathFor(
  pattern: string,
  plausible: PlausibleValues,
  mode: 'plausible' | 'hostile',
): fc.Arbitrary<string> {
  const parts = pattern.split(PLACEHOLDER);
  return fc
    .tuple(
      ...parts.map((part) => {
        if (!PLACEHOLDER.test(part) || part.length === 0) return fc.constant(part);
        const name = part === '*' ? '*' : part.replace(/^:|\?$/g, '');
        const values = plausible(name);
        if (mode === 'plausible') {
          if (values.length === 0) return urlPart(hostileText);
          // A splat's value keeps its slashes; a param's is one segment.
          return fc
            .constantFrom(...values)
            .map((value) =>
              part === '*'
                ? value.split('/').map(encodeURIComponent).join('/')
                : encodeURIComponent(value),
            );
        }
        const segment = urlPart(parameterValue(values));
        return part === '*'
          ? fc.oneof(
              fc.array(segment, { maxLength: 4 }).map((segments) => segments.join('/')),
              // One segment past any length a real path has.
              urlPart(overLong),
            )
          : segment;
      }),
    )
    .map((filled) => filled.join('').replace(/(.)\/+$/, '$1'));
}

/**
 * A path and a query string with hostility in one or both: a hostile path alone, a hostile
 * query on a plausible path (so a 404 on the path does not hide what the query does), or both.
 */
export function pathAndQuery(
  pattern: string,
  plausible: PlausibleValues,
  parameters: readonly QueryParameter[],
): fc.Arbitrary<[path: string, query: string]> {
  const query = (mutations: boolean) => hostileQuery(parameters, plausible, { mutations });
  // A path with nothing to fill has nothing hostile to add: every case goes to the query.
  if (!PLACEHOLDER.test(pattern)) return fc.tuple(fc.constant(pattern), query(true));
  return fc.oneof(
    fc.tuple(pathFor(pattern, plausible, 'hostile'), query(false)),
    fc.tuple(pathFor(pattern, plausible, 'plausible'), query(true)),
    fc.tuple(pathFor(pattern, plausible, 'hostile'), query(true)),
  );
}
