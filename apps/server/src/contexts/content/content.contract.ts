import type { ContentFragment } from '@grocer/domain/content/content-fragment';
import type { ContentPage } from '@grocer/domain/content/content-page';
import type { Identity } from '@grocer/domain/identity/identity';

/**
 * The content context's contract: published content and help pages (decision 0074), experience
 * fragments by key, and the staff editor's versions (decision 0077).
 */

export interface PublishedContentPage extends ContentPage {
  /** ISO date-time the page was published. */
  publishedAt: string;
  /** ISO date-time of its last change. */
  updatedAt: string;
}

export interface LiveContentFragment extends ContentFragment {
  /** ISO date-time the fragment was published. */
  publishedAt: string;
}

/** A page (by its storefront path) or an experience fragment (by its key). */
export interface ContentDocumentRef {
  kind: 'page' | 'fragment';
  ref: string;
}

/** A document's body as staff edit it: a page, or a fragment. */
export type ContentDocumentBody = ContentPage | ContentFragment;

export interface ContentDocumentSummary extends ContentDocumentRef {
  /** A page's title, or a fragment's name ('Home page', 'Footer taxonomy'…). */
  name: string;
  /** The version shoppers see; null when it is the seeded content or nothing is live. */
  liveVersion: number | null;
  published: boolean;
  /** The newest saved version; null when none was saved yet (the seeded content). */
  latestVersion: number | null;
  updatedAt: Date | null;
  updatedByName: string | null;
}

export interface ContentVersionSummary {
  version: number;
  createdAt: Date;
  /** Null for the seeded content, kept as version 1 when staff first saved a change. */
  createdByName: string | null;
  /** The version a revert copied. */
  revertedFrom: number | null;
  live: boolean;
}

export interface ContentAuditEntry {
  action: 'saved' | 'published' | 'reverted';
  version: number;
  staffName: string | null;
  at: Date;
}

export interface ContentDocumentDraft extends ContentDocumentRef {
  name: string;
  description: string;
  /** The latest version's body, else the live one's. */
  body: ContentDocumentBody;
  /** The version `body` is (null: the live, seeded content). Saves name it as their base. */
  version: number | null;
  liveVersion: number | null;
  published: boolean;
  versions: ContentVersionSummary[];
  audit: ContentAuditEntry[];
}

export type ContentRefusal = {
  outcome: 'refused';
  code: 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT';
  message: string;
};

export type ContentEditResult =
  | { outcome: 'saved' | 'published' | 'reverted'; version: number }
  /** The content rule's problems, each naming its place (`blocks[2].href: …`). */
  | { outcome: 'invalid'; problems: string[] }
  | ContentRefusal;

/** The staff editor (staff with 'staff:manage-content'); every change is a version, audited. */
export interface ContentEditor {
  list(
    staff: Identity,
  ): Promise<{ outcome: 'ok'; documents: ContentDocumentSummary[] } | ContentRefusal>;
  open(
    staff: Identity,
    document: ContentDocumentRef,
  ): Promise<{ outcome: 'ok'; draft: ContentDocumentDraft } | ContentRefusal>;
  /**
   * The body of `version` (the latest when null, else the live one) as shoppers would get it,
   * for the preview: checked by the rule, never cached.
   */
  preview(
    staff: Identity,
    document: ContentDocumentRef,
    version: number | null,
  ): Promise<{ outcome: 'ok'; body: ContentDocumentBody; version: number | null } | ContentRefusal>;
  /**
   * Saves `body` as the document's next version once the content rule accepts it. `basedOn` is
   * the version the editor opened (null: none); if another was saved since, it is a CONFLICT.
   * `creating`: the document must not exist yet.
   */
  save(
    staff: Identity,
    document: ContentDocumentRef,
    body: unknown,
    options: { basedOn: number | null; creating?: boolean },
  ): Promise<ContentEditResult>;
  /** Makes a saved version live; shoppers see it within the caches' times (decision 0077). */
  publish(
    staff: Identity,
    document: ContentDocumentRef,
    version: number,
  ): Promise<ContentEditResult>;
  /** Saves a copy of an earlier version as the newest and publishes it. */
  revert(
    staff: Identity,
    document: ContentDocumentRef,
    version: number,
  ): Promise<ContentEditResult>;
}

export interface ContentService {
  /** The page published at a storefront path (`/ecom/help-information`), or null. */
  getPage(path: string): Promise<PublishedContentPage | null>;
  /**
   * The live experience fragment under `key`, or null when there is none. Kept in memory for
   * FRAGMENT_CACHE_MS (the footer for FOOTER_CACHE_MS); a failure throws and is not kept.
   */
  getFragment(key: string): Promise<LiveContentFragment | null>;
  editor: ContentEditor;
}
