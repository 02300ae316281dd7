import type { Db } from '@grocer/db/client';
import {
  contentAuditLog,
  contentFragments,
  contentPages,
  contentVersions,
} from '@grocer/db/schema/content';
import type { ContentBlock } from '@grocer/domain/content/content-page';
import { and, desc, eq, isNotNull, lte, max, sql } from 'drizzle-orm';

export interface ContentPageRow {
  path: string;
  section: string;
  title: string;
  metaDescription: string;
  blocks: unknown;
  publishedAt: Date | null;
  updatedAt: Date;
}

export interface ContentFragmentRow {
  key: string;
  blocks: unknown;
  publishedAt: Date;
  updatedAt: Date;
}

export type DocumentKind = 'page' | 'fragment';

export interface DocumentRef {
  kind: DocumentKind;
  /** A page's path or a fragment's key. */
  ref: string;
}

/** What the editor lists: a document that is live, or has versions, or both. */
export interface DocumentListingRow extends DocumentRef {
  /** A page's title; null for a fragment, and for a page that is only a draft. */
  title: string | null;
  liveVersion: number | null;
  publishedAt: Date | null;
  latestVersion: number | null;
  updatedAt: Date | null;
  updatedBy: number | null;
}

export interface LiveDocumentRow {
  body: Record<string, unknown>;
  liveVersion: number | null;
  publishedAt: Date | null;
  updatedAt: Date;
  updatedBy: number | null;
}

export interface VersionRow {
  version: number;
  body: unknown;
  revertedFrom: number | null;
  createdBy: number | null;
  createdAt: Date;
}

export type AuditAction = 'saved' | 'published' | 'reverted';

export interface AuditRow {
  staffId: number | null;
  action: AuditAction;
  version: number;
  at: Date;
}

