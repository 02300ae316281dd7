import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { searchQuerySchema, termSuggestQuerySchema } from './search.schemas.ts';
import type { SearchEngine } from './search.service.ts';

/** Suggestions depend only on the catalogue, so browsers may reuse them briefly. */
const SUGGEST_CACHE_CONTROL = 'public, max-age=60';

const searchProducts = apiDoc({
  operationId: 'searchProducts',
  tag: 'search',
  access: 'public',
  summary: 'A page of products matching a search term, with filters and facets.',
  query: searchQuerySchema,
});

const suggestTerms = apiDoc({
  operationId: 'suggestTerms',
  tag: 'term-suggest',
  access: 'public',
  summary: 'Search terms that complete what has been typed, cached for a minute.',
  query: termSuggestQuerySchema,
});

/** Search REST calls (under /api), after the spec's path shapes. */
export async function searchRoutes(
  app: FastifyInstance,
  options: {
    search: SearchEngine;
    /**
     * Whether `Cache-Control: no-cache` may make the server compute an answer afresh (benches).
     * Otherwise any client could switch the caches off and make every search cost a full query.
     */
    allowClientNoCache: boolean;
  },
) {
  const { search, allowClientNoCache } = options;
  const asksForFresh = (cacheControl: string | undefined) =>
    allowClientNoCache && /no-cache/i.test(cacheControl ?? '');

  app.get('/search/v1/products', searchProducts, async (request) => {
    const query = parseInput(searchQuerySchema, request.query, 'query');
    return search.search(query, { fresh: asksForFresh(request.headers['cache-control']) });
  });

  app.get('/term-suggest/v1/terms', suggestTerms, async (request, reply) => {
    const { term } = parseInput(termSuggestQuerySchema, request.query, 'query');
    reply.header('cache-control', SUGGEST_CACHE_CONTROL);
    return search.suggest(term, { fresh: asksForFresh(request.headers['cache-control']) });
  });
}
