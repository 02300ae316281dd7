import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import type { ContentService } from './content.contract.ts';
import { contentPageQuerySchema } from './content.schemas.ts';

const getContentPage = apiDoc({
  operationId: 'getContentPage',
  tag: 'content',
  access: 'public',
  summary: 'The published content or help page at a storefront path (/ecom/help-information…).',
  query: contentPageQuerySchema,
  errors: ['NOT_FOUND'],
});

/** Content REST calls (under /api): one published page by its storefront path. */
export async function contentRoutes(app: FastifyInstance, options: { content: ContentService }) {
  const { content } = options;

  app.get('/content/v1/pages', getContentPage, async (request) => {
    const { path } = parseInput(contentPageQuerySchema, request.query, 'query');
    const page = await content.getPage(path);
    if (!page) throw new AppError('NOT_FOUND', `No content page at ${path}`);
    return page;
  });
}
