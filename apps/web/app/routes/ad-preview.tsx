import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, Link } from 'react-router';
import { MenuAdBanner } from '../features/navigation/components/menu-ad-banner.tsx';
import { MAIN_CONTENT_ID } from '../features/shell/components/skip-link.tsx';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/ad-preview';
import styles from './ad-preview.module.css';

const TITLE = 'Ad preview';

/**
 * The ad preview page (spec doc 1 §2, standalone; decision 0096): one menu banner as shoppers see
 * it in the menu, with what it records and for whom, for staff checking a banner before or after
 * it goes live. Nothing is recorded from here. Staff only; never a shared page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = /^[1-9]\d{0,8}$/.test(params.bannerId) ? Number(params.bannerId) : null;
  if (id === null) throw data({ reason: 'not-found' }, { status: 404 });
  // An unknown banner (AD_BANNER_NOT_FOUND) is the page's 404, never a fault.
  const preview = await getServices(context)
    .sponsored.previewBanner(staff, id)
    .catch((error: unknown) => {
      const refused = clientErrorOf(error);
      if (refused) throw data({ reason: 'not-found' }, { status: refused.status });
      throw error;
    });
  return { preview };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ title: `${TITLE} · ${STAFF_CONSOLE_TITLE}` }, { name: 'robots', content: 'noindex' }];
}

export default function AdPreview({ loaderData }: Route.ComponentProps) {
  const { banner, categoryId, createdAt, createdByName } = loaderData.preview;
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.page}>
      <h1>{TITLE}</h1>
      <p>
        <Link to="/admin/sponsored">Back to banners and sponsored products</Link>
      </p>
      <div className={styles.frame}>
        <MenuAdBanner banner={banner} categoryId={categoryId} preview />
      </div>
      <dl className={styles.details}>
        <dt>Category</dt>
        <dd>{categoryId}</dd>
        <dt>Vendor</dt>
        <dd>{banner.tracking.vendor}</dd>
        <dt>Impressions recorded at</dt>
        <dd>{banner.tracking.impressionUrls.join(', ') || 'None'}</dd>
        <dt>Clicks recorded at</dt>
        <dd>{banner.tracking.clickUrls.join(', ') || 'None'}</dd>
        <dt>Added</dt>
        <dd>{`${formatDateTime(createdAt)}${createdByName ? ` by ${createdByName}` : ''}`}</dd>
      </dl>
    </main>
  );
}
