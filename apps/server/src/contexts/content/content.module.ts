import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { CustomerDirectory } from '../identity/identity.contract.ts';
import type { ContentDocumentRef, ContentService } from './content.contract.ts';
import { ContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService } from './content.service.ts';

/**
 * Content and help pages (decision 0074) and experience fragments with the staff editor's
 * versions (decision 0077).
 */
export function createContentModule(deps: {
  db: Db;
  now: Clock;
  customers: Pick<CustomerDirectory, 'namesOf'>;
  /** Told when a change went live on this process (app.ts empties its page cache). */
  onPublished?: (document: ContentDocumentRef) => void;
}): ContextModule<{ content: ContentService }> {
  const content = createContentService({
    repository: new ContentRepository(deps.db),
    customers: deps.customers,
    now: deps.now,
    ...(deps.onPublished ? { onPublished: deps.onPublished } : {}),
  });
  return {
    services: { content },
    routes: async (api) => {
      await api.register(contentRoutes, { content });
    },
  };
}
