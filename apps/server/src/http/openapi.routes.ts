import type { FastifyInstance } from 'fastify';
import { renderApiDocsPage } from './api-docs-page.ts';
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiInfo } from './openapi.ts';

/** The document changes only with the code, so clients and caches may keep it a while. */
const DOCS_CACHE_CONTROL = 'public, max-age=300';

/**
 * `GET /openapi.json` and its readable page `GET /docs` (under /api), built from the app's route
 * table the first time they are asked for, when every route is registered.
 */
export async function openApiRoutes(app: FastifyInstance, options: { info: OpenApiInfo }) {
  const openApiPath = `${app.prefix}/openapi.json`;
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const built = () => {
    document ??= buildOpenApiDocument(app.routeTable, options.info);
    return document;
  };

  app.get('/openapi.json', async (_request, reply) => {
    reply.header('cache-control', DOCS_CACHE_CONTROL);
    return reply.type('application/json; charset=utf-8').send(built());
  });

  app.get('/docs', async (_request, reply) => {
    page ??= renderApiDocsPage(built(), {
      openApiPath,
      ...(options.info.graphqlSdlPath ? { graphqlSdlPath: options.info.graphqlSdlPath } : {}),
    });
    reply.header('cache-control', DOCS_CACHE_CONTROL);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
