import type { ContentBlock } from '@grocer/domain/content/content-page';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Content and help pages (the content context's; decision 0074): one row per storefront path,
 * its blocks as the domain's content model (`@grocer/domain/content/content-page`), checked by
 * `validateContentPage` before they are written and again when they are read. A page is served
 * from `published_at` on; a row without it is a draft.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull().unique(),
    section: text('section').notNull(),
    title: text('title').notNull(),
    metaDescription: text('meta_description').notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The staff account that last changed it; null for the demo seed. */
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('content_pages_path_shape', sql`${t.path} ~ '^/ecom(/[a-z0-9]+(-[a-z0-9]+)*)+$'`),
    check('content_pages_title_length', sql`char_length(${t.title}) BETWEEN 1 AND 120`),
    check('content_pages_meta_length', sql`char_length(${t.metaDescription}) <= 160`),
    index('content_pages_section_idx').on(t.section),
  ],
);
