import {
  fragmentCacheMs,
  fragmentRule,
  isFragmentKey,
  validateContentFragment,
} from '@grocer/domain/content/content-fragment';
import { contentSectionOf, validateContentPage } from '@grocer/domain/content/content-page';
import type { Identity } from '@grocer/domain/identity/identity';
import type { Clock } from '../../context-module.ts';
import type { CustomerDirectory } from '../identity/identity.contract.ts';
import type {
  ContentDocumentBody,
  ContentDocumentRef,
  ContentEditor,
  ContentEditResult,
  ContentRefusal,
  ContentService,
  LiveContentFragment,
  PublishedContentPage,
} from './content.contract.ts';
import { type ContentRepository, VersionTaken } from './content.repository.ts';

const MANAGE = 'staff:manage-content';
const HISTORY_LIMIT = 50;
/** Fragments kept at most: any well-formed key may be asked for, and a missing one is kept too. */
const MAX_KEPT_FRAGMENTS = 500;

type Checked =
  | { ok: true; body: ContentDocumentBody; blocks: ContentDocumentBody['blocks'] }
  | { ok: false; problems: string[] };

/** Checks a body as the document it claims to be: its path or key must be the document's. */
function checkBody(document: ContentDocumentRef, body: unknown): Checked {
  if (document.kind === 'page') {
    const result = validateContentPage(body);
    if (!result.ok) return result;
    if (result.page.path !== document.ref) {
      return { ok: false, problems: [`path: must be ${document.ref}, the page being edited`] };
    }
    return { ok: true, body: result.page, blocks: result.page.blocks };
  }
  const result = validateContentFragment(body);
  if (!result.ok) return result;
  if (result.fragment.key !== document.ref) {
    return { ok: false, problems: [`key: must be ${document.ref}, the fragment being edited`] };
  }
  return { ok: true, body: result.fragment, blocks: result.fragment.blocks };
}

/** Whether a reference could name a document at all (a path no page could have is not one). */
function isDocumentRef(document: ContentDocumentRef): boolean {
  return document.kind === 'page'
    ? contentSectionOf(document.ref) !== null
    : isFragmentKey(document.ref);
}

const refused = (code: ContentRefusal['code'], message: string): ContentRefusal => ({
  outcome: 'refused',
  code,
  message,
});

const FORBIDDEN = refused('FORBIDDEN', 'Only staff who manage content may use the editor.');

function describe(document: ContentDocumentRef): string {
  return document.kind === 'page' ? `the page ${document.ref}` : `the fragment ${document.ref}`;
}

