import { fragmentRule } from '@grocer/domain/content/content-fragment';
import { type ContentBlockKind, PAGE_BLOCK_KINDS } from '@grocer/domain/content/content-page';
import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import type { ContentDocumentDraft } from '@grocer/server/contexts/content/content.contract';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { fieldControlClass } from '../components/ui/form-field.tsx';
import { BlockFieldset } from '../features/content/components/block-fieldset.tsx';
import {
  applyBlockEdit,
  BLOCK_KIND_LABELS,
  blockEditOf,
  bodyFromFields,
  type DocumentFields,
  documentFieldsFromForm,
  fieldsOfBlock,
  problemForPeople,
} from '../features/content/lib/block-form.ts';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-content-edit';
import styles from './admin-console.module.css';
import {
  documentOfParams,
  type EditorDocument,
  editorPath,
  previewPath,
  refusalStatus,
} from './admin-content-paths.ts';

/**
 * One page or fragment in the content editor (decision 0077): its blocks as a structured form
 * (one fieldset per block, plain posts, so it works without JavaScript), saved as a new version;
 * a preview as shoppers would see it; publish; the versions with who and when; revert.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const document = documentOfParams(params);
  const opened = await getServices(context).content.editor.open(staff, document);
  if (opened.outcome === 'refused') {
    throw data({ reason: opened.code }, { status: refusalStatus(opened.code) });
  }
  const { draft } = opened;
  const url = new URL(request.url);
  const done = (['saved', 'published', 'reverted'] as const).find((key) =>
    url.searchParams.has(key),
  );
  return {
    draft,
    fields: fieldsOfDraft(draft),
    notice: done ? `${noticeText(done)} version ${url.searchParams.get(done)}.` : null,
  };
}

function noticeText(done: 'saved' | 'published' | 'reverted'): string {
  return done === 'saved' ? 'Saved' : done === 'published' ? 'Published' : 'Reverted: published';
}

function fieldsOfDraft(draft: ContentDocumentDraft): DocumentFields {
  const fields: DocumentFields = { blocks: draft.body.blocks.map(fieldsOfBlock) };
  if ('path' in draft.body) {
    fields.title = draft.body.title;
    fields.metaDescription = draft.body.metaDescription;
  }
  return fields;
}

function allowedKinds(document: EditorDocument): readonly ContentBlockKind[] {
  return document.kind === 'page' ? PAGE_BLOCK_KINDS : fragmentRule(document.ref).allowed;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const document = documentOfParams(params);
  const editor = getServices(context).content.editor;
  const form = await request.formData();
  const intent = text(form, 'intent');
  const version = Number.parseInt(text(form, 'version'), 10);
  const path = editorPath(document);

  if (intent === 'publish' || intent === 'revert') {
    if (!Number.isInteger(version) || version < 1) {
      return data(
        { problems: ['Choose a version.'], fields: null, revision: null },
        { status: 400 },
      );
    }
    const result =
      intent === 'publish'
        ? await editor.publish(staff, document, version)
        : await editor.revert(staff, document, version);
    if (result.outcome === 'invalid') {
      return data(
        { problems: result.problems.map(problemForPeople), fields: null, revision: null },
        { status: 422 },
      );
    }
    if (result.outcome === 'refused') {
      if (result.code === 'FORBIDDEN') throw data({ reason: result.code }, { status: 403 });
      return data(
        { problems: [result.message], fields: null, revision: null },
        { status: refusalStatus(result.code) },
      );
    }
    return redirect(`${path}?${result.outcome}=${result.version}`);
  }

  const fields = documentFieldsFromForm(form);
  const revision = `${Date.now()}`;
  const edit = blockEditOf(intent);
  if (edit) {
    // Adding, moving or removing a block changes the form only; Save keeps it.
    return {
      problems: [],
      fields: { ...fields, blocks: applyBlockEdit(fields.blocks, edit) },
      revision,
    };
  }
  if (intent !== 'save') {
    return data({ problems: ['Choose what to do.'], fields, revision }, { status: 400 });
  }
  const basedOnText = text(form, 'basedOn');
  const basedOn = basedOnText === '' ? null : Number.parseInt(basedOnText, 10);
  const result = await editor.save(staff, document, bodyFromFields(document, fields), {
    basedOn: Number.isInteger(basedOn) ? basedOn : null,
  });
  if (result.outcome === 'invalid') {
    return data(
      { problems: result.problems.map(problemForPeople), fields, revision },
      { status: 422 },
    );
  }
  if (result.outcome === 'refused') {
    if (result.code === 'FORBIDDEN') throw data({ reason: result.code }, { status: 403 });
    return data(
      { problems: [result.message], fields, revision },
      { status: refusalStatus(result.code) },
    );
  }
  return redirect(`${path}?saved=${result.version}`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.draft.name ?? 'Content'} · Content · ${STAFF_CONSOLE_TITLE}` }];
}

const AUDIT_TEXT = {
  saved: 'Saved',
  published: 'Published',
  reverted: 'Reverted to an earlier version as',
};

export default function AdminContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, notice } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const fields = actionData?.fields ?? loaderData.fields;
  const formKey = actionData?.revision ?? `v${draft.version ?? 0}`;
  const document = { kind: draft.kind, ref: draft.ref };
  // A hero opens the home page only: once it has one, no second is offered.
  const kinds = allowedKinds(document).filter(
    (kind) => kind !== 'hero' || fields.blocks[0]?.kind !== 'hero',
  );
  const latest = draft.version;
  const problems = actionData?.problems ?? [];
  return (
    <>
      <p>
        <Link to="/admin/content">All content</Link>
      </p>
      <h1>{draft.name}</h1>
      <p className={styles.help}>
        {draft.kind === 'page' ? 'Page' : 'Fragment'} <code>{draft.ref}</code>. {draft.description}
      </p>
      <p className={styles.note}>
        {draft.published
          ? draft.liveVersion === null
            ? 'Shoppers see the seeded content.'
            : `Shoppers see version ${draft.liveVersion}.`
          : 'Not published: shoppers do not see it.'}{' '}
        {latest === null ? 'No version saved yet.' : `Latest saved: version ${latest}.`}
      </p>
      {notice && (
        <p role="status" className={styles.note}>
          {notice}
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert" className={styles.problem}>
          <p>Nothing was saved or published:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      <section className={styles.results} aria-labelledby="content-publish">
        <h2 id="content-publish">Preview and publish</h2>
        <div className={styles.flagForm}>
          <Link
            to={previewPath(document, latest)}
            className={buttonClass({ variant: 'secondary', size: 'small' })}
          >
            {latest === null ? 'Preview' : `Preview version ${latest}`}
          </Link>
          {latest !== null && latest !== draft.liveVersion && (
            <Form method="post">
              <input type="hidden" name="version" value={latest} />
              <button
                type="submit"
                name="intent"
                value="publish"
                disabled={busy}
                className={buttonClass({ size: 'small' })}
              >
                {`Publish version ${latest}`}
              </button>
            </Form>
          )}
        </div>
      </section>

      <section className={styles.results} aria-labelledby="content-edit">
        <h2 id="content-edit">Edit</h2>
        <Form method="post" key={formKey} className={styles.search} aria-labelledby="content-edit">
          {/* Enter in a field saves: the form's first submit button is its default. */}
          <button type="submit" name="intent" value="save" hidden tabIndex={-1}>
            Save
          </button>
          <input type="hidden" name="basedOn" value={latest ?? ''} />
          <input type="hidden" name="blockCount" value={fields.blocks.length} />
          {draft.kind === 'page' && (
            <div className={styles.fields}>
              <label>
                Title
                <input
                  name="title"
                  defaultValue={fields.title ?? ''}
                  className={fieldControlClass()}
                />
              </label>
              <label>
                Meta description
                <input
                  name="metaDescription"
                  defaultValue={fields.metaDescription ?? ''}
                  className={fieldControlClass()}
                />
              </label>
            </div>
          )}
          {fields.blocks.map((block, index) => (
            <BlockFieldset
              // The form is keyed by its revision, so a block's place is its identity here.
              key={index}
              block={block}
              index={index}
              count={fields.blocks.length}
            />
          ))}
          <fieldset className={styles.flagModes}>
            <legend className={styles.note}>Add a block</legend>
            {kinds.map((kind) => (
              <button
                key={kind}
                type="submit"
                name="intent"
                value={`add:${kind}`}
                formNoValidate
                className={buttonClass({ variant: 'ghost', size: 'small' })}
              >
                {`Add ${BLOCK_KIND_LABELS[kind].toLowerCase()}`}
              </button>
            ))}
          </fieldset>
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className={buttonClass()}
          >
            Save as a new version
          </button>
        </Form>
      </section>

      <section className={styles.results} aria-labelledby="content-versions">
        <h2 id="content-versions">Versions</h2>
        {draft.versions.length === 0 ? (
          <p className={styles.note}>No version saved yet: the first save keeps what is live.</p>
        ) : (
          <table className={styles.table}>
            <caption className={styles.help}>Every saved version, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Saved</th>
                <th scope="col">By</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {draft.versions.map((version) => (
                <tr key={version.version}>
                  <th scope="row">{`Version ${version.version}`}</th>
                  <td>{formatDateTime(version.createdAt)}</td>
                  <td>{version.createdByName ?? 'As seeded'}</td>
                  <td>
                    {[
                      version.live ? 'Live' : null,
                      version.revertedFrom !== null
                        ? `Copy of version ${version.revertedFrom}`
                        : null,
                    ]
                      .filter(Boolean)
                      .join(', ') || '—'}
                  </td>
                  <td>
                    <div className={styles.flagForm}>
                      <Link to={previewPath(document, version.version)}>
                        {`Preview version ${version.version}`}
                      </Link>
                      {version.version !== latest && (
                        <Form method="post">
                          <input type="hidden" name="version" value={version.version} />
                          <button
                            type="submit"
                            name="intent"
                            value="revert"
                            disabled={busy}
                            className={buttonClass({ variant: 'secondary', size: 'small' })}
                          >
                            {`Revert to version ${version.version}`}
                          </button>
                        </Form>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className={styles.results} aria-labelledby="content-activity">
        <h2 id="content-activity">Activity</h2>
        {draft.audit.length === 0 ? (
          <p className={styles.note}>Nobody has changed it in the editor yet.</p>
        ) : (
          <ul>
            {draft.audit.map((entry, i) => (
              <li key={`${i}-${String(entry.at)}`}>
                {`${formatDateTime(entry.at)}: ${AUDIT_TEXT[entry.action]} version ${entry.version}${
                  entry.staffName ? ` by ${entry.staffName}` : ''
                }`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
