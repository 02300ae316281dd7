import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { adChangeLabel } from '@grocer/domain/sponsored/sponsored-placement';
import { data, Form, Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { FieldShell, FormField, fieldControlClass } from '../components/ui/form-field.tsx';
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

export default function AdminSponsored({ loaderData, actionData }: Route.ComponentProps) {
  const { banners, placements, changes, categories } = loaderData;
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const failed = actionData && !actionData.ok ? actionData : null;
  const bannerProblem = failed?.intent === 'add-banner' ? failed : null;
  const placementProblem = failed?.intent === 'add-placement' ? failed : null;
  const value = (name: string) => failed?.values[name] ?? '';
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
          <table className={styles.table}>
            <caption className={styles.help}>Every menu banner, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Banner</th>
                <th scope="col">Category</th>
                <th scope="col">Added</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {banners.map(({ banner, categoryId, createdAt, createdByName }) => (
                <tr key={banner.id}>
                  <th scope="row">
                    {banner.textArea.heading}
                    <div
                      className={styles.note}
                    >{`${banner.tracking.vendor} · ${banner.textArea.link.url}`}</div>
                  </th>
                  <td>{categoryName.get(categoryId) ?? categoryId}</td>
                  <td>{`${formatDateTime(createdAt)}${createdByName ? ` by ${createdByName}` : ''}`}</td>
                  <td className={own.actions}>
                    <Link
                      to={`/admin/ad-preview/${banner.id}`}
                    >{`Preview ${banner.textArea.heading}`}</Link>
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove-banner" />
                      <input type="hidden" name="id" value={banner.id} />
                      <button
                        type="submit"
                        className={buttonClass({ variant: 'secondary', size: 'small' })}
                      >
                        {`Remove ${banner.textArea.heading}`}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Form method="post" className={styles.search} aria-labelledby="add-banner-title">
          <h3 id="add-banner-title">Add a banner</h3>
          <input type="hidden" name="intent" value="add-banner" />
          {bannerProblem && (
            <p role="alert" className={styles.problem}>
              {bannerProblem.message}
            </p>
          )}
          <div className={styles.fields}>
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
            <FormField
              label="Heading"
              name="heading"
              required
              maxLength={60}
              defaultValue={value('heading')}
              error={bannerProblem?.fields.heading}
            />
            <FormField
              label="Offer heading (optional)"
              name="offerHeading"
              maxLength={40}
              defaultValue={value('offerHeading')}
              error={bannerProblem?.fields.offerHeading}
            />
            <FormField
              label="Subheading (optional)"
              name="subheading"
              maxLength={120}
              defaultValue={value('subheading')}
              error={bannerProblem?.fields.subheading}
            />
            <FormField
              label="Link address"
              name="linkUrl"
              required
              defaultValue={value('linkUrl')}
              hint="A page of this shop, e.g. /ecom/buylist/101,102"
              error={bannerProblem?.fields.linkUrl}
            />
            <FormField
              label="Link text"
              name="linkText"
              required
              maxLength={40}
              defaultValue={value('linkText')}
              error={bannerProblem?.fields.linkText}
            />
            <FormField
              label="Image address (optional)"
              name="imageSrc"
              defaultValue={value('imageSrc')}
              error={bannerProblem?.fields.imageSrc}
            />
            <FormField
              label="Image description (needed with an image)"
              name="altText"
              maxLength={120}
              defaultValue={value('altText')}
              error={bannerProblem?.fields.altText}
            />
            <FormField
              label="Marketing badge (optional)"
              name="marketingBadge"
              maxLength={30}
              defaultValue={value('marketingBadge')}
              error={bannerProblem?.fields.marketingBadge}
            />
            <FormField
              label="Products (line numbers, optional)"
              name="lineNumbers"
              defaultValue={value('lineNumbers')}
              error={bannerProblem?.fields.lineNumbers}
            />
            <FormField
              label="Impression tracking address (optional)"
              name="impressionUrl"
              type="url"
              defaultValue={value('impressionUrl')}
              error={bannerProblem?.fields.impressionUrl}
            />
            <FormField
              label="Click tracking address (optional)"
              name="clickUrl"
              type="url"
              defaultValue={value('clickUrl')}
              error={bannerProblem?.fields.clickUrl}
            />
            <FormField
              label="Vendor"
              name="vendor"
              required
              maxLength={40}
              defaultValue={value('vendor')}
              error={bannerProblem?.fields.vendor}
            />
          </div>
          <button type="submit" className={buttonClass()}>
            Add banner
          </button>
        </Form>
      </section>

      <section aria-labelledby="placements-title" className={own.section}>
        <h2 id="placements-title">Sponsored products</h2>
        {placements.length === 0 ? (
          <p className={styles.note}>No sponsored products.</p>
        ) : (
          <table className={styles.table}>
            <caption className={styles.help}>Every sponsored product, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Sponsorship</th>
                <th scope="col">Added</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {placements.map((placement) => {
                const name = placement.productName ?? placement.lineNumber;
                return (
                  <tr key={placement.id}>
                    <th scope="row">
                      {name}
                      <div className={styles.note}>{`Line ${placement.lineNumber}`}</div>
                    </th>
                    <td>{`${placement.sponsorshipId} · ${placement.vendor}`}</td>
                    <td>{`${formatDateTime(placement.createdAt)}${placement.createdByName ? ` by ${placement.createdByName}` : ''}`}</td>
                    <td>
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove-placement" />
                        <input type="hidden" name="id" value={placement.id} />
                        <button
                          type="submit"
                          className={buttonClass({ variant: 'secondary', size: 'small' })}
                        >
                          {`End sponsorship of ${name}`}
                        </button>
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <Form method="post" className={styles.search} aria-labelledby="add-placement-title">
          <h3 id="add-placement-title">Sponsor a product</h3>
          <input type="hidden" name="intent" value="add-placement" />
          {placementProblem && (
            <p role="alert" className={styles.problem}>
              {placementProblem.message}
            </p>
          )}
          <div className={styles.fields}>
            <FormField
              label="Line number"
              name="lineNumber"
              required
              inputMode="numeric"
              defaultValue={value('lineNumber')}
              error={placementProblem?.fields.lineNumber}
            />
            <FormField
              label="Sponsorship id"
              name="sponsorshipId"
              required
              maxLength={64}
              defaultValue={value('sponsorshipId')}
              error={placementProblem?.fields.sponsorshipId}
            />
            <FormField
              label="Vendor"
              name="placementVendor"
              required
              maxLength={40}
              defaultValue={value('placementVendor')}
              error={placementProblem?.fields.placementVendor}
            />
          </div>
          <button type="submit" className={buttonClass()}>
            Sponsor product
          </button>
        </Form>
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