function nameOf(document: ContentDocumentRef, body: unknown): string {
  if (document.kind === 'fragment') {
    const rule = fragmentRule(document.ref);
    return rule.name === 'Experience fragment' ? `Fragment ${document.ref}` : rule.name;
  }
  const title = (body as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title !== '' ? title : document.ref;
}

/**
 * Published pages and fragments for the storefront, and the staff editor (decisions 0074 and
 * 0077). Fragments are kept in this process's memory for their spec'd time, so a publish on any
 * process reaches every other within it; the publishing process forgets its own copy at once and
 * tells `onPublished` (app.ts empties its page cache).
 */
export function createContentService(deps: {
  repository: ContentRepository;
  customers: Pick<CustomerDirectory, 'namesOf'>;
  now: Clock;
  /** Called after a publish or revert made a change live, on this process. */
  onPublished?: (document: ContentDocumentRef) => void;
}): ContentService {
  const { repository, now } = deps;
  /** key → the fragment (or its absence) and when to read it again. */
  const fragments = new Map<
    string,
    { expires: number; value: Promise<LiveContentFragment | null> }
  >();

  async function readFragment(key: string): Promise<LiveContentFragment | null> {
    const row = await repository.findFragment(key);
    if (!row) return null;
    // Checked again as it is read: a row changed behind the service's back never reaches a page.
    const checked = validateContentFragment({ key: row.key, blocks: row.blocks });
    if (!checked.ok) {
      throw new Error(`content fragment ${key} is not valid: ${checked.problems.join('; ')}`);
    }
    return { ...checked.fragment, publishedAt: row.publishedAt.toISOString() };
  }

  const canManage = (staff: Identity) => staff.permissions.includes(MANAGE);

  async function namesOf(ids: (number | null)[]): Promise<Map<number, string>> {
    return deps.customers.namesOf([...new Set(ids.flatMap((id) => (id === null ? [] : [id])))]);
  }

  async function makeLive(
    staff: Identity,
    document: ContentDocumentRef,
    version: number,
    action: 'published' | 'reverted',
  ): Promise<ContentEditResult> {
    const row = await repository.findVersion(document, version);
    if (!row) {
      return refused('NOT_FOUND', `There is no version ${version} of ${describe(document)}.`);
    }
    const checked = checkBody(document, row.body);
    if (!checked.ok) return { outcome: 'invalid', problems: checked.problems };
    const page =
      checked.body && 'path' in checked.body
        ? {
            path: checked.body.path,
            section: checked.body.section,
            title: checked.body.title,
            metaDescription: checked.body.metaDescription,
          }
        : null;
    await repository.publish(
      document,
      page,
      checked.blocks,
      version,
      staff.principalId,
      action,
      now(),
    );
    if (document.kind === 'fragment') fragments.delete(document.ref);
    deps.onPublished?.(document);
    return { outcome: action, version };
  }

  const editor: ContentEditor = {
    async list(staff) {
      if (!canManage(staff)) return FORBIDDEN;
      const rows = await repository.listDocuments();
      const names = await namesOf(rows.map((row) => row.updatedBy));
      const documents = rows.map((row) => ({
        kind: row.kind,
        ref: row.ref,
        name: row.kind === 'fragment' ? nameOf(row, null) : (row.title ?? nameOf(row, null)),
        liveVersion: row.liveVersion,
        published: row.publishedAt !== null,
        latestVersion: row.latestVersion,
        updatedAt: row.updatedAt,
        updatedByName: row.updatedBy === null ? null : (names.get(row.updatedBy) ?? null),
      }));
      documents.sort((a, b) => a.kind.localeCompare(b.kind) || a.ref.localeCompare(b.ref, 'en-GB'));
      return { outcome: 'ok', documents };
    },

    async open(staff, document) {
      if (!canManage(staff)) return FORBIDDEN;
      const notFound = refused('NOT_FOUND', `There is no ${describe(document)}.`);
      if (!isDocumentRef(document)) return notFound;
      const [live, versions, audit] = await Promise.all([
        repository.findLive(document),
        repository.listVersions(document, HISTORY_LIMIT),
        repository.listAudit(document, HISTORY_LIMIT),
      ]);
      const latest = versions[0];
      if (!live && !latest) return notFound;
      const names = await namesOf([
        ...versions.map((version) => version.createdBy),
        ...audit.map((entry) => entry.staffId),
      ]);
      const nameOfStaff = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
      const body = (latest?.body ?? live?.body) as ContentDocumentBody;
      const liveVersion = live?.liveVersion ?? null;
      const rule = document.kind === 'fragment' ? fragmentRule(document.ref) : null;
      return {
        outcome: 'ok',
        draft: {
          ...document,
          name: nameOf(document, body),
          description: rule?.description ?? 'A content or help page.',
          body,
          version: latest?.version ?? null,
          liveVersion,
          published: live?.publishedAt != null,
          versions: versions.map((version) => ({
            version: version.version,
            createdAt: version.createdAt,
            createdByName: nameOfStaff(version.createdBy),
            revertedFrom: version.revertedFrom,
            live: version.version === liveVersion,
          })),
          audit: audit.map((entry) => ({
            action: entry.action,
            version: entry.version,
            staffName: nameOfStaff(entry.staffId),
            at: entry.at,
          })),
        },
      };
    },

    async preview(staff, document, version) {
      if (!canManage(staff)) return FORBIDDEN;
      const notFound = refused('NOT_FOUND', `There is no ${describe(document)} to preview.`);
      if (!isDocumentRef(document)) return notFound;
      const number = version ?? (await repository.latestVersionNumber(document));
      const source =
        number === null
          ? await repository.findLive(document)
          : await repository.findVersion(document, number);
      if (!source) return notFound;
      const checked = checkBody(document, source.body);
      if (!checked.ok) {
        throw new Error(`${describe(document)} is not valid: ${checked.problems.join('; ')}`);
      }
      return { outcome: 'ok', body: checked.body, version: number };
    },

    async save(staff, document, body, options) {
      if (!canManage(staff)) return FORBIDDEN;
      if (!isDocumentRef(document)) {
        return {
          outcome: 'invalid',
          problems: [
            document.kind === 'page'
              ? 'path: must be /ecom/<section>/… in lowercase a-z, 0-9 and hyphens, in a content section'
              : 'key: must be lowercase a-z, 0-9 and hyphens, at most 60 characters',
          ],
        };
      }
      const checked = checkBody(document, body);
      if (!checked.ok) return { outcome: 'invalid', problems: checked.problems };
      const [live, latest] = await Promise.all([
        repository.findLive(document),
        repository.latestVersionNumber(document),
      ]);
      if (options.creating && (live || latest !== null)) {
        return refused('CONFLICT', `${describe(document)} already exists: open it to edit it.`);
      }
      if (latest !== options.basedOn) {
        return refused(
          'CONFLICT',
          `Version ${latest} of ${describe(document)} was saved after the one you opened: open it again to see it, then make your change.`,
        );
      }
      // The first save of seeded content keeps that content as version 1, so it can be restored.
      const versions: { body: unknown; revertedFrom: number | null; createdBy: number | null }[] =
        latest === null && live ? [{ body: live.body, revertedFrom: null, createdBy: null }] : [];
      versions.push({ body: checked.body, revertedFrom: null, createdBy: staff.principalId });
      try {
        const numbers = await repository.addVersions(
          document,
          latest,
          versions,
          { staffId: staff.principalId, action: 'saved' },
          now(),
        );
        if (numbers === 'moved-on') {
          return refused(
            'CONFLICT',
            `Another version of ${describe(document)} was saved just now: open it again to see it.`,
          );
        }
        return { outcome: 'saved', version: numbers.at(-1) as number };
      } catch (error) {
        if (error instanceof VersionTaken) {
          return refused(
            'CONFLICT',
            `Another version of ${describe(document)} was saved just now: open it again to see it.`,
          );
        }
        throw error;
      }
    },

    async publish(staff, document, version) {
      if (!canManage(staff)) return FORBIDDEN;
      if (!isDocumentRef(document))
        return refused('NOT_FOUND', `There is no ${describe(document)}.`);
      return makeLive(staff, document, version, 'published');
    },

    async revert(staff, document, version) {
      if (!canManage(staff)) return FORBIDDEN;
      if (!isDocumentRef(document))
        return refused('NOT_FOUND', `There is no ${describe(document)}.`);
      const earlier = await repository.findVersion(document, version);
      if (!earlier) {
        return refused('NOT_FOUND', `There is no version ${version} of ${describe(document)}.`);
      }
      const checked = checkBody(document, earlier.body);
      if (!checked.ok) return { outcome: 'invalid', problems: checked.problems };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const latest = await repository.latestVersionNumber(document);
        try {
          const numbers = await repository.addVersions(
            document,
            latest,
            [{ body: checked.body, revertedFrom: version, createdBy: staff.principalId }],
            null,
            now(),
          );
          if (numbers === 'moved-on') continue;
          return makeLive(staff, document, numbers[0] as number, 'reverted');
        } catch (error) {
          if (!(error instanceof VersionTaken)) throw error;
        }
      }
      return refused(
        'CONFLICT',
        `Other versions of ${describe(document)} kept being saved: try the revert again.`,
      );
    },
  };

  return {
    editor,
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

    async getFragment(key: string): Promise<LiveContentFragment | null> {
      if (!isFragmentKey(key)) return null;
      // Cache time is the process's own monotonic time, not the shop's (injectable) clock.
      const at = performance.now();
      const kept = fragments.get(key);
      if (kept && kept.expires > at) return kept.value;
      if (fragments.size >= MAX_KEPT_FRAGMENTS) fragments.clear();
      // Concurrent readers share one read; a failed read is forgotten, so the next one retries.
      const value = readFragment(key);
      fragments.set(key, { expires: at + fragmentCacheMs(key), value });
      value.catch(() => {
        if (fragments.get(key)?.value === value) fragments.delete(key);
      });
      return value;
    },
  };
}