/** Another save took the version number first (the unique index on kind, ref and version). */
export class VersionTaken extends Error {}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** The content context's tables: content_pages, content_fragments, their versions and audit. */
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

  async findFragment(key: string): Promise<ContentFragmentRow | null> {
    const [row] = await this.#db
      .select({
        key: contentFragments.key,
        blocks: contentFragments.blocks,
        publishedAt: contentFragments.publishedAt,
        updatedAt: contentFragments.updatedAt,
      })
      .from(contentFragments)
      .where(eq(contentFragments.key, key))
      .limit(1);
    return row ?? null;
  }

  /** Every page and fragment, live or with versions, with its latest version. */
  async listDocuments(): Promise<DocumentListingRow[]> {
    const latest = await this.#db
      .select({
        kind: contentVersions.kind,
        ref: contentVersions.ref,
        version: max(contentVersions.version),
        at: sql<Date>`max(${contentVersions.createdAt})`.mapWith(contentVersions.createdAt),
      })
      .from(contentVersions)
      .groupBy(contentVersions.kind, contentVersions.ref);
    const pages = await this.#db
      .select({
        ref: contentPages.path,
        title: contentPages.title,
        liveVersion: contentPages.liveVersion,
        publishedAt: contentPages.publishedAt,
        updatedAt: contentPages.updatedAt,
        updatedBy: contentPages.updatedBy,
      })
      .from(contentPages);
    const fragments = await this.#db
      .select({
        ref: contentFragments.key,
        liveVersion: contentFragments.liveVersion,
        publishedAt: contentFragments.publishedAt,
        updatedAt: contentFragments.updatedAt,
        updatedBy: contentFragments.updatedBy,
      })
      .from(contentFragments);
    const rows = new Map<string, DocumentListingRow>();
    for (const page of pages) {
      rows.set(`page ${page.ref}`, { kind: 'page', latestVersion: null, ...page });
    }
    for (const fragment of fragments) {
      rows.set(`fragment ${fragment.ref}`, {
        kind: 'fragment',
        title: null,
        latestVersion: null,
        ...fragment,
      });
    }
    for (const version of latest) {
      const id = `${version.kind} ${version.ref}`;
      const row = rows.get(id);
      if (row) {
        row.latestVersion = version.version;
      } else {
        rows.set(id, {
          kind: version.kind as DocumentKind,
          ref: version.ref,
          title: null,
          liveVersion: null,
          publishedAt: null,
          latestVersion: version.version,
          updatedAt: version.at,
          updatedBy: null,
        });
      }
    }
    return [...rows.values()];
  }

  /** The live row of a document as a body (a page's fields, or a fragment's key and blocks). */
  async findLive(document: DocumentRef): Promise<LiveDocumentRow | null> {
    if (document.kind === 'page') {
      const [row] = await this.#db
        .select()
        .from(contentPages)
        .where(eq(contentPages.path, document.ref))
        .limit(1);
      if (!row) return null;
      return {
        body: {
          path: row.path,
          section: row.section,
          title: row.title,
          metaDescription: row.metaDescription,
          blocks: row.blocks,
        },
        liveVersion: row.liveVersion,
        publishedAt: row.publishedAt,
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
      };
    }
    const [row] = await this.#db
      .select()
      .from(contentFragments)
      .where(eq(contentFragments.key, document.ref))
      .limit(1);
    if (!row) return null;
    return {
      body: { key: row.key, blocks: row.blocks },
      liveVersion: row.liveVersion,
      publishedAt: row.publishedAt,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
    };
  }

  async latestVersionNumber(document: DocumentRef): Promise<number | null> {
    const [row] = await this.#db
      .select({ version: max(contentVersions.version) })
      .from(contentVersions)
      .where(and(eq(contentVersions.kind, document.kind), eq(contentVersions.ref, document.ref)));
    return row?.version ?? null;
  }

  async findVersion(document: DocumentRef, version: number): Promise<VersionRow | null> {
    const [row] = await this.#db
      .select({
        version: contentVersions.version,
        body: contentVersions.body,
        revertedFrom: contentVersions.revertedFrom,
        createdBy: contentVersions.createdBy,
        createdAt: contentVersions.createdAt,
      })
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.kind, document.kind),
          eq(contentVersions.ref, document.ref),
          eq(contentVersions.version, version),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** A document's versions, newest first. */
  async listVersions(document: DocumentRef, limit: number): Promise<VersionRow[]> {
    return this.#db
      .select({
        version: contentVersions.version,
        body: contentVersions.body,
        revertedFrom: contentVersions.revertedFrom,
        createdBy: contentVersions.createdBy,
        createdAt: contentVersions.createdAt,
      })
      .from(contentVersions)
      .where(and(eq(contentVersions.kind, document.kind), eq(contentVersions.ref, document.ref)))
      .orderBy(desc(contentVersions.version))
      .limit(limit);
  }

  /**
   * Adds the next versions of a document in one transaction, after checking that its latest is
   * still `expectedLatest` (null: it has none). Each body gets the next number; the numbers are
   * returned. Throws VersionTaken when another save got there first.
   */
  async addVersions(
    document: DocumentRef,
    expectedLatest: number | null,
    versions: { body: unknown; revertedFrom: number | null; createdBy: number | null }[],
    audit: { staffId: number | null; action: AuditAction } | null,
    at: Date,
  ): Promise<number[] | 'moved-on'> {
    try {
      return await this.#db.transaction(async (tx) => {
        const [row] = await tx
          .select({ version: max(contentVersions.version) })
          .from(contentVersions)
          .where(
            and(eq(contentVersions.kind, document.kind), eq(contentVersions.ref, document.ref)),
          );
        const latest = row?.version ?? null;
        if (latest !== expectedLatest) return 'moved-on' as const;
        const numbers = versions.map((_, i) => (latest ?? 0) + i + 1);
        await tx.insert(contentVersions).values(
          versions.map((version, i) => ({
            kind: document.kind,
            ref: document.ref,
            version: numbers[i] as number,
            body: version.body,
            revertedFrom: version.revertedFrom,
            createdBy: version.createdBy,
            createdAt: at,
          })),
        );
        if (audit) {
          await tx.insert(contentAuditLog).values({
            ...audit,
            kind: document.kind,
            ref: document.ref,
            version: numbers.at(-1) as number,
            at,
          });
        }
        return numbers;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new VersionTaken();
      throw error;
    }
  }

  /** Makes `body` (already checked) the live page or fragment, and records who did it. */
  async publish(
    document: DocumentRef,
    body: { path: string; section: string; title: string; metaDescription: string } | null,
    blocks: ContentBlock[],
    version: number,
    staffId: number | null,
    action: AuditAction,
    at: Date,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      if (document.kind === 'page' && body) {
        const values = {
          ...body,
          blocks,
          publishedAt: at,
          updatedAt: at,
          updatedBy: staffId,
          liveVersion: version,
        };
        await tx
          .insert(contentPages)
          .values(values)
          .onConflictDoUpdate({ target: contentPages.path, set: values });
      } else {
        const values = {
          blocks,
          publishedAt: at,
          updatedAt: at,
          updatedBy: staffId,
          liveVersion: version,
        };
        await tx
          .insert(contentFragments)
          .values({ key: document.ref, ...values })
          .onConflictDoUpdate({ target: contentFragments.key, set: values });
      }
      await tx.insert(contentAuditLog).values({
        staffId,
        action,
        kind: document.kind,
        ref: document.ref,
        version,
        at,
      });
    });
  }

  /** What staff did to a document, newest first. */
  async listAudit(document: DocumentRef, limit: number): Promise<AuditRow[]> {
    const rows = await this.#db
      .select({
        staffId: contentAuditLog.staffId,
        action: contentAuditLog.action,
        version: contentAuditLog.version,
        at: contentAuditLog.at,
      })
      .from(contentAuditLog)
      .where(and(eq(contentAuditLog.kind, document.kind), eq(contentAuditLog.ref, document.ref)))
      .orderBy(desc(contentAuditLog.at), desc(contentAuditLog.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, action: row.action as AuditAction }));
  }
}
