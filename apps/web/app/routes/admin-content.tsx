import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import type { ContentDocumentSummary } from '@grocer/server/contexts/content/content.contract';
import { data, Form, Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { fieldControlClass } from '../components/ui/form-field.tsx';
import { problemForPeople } from '../features/content/lib/block-form.ts';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-content';
import styles from './admin-console.module.css';
import { editorPath, refusalStatus } from './admin-content-paths.ts';

const TITLE = 'Content';

/**
 * The content editor's list (decision 0077): every content page and experience fragment, which
 * version is live and who changed it last, and the forms that start a new page or fragment.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const listing = await getServices(context).content.editor.list(staff);
  if (listing.outcome === 'refused') {
    throw data({ reason: listing.code }, { status: refusalStatus(listing.code) });
  }
  return { documents: listing.documents };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Creates a page or a fragment as a first draft, then opens it in the editor. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const first = text(form, 'firstParagraph') || 'Write the content here.';
  const paragraph = { kind: 'richText', paragraphs: [{ runs: [{ text: first }] }] };
  let document: { kind: 'page' | 'fragment'; ref: string };
  let body: unknown;
  if (intent === 'create-page') {
    const path = text(form, 'path').toLowerCase();
    const title = text(form, 'title');
    document = { kind: 'page', ref: path.startsWith('/ecom/') ? path : `/ecom/${path}` };
    body = { path: document.ref, title, metaDescription: title, blocks: [paragraph] };
  } else if (intent === 'create-fragment') {
    document = { kind: 'fragment', ref: text(form, 'key').toLowerCase() };
    body = { key: document.ref, blocks: [paragraph] };
  } else {
    return data({ intent, problems: ['Choose to create a page or a fragment.'] }, { status: 400 });
  }
  const result = await getServices(context).content.editor.save(staff, document, body, {
    basedOn: null,
    creating: true,
  });
  if (result.outcome === 'invalid') {
    return data({ intent, problems: result.problems.map(problemForPeople) }, { status: 422 });
  }
  if (result.outcome === 'refused') {
    if (result.code === 'CONFLICT') {
      return data({ intent, problems: [result.message] }, { status: 409 });
    }
    throw data({ reason: result.code }, { status: refusalStatus(result.code) });
  }
  return redirect(`${editorPath(document)}?saved=${result.version}`);
}

export function meta() {
  return [{ title: `${TITLE} · ${STAFF_CONSOLE_TITLE}` }];
}

function liveText(document: ContentDocumentSummary): string {
  if (!document.published) return 'Not published';
  return document.liveVersion === null
    ? 'Live (as seeded)'
    : `Live: version ${document.liveVersion}`;
}

function DocumentTable({
  caption,
  documents,
  refLabel,
}: {
  caption: string;
  documents: ContentDocumentSummary[];
  refLabel: string;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.help}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">{refLabel}</th>
          <th scope="col">Shoppers see</th>
          <th scope="col">Latest saved</th>
          <th scope="col">Last changed</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={`${document.kind} ${document.ref}`}>
            <th scope="row">
              <Link to={editorPath(document)}>{document.name}</Link>
            </th>
            <td>
              <code>{document.ref}</code>
            </td>
            <td>{liveText(document)}</td>
            <td>
              {document.latestVersion === null ? 'None' : `Version ${document.latestVersion}`}
            </td>
            <td>
              {document.updatedAt
                ? `${formatDateTime(document.updatedAt)}${document.updatedByName ? ` by ${document.updatedByName}` : ''}`
                : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const { documents } = loaderData;
  const pages = documents.filter((document) => document.kind === 'page');
  const fragments = documents.filter((document) => document.kind === 'fragment');
  const problems = (intent: string) =>
    actionData && actionData.intent === intent && actionData.problems.length > 0 ? (
      <div role="alert" className={styles.problem}>
        <p>Nothing was created:</p>
        <ul>
          {actionData.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <>
      <h1>{TITLE}</h1>
      <p className={styles.help}>
        Every save is a version; shoppers see a version once it is published. A publish shows at
        once on this server and within 10 seconds on every other (the footer within 5 minutes).
      </p>
      <section className={styles.results} aria-labelledby="content-fragments">
        <h2 id="content-fragments">Fragments</h2>
        <DocumentTable
          caption="The home page, the footer, the menus, the banner and other fragments"
          documents={fragments}
          refLabel="Key"
        />
      </section>
      <section className={styles.results} aria-labelledby="content-pages">
        <h2 id="content-pages">Pages</h2>
        <DocumentTable caption="Content and help pages" documents={pages} refLabel="Path" />
      </section>
      <section className={styles.results} aria-labelledby="content-new-page">
        <h2 id="content-new-page">New page</h2>
        <Form method="post" className={styles.search} aria-labelledby="content-new-page">
          <input type="hidden" name="intent" value="create-page" />
          {problems('create-page')}
          <div className={styles.fields}>
            <label>
              Path
              <input
                name="path"
                required
                placeholder="/ecom/content/our-farms"
                className={fieldControlClass()}
              />
            </label>
            <label>
              Title
              <input name="title" required className={fieldControlClass()} />
            </label>
          </div>
          <button type="submit" className={buttonClass({ variant: 'secondary' })}>
            Create page
          </button>
        </Form>
      </section>
      <section className={styles.results} aria-labelledby="content-new-fragment">
        <h2 id="content-new-fragment">New fragment</h2>
        <Form method="post" className={styles.search} aria-labelledby="content-new-fragment">
          <input type="hidden" name="intent" value="create-fragment" />
          {problems('create-fragment')}
          <div className={styles.fields}>
            <label>
              Key
              <input
                name="key"
                required
                placeholder="spring-campaign"
                className={fieldControlClass()}
              />
            </label>
          </div>
          <button type="submit" className={buttonClass({ variant: 'secondary' })}>
            Create fragment
          </button>
        </Form>
      </section>
    </>
  );
}
