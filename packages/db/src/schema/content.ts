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
  uniqueIndex,
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
    /** The version in content_versions this row was published from; null: the seed's own. */
    liveVersion: integer('live_version'),
  },
  (t) => [
    check('content_pages_path_shape', sql`${t.path} ~ '^/ecom(/[a-z0-9]+(-[a-z0-9]+)*)+$'`),
    check('content_pages_title_length', sql`char_length(${t.title}) BETWEEN 1 AND 120`),
    check('content_pages_meta_length', sql`char_length(${t.metaDescription}) <= 160`),
    index('content_pages_section_idx').on(t.section),
  ],
);

/**
 * Experience fragments as they are live (decision 0077): blocks under a key (`homepage`,
 * `footer`, `site-wide-banner`, `mega-menu-middle`, `seasonal-menu`, or a free one), checked by
 * `validateContentFragment` before they are written and again when they are read.
 */
export const contentFragments = pgTable(
  'content_fragments',
  {
    key: text('key').primaryKey(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    liveVersion: integer('live_version'),
  },
  (t) => [
    check(
      'content_fragments_key_shape',
      sql`char_length(${t.key}) <= 60 AND ${t.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`,
    ),
  ],
);

/**
 * Every save of a page or a fragment in the staff editor (decision 0077): the whole document as
 * it was saved, numbered from 1 per document, with who saved it and when. Rows are only ever
 * added; publishing copies one into content_pages or content_fragments.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    /** page | fragment */
    kind: text('kind').notNull(),
    /** The page's path or the fragment's key. */
    ref: text('ref').notNull(),
    version: integer('version').notNull(),
    /** The document: a page's path, title, meta description and blocks, or a fragment's. */
    body: jsonb('body').notNull(),
    /** The version this one was copied from by a revert; null for an edit. */
    revertedFrom: integer('reverted_from'),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('content_versions_document_version_idx').on(t.kind, t.ref, t.version),
    check('content_versions_kind', sql`${t.kind} IN ('page', 'fragment')`),
    check('content_versions_version', sql`${t.version} >= 1`),
  ],
);

/** What staff did in the content editor, and when: rows are only ever added (decision 0077). */
export const contentAuditLog = pgTable(
  'content_audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** saved | published | reverted */
    action: text('action').notNull(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    version: integer('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('content_audit_log_document_idx').on(t.kind, t.ref, t.at),
    check('content_audit_log_action', sql`${t.action} IN ('saved', 'published', 'reverted')`),
  ],
);
