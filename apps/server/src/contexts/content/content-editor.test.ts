import {
  contentAuditLog,
  contentFragments,
  contentPages,
  contentVersions,
} from '@grocer/db/schema/content';
import { ANONYMOUS } from '@grocer/domain/identity/identity';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAccount,
  identityOfAccount,
  type TestAccount,
} from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ContentDocumentRef, ContentEditor } from './content.contract.ts';

/**
 * The staff content editor (decision 0077): every save a version with who and when, publish and
 * revert audited, bad content refused with the rule's messages, and only staff let in.
 */

let t: TestApp;
let editor: ContentEditor;
let staffAccount: TestAccount;
let customerAccount: TestAccount;
/** This file's own documents: unique keys and paths, removed afterwards (the database may be shared). */
const run = `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
const fragment: ContentDocumentRef = { kind: 'fragment', ref: `editor-test-${run}` };
const page: ContentDocumentRef = { kind: 'page', ref: `/ecom/content/editor-test-${run}` };
const seeded: ContentDocumentRef = { kind: 'page', ref: `/ecom/content/editor-seeded-${run}` };
const refs = [fragment.ref, page.ref, seeded.ref];

const paragraph = (text: string) => ({ kind: 'richText', paragraphs: [{ runs: [{ text }] }] });
const fragmentBody = (text: string) => ({ key: fragment.ref, blocks: [paragraph(text)] });
const pageBody = (ref: string, title: string) => ({
  path: ref,
  title,
  metaDescription: 'A page the editor test writes and removes.',
  blocks: [{ kind: 'heading', level: 2, text: title }, paragraph('Opening hours')],
});

beforeAll(async () => {
  t = await createTestApp();
  editor = t.app.services.content.editor;
  staffAccount = await createTestAccount(t.database, { role: 'staff', firstName: 'Editor' });
  customerAccount = await createTestAccount(t.database, { role: 'customer' });
});

afterAll(async () => {
  const db = t.database.db;
  await db.delete(contentVersions).where(inArray(contentVersions.ref, refs));
  await db.delete(contentAuditLog).where(inArray(contentAuditLog.ref, refs));
  await db.delete(contentFragments).where(inArray(contentFragments.key, refs));
  await db.delete(contentPages).where(inArray(contentPages.path, refs));
  await staffAccount.remove();
  await customerAccount.remove();
  await t.close();
});

const staff = () => identityOfAccount(staffAccount.id, 'staff');

const liveFragment = (key: string) =>
  t.app.inject({ url: `/api/content/v2/experience-fragments/${key}` });

describe('the content editor', () => {
  it('proves shoppers and visitors are refused everything, and nothing is written', async () => {
    for (const who of [identityOfAccount(customerAccount.id, 'customer'), ANONYMOUS]) {
      const forbidden = { outcome: 'refused', code: 'FORBIDDEN' };
      expect(await editor.list(who)).toMatchObject(forbidden);
      expect(await editor.open(who, fragment)).toMatchObject(forbidden);
      expect(await editor.preview(who, fragment, null)).toMatchObject(forbidden);
      expect(
        await editor.save(who, fragment, fragmentBody('Hello'), { basedOn: null, creating: true }),
      ).toMatchObject(forbidden);
      expect(await editor.publish(who, fragment, 1)).toMatchObject(forbidden);
      expect(await editor.revert(who, fragment, 1)).toMatchObject(forbidden);
    }
    const rows = await t.database.db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.ref, fragment.ref));
    expect(rows).toEqual([]);
  });

  it('proves bad content is refused with messages naming the place: an unknown block, a huge body, a script tag', async () => {
    const save = (body: unknown) =>
      editor.save(staff(), fragment, body, { basedOn: null, creating: true });
    expect(
      await save({ key: fragment.ref, blocks: [{ kind: 'html', html: '<b>hi</b>' }] }),
    ).toEqual({
      outcome: 'invalid',
      problems: [
        'blocks[0].kind: must be one of heading, richText, image, callToAction, linkList, productCarousel, teaser, hero',
      ],
    });
    const huge = await save({
      key: fragment.ref,
      blocks: Array.from({ length: 60 }, () => paragraph('a'.repeat(2_000))),
    });
    expect(huge).toMatchObject({ outcome: 'invalid' });
    expect(huge.outcome === 'invalid' && huge.problems).toEqual([
      expect.stringMatching(/^fragment: must be at most 100000 characters as JSON/),
    ]);
    expect(await save(fragmentBody('<script>alert(document.cookie)</script>'))).toEqual({
      outcome: 'invalid',
      problems: [
        'blocks[0].paragraphs[0].runs[0].text: must not contain a script tag: content is shown as text, never run',
      ],
    });
    // A body for another document is not this one's.
    expect(await save({ key: 'another-fragment', blocks: [paragraph('x')] })).toEqual({
      outcome: 'invalid',
      problems: [`key: must be ${fragment.ref}, the fragment being edited`],
    });
    expect(await editor.open(staff(), fragment)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('proves every save is a version with who and when, publish makes one live, a stale save is a conflict, and revert restores an earlier one, all audited', async () => {
    const first = await editor.save(staff(), fragment, fragmentBody('First words'), {
      basedOn: null,
      creating: true,
    });
    expect(first).toEqual({ outcome: 'saved', version: 1 });
    // Saved is not live: shoppers see nothing yet.
    expect((await liveFragment(fragment.ref)).statusCode).toBe(404);
    expect(await editor.publish(staff(), fragment, 1)).toEqual({
      outcome: 'published',
      version: 1,
    });
    expect((await liveFragment(fragment.ref)).json()).toMatchObject({
      key: fragment.ref,
      blocks: [paragraph('First words')],
    });

    expect(
      await editor.save(staff(), fragment, fragmentBody('Second words'), { basedOn: 1 }),
    ).toEqual({ outcome: 'saved', version: 2 });
    // Someone who opened version 1 cannot save over version 2 unseen.
    const stale = await editor.save(staff(), fragment, fragmentBody('Stale words'), {
      basedOn: 1,
    });
    expect(stale).toMatchObject({ outcome: 'refused', code: 'CONFLICT' });
    expect(stale.outcome === 'refused' && stale.message).toMatch(/Version 2 .* was saved after/);
    expect(
      await editor.save(staff(), fragment, fragmentBody('Again'), {
        basedOn: null,
        creating: true,
      }),
    ).toMatchObject({ outcome: 'refused', code: 'CONFLICT' });

    // The preview shows the draft; shoppers still get version 1.
    expect(await editor.preview(staff(), fragment, null)).toMatchObject({
      outcome: 'ok',
      version: 2,
      body: { blocks: [paragraph('Second words')] },
    });
    expect((await liveFragment(fragment.ref)).json().blocks).toEqual([paragraph('First words')]);
    await editor.publish(staff(), fragment, 2);
    expect((await liveFragment(fragment.ref)).json().blocks).toEqual([paragraph('Second words')]);

    expect(await editor.revert(staff(), fragment, 1)).toEqual({ outcome: 'reverted', version: 3 });
    expect((await liveFragment(fragment.ref)).json().blocks).toEqual([paragraph('First words')]);
    expect(await editor.revert(staff(), fragment, 9)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await editor.publish(staff(), fragment, 9)).toMatchObject({ code: 'NOT_FOUND' });

    const opened = await editor.open(staff(), fragment);
    if (opened.outcome !== 'ok') throw new Error(opened.message);
    const { draft } = opened;
    expect(draft).toMatchObject({ version: 3, liveVersion: 3, published: true });
    expect(draft.body).toEqual(fragmentBody('First words'));
    expect(draft.versions.map((v) => [v.version, v.revertedFrom, v.live, v.createdByName])).toEqual(
      [
        [3, 1, true, expect.stringContaining('Editor')],
        [2, null, false, expect.stringContaining('Editor')],
        [1, null, false, expect.stringContaining('Editor')],
      ],
    );
    expect(draft.audit.map((entry) => [entry.action, entry.version])).toEqual([
      ['reverted', 3],
      ['published', 2],
      ['saved', 2],
      ['published', 1],
      ['saved', 1],
    ]);

    // The rows themselves: who, what and when, only ever added.
    const audit = await t.database.db
      .select()
      .from(contentAuditLog)
      .where(and(eq(contentAuditLog.kind, 'fragment'), eq(contentAuditLog.ref, fragment.ref)))
      .orderBy(asc(contentAuditLog.id));
    expect(audit.map((row) => [row.action, row.version, row.staffId])).toEqual([
      ['saved', 1, staffAccount.id],
      ['published', 1, staffAccount.id],
      ['saved', 2, staffAccount.id],
      ['published', 2, staffAccount.id],
      ['reverted', 3, staffAccount.id],
    ]);
    for (const row of audit) expect(row.at.getTime()).toBeLessThanOrEqual(Date.now());
    const listing = await editor.list(staff());
    if (listing.outcome !== 'ok') throw new Error(listing.message);
    expect(listing.documents.find((d) => d.ref === fragment.ref)).toMatchObject({
      kind: 'fragment',
      name: `Fragment ${fragment.ref}`,
      liveVersion: 3,
      latestVersion: 3,
      published: true,
      updatedByName: expect.stringContaining('Editor'),
    });
  });

  it('proves a new page is created as a draft and served once published, under its path', async () => {
    const created = await editor.save(staff(), page, pageBody(page.ref, 'Editor test'), {
      basedOn: null,
      creating: true,
    });
    expect(created).toEqual({ outcome: 'saved', version: 1 });
    const getPage = () => t.app.inject({ url: '/api/content/v1/pages', query: { path: page.ref } });
    expect((await getPage()).statusCode).toBe(404);
    await editor.publish(staff(), page, 1);
    const served = await getPage();
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ title: 'Editor test', section: 'content' });
    // A page under a path no page could have is refused before anything is read.
    expect(
      await editor.save(
        staff(),
        { kind: 'page', ref: '/ecom/admin/x' },
        pageBody('/ecom/admin/x', 'No'),
        {
          basedOn: null,
          creating: true,
        },
      ),
    ).toMatchObject({ outcome: 'invalid' });
  });

  it('proves the first save of seeded content keeps the seeded content as version 1, so it can be restored', async () => {
    const at = new Date('2020-01-01T00:00:00Z');
    await t.database.db.insert(contentPages).values({
      ...pageBody(seeded.ref, 'As seeded'),
      section: 'content',
      blocks: pageBody(seeded.ref, 'As seeded').blocks as never,
      publishedAt: at,
      updatedAt: at,
    });
    const opened = await editor.open(staff(), seeded);
    expect(opened).toMatchObject({ outcome: 'ok', draft: { version: null, liveVersion: null } });
    expect(
      await editor.save(staff(), seeded, pageBody(seeded.ref, 'Edited'), { basedOn: null }),
    ).toEqual({ outcome: 'saved', version: 2 });
    const versions = await t.database.db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.ref, seeded.ref))
      .orderBy(asc(contentVersions.version));
    expect(
      versions.map((v) => [v.version, v.createdBy, (v.body as { title: string }).title]),
    ).toEqual([
      [1, null, 'As seeded'],
      [2, staffAccount.id, 'Edited'],
    ]);
    await editor.publish(staff(), seeded, 2);
    expect(await editor.revert(staff(), seeded, 1)).toEqual({ outcome: 'reverted', version: 3 });
    const served = await t.app.inject({
      url: '/api/content/v1/pages',
      query: { path: seeded.ref },
    });
    expect(served.json().title).toBe('As seeded');
  });

  it('proves an unknown fragment is a 404 with a message, and a malformed key is a 400', async () => {
    const missing = await liveFragment(`no-such-fragment-${run}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: `No experience fragment under no-such-fragment-${run}`,
    });
    expect((await liveFragment('Not_A_Key')).statusCode).toBe(404);
    expect((await liveFragment('a'.repeat(61))).statusCode).toBe(400);
  });
});
