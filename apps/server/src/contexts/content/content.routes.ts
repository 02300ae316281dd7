import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import type { ContentService } from './content.contract.ts';
import { contentPageQuerySchema, fragmentParamsSchema } from './content.schemas.ts';

const getContentPage = apiDoc({
  operationId: 'getContentPage',
  tag: 'content',
  access: 'public',
  summary: 'The published content or help page at a storefront path (/ecom/help-information…).',
  query: contentPageQuerySchema,
  errors: ['NOT_FOUND'],
});

const getExperienceFragment = apiDoc({
  operationId: 'getExperienceFragment',
  tag: 'content',
  access: 'public',
  summary:
    'The live experience fragment under a key (spec doc 3 §7): homepage, footer, site-wide-banner, mega-menu-middle, seasonal-menu or another.',
  description:
    'The blocks staff published under the key, the same for every caller; kept 10 s by each server process (the footer 5 minutes), so a publish reaches every process within that time.',
  params: fragmentParamsSchema,
  errors: ['NOT_FOUND'],
});

/** Content REST calls (under /api): a published page by its path, a fragment by its key. */
export async function contentRoutes(app: FastifyInstance, options: { content: ContentService }) {
  const { content } = options;

  app.get('/content/v1/pages', getContentPage, async (request) => {
    const { path } = parseInput(contentPageQuerySchema, request.query, 'query');
    const page = await content.getPage(path);
    if (!page) throw new AppError('NOT_FOUND', `No content page at ${path}`);
    return page;
  });

  app.get('/content/v2/experience-fragments/:key', getExperienceFragment, async (request) => {
    const { key } = parseInput(fragmentParamsSchema, request.params, 'params');
    const fragment = await content.getFragment(key);
    if (!fragment) throw new AppError('NOT_FOUND', `No experience fragment under ${key}`);
    return fragment;
  });
}
