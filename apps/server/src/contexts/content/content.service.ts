import { contentSectionOf, validateContentPage } from '@grocer/domain/content/content-page';
import type { Clock } from '../../context-module.ts';
import type { ContentService, PublishedContentPage } from './content.contract.ts';
import type { ContentRepository } from './content.repository.ts';

export function createContentService(deps: {
  repository: ContentRepository;
  now: Clock;
}): ContentService {
  const { repository, now } = deps;
  return {
    async getPage(path: string): Promise<PublishedContentPage | null> {
      // A path no page could have is simply unknown: no query for it.
      if (contentSectionOf(path) === null) return null;
      const row = await repository.findPublished(path, now());
      if (!row?.publishedAt) return null;
      // Rows are checked as they are written; checking again as they are read means a row
      // changed behind the service's back can never put markup or a bad link on a page.
      const checked = validateContentPage({
        path: row.path,
        section: row.section,
        title: row.title,
        metaDescription: row.metaDescription,
        blocks: row.blocks,
      });
      if (!checked.ok) {
        throw new Error(`content page ${row.path} is not valid: ${checked.problems.join('; ')}`);
      }
      return {
        ...checked.page,
        publishedAt: row.publishedAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };
}
