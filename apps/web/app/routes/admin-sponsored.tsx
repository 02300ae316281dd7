import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { AD_BANNER_TEXT_LIMITS } from '@grocer/domain/sponsored/ad-banner';
import {
  adChangeLabel,
  SPONSORED_PLACEMENT_LIMITS,
} from '@grocer/domain/sponsored/sponsored-placement';
import type { ReactNode } from 'react';
import { data, Form, Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import {
  FieldShell,
  FormField,
  type FormFieldProps,
  fieldControlClass,
} from '../components/ui/form-field.tsx';
import { consoleAction } from '../features/sponsored/api/sponsored-console.server.ts';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-sponsored';
import styles from './admin-console.module.css';
import own from './admin-sponsored.module.css';

const TITLE = 'Banners and sponsored products';

/**
 * Menu ad banners and sponsored products in the staff console (decision 0096): each listed,
 * added with a plain form and removed with a button; every change recorded with who and when.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const { sponsored, catalogue } = getServices(context);
  const [banners, placements, changes, taxonomy] = await Promise.all([
    sponsored.listBanners(staff),
    sponsored.listPlacements(staff),
    sponsored.changes(staff, 20),
    catalogue.getTaxonomy(),
  ]);
  const root = taxonomy.categories[taxonomy.rootId];
  const categories = (root?.categoryIds ?? []).flatMap((id) => {
    const category = taxonomy.categories[id];
    return category && !category.hiddenInNav ? [{ id, name: category.name }] : [];
  });
  return { banners, placements, changes, categories };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const { status, answer } = await consoleAction(context, staff, await request.formData());
  return data(answer, { status });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ title: `${TITLE} · ${STAFF_CONSOLE_TITLE}` }];
}

type Field = FormFieldProps & { name: string };

/** The banner form's fields after its category, with the domain's limits. */
const BANNER_FIELDS: Field[] = [
  { label: 'Heading', name: 'heading', required: true, maxLength: AD_BANNER_TEXT_LIMITS.heading },
  {
    label: 'Offer heading (optional)',
    name: 'offerHeading',
    maxLength: AD_BANNER_TEXT_LIMITS.offerHeading,
  },
  {
    label: 'Subheading (optional)',
    name: 'subheading',
    maxLength: AD_BANNER_TEXT_LIMITS.subheading,
  },
  {
    label: 'Link address',
    name: 'linkUrl',
    required: true,
    hint: 'A page of this shop, e.g. /ecom/buylist/101,102',
  },
  {
    label: 'Link text',
    name: 'linkText',
    required: true,
    maxLength: AD_BANNER_TEXT_LIMITS.linkText,
  },
  { label: 'Image address (optional)', name: 'imageSrc' },
  {
    label: 'Image description (needed with an image)',
    name: 'altText',
    maxLength: AD_BANNER_TEXT_LIMITS.altText,
  },
  {
    label: 'Marketing badge (optional)',
    name: 'marketingBadge',
    maxLength: AD_BANNER_TEXT_LIMITS.marketingBadge,
  },
  { label: 'Products (line numbers, optional)', name: 'lineNumbers' },
  { label: 'Impression tracking address (optional)', name: 'impressionUrl', type: 'url' },
  { label: 'Click tracking address (optional)', name: 'clickUrl', type: 'url' },
  { label: 'Vendor', name: 'vendor', required: true, maxLength: AD_BANNER_TEXT_LIMITS.vendor },
];

/** The placement form's fields, with the domain's limits. */
const PLACEMENT_FIELDS: Field[] = [
  { label: 'Line number', name: 'lineNumber', required: true, inputMode: 'numeric' },
  {
    label: 'Sponsorship id',
    name: 'sponsorshipId',
    required: true,
    maxLength: SPONSORED_PLACEMENT_LIMITS.sponsorshipId,
  },
  {
    label: 'Vendor',
    name: 'placementVendor',
    required: true,
    maxLength: SPONSORED_PLACEMENT_LIMITS.vendor,
  },
];

/** `12 Dec 2026, 10:00:05 by Ada`: when a row was added, and by whom when known. */
const addedText = (at: Date | string, by: string | null) =>
  `${formatDateTime(at)}${by ? ` by ${by}` : ''}`;

/** A table of what the console lists, newest first, with its column headings. */
function ListTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.help}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A plain form of one button removing a banner or ending a placement. */
function RemoveButton({
  intent,
  id,
  label,
}: {
  intent: string;
  id: string | number;
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClass({ variant: 'secondary', size: 'small' })}>
        {label}
      </button>
    </Form>
  );
}

/** An add form: its title, the refusal for it, its fields and its button. */
function AddForm({
  intent,
  title,
  submit,
  problem,
  children,
}: {
  intent: string;
  title: string;
  submit: string;
  problem: string | undefined;
  children: ReactNode;
}) {
  const titleId = `${intent}-title`;
  return (
    <Form method="post" className={styles.search} aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.fields}>{children}</div>
      <button type="submit" className={buttonClass()}>
        {submit}
      </button>
    </Form>
  );
}

