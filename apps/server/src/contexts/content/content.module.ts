import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { ContentService } from './content.contract.ts';
import { ContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService } from './content.service.ts';

/** Content and help pages (decision 0074): published pages by storefront path. */
export function createContentModule(deps: {
  db: Db;
  now: Clock;
}): ContextModule<{ content: ContentService }> {
  const content = createContentService({
    repository: new ContentRepository(deps.db),
    now: deps.now,
  });
  return {
    services: { content },
    routes: async (api) => {
      await api.register(contentRoutes, { content });
    },
  };
}
