import type { Db } from '@grocer/db/client';
import { contentPages } from '@grocer/db/schema/content';
import { and, eq, isNotNull, lte } from 'drizzle-orm';

export interface ContentPageRow {
  path: string;
  section: string;
  title: string;
  metaDescription: string;
  blocks: unknown;
  publishedAt: Date | null;
  updatedAt: Date;
}

/** The content_pages table, for the content context only. */
export class ContentRepository {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** The page at `path` if it was published at or before `now`. */
  async findPublished(path: string, now: Date): Promise<ContentPageRow | null> {
    const [row] = await this.#db
      .select({
        path: contentPages.path,
        section: contentPages.section,
        title: contentPages.title,
        metaDescription: contentPages.metaDescription,
        blocks: contentPages.blocks,
        publishedAt: contentPages.publishedAt,
        updatedAt: contentPages.updatedAt,
      })
      .from(contentPages)
      .where(
        and(
          eq(contentPages.path, path),
          isNotNull(contentPages.publishedAt),
          lte(contentPages.publishedAt, now),
        ),
      )
      .limit(1);
    return row ?? null;
  }
}