export default function AdminSponsored({ loaderData, actionData }: Route.ComponentProps) {
  const { banners, placements, changes, categories } = loaderData;
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const failed = actionData && !actionData.ok ? actionData : null;
  const bannerProblem = failed?.intent === 'add-banner' ? failed : null;
  const placementProblem = failed?.intent === 'add-placement' ? failed : null;
  const value = (name: string) => failed?.values[name] ?? '';
  const fieldsOf = (fields: Field[], problem: typeof failed) =>
    fields.map((field) => (
      <FormField
        key={field.name}
        {...field}
        defaultValue={value(field.name)}
        error={problem?.fields[field.name]}
      />
    ));
  return (
    <>
      <h1>{TITLE}</h1>
      <p className={styles.help}>
        A banner shows in the Groceries menu beside its category; its impressions and clicks go to
        the vendor&apos;s addresses only with the shopper&apos;s advertising consent. A sponsored
        product is labelled Sponsored wherever it is listed, within a minute.
      </p>
      {actionData?.ok && (
        <p role="status" className={own.done}>
          {actionData.done}
        </p>
      )}
      {failed && !bannerProblem && !placementProblem && (
        <p role="alert" className={styles.problem}>
          {failed.message}
        </p>
      )}

      <section aria-labelledby="banners-title" className={own.section}>
        <h2 id="banners-title">Menu banners</h2>
        {banners.length === 0 ? (
          <p className={styles.note}>No banners.</p>
        ) : (
          <ListTable
            caption="Every menu banner, newest first"
            columns={['Banner', 'Category', 'Added', 'Change']}
          >
            {banners.map(({ banner, categoryId, createdAt, createdByName }) => (
              <tr key={banner.id}>
                <th scope="row">
                  {banner.textArea.heading}
                  <div
                    className={styles.note}
                  >{`${banner.tracking.vendor} · ${banner.textArea.link.url}`}</div>
                </th>
                <td>{categoryName.get(categoryId) ?? categoryId}</td>
                <td>{addedText(createdAt, createdByName)}</td>
                <td className={own.actions}>
                  <Link
                    to={`/admin/ad-preview/${banner.id}`}
                  >{`Preview ${banner.textArea.heading}`}</Link>
                  <RemoveButton
                    intent="remove-banner"
                    id={banner.id}
                    label={`Remove ${banner.textArea.heading}`}
                  />
                </td>
              </tr>
            ))}
          </ListTable>
        )}
        <AddForm
          intent="add-banner"
          title="Add a banner"
          submit="Add banner"
          problem={bannerProblem?.message}
        >
          <FieldShell label="Category" error={bannerProblem?.fields.categoryId}>
            {({ id, describedBy }) => (
              <select
                id={id}
                name="categoryId"
                aria-describedby={describedBy}
                defaultValue={value('categoryId')}
                className={fieldControlClass()}
                required
              >
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          {fieldsOf(BANNER_FIELDS, bannerProblem)}
        </AddForm>
      </section>

      <section aria-labelledby="placements-title" className={own.section}>
        <h2 id="placements-title">Sponsored products</h2>
        {placements.length === 0 ? (
          <p className={styles.note}>No sponsored products.</p>
        ) : (
          <ListTable
            caption="Every sponsored product, newest first"
            columns={['Product', 'Sponsorship', 'Added', 'Change']}
          >
            {placements.map((placement) => {
              const name = placement.productName ?? placement.lineNumber;
              return (
                <tr key={placement.id}>
                  <th scope="row">
                    {name}
                    <div className={styles.note}>{`Line ${placement.lineNumber}`}</div>
                  </th>
                  <td>{`${placement.sponsorshipId} · ${placement.vendor}`}</td>
                  <td>{addedText(placement.createdAt, placement.createdByName)}</td>
                  <td>
                    <RemoveButton
                      intent="remove-placement"
                      id={placement.id}
                      label={`End sponsorship of ${name}`}
                    />
                  </td>
                </tr>
              );
            })}
          </ListTable>
        )}
        <AddForm
          intent="add-placement"
          title="Sponsor a product"
          submit="Sponsor product"
          problem={placementProblem?.message}
        >
          {fieldsOf(PLACEMENT_FIELDS, placementProblem)}
        </AddForm>
      </section>

      <section aria-labelledby="changes-title" className={own.section}>
        <h2 id="changes-title">Recent changes</h2>
        {changes.length === 0 ? (
          <p className={styles.note}>No changes yet.</p>
        ) : (
          <ul className={own.changes}>
            {changes.map((change) => (
              <li key={change.id}>
                {`${formatDateTime(change.at)}: ${adChangeLabel(change.action)} (${String(change.detail.heading ?? change.detail.sponsorshipId ?? change.ref)})${change.staffName ? ` by ${change.staffName}` : ''}`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
